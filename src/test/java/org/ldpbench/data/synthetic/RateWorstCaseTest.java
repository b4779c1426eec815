package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.method.Predictions;
import org.ldpbench.metric.Metric;
import org.ldpbench.run.Seeds;

class RateWorstCaseTest {

  private static RateDesignSource source(Map<String, Object> params) {
    RateWorstCaseFactory f = new RateWorstCaseFactory();
    return (RateDesignSource) f.create(f.info().parameters().complete(params));
  }

  @Test
  void qFollowsTheMinimaxScheduleOfTheHalfSample() {
    // n = N/2; q = round((n alpha^2)^(1/(2+2d)))
    assertThat(RateWorstCaseFactory.cubesPerAxis(20_000, 1, 1, 1)).isEqualTo(10);
    assertThat(RateWorstCaseFactory.cubesPerAxis(20_000_000, 1, 1, 1)).isEqualTo(56);
    assertThat(RateWorstCaseFactory.cubesPerAxis(20_000_000, 2, 1, 1)).isEqualTo(15);
    assertThat(RateWorstCaseFactory.cubesPerAxis(20_000, 1, 2, 0.5))
        .isEqualTo(14); // 2 * 2500^(1/4) = 14.1
    assertThat(RateWorstCaseFactory.cubesPerAxis(10, 1, 1, 1)).isEqualTo(2);
  }

  @Test
  void bumpsHaveHeightAOverQAFlatTopAndVanishAtTheCubeBoundary() {
    RateDesign g4 = RateDesign.worstCase(1, 0.8, 10, 4, 7);
    assertThat(g4.cubesPerAxis()).isEqualTo(10);
    assertThat(g4.activeCubes()).isEqualTo(4);
    int active = 0;
    for (int cube = 0; cube < 10; cube++) {
      double centre = g4.eta(new double[] {(cube + 0.5) / 10}, 0);
      double flat = g4.eta(new double[] {(cube + 0.3) / 10}, 0);
      double edge = g4.eta(new double[] {cube / 10.0 + 1e-12}, 0);
      double ramp = g4.eta(new double[] {(cube + 0.125) / 10}, 0); // r = 0.375: psi = 0.5
      if (centre != 0.5) {
        active++;
        assertThat(Math.abs(centre - 0.5)).isCloseTo(0.08, within(1e-12));
        assertThat(flat).isEqualTo(centre);
        assertThat(ramp - 0.5).isCloseTo((centre - 0.5) / 2, within(1e-12));
      }
      assertThat(edge).isCloseTo(0.5, within(1e-9));
    }
    assertThat(active).isEqualTo(4);
    // evenly spread: flat indices floor((k + 1/2) * 10 / 4) = 1, 3, 6, 8
    for (int cube : new int[] {1, 3, 6, 8}) {
      assertThat(g4.eta(new double[] {(cube + 0.5) / 10}, 0)).isNotEqualTo(0.5);
    }
  }

  /**
   * d = 2, q = 100, bumps 2: m = 200 active cubes of 10,000; the signs are fair coins, so the share
   * of + is within 4.3 s.e. (s.e. √(1/4/200) = 0.035: [0.35, 0.65]) of 1/2 except with probability
   * 2e-5, and another sign seed gives other signs. η is 4a-Lipschitz in the sup norm (random
   * pairs).
   */
  @Test
  void signsAreFairCoinsFixedBySignSeedAndEtaIsLipschitz() {
    RateDesign a = RateDesign.worstCase(2, 0.8, 100, 2, 1);
    RateDesign b = RateDesign.worstCase(2, 0.8, 100, 2, 1);
    RateDesign c = RateDesign.worstCase(2, 0.8, 100, 2, 2);
    assertThat(a.activeCubes()).isEqualTo(200);
    int plus = 0;
    int differ = 0;
    for (int i = 0; i < 100; i++) {
      for (int j = 0; j < 100; j++) {
        double[] x = {(i + 0.5) / 100, (j + 0.5) / 100};
        double ea = a.eta(x, 0);
        assertThat(b.eta(x, 0)).isEqualTo(ea);
        plus += ea > 0.5 ? 1 : 0;
        differ += ea != c.eta(x, 0) ? 1 : 0;
      }
    }
    assertThat(plus / 200.0).isBetween(0.35, 0.65);
    assertThat(differ).isPositive();
    SplittableRandom random = new SplittableRandom(4);
    for (int k = 0; k < 20_000; k++) {
      double[] x = {random.nextDouble(), random.nextDouble()};
      double[] y = {
        x[0] + (random.nextDouble() - 0.5) * 0.02, x[1] + (random.nextDouble() - 0.5) * 0.02
      };
      y[0] = Math.min(1 - 1e-12, Math.max(0, y[0]));
      y[1] = Math.min(1 - 1e-12, Math.max(0, y[1]));
      double dist = Math.max(Math.abs(x[0] - y[0]), Math.abs(x[1] - y[1]));
      assertThat(Math.abs(a.eta(x, 0) - a.eta(y, 0))).isLessThanOrEqualTo(4 * 0.8 * dist + 1e-12);
    }
  }

  /**
   * N = 2e4: q = 10, m = 4. ∫ over one active cube of |2η − 1| = (2a/q)·(1/q)(1/2 + 2∫_{1/4}^{1/2}
   * 4(1/2 − r) dr) = (2a/q)(0.75/q), so E|η − 1/2| = 0.75·a·m/q² = 0.024: Bayes accuracy 0.524, and
   * the constant rule's excess risk is the mass of the bumps it gets wrong. The midpoint rule on
   * 1000 points is exact here (the kinks of ψ are grid-cell edges).
   */
  @Test
  void bayesAccuracyAndExcessRiskAreExact() {
    RateDesignSource source = source(Map.of("nPrivate", 20_000L, "testGrid", 1000L));
    assertThat(source.design().cubesPerAxis()).isEqualTo(10);
    assertThat(source.bayesAccuracy()).isCloseTo(0.524, within(1e-12));
    DataSplit split = source.draw(Seeds.sampleStreams(3));
    double[] eta = source.regressionFunction(split.test().features());
    int positive = 0;
    for (int cube : new int[] {1, 3, 6, 8}) {
      positive += eta[cube * 100 + 50] > 0.5 ? 1 : 0;
    }
    double excess =
        Metric.EXCESS_RISK.score(
            split.test(), Predictions.ofLabels(new int[split.test().size()], Map.of()), eta);
    // always 0 is wrong exactly on the positive bumps, each contributing 2a·0.75/q² = 0.012
    assertThat(excess).isCloseTo(positive * 0.012, within(1e-12));
  }

  @Test
  void badSizesAreRefused() {
    assertThatThrownBy(() -> RateDesign.worstCase(4, 0.8, 100, 1, 1))
        .hasMessageContaining("q^d <=");
    assertThatThrownBy(() -> new RateDesign(RateDesign.Kind.G4, 1, 0.8, 0.5, 1, 2, 0, 0))
        .hasMessageContaining("worstCase");
  }
}
