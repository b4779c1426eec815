package org.ldpbench.report.tables.table;

import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.tables.ResultTableRenderer;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.output.CurvesReader;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputBlock;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.spec.output.PlottedValue;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code type: table} outputs ({@link TableSpec}): the shared curve fields, then decimals,
 * marks ({@code bold}), layout, rank rows, unranked labels and the cell value; rank rows need the
 * Wilcoxon marks and methods as columns, and a table of running times has no marks.
 *
 * <p>It draws {@code type: table} outputs ({@link ExperimentTables}) as Markdown, LaTeX and CSV; in
 * {@code REPORT.md} the Markdown table itself.
 */
public final class TableKind implements OutputKind<TableSpec> {

  private static final Set<String> FIELDS =
      OutputReader.withCommonFields(
          "x",
          "y",
          "errorBars",
          "series",
          "at",
          "columnGroups",
          "decimals",
          "bold",
          "layout",
          "ranks",
          "unranked",
          "value",
          "paperNumberOnes",
          "paperTable");

  @Override
  public String type() {
    return "table";
  }

  @Override
  public String example() {
    return "{name: out, type: table, x: epsilon, bold: best}";
  }

  @Override
  public Class<TableSpec> specClass() {
    return TableSpec.class;
  }

  @Override
  public Set<String> fields() {
    return FIELDS;
  }

  @Override
  public TableSpec read(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    block.claimFile();
    CurvesReader.Axes axes = CurvesReader.read(block, context);
    int decimals =
        optional(figure, "decimals").map(n -> (int) integer(n, f + ".decimals", 0, 12)).orElse(4);
    TableSpec.Marks marks =
        optional(figure, "bold")
            .map(
                n ->
                    oneOf(
                        n,
                        f + ".bold",
                        List.of(
                            TableSpec.Marks.BEST, TableSpec.Marks.WILCOXON, TableSpec.Marks.NONE)))
            .orElse(TableSpec.Marks.NONE);
    String title = block.title(context.specTitle());
    boolean methodsInColumns =
        optional(figure, "layout")
            .map(n -> oneOf(n, f + ".layout", "methods-in-rows", "methods-in-columns"))
            .orElse("methods-in-rows")
            .equals("methods-in-columns");
    boolean ranks = ranks(block, marks, methodsInColumns);
    Set<String> unranked =
        new LinkedHashSet<>(
            SpecNodes.labelList(figure, "unranked", f, CurvesReader.labels(context)));
    PlottedValue value = CurvesReader.value(block);
    if (value == PlottedValue.SECONDS && marks != TableSpec.Marks.NONE) {
      throw SpecException.at(
          figure.entries().get("bold"),
          f + ".bold",
          "a table of running times has no" + " marks; leave bold out or set bold: none");
    }
    return new TableSpec(
        block.name(),
        title,
        axes.x(),
        axes.xIsParameter(),
        axes.xValues(),
        axes.series(),
        block.at(),
        axes.errorBars(),
        context.metric(),
        value,
        axes.columnGroups(),
        decimals,
        marks,
        methodsInColumns,
        ranks,
        unranked,
        paperNumberOnes(block, context, ranks),
        paperTable(block, context, ranks));
  }

