package org.ldpbench.spec;

import java.util.List;
import org.ldpbench.yaml.YamlNode;

/**
 * The size limit of a spec's plan: at most {@link #MAX_TRIALS} trials, and as many sweep points,
 * checked while the spec is read so that a grid or sweep blown up by a typo is refused with the
 * field to shorten instead of running for days. Counts saturate ({@link PlanCount}) rather than
 * overflow.
 */
final class TrialLimit {

  /** Largest number of trials one spec may plan; beyond this a grid is almost surely a typo. */
  static final long MAX_TRIALS = 50_000_000L;

  private TrialLimit() {}

  /** At most {@link #MAX_TRIALS} trials: beyond this a grid is almost surely a typo. */
  static void checkTrials(
      YamlNode.MapNode root, int replications, List<SweepAxis> sweep, List<MethodSpec> methods) {
    long perPoint = 0;
    for (MethodSpec method : methods) {
      perPoint = PlanCount.plus(perPoint, method.size());
    }
    long units = PlanCount.times(replications, sweepPoints(sweep));
    long trials = PlanCount.times(units, perPoint);
    if (units > MAX_TRIALS) {
      // a spec without methods plans no trials but still one work unit per replication and point
      throw SpecException.at(
          root,
          "replications",
          "the spec plans "
              + PlanCount.describe(units)
              + " replications × sweep points, more than the limit of "
              + MAX_TRIALS
              + "; shrink the sweep or the replications");
    }
    if (trials > MAX_TRIALS) {
      throw SpecException.at(
          root,
          "methods",
          "the spec plans "
              + PlanCount.describe(trials)
              + " trials, more than the limit of "
              + MAX_TRIALS
              + "; shrink a grid, the sweep or the replications");
    }
  }

  /** The number of sweep points (1 without a sweep), saturating instead of overflowing. */
  private static long sweepPoints(List<SweepAxis> sweep) {
    return PlanCount.combinations(sweep.stream().map(SweepAxis::values).toList());
  }

  /**
   * At most {@link #MAX_TRIALS} sweep points, checked before anything walks them (the raw-file
   * check, the figures): every point plans at least one trial per replication and method.
   */
  static void checkSweep(YamlNode.MapNode root, List<SweepAxis> sweep) {
    long points = sweepPoints(sweep);
    if (points > MAX_TRIALS) {
      throw SpecException.at(
          root.entries().get("sweep"),
          "sweep",
          "the sweep has "
              + PlanCount.describe(points)
              + " points (the product of its axes' lengths), more than the trial limit of "
              + MAX_TRIALS
              + "; shorten an axis");
    }
  }
}
