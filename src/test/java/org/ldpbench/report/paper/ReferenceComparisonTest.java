package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.TestSpecs;

/**
 * Reference rows that are one value of ours (identical per-replication scores) are merged and
 * counted once. The scores mimic the authors'-code check: LPCT with λ = 0 equals LPCT-P (one
 * release), LPCT-Q is the same at every ε (no noise), LPCT with λ = 1 differs.
 */
class ReferenceComparisonTest {

  static final String SPEC =
      TestSpecs.small("test/reference", 5, 10)
          + """
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [0, 1]}}
              - {name: LPCT-P, grid: {depth: [2]}}
              - {name: LPCT-Q, grid: {depth: [2]}}
            """;

  @TempDir Path temp;

  static double score(String method, double lambda, double epsilon, int r) {
    double base = 0.6 + 0.02 * Math.sin(r);
    double release = base + (epsilon == 8.0 ? 0.01 : 0.0) + 0.005 * Math.cos(3 * r);
    return switch (method) {
      case "LPCT-Q" -> base - 0.01;
      case "LPCT-P" -> release;
      default -> lambda == 0 ? release : release + 0.002 + 0.003 * Math.sin(5 * r);
    };
  }

  static ResultSummary summary(ExperimentPlan plan) {
    Map<String, Double> scores = new HashMap<>();
    plan.units()
        .forEach(
            u ->
                u.groups()
                    .forEach(
                        g ->
                            g.trials()
                                .forEach(
                                    t ->
                                        scores.put(
                                            t.key(),
                                            score(
                                                g.method().label(),
                                                g.method().label().equals("LPCT")
                                                    ? t.parameters().getDouble("lambda")
                                                    : 0,
                                                g.point().epsilon(),
                                                u.replication())))));
    return ResultSummary.of(plan, scores);
  }

  /** Our mean of one configuration, for writing reference values relative to it. */
  static double mean(String method, double lambda, double epsilon) {
    double sum = 0;
    for (int r = 0; r < 10; r++) {
      sum += score(method, lambda, epsilon, r);
    }
    return sum / 10;
  }

  ReferenceComparison compare(String csvRows) throws IOException {
    Files.writeString(temp.resolve("ref.csv"), "method,epsilon,depth,lambda,accuracy\n" + csvRows);
    Path spec = temp.resolve("reference.yaml");
    Files.writeString(spec, SPEC + "reference: {label: test, file: ref.csv, replications: 10}\n");
    ExperimentPlan plan = ExperimentPlan.of(SpecParser.parse(spec), ExperimentSpec.Profile.FULL);
    return ReferenceComparison.of(plan.spec().reference().orElseThrow(), summary(plan));
  }

  static String row(String method, double epsilon, String lambda, double accuracy) {
    return String.format(
        Locale.ROOT, "%s,%s,2,%s,%.6f%n", method, epsilon == 1.0 ? "1" : "8", lambda, accuracy);
  }

