package org.ldpbench.stats;

import java.util.List;

/**
 * The papers' selection rule (Ma &amp; Yang §6.1): among a method's grid configurations, report the
 * one with the best mean over replications. The choice is made on the test set, so the reported
 * value is optimistic for every method alike; reports say so.
 */
public final class BestOverGrid {

  private BestOverGrid() {}

  /** The index of the configuration with the largest mean (see {@link #bestMean}). */
  public static int argmaxMean(List<SampleSummary> configurations) {
    return bestMean(configurations, Direction.HIGHER_IS_BETTER);
  }

  /**
   * The index of the best configuration among the complete ones (at least {@code planned}
   * observations), or, when none is complete, among all (see {@link #bestMean}): a configuration
   * missing replications is never chosen over a complete one, since its mean is over other (fewer)
   * data and a lucky subset would win. Returns −1 if none has observations.
   */
  public static int bestMeanCompleteFirst(
      List<SampleSummary> configurations, Direction direction, int planned) {
    int best = -1;
    for (int i = 0; i < configurations.size(); i++) {
      SampleSummary candidate = configurations.get(i);
      if (candidate.n() >= planned
          && candidate.n() > 0
          && (best < 0 || direction.better(candidate.mean(), configurations.get(best).mean()))) {
        best = i;
      }
    }
    return best >= 0 ? best : bestMean(configurations, direction);
  }

  /**
   * The index of the configuration with the best mean in {@code direction}, the first one on ties;
   * configurations with no observations are skipped. Returns −1 if none has observations.
   */
  public static int bestMean(List<SampleSummary> configurations, Direction direction) {
    int best = -1;
    for (int i = 0; i < configurations.size(); i++) {
      SampleSummary candidate = configurations.get(i);
      if (candidate.n() == 0) {
        continue;
      }
      if (best < 0 || direction.better(candidate.mean(), configurations.get(best).mean())) {
        best = i;
      }
    }
    return best;
  }
}
