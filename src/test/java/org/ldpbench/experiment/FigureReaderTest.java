package org.ldpbench.experiment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** The {@code output:} block: several figures, grid-parameter x, series and at, tables, heat maps. */
class FigureReaderTest {

    static final String VALID = """
            name: test/figs
            seed: 7
            replications: 5
            data:
              synthetic: ma-yang-2d
              params: {nPrivate: 300, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [1, 8]
              gamma: [0.5, 5]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [10, 0.5]}
              - {name: LPCT-Q, grid: {depth: [2]}}
            output:
              figure: {x: epsilon}
              figures:
                - name: depth
                  x: depth
                  series: [method, epsilon]
                  at: {gamma: 0.5}
                - {name: rates, x: epsilon, xAxis: log, yAxis: log, fit: loglog}
                - {name: table, type: table, x: epsilon, columnGroups: gamma, bold: best}
                - {name: eta, type: heatmap, functions: [etaPrivate], at: {gamma: 5}}
            """;

    @Test
    void readsEveryKindOfOutputInOrder() {
        ExperimentSpec spec = SpecParser.parse(VALID, "figs.yaml");
        List<FigureSpec> figures = spec.figures();
        assertThat(figures).extracting(FigureSpec::name).containsExactly(null, "depth", "rates", "table", "eta");
        assertThat(figures).extracting(FigureSpec::type).containsExactly(FigureSpec.Type.LINE, FigureSpec.Type.LINE,
                FigureSpec.Type.LINE, FigureSpec.Type.TABLE, FigureSpec.Type.HEATMAP);
        assertThat(figures).extracting(f -> f.base(spec.name())).containsExactly("test/figs", "test/figs-depth",
                "test/figs-rates", "test/figs-table", "test/figs-eta");

        FigureSpec single = figures.get(0);
        assertThat(single.series()).as("default: every other sweep axis splits").containsExactly("gamma");
        assertThat(single.yLabel()).isEqualTo("accuracy");
        assertThat(single.xAxis()).isEqualTo("category");

        FigureSpec depth = figures.get(1);
        assertThat(depth.xIsParameter()).isTrue();
        assertThat(depth.xValues()).containsExactly(1, 2, 3);
        assertThat(depth.series()).containsExactly("epsilon");
        assertThat(depth.at()).isEqualTo(Map.of("gamma", 0.5));

        FigureSpec rates = figures.get(2);
        assertThat(rates.fitLogLog()).isTrue();
        assertThat(rates.yAxis()).isEqualTo("log");

        FigureSpec table = figures.get(3);
        assertThat(table.columnGroups()).isEqualTo("gamma");
        assertThat(table.series()).isEmpty();
        assertThat(table.boldBest()).isTrue();
        assertThat(table.decimals()).isEqualTo(4);

        FigureSpec eta = figures.get(4);
        assertThat(eta.needsTrials()).isFalse();
        assertThat(eta.functions()).containsExactly("etaPrivate");
        assertThat(eta.resolution()).isEqualTo(64);
        assertThat(eta.heatMapBase(spec.name(), "etaPrivate")).isEqualTo("test/figs-eta-etaPrivate");
        assertThat(spec.mainFigure()).contains(single);
    }

    @Test
    void parameterValuesAreSortedAndIncludeFixedValues() {
        String text = VALID.replace("x: depth", "x: lambda").replace("series: [method, epsilon]", "series: [method]")
                .replace("at: {gamma: 0.5}", "at: {gamma: 0.5, epsilon: 8}")
                .replace("  - {name: LPCT-Q, grid: {depth: [2]}}",
                        "  - {name: LPCT-NP, params: {lambda: 3}, grid: {depth: [2]}}");
        FigureSpec lambda = SpecParser.parse(text, "figs.yaml").figures().get(1);
        assertThat(lambda.xValues()).containsExactly(0.5, 3.0, 10.0);
        assertThat(lambda.series()).isEmpty();
    }

    @Test
    void aSpecOfHeatMapsAloneNeedsNoMethods() {
        String text = """
                name: test/eta
                seed: 1
                replications: 1
                data:
                  synthetic: ma-yang-2d
                  params: {nPrivate: 10, nPublic: 10}
                sweep:
                  gamma: [0.5, 5]
                output:
                  figures:
                    - {name: strong, type: heatmap, functions: [etaPrivate, etaPublic], at: {gamma: 0.5}}
                    - {name: weak, type: heatmap, functions: [etaPublic], at: {gamma: 5}, resolution: 20,
                       zRange: [0, 1], title: "weak public signal"}
                """;
        ExperimentSpec spec = SpecParser.parse(text, "eta.yaml");
        assertThat(spec.hasTrials()).isFalse();
        assertThat(spec.figures()).hasSize(2);
        assertThat(spec.figures().get(1).zMax()).isEqualTo(1.0);
        assertThat(ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).trialCount()).isZero();

