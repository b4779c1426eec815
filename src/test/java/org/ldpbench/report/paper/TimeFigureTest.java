package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.figures.LineFigure;
import org.ldpbench.report.figures.line.LineFigures;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.store.StoredTrials;

/**
 * Line figures of running time ({@code value: seconds}) with reference series from a CSV file
 * ({@code references: [file.csv]}), as the scale experiment draws our times next to the authors'.
 */
class TimeFigureTest {

  @TempDir Path dir;

  private static final String SPEC =
      """
            name: test/time
            seed: 1
            replications: 3
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPublic: 30, nTest: 100}
            sweep:
              nPrivate: [1000, 10000, 100000]
              epsilon: [2]
            methods:
              - {name: LPCT, grid: {depth: [2, 3], lambda: [1]}}
            output:
              figure:
                x: nPrivate
                value: seconds
                xAxis: log
                yAxis: log
                references: [%s]
            """;

  private static final String CSV =
      """
            # where the numbers come from
            series,nPrivate,value
            theirs,10000,0.18
            theirs,100000,1.89
            """;

  private ExperimentSpec spec(String reference, String csv) throws IOException {
    Files.writeString(dir.resolve("times.csv"), csv);
    Path yaml = dir.resolve("time.yaml");
    Files.writeString(yaml, SPEC.formatted(reference));
    return SpecParser.parse(yaml);
  }

  /**
   * Depth 3 is the better configuration everywhere; it takes n_P / 10^4 seconds, depth 2 ten times
   * longer.
   */
  private static StoredTrials trials(ExperimentPlan plan) {
    Map<String, Map<String, Double>> byKey = new HashMap<>();
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t -> {
                                      boolean deep = t.parameters().canonical().contains("depth=3");
                                      double n =
                                          ((Number) g.point().coordinates().get("nPrivate"))
                                              .doubleValue();
                                      double seconds =
                                          (deep ? 1.0 : 10.0)
                                              * n
                                              / 1e4
                                              * (1 + 0.1 * u.replication());
                                      byKey.put(
                                          t.key(),
                                          Map.of(
                                              "accuracy",
                                              deep ? 0.7 : 0.6,
                                              StoredTrials.SECONDS,
                                              seconds));
                                    })));
    return StoredTrials.fromMetrics(byKey);
  }

  @Test
  void curvesAreTheSecondsOfTheBestConfigurationAndTheReferenceSeriesIsDrawnAtItsXValues()
      throws IOException {
    ExperimentSpec spec = spec("times.csv", CSV);
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    LineFigure figure =
        LineFigures.of(
            plan, ResultSummary.of(plan, trials(plan)), (LineSpec) spec.figures().get(0));
    assertThat(figure.series())
        .extracting(LineFigure.Series::name)
        .containsExactly("LPCT (ε=2)", "theirs");
    LineFigure.Series ours = figure.series().get(0);
    // mean over replications of n/1e4 * (1, 1.1, 1.2) = 1.1 n / 1e4 (depth 3, the best in accuracy)
    assertThat(ours.y())
        .containsExactly(new double[] {0.11, 1.1, 11.0}, org.assertj.core.data.Offset.offset(1e-9));
    LineFigure.Series theirs = figure.series().get(1);
    assertThat(theirs.y()[0]).isNaN();
    assertThat(theirs.y()[1]).isEqualTo(0.18);
    assertThat(theirs.y()[2]).isEqualTo(1.89);
    assertThat(theirs.dashed()).isTrue();
    assertThat(figure.yLabel()).isEqualTo("seconds per fit + predict");
    assertThat(figure.caption()).contains("its seconds per trial").contains("times.csv");
  }

  @Test
  void aBadReferenceFileIsRejectedWhenTheSpecIsRead() {
    assertThatThrownBy(() -> spec("missing.csv", CSV))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("output.figure.references")
        .hasMessageContaining("missing.csv: no such file");
    assertThatThrownBy(() -> spec("times.csv", CSV.replace("theirs,10000", "theirs,20000")))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining(
            "has nPrivate = 20000, which the figure does not have; allowed: 1000, 10000, 100000");
    assertThatThrownBy(
            () -> spec("times.csv", CSV.replace("series,nPrivate,value", "series,n,value")))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("needs the columns series, nPrivate");
    assertThatThrownBy(() -> spec("times.csv", CSV.replace("0.18", "fast")))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("times.csv:3: value 'fast' is not a finite number");
    assertThatThrownBy(() -> spec("times.csv", CSV + "theirs,10000,0.2\n"))
        .isInstanceOf(SpecException.class)
        .hasMessageContaining("a second value for series 'theirs'");
  }
}
