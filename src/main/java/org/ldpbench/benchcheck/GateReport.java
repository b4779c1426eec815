package org.ldpbench.benchcheck;

import java.util.List;
import java.util.Locale;

/**
 * The verdicts of one {@code make bench-check}, the machine's speed against the reference (over
 * every speed benchmark, as {@code make timings} states it) and the threshold, with the text the
 * check prints.
 *
 * @param speed geometric mean of the speed benchmarks' ratios (this machine / the reference), NaN
 *     if none
 * @param speedBenchmarks how many speed benchmarks that mean is over
 * @param threshold the allowed slowdown at the reference machine's speed, e.g. 0.20
 */
public record GateReport(
    List<BenchmarkVerdict> verdicts, double speed, int speedBenchmarks, double threshold) {

  public GateReport {
    verdicts = List.copyOf(verdicts);
  }

  /** True if every benchmark is {@link Outcome#WITHIN} (and there is at least one). */
  public boolean passed() {
    return !verdicts.isEmpty() && verdicts.stream().allMatch(v -> v.outcome() == Outcome.WITHIN);
  }

  /** The verdicts that fail the check. */
  public List<BenchmarkVerdict> failures() {
    return verdicts.stream().filter(v -> v.outcome() != Outcome.WITHIN).toList();
  }

  /**
   * The regressions that a second, longer measurement may clear: every failure, if all of them are
   * {@link Outcome#REGRESSION}s not yet measured again; none otherwise (a missing median or
   * reference fails whatever a second run measures).
   */
  public List<BenchmarkVerdict> toMeasureAgain() {
    List<BenchmarkVerdict> failures = failures();
    boolean allFirstRegressions =
        failures.stream().allMatch(v -> v.outcome() == Outcome.REGRESSION && !v.remeasured());
    return allFirstRegressions ? failures : List.of();
  }

  /** A table of every benchmark, then one line: PASS or FAIL and why. */
  public String text() {
    StringBuilder out = new StringBuilder();
    out.append(
        String.format(
            Locale.ROOT,
            "Machine speed: %.3f, the geometric mean of %d speed benchmarks' ratios"
                + " (this machine's median / the reference's; above 1: slower). Each benchmark is divided by the"
                + " mean of the others (column speed).%n%n",
            speed,
            speedBenchmarks));
    out.append(
        String.format(
            Locale.ROOT,
            "%-62s %12s %12s %7s %7s %10s  %s%n",
            "benchmark",
            "reference",
            "measured",
            "ratio",
            "speed",
            "normalised",
            "verdict"));
    for (BenchmarkVerdict v : verdicts) {
      out.append(
          String.format(
              Locale.ROOT,
              "%-62s %12s %12s %7s %7s %10s  %s%n",
              v.label(),
              median(v.referenceMedian(), v.unit()),
              median(v.measuredMedian(), v.unit()),
              fixed(v.ratio()),
              fixed(v.speed()),
              fixed(v.normalisedRatio()),
              v.outcome().text() + (v.remeasured() ? " (measured again)" : "")));
    }
    List<BenchmarkVerdict> failures = failures();
    if (verdicts.isEmpty()) {
      return out.append("FAIL: no benchmark to compare\n").toString();
    }
    if (failures.isEmpty()) {
      return out.append(
              String.format(
                  Locale.ROOT,
                  "PASS: all %d benchmarks within %.0f%% of the reference at"
                      + " this machine's speed%n",
                  verdicts.size(),
                  100 * threshold))
          .toString();
    }
    out.append(
        String.format(
            Locale.ROOT,
            "FAIL: %d of %d benchmarks (threshold: %.0f%% slower than the reference"
                + " at this machine's speed):%n",
            failures.size(),
            verdicts.size(),
            100 * threshold));
    for (BenchmarkVerdict v : failures) {
      out.append("  ").append(v.label()).append(": ").append(reason(v)).append('\n');
    }
    return out.toString();
  }

  private String reason(BenchmarkVerdict v) {
    return switch (v.outcome()) {
      case REGRESSION ->
          String.format(
              Locale.ROOT,
              "%.0f%% slower than the reference at this machine's speed",
              100 * (v.normalisedRatio() - 1));
      case NOT_MEASURED ->
          "in the reference but not measured by this run (did it fail? see its JMH output)";
      case NO_REFERENCE ->
          "no reference median: record the reference (make bench-check RECORD=1) on the"
              + " reference machine";
      case SPEED_UNKNOWN ->
          "too few speed benchmarks in both runs to normalise by the machine's speed";
      case WITHIN -> "within";
    };
  }

  private static String median(double value, String unit) {
    return Double.isNaN(value)
        ? "-"
        : String.format(Locale.ROOT, "%.4g %s", value, unit.replace("/op", ""));
  }

  private static String fixed(double value) {
    return Double.isNaN(value) ? "-" : String.format(Locale.ROOT, "%.3f", value);
  }
}
