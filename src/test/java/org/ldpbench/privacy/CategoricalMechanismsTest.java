package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.apache.commons.statistics.inference.ChiSquareTest;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.ldpbench.testing.Slow;

/**
 * Distribution tests of the label mechanisms: exact likelihood ratios (the DP claim, computed from
 * the closed form), and per-user versus aggregate paths agreeing in distribution. Each
 * distributional comparison rejects at p &lt; 1e-4 (false-failure rate 1e-4 per assertion; fixed
 * seeds make a run reproducible).
 */
class CategoricalMechanismsTest {

  private static final double LEVEL = 1e-4;

  /** P(release = bits | label y) of the unary encoding, from p and q. */
  private static double unaryProbability(UnaryEncoding u, int[] bits, int y) {
    double prob = 1;
    for (int j = 0; j < bits.length; j++) {
      double one = j == y ? u.p() : u.q();
      prob *= bits[j] == 1 ? one : 1 - one;
    }
    return prob;
  }

  @Test
  void unaryEncodingHasLikelihoodRatioExactlyEToTheEpsilon() {
    for (int k = 2; k <= 6; k++) {
      for (double eps : new double[] {0.3, 1.0, 2.5}) {
        UnaryEncoding u = new UnaryEncoding(k, eps);
        double max = 0;
        for (int mask = 0; mask < (1 << k); mask++) {
          int[] bits = new int[k];
          for (int j = 0; j < k; j++) {
            bits[j] = (mask >> j) & 1;
          }
          for (int y = 0; y < k; y++) {
            for (int y2 = 0; y2 < k; y2++) {
              max = Math.max(max, unaryProbability(u, bits, y) / unaryProbability(u, bits, y2));
            }
          }
        }
        assertThat(Math.log(max)).isCloseTo(eps, within(1e-9));
      }
    }
  }

  @Slow
  @Test
  void unaryEncodingPerUserSumsAndBinomialAggregatesAgree() {
    UnaryEncoding u = new UnaryEncoding(3, 1.0);
    SplittableRandom rng = new SplittableRandom(7);
    int withLabel = 30;
    int others = 50;
    long[] perUser = new long[withLabel + others + 1];
    long[] aggregate = new long[withLabel + others + 1];
    for (int r = 0; r < 20_000; r++) {
      long ones = 0;
      for (int i = 0; i < withLabel; i++) {
        ones += u.release(0, rng)[0];
      }
      for (int i = 0; i < others; i++) {
        ones += u.release(1 + i % 2, rng)[0];
      }
      perUser[(int) ones]++;
      aggregate[(int) u.onesAmong(withLabel, others, rng)]++;
    }
    assertThat(chiSquareP(perUser, aggregate)).isGreaterThan(LEVEL);
  }

  @Test
  void randomizedResponseHasRatioEToTheEpsilonAndItsAggregateMatchesPerUserReports() {
    RandomizedResponse rr = new RandomizedResponse(4, 1.5);
    double other = (1 - rr.keep()) / 3;
    assertThat(Math.log(rr.keep() / other)).isCloseTo(1.5, within(1e-12));
    SplittableRandom rng = new SplittableRandom(8);
    long[] counts = {12, 5, 0, 9};
    long[] perUser = new long[27];
    long[] aggregate = new long[27];
    for (int r = 0; r < 20_000; r++) {
      int reports = 0;
      for (int y = 0; y < counts.length; y++) {
        for (int i = 0; i < counts[y]; i++) {
          reports += rr.release(y, rng) == 2 ? 1 : 0;
        }
      }
      perUser[reports]++;
      long[] agg = rr.aggregate(counts, rng);
      assertThat(agg[0] + agg[1] + agg[2] + agg[3]).isEqualTo(26);
      aggregate[(int) agg[2]]++;
    }
    assertThat(chiSquareP(perUser, aggregate)).isGreaterThan(LEVEL);
  }

  @Test
  void gumbelMaxFrequenciesMatchTheSoftmax() {
    ExponentialMechanism em = new ExponentialMechanism(1.0, 1.0);
    double[] utilities = {3, 1, 0, 2.5};
    double[] expected = em.probabilities(utilities);
    long[] observed = new long[4];
    SplittableRandom rng = new SplittableRandom(9);
    int draws = 50_000;
    for (int i = 0; i < draws; i++) {
      observed[em.choose(utilities, rng)]++;
    }
    double[] expectedCounts = new double[4];
    for (int j = 0; j < 4; j++) {
      expectedCounts[j] = expected[j] * draws;
    }
    assertThat(ChiSquareTest.withDefaults().test(expectedCounts, observed).getPValue())
        .isGreaterThan(LEVEL);
    // exp(eps/2 * (3 - 2.5)) is the ratio of the first and last candidates
    assertThat(expected[0] / expected[3]).isCloseTo(Math.exp(0.25), within(1e-12));
    // huge counts do not overflow
    assertThat(em.choose(new double[] {1e9, 1e9 + 100}, rng)).isEqualTo(1);
  }

  @Test
  void laplaceSumsDrawnOneByOneAndAsAGammaDifferenceAgree() {
    LaplaceMechanism laplace = LaplaceMechanism.withScale(2.0);
    SplittableRandom rng = new SplittableRandom(10);
    double[] a = new double[4000];
    double[] b = new double[4000];
    for (int i = 0; i < a.length; i++) {
      a[i] = laplace.sumOfNoise(25, rng, true);
      b[i] = laplace.sumOfNoise(25, rng, false);
    }
    assertThat(KolmogorovSmirnovTest.withDefaults().test(a, b).getPValue()).isGreaterThan(LEVEL);
  }

  /**
   * Two-sample chi-square p-value, adjacent bins pooled until each holds at least 40 draws of both.
   */
  static double chiSquareP(long[] a, long[] b) {
    List<long[]> bins = new ArrayList<>();
    long x = 0;
    long y = 0;
    for (int i = 0; i < a.length; i++) {
      x += a[i];
      y += b[i];
      if (x + y >= 40) {
        bins.add(new long[] {x, y});
        x = 0;
        y = 0;
      }
    }
    if (x + y > 0) {
      bins.get(bins.size() - 1)[0] += x;
      bins.get(bins.size() - 1)[1] += y;
    }
    long[] first = bins.stream().mapToLong(v -> v[0]).toArray();
    long[] second = bins.stream().mapToLong(v -> v[1]).toArray();
    return ChiSquareTest.withDefaults().test(first, second).getPValue();
  }
}
