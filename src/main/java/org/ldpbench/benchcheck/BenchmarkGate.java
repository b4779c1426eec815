package org.ldpbench.benchcheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.timings.JmhMedians;
import org.ldpbench.timings.MachineSpeed;

/**
 * The regression gate of {@code make bench-check}: each measured JMH median against the committed
 * reference's, at this machine's speed. A benchmark fails if it is more than the threshold (20%)
 * slower than the reference after the normalisation below, or if it cannot be compared.
 *
 * <p><b>Normalisation.</b> The reference was measured on another machine (or the same one on
 * another day), and two-core machines differ by 2–4× in these medians. The speed benchmarks ({@code
 * MethodFamilyBenchmark}: one fit + predict of each heavy method family) measure that difference:
 * their ratios (this machine's median / the reference's) and the geometric mean of those ratios,
 * computed by {@link MachineSpeed#speedRatio}, the same number {@code make timings} prints as the
 * machine's speed. Each benchmark's ratio is divided by that mean, so a machine that is uniformly
 * 2.5× slower gives every benchmark a normalised ratio of 1 and passes, while a benchmark 30%
 * slower than the rest of the run gives 1.3 and fails. A speed benchmark is divided by the mean of
 * the <em>other</em> speed benchmarks, so that its own regression does not raise the speed it is
 * divided by; the LPCT benchmarks are divided by the mean of all of them.
 *
 * <p><b>What it cannot see.</b> A change that slows every speed benchmark alike looks like a slower
 * machine. And machines are not uniformly slower: on two 2-core machines the method families'
 * ratios have spread from 1.5 to 2.4 (docs/timings.md's history), which is beyond 20% around their
 * mean; so the reference should come from the kind of machine that runs the check ({@code make
 * bench-check RECORD=1} records it), and a failure on another kind of machine is checked again
 * against a reference recorded there, or side by side with an earlier commit ({@code make
 * bench-check BASE=...}, where both sides meet the same drift), before the code is blamed.
 */
public final class BenchmarkGate {

  /** The allowed slowdown at the reference machine's speed: 20%. */
  public static final double DEFAULT_THRESHOLD = 0.20;

  /** The suite whose benchmarks measure the machine's speed. */
  public static final String SPEED_SUITE = "MethodFamilyBenchmark";

  /** The fewest speed benchmarks a normalisation may rest on. */
  public static final int MIN_SPEED_BENCHMARKS = 3;

  private final double threshold;

  /**
   * @param threshold the allowed slowdown, e.g. 0.20 for 20%
   */
  public BenchmarkGate(double threshold) {
    if (!(threshold > 0) || Double.isInfinite(threshold)) {
      throw new IllegalArgumentException(
          "threshold must be a positive fraction, e.g. 0.20, got " + threshold);
    }
    this.threshold = threshold;
  }

  /** True for the benchmarks of the {@link #SPEED_SUITE}. */
  static boolean measuresSpeed(JmhMedians.Row row) {
    return row.benchmark().startsWith(SPEED_SUITE + ".");
  }

  /**
   * Every benchmark of either list, the reference's order first, with its verdict.
   *
   * @param reference the committed reference's medians
   * @param measured this run's medians
   */
  public GateReport compare(List<JmhMedians.Row> reference, List<JmhMedians.Row> measured) {
    return compare(reference, measured, Set.of());
  }

  /**
   * As {@link #compare(List, List)}, the benchmarks of {@code remeasuredKeys} ({@link
   * JmhMedians.Row#comparisonKey()}) marked as measured again by the check's second run.
   */
  public GateReport compare(
      List<JmhMedians.Row> reference, List<JmhMedians.Row> measured, Set<String> remeasuredKeys) {
    Map<String, JmhMedians.Row> references = byKey(reference);
    Map<String, JmhMedians.Row> measurements = byKey(measured);
    List<String> keys = new ArrayList<>(references.keySet());
    measurements.keySet().stream().filter(key -> !references.containsKey(key)).forEach(keys::add);
    List<BenchmarkVerdict> verdicts = new ArrayList<>();
    for (String key : keys) {
      verdicts.add(
          verdict(
              references.get(key),
              measurements.get(key),
              reference,
              measured,
              remeasuredKeys.contains(key)));
    }
    List<JmhMedians.Row> speedRows = speedRows(measured, reference, null);
    return new GateReport(verdicts, speedOf(speedRows, reference), speedRows.size(), threshold);
  }

  private BenchmarkVerdict verdict(
      JmhMedians.Row ref,
      JmhMedians.Row mine,
      List<JmhMedians.Row> reference,
      List<JmhMedians.Row> measured,
      boolean remeasured) {
    JmhMedians.Row any = ref != null ? ref : mine;
    double referenceMedian = ref == null ? Double.NaN : ref.median();
    double measuredMedian = mine == null ? Double.NaN : mine.median();
    if (ref == null || mine == null) {
      return new BenchmarkVerdict(
          any.benchmark(),
          any.params(),
          any.unit(),
          referenceMedian,
          measuredMedian,
          Double.NaN,
          ref == null ? Outcome.NO_REFERENCE : Outcome.NOT_MEASURED,
          remeasured);
    }
    List<JmhMedians.Row> speedRows = speedRows(measured, reference, ref.comparisonKey());
    if (speedRows.size() < MIN_SPEED_BENCHMARKS
        || !(referenceMedian > 0)
        || !(measuredMedian > 0)) {
      return new BenchmarkVerdict(
          any.benchmark(),
          any.params(),
          any.unit(),
          referenceMedian,
          measuredMedian,
          Double.NaN,
          Outcome.SPEED_UNKNOWN,
          remeasured);
    }
    double speed = speedOf(speedRows, reference);
    double normalised = measuredMedian / referenceMedian / speed;
    return new BenchmarkVerdict(
        any.benchmark(),
        any.params(),
        any.unit(),
        referenceMedian,
        measuredMedian,
        speed,
        normalised > 1 + threshold ? Outcome.REGRESSION : Outcome.WITHIN,
        remeasured);
  }

  /**
   * The measured speed benchmarks that the reference has too (positive medians on both sides),
   * except the one of key {@code without} (null: none left out).
   */
  private static List<JmhMedians.Row> speedRows(
      List<JmhMedians.Row> measured, List<JmhMedians.Row> reference, String without) {
    Map<String, JmhMedians.Row> references = byKey(reference);
    List<JmhMedians.Row> rows = new ArrayList<>();
    for (JmhMedians.Row row : measured) {
      JmhMedians.Row ref = references.get(row.comparisonKey());
      if (measuresSpeed(row)
          && !row.comparisonKey().equals(without)
          && ref != null
          && row.median() > 0
          && ref.median() > 0) {
        rows.add(row);
      }
    }
    return rows;
  }

  private static double speedOf(List<JmhMedians.Row> speedRows, List<JmhMedians.Row> reference) {
    return speedRows.isEmpty() ? Double.NaN : MachineSpeed.speedRatio(speedRows, reference);
  }

  private static Map<String, JmhMedians.Row> byKey(List<JmhMedians.Row> rows) {
    Map<String, JmhMedians.Row> map = new LinkedHashMap<>();
    for (JmhMedians.Row row : rows) {
      map.put(row.comparisonKey(), row);
    }
    return map;
  }
}
