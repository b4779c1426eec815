package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BootstrapSlopeTest {

  private static final double[] N = {1e3, 1e4, 1e5, 1e6, 1e7};
  private static final boolean[] ALL = {true, true, true, true, true};

  /**
   * Scores 2·x^slope·exp(σZ − σ²/2) with Z standard normal, independent over x and replications:
   * the expected mean at every x is exactly 2·x^slope, so the slope of log means is the true slope.
   */
  private static double[][] powerLaw(double slope, int replications, double sigma, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    double[][] scores = new double[N.length][replications];
    for (int i = 0; i < N.length; i++) {
      for (int r = 0; r < replications; r++) {
        double z = gaussian(random);
        scores[i][r] = 2 * Math.pow(N[i], slope) * Math.exp(sigma * z - sigma * sigma / 2);
      }
    }
    return scores;
  }

  private static double gaussian(SplittableRandom random) {
    double u = random.nextDouble();
    double v = random.nextDouble();
    return Math.sqrt(-2 * Math.log(1 - u)) * Math.cos(2 * Math.PI * v);
  }

  /**
   * Coverage of the true slope −0.5 over 200 independent data sets of 30 replications. The
   * percentile bootstrap's coverage is near 95% (a little below with R = 30); the accepted band
   * [0.85, 0.995] is about ±4 binomial standard deviations (√(0.95·0.05/200) = 0.015) around 0.93,
   * so a correct interval fails this test with probability far below 1e-4; an interval that ignores
   * the replication noise (e.g. zero width) or is centred elsewhere covers far less often.
   */
  @Test
  void theIntervalCoversAKnownSlopeAtAboutItsLevel() {
    int covered = 0;
    int sets = 200;
    for (int s = 0; s < sets; s++) {
      double[][] scores = powerLaw(-0.5, 30, 0.5, 1000 + s);
      BootstrapSlope.Interval interval =
          BootstrapSlope.interval(N, scores, ALL, 77 + s, 400).orElseThrow();
      assertThat(interval.lower()).isLessThan(interval.upper());
      if (interval.lower() <= -0.5 && -0.5 <= interval.upper()) {
        covered++;
      }
    }
    assertThat(covered / (double) sets).isBetween(0.85, 0.995);
  }

  /** Width ~ 1/√R: 10× more replications shrink it about √10 ≈ 3.2×; we ask for at least 2×. */
  @Test
  void moreReplicationsGiveANarrowerInterval() {
    double[][] few = powerLaw(-0.5, 10, 0.5, 5);
    double[][] many = powerLaw(-0.5, 100, 0.5, 5);
    BootstrapSlope.Interval a =
        BootstrapSlope.interval(N, few, ALL, 11, BootstrapSlope.RESAMPLES).orElseThrow();
    BootstrapSlope.Interval b =
        BootstrapSlope.interval(N, many, ALL, 11, BootstrapSlope.RESAMPLES).orElseThrow();
    assertThat(b.upper() - b.lower()).isLessThan((a.upper() - a.lower()) / 2);
    assertThat(a.replications()).isEqualTo(10);
    assertThat(b.replications()).isEqualTo(100);
  }

  @Test
  void theSameSeedGivesTheSameIntervalAndAnotherSeedAnother() {
    double[][] scores = powerLaw(-0.5, 20, 0.5, 9);
    BootstrapSlope.Interval a = BootstrapSlope.interval(N, scores, ALL, 42, 1000).orElseThrow();
    BootstrapSlope.Interval b = BootstrapSlope.interval(N, scores, ALL, 42, 1000).orElseThrow();
    BootstrapSlope.Interval c = BootstrapSlope.interval(N, scores, ALL, 43, 1000).orElseThrow();
    assertThat(b).isEqualTo(a);
    assertThat(c).isNotEqualTo(a);
    assertThat(BootstrapSlope.seed(1, "BB c=1"))
        .isEqualTo(BootstrapSlope.seed(1, "BB c=1"))
        .isNotEqualTo(BootstrapSlope.seed(1, "BB c=2"))
        .isNotEqualTo(BootstrapSlope.seed(2, "BB c=1"));
  }

  /**
   * Replications are paired across x: when replication r multiplies every x's score by the same
   * factor u_r, every resample's means scale by one common factor and the slope is exactly −0.5 in
   * every resample. Resampling each x independently would give a wide interval instead.
   */
  @Test
  void theSameIndicesAreUsedAtEveryX() {
    SplittableRandom random = new SplittableRandom(3);
    int replications = 25;
    double[] factor = new double[replications];
    for (int r = 0; r < replications; r++) {
      factor[r] = Math.exp(gaussian(random));
    }
    double[][] scores = new double[N.length][replications];
    for (int i = 0; i < N.length; i++) {
      for (int r = 0; r < replications; r++) {
        scores[i][r] = Math.pow(N[i], -0.5) * factor[r];
      }
    }
    BootstrapSlope.Interval interval =
        BootstrapSlope.interval(N, scores, ALL, 5, 500).orElseThrow();
    assertThat(interval.lower()).isCloseTo(-0.5, within(1e-9));
    assertThat(interval.upper()).isCloseTo(-0.5, within(1e-9));
  }

  @Test
  void pointsOutsideTheWindowAndMissingReplicationsAreLeftOut() {
    double[][] scores = powerLaw(-0.5, 20, 0.3, 21);
    for (int r = 0; r < 20; r++) {
      scores[0][r] = 0.2; // a flat start near the trivial level, outside the window
    }
    scores[2][7] = Double.NaN; // one missing replication
    boolean[] window = {false, true, true, true, true};
    BootstrapSlope.Interval interval =
        BootstrapSlope.interval(N, scores, window, 8, 1000).orElseThrow();
    assertThat(interval.lower()).isLessThan(-0.5).isGreaterThan(-0.6);
    assertThat(interval.upper()).isGreaterThan(-0.5).isLessThan(-0.4);
    BootstrapSlope.Interval all = BootstrapSlope.interval(N, scores, ALL, 8, 1000).orElseThrow();
    assertThat(all.upper()).as("the flat first point bends the fit").isLessThan(interval.lower());
  }

  @Test
  void oneReplicationOrOnePointHasNoInterval() {
    assertThat(BootstrapSlope.interval(N, powerLaw(-0.5, 1, 0.3, 1), ALL, 1, 100)).isEmpty();
    assertThat(
            BootstrapSlope.interval(
                N,
                powerLaw(-0.5, 10, 0.3, 1),
                new boolean[] {false, false, true, false, false},
                1,
                100))
        .isEmpty();
  }

  @Test
  void percentilesInterpolateLikeRType7() {
    double[] sorted = {1, 2, 3, 4, 5};
    assertThat(BootstrapSlope.percentile(sorted, 0.5)).isEqualTo(3.0);
    assertThat(BootstrapSlope.percentile(sorted, 0.025)).isCloseTo(1.1, within(1e-12));
    assertThat(BootstrapSlope.percentile(sorted, 0.975)).isCloseTo(4.9, within(1e-12));
  }
}