  /**
   * {@code paperNumberOnes}: a CSV file (relative to the spec) of {@code method,<group
   * value>,count} lines, the paper's "No. 1" row; needs rank rows. Lines starting with # and the
   * header are skipped.
   */
  private static Map<String, Integer> paperNumberOnes(
      OutputBlock block, FigureReader.Context context, boolean ranks) {
    Optional<YamlNode> node = optional(block.node(), "paperNumberOnes");
    if (node.isEmpty()) {
      return Map.of();
    }
    String field = block.field() + ".paperNumberOnes";
    if (!ranks) {
      throw SpecException.at(
          node.get(), field, "the paper's No. 1 row goes under ours; set ranks: true");
    }
    java.nio.file.Path file = context.baseDirectory().resolve(SpecNodes.string(node.get(), field));
    Map<String, Integer> counts = new LinkedHashMap<>();
    try {
      for (String line : java.nio.file.Files.readAllLines(file)) {
        if (line.isBlank() || line.startsWith("#") || line.startsWith("method,")) {
          continue;
        }
        String[] f = line.split(",");
        if (f.length != 3) {
          throw SpecException.at(
              node.get(), field, file + ": '" + line + "' is not method,group,count");
        }
        counts.put(
            TableSpec.numberOneKey(
                f[0].trim(), ParameterSet.format(Double.parseDouble(f[1].trim()))),
            Integer.parseInt(f[2].trim()));
      }
    } catch (java.io.IOException | NumberFormatException e) {
      throw SpecException.at(node.get(), field, "cannot read " + file + ": " + e.getMessage());
    }
    return counts;
  }

  /**
   * {@code paperTable}: a CSV file (relative to the spec) of {@code row,method,<group value>,value}
   * lines, the paper's table as printed (NA for an empty cell); needs rank rows.
   */
  private static Map<String, Double> paperTable(
      OutputBlock block, FigureReader.Context context, boolean ranks) {
    Optional<YamlNode> node = optional(block.node(), "paperTable");
    if (node.isEmpty()) {
      return Map.of();
    }
    String field = block.field() + ".paperTable";
    if (!ranks) {
      throw SpecException.at(
          node.get(), field, "the paper's rank rows go under ours; set ranks: true");
    }
    java.nio.file.Path file = context.baseDirectory().resolve(SpecNodes.string(node.get(), field));
    Map<String, Double> values = new LinkedHashMap<>();
    try {
      for (String line : java.nio.file.Files.readAllLines(file)) {
        if (line.isBlank() || line.startsWith("#") || line.startsWith("row,")) {
          continue;
        }
        String[] f = line.split(",");
        if (f.length != 4) {
          throw SpecException.at(
              node.get(), field, file + ": '" + line + "' is not row,method,group,value");
        }
        values.put(
            TableSpec.paperKey(
                f[0].trim(), f[1].trim(), ParameterSet.format(Double.parseDouble(f[2].trim()))),
            f[3].trim().equals("NA") ? Double.NaN : Double.parseDouble(f[3].trim()));
      }
    } catch (java.io.IOException | NumberFormatException e) {
      throw SpecException.at(node.get(), field, "cannot read " + file + ": " + e.getMessage());
    }
    return values;
  }

  /** {@code ranks}: rank rows count the Wilcoxon marks and need methods as columns. */
  private static boolean ranks(OutputBlock block, TableSpec.Marks marks, boolean methodsInColumns) {
    Optional<YamlNode> ranksNode = optional(block.node(), "ranks");
    boolean ranks = ranksNode.map(n -> SpecNodes.bool(n, block.field() + ".ranks")).orElse(false);
    if (ranks && marks != TableSpec.Marks.WILCOXON) {
      throw SpecException.at(
          ranksNode.get(),
          block.field() + ".ranks",
          "rank rows count the Wilcoxon marks;" + " set bold: wilcoxon");
    }
    if (ranks && !methodsInColumns) {
      throw SpecException.at(
          ranksNode.get(),
          block.field() + ".ranks",
          "rank rows need methods as columns;" + " set layout: methods-in-columns");
    }
    return ranks;
  }

  @Override
  public List<Path> write(TableSpec table, OutputContext context) throws IOException {
    return ResultTableRenderer.writeAll(
        ExperimentTables.of(context.plan(), context.summary(), table),
        context.resolve(table.base(context.spec().name())));
  }

  @Override
  public void appendToReport(
      TableSpec table, OutputContext context, Path reportDirectory, StringBuilder md) {
    md.append(
            ResultTableRenderer.MARKDOWN.render(
                ExperimentTables.of(context.plan(), context.summary(), table)))
        .append("\n");
  }
}
