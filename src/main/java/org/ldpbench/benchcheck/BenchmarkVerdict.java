package org.ldpbench.benchcheck;

/**
 * One benchmark of {@code make bench-check}: its reference and measured medians, the machine's
 * speed it was divided by, and the outcome. A median or the speed is NaN where there is none.
 *
 * @param benchmark the benchmark, e.g. {@code LpctBenchmark.fitAndPredict}
 * @param params its parameters, {@code key=value} joined by commas, empty if none
 * @param unit the medians' unit, e.g. {@code ms/op}
 * @param referenceMedian the committed reference's median
 * @param measuredMedian this run's median
 * @param speed this machine's speed against the reference's, the geometric mean of the speed
 *     benchmarks' ratios without this benchmark (above 1: this machine is slower)
 * @param remeasured true if the measured median comes from the check's second run, which measures
 *     again, with more forks, each benchmark that the first run put over the threshold
 */
public record BenchmarkVerdict(
    String benchmark,
    String params,
    String unit,
    double referenceMedian,
    double measuredMedian,
    double speed,
    Outcome outcome,
    boolean remeasured) {

  /**
   * The benchmark, with its parameters in parentheses if it has any: {@code
   * LpctBenchmark.fitAndPredict (nPrivate=10000)}.
   */
  public String label() {
    return params.isEmpty() ? benchmark : benchmark + " (" + params + ")";
  }

  /** This run's median over the reference's, as measured. */
  public double ratio() {
    return measuredMedian / referenceMedian;
  }

  /**
   * {@link #ratio()} at the reference machine's speed: the ratio divided by {@link #speed()}; above
   * 1: slower.
   */
  public double normalisedRatio() {
    return ratio() / speed;
  }
}