        String withLine = text.replace("    - {name: strong,", "    - {name: line, x: gamma}\n    - {name: strong,");
        assertThatThrownBy(() -> SpecParser.parse(withLine, "eta.yaml")).isInstanceOf(SpecException.class)
                .hasMessage("eta.yaml:1:1: methods: missing required field");
    }

    /** Each bad output gives one line naming file:line:column, the field and what is allowed. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            series without method    | series: [method, epsilon] => series: [epsilon]              | bad.yaml:19:15: output.figures[0].series: curves are always split by method; start the list with method, e.g. series: [method, epsilon]
            series not an axis       | series: [method, epsilon] => series: [method, depth]        | bad.yaml:19:24: output.figures[0].series: 'depth' is not a sweep axis; allowed: method, epsilon, gamma
            axis left out            | series: [method, epsilon] => series: [method]               | bad.yaml:19:15: output.figures[0].series: sweep axis 'epsilon' is neither x, in series nor fixed; add it to series or fix it, e.g. at: {epsilon: 1}
            series axis also fixed   | series: [method, epsilon] => series: [method, gamma]        | bad.yaml:19:24: output.figures[0].series: 'gamma' is fixed by at; it cannot also split curves
            at value not on axis     | at: {gamma: 0.5} => at: {gamma: 2}                          | bad.yaml:20:19: output.figures[0].at.gamma: '2' is not a value of the sweep axis; allowed: 0.5, 5
            at not an axis           | at: {gamma: 0.5} => at: {gama: 0.5}                         | bad.yaml:20:12: output.figures[0].at.gama: not a sweep axis; allowed: epsilon, gamma
            x unknown                | x: depth => x: deep                                         | bad.yaml:18:10: output.figures[0].x: 'deep' is neither a sweep axis nor a grid parameter of the methods; allowed: epsilon, gamma, depth, lambda
            fit without log axes     | xAxis: log, yAxis: log, fit => xAxis: log, fit              | bad.yaml:21:50: output.figures[1].fit: 'loglog' fits a line on log-log axes; set xAxis: log and yAxis: log
            log y from zero          | yAxis: log, fit => yAxis: log, yRange: [0, 1], fit          | bad.yaml:21:65: output.figures[1].yRange: a log y axis needs a lower bound > 0, got 0
            unknown function         | functions: [etaPrivate] => functions: [etaP]                | bad.yaml:23:46: output.figures[3].functions: 'etaP' is not a function of ma-yang-2d; allowed: etaPrivate, etaPublic
            heat map axis not fixed  | [etaPrivate], at: {gamma: 5}} => [etaPrivate]}              | bad.yaml:23:7: output.figures[3].at: sweep axis 'gamma' changes the data source; fix it, e.g. at: {gamma: 0.5}
            heat map at epsilon      | at: {gamma: 5}} => at: {gamma: 5, epsilon: 1}}              | bad.yaml:23:74: output.figures[3].at.epsilon: a heat map draws the data source, which epsilon does not change; fix data axes only
            figure without name      | - name: depth => - title: depth                             | bad.yaml:17:7: output.figures[0].name: missing required field
            name used twice          | name: rates => name: depth                                  | bad.yaml:21:14: output.figures[1].name: 'depth' is used by another figure; names must differ
            name with a slash        | name: eta => name: a/b                                      | bad.yaml:23:14: output.figures[3].name: 'a/b' is not allowed; use letters, digits, '.', '_' and '-' (it becomes part of a file name)
            unknown type             | type: heatmap => type: bar                                  | bad.yaml:23:25: output.figures[3].type: 'bar' is not allowed; allowed: line, table, heatmap
            field of another type    | bold: best => bold: best, fit: loglog                       | bad.yaml:22:79: output.figures[2].fit: unknown field; allowed: at, bold, columnGroups, decimals, errorBars, name, series, title, type, x, y
            column groups on x       | columnGroups: gamma => columnGroups: epsilon                | bad.yaml:22:60: output.figures[2].columnGroups: 'epsilon' is the x axis; choose another sweep axis
            too many decimals        | bold: best => bold: best, decimals: 20                      | bad.yaml:22:89: output.figures[2].decimals: '20' is not allowed; must be an integer between 0 and 12
            y not the metric         | figure: {x: epsilon} => figure: {x: epsilon, y: f1}         | bad.yaml:15:27: output.figure.y: 'f1' is not allowed; allowed: accuracy
            unknown output field     | figure: {x: epsilon} => figur: {x: epsilon}                 | bad.yaml:15:3: output.figur: unknown field; allowed: figure, figures
            """)
    void badOutputsGiveOneLineWithLocation(String description, String edit, String expected) {
        String[] parts = edit.split(" => ");
        String text = VALID.replace(parts[0], parts[1]);
        assertThat(text).as("the edit must change the spec").isNotEqualTo(VALID);
        assertThatThrownBy(() -> SpecParser.parse(text, "bad.yaml"))
                .isInstanceOf(SpecException.class)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n").isEqualTo(expected));
    }
}
