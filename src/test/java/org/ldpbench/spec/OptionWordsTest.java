package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ldpbench.report.figures.line.AxisScale;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.spec.output.ErrorBars;
import org.ldpbench.spec.output.PlottedValue;

/**
 * The option words of outputs ({@code errorBars}, {@code xAxis}, {@code yAxis}, {@code value},
 * {@code bold}) are read as enum constants: each word of the committed specs reads as its constant,
 * the defaults are the documented ones, and a bad word gets the one-line error naming the field,
 * the value and the words allowed, in the order they are documented.
 */
class OptionWordsTest {

  private static String spec(String figure) {
    return SpecParserTest.VALID.replace(
        "figure: {x: epsilon, references: [bayes]}", "figure: " + figure);
  }

  @Test
  void eachWordReadsAsItsConstant() {
    LineSpec line =
        (LineSpec)
            SpecParser.parse(
                    spec(
                        "{x: epsilon, errorBars: sd, xAxis: log, yAxis: log," + " value: seconds}"),
                    "x.yaml")
                .figures()
                .get(0);
    assertThat(line.errorBars()).isEqualTo(ErrorBars.SD);
    assertThat(line.xAxis()).isEqualTo(AxisScale.LOG);
    assertThat(line.yAxis()).isEqualTo(AxisScale.LOG);
    assertThat(line.value()).isEqualTo(PlottedValue.SECONDS);
    TableSpec table =
        (TableSpec)
            SpecParser.parse(
                    spec("{type: table, x: epsilon, errorBars: none, bold: best}"), "x.yaml")
                .figures()
                .get(0);
    assertThat(table.errorBars()).isEqualTo(ErrorBars.NONE);
    assertThat(table.marks()).isEqualTo(TableSpec.Marks.BEST);
  }

  @Test
  void theDefaultsAreTheDocumentedOnes() {
    LineSpec line = (LineSpec) SpecParser.parse(spec("{x: epsilon}"), "x.yaml").figures().get(0);
    assertThat(line.errorBars()).isEqualTo(ErrorBars.SE);
    assertThat(line.xAxis()).isEqualTo(AxisScale.CATEGORY);
    assertThat(line.yAxis()).isEqualTo(AxisScale.LINEAR);
    assertThat(line.value()).isEqualTo(PlottedValue.METRIC);
    TableSpec table =
        (TableSpec) SpecParser.parse(spec("{type: table, x: epsilon}"), "x.yaml").figures().get(0);
    assertThat(table.marks()).isEqualTo(TableSpec.Marks.NONE);
  }

  @Test
  void aBadWordNamesTheFieldTheValueAndTheWordsAllowed() {
    assertThatThrownBy(() -> SpecParser.parse(spec("{x: epsilon, errorBars: SE}"), "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageEndingWith(
            "output.figure.errorBars: 'SE' is not allowed; allowed: se, sd, none");
    assertThatThrownBy(() -> SpecParser.parse(spec("{x: epsilon, xAxis: logarithmic}"), "x.yaml"))
        .hasMessageEndingWith(
            "output.figure.xAxis: 'logarithmic' is not allowed; allowed: category, linear, log");
    // a y axis has no categories
    assertThatThrownBy(() -> SpecParser.parse(spec("{x: epsilon, yAxis: category}"), "x.yaml"))
        .hasMessageEndingWith(
            "output.figure.yAxis: 'category' is not allowed; allowed: linear, log");
    assertThatThrownBy(() -> SpecParser.parse(spec("{x: epsilon, value: time}"), "x.yaml"))
        .hasMessageEndingWith(
            "output.figure.value: 'time' is not allowed; allowed: metric, seconds");
    assertThatThrownBy(
            () -> SpecParser.parse(spec("{type: table, x: epsilon, bold: all}"), "x.yaml"))
        .hasMessageEndingWith(
            "output.figure.bold: 'all' is not allowed; allowed: best, wilcoxon, none");
  }

  @Test
  void aMethodParameterWordIsCheckedAgainstItsEnumsWords() {
    String bad =
        SpecParserTest.VALID.replace(
            "  - {name: LPCT-Q, grid: {depth: [2]}}\n",
            "  - {name: LPCT-Q, grid: {depth: [2], splitter: [maxedge, kd]}}\n");
    assertThatThrownBy(() -> SpecParser.parse(bad, "x.yaml"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("'kd' is not allowed; must be one of maxedge, cart");
  }
}