  @Test
  void rowsWithIdenticalScoresAreOneValueCountedOnce() throws IOException {
    String csv =
        row("LPCT", 1, "0", mean("LPCT", 0, 1) + 0.1) // outside
            + row(
                "LPCT-P", 1, "", mean("LPCT-P", 0, 1) + 0.1) // outside, same value as the row above
            + row("LPCT", 1, "1", mean("LPCT", 1, 1))
            + row("LPCT-Q", 1, "", mean("LPCT-Q", 0, 1))
            + row("LPCT-Q", 8, "", mean("LPCT-Q", 0, 8)) // same value as the row above
            + row("LPCT", 8, "0", mean("LPCT", 0, 8))
            + row(
                "LPCT-P", 8, "", mean("LPCT-P", 0, 8) + 0.1); // outside; merged with the row above
    ReferenceComparison comparison = compare(csv);
    assertThat(comparison.comparedRows()).isEqualTo(7);
    // rows 1+2, 3, 4+5, 6+7: four independent values, two of them with a row outside
    assertThat(comparison.compared()).isEqualTo(4);
    assertThat(comparison.outside()).isEqualTo(2);
    assertThat(comparison.merged()).hasSize(3);
    assertThat(comparison.groups().get(0).rows())
        .extracting(r -> r.reference().method())
        .containsExactly("LPCT", "LPCT-P");
    assertThat(comparison.groups().get(1).rows()).hasSize(1);
    assertThat(comparison.expectedOutside())
        .isCloseTo(4 * ReferenceComparison.OUTSIDE_TWO_SE, within(1e-12));
    // P(X >= 2), X ~ Binomial(4, 0.0455): 1 − (1 − p)^4 − 4 p (1 − p)^3
    double p = ReferenceComparison.OUTSIDE_TWO_SE;
    double chance = 1 - Math.pow(1 - p, 4) - 4 * p * Math.pow(1 - p, 3);
    assertThat(comparison.chanceProbability()).isCloseTo(chance, within(1e-12));

    ExperimentSpec spec = SpecParser.parse(temp.resolve("reference.yaml"));
    String text = PaperReport.referenceText(spec, comparison);
    assertThat(text)
        .contains("**2 of 4** values agree")
        .contains("The 7 rows hold 4 independent values")
        .contains(String.format(Locale.ROOT, "P(≥ 2 outside) = %.3f", chance))
        .contains("identical per-replication scores: same release")
        .contains("- value 1: LPCT (ε=1, depth=2, lambda=0) = LPCT-P (ε=1, depth=2)")
        .contains("- value 3: LPCT-Q (ε=1, depth=2) = LPCT-Q (ε=8, depth=2)")
        .contains("- value 4: LPCT (ε=8, depth=2, lambda=0) = LPCT-P (ε=8, depth=2)")
        .doesNotContain("value 2:");
  }

  @Test
  void noLineThatIsTrueByConstructionWhenNothingIsOutside() throws IOException {
    String csv = row("LPCT", 1, "0", mean("LPCT", 0, 1)) + row("LPCT", 1, "1", mean("LPCT", 1, 1));
    ReferenceComparison comparison = compare(csv);
    assertThat(comparison.outside()).isZero();
    assertThat(comparison.merged()).isEmpty();
    String text =
        PaperReport.referenceText(SpecParser.parse(temp.resolve("reference.yaml")), comparison);
    assertThat(text)
        .contains("**2 of 2** values agree")
        .doesNotContain("P(≥")
        .doesNotContain("Merged")
        .doesNotContain("independent values:");
  }

  @Test
  void differencesBeyondTheToleranceAreListedPerFirstAxisValueWithCountsPerMethod()
      throws IOException {
    Files.writeString(
        temp.resolve("ref.csv"),
        "method,epsilon,depth,lambda,accuracy\n"
            + row("LPCT-P", 1.0, "", mean("LPCT-P", 0, 1.0) + 0.05)
            + row("LPCT-P", 8.0, "", mean("LPCT-P", 0, 8.0) - 0.001)
            + row("LPCT-Q", 1.0, "", mean("LPCT-Q", 0, 1.0) + 0.01)
            + row("LPCT-Q", 8.0, "", mean("LPCT-Q", 0, 8.0) - 0.015));
    Path spec = temp.resolve("reference.yaml");
    Files.writeString(
        spec,
        SPEC + "reference: {label: test, file: ref.csv, replications: 10, tolerance: 0.02}\n");
    ExperimentPlan plan = ExperimentPlan.of(SpecParser.parse(spec), ExperimentSpec.Profile.FULL);
    ReferenceComparison comparison =
        ReferenceComparison.of(plan.spec().reference().orElseThrow(), summary(plan));
    String text = PaperReport.largeDifferences(plan.spec(), comparison);
    // the first sweep axis is epsilon: at 1 LPCT-P is 0.05 off, at 8 nothing is
    assertThat(text).contains("Differences larger than 0.02 from the reference, by ε");
    assertThat(text).containsPattern("- \\*\\*1\\*\\*: LPCT-P \\(0\\.6\\d\\d vs 0\\.6\\d\\d\\)\n");
    assertThat(text).contains("- **8**: none");
    assertThat(text)
        .contains("| LPCT-P | 1 of 2 | 1 of 2 |")
        .contains("| LPCT-Q | 2 of 2 | 2 of 2 |");
    String bad = SPEC + "reference: {label: test, file: ref.csv, replications: 10, tolerance: 2}\n";
    Files.writeString(spec, bad);
    org.assertj.core.api.Assertions.assertThatThrownBy(() -> SpecParser.parse(spec))
        .hasMessageContaining("reference.tolerance: must be in (0, 1), got 2.0");
  }
}
