package org.ldpbench.method.baseline.pglm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.SplittableRandom;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.TestDatasets;

/**
 * PGLM: the curator against the authors' code (numpy, noise switched off), the noise law of both
 * variants, clipping and the guarantee. Statistical checks use fixed seeds; their false-failure
 * rates are those of random seeds under a correct implementation (|z| &gt; 5: about 6e-7 each).
 */
class PglmMethodTest {

  private static final double[][] XP = {
    {0.1, 0.2}, {0.4, 0.9}, {0.8, 0.3}, {0.5, 0.5}, {0.9, 0.8}, {0.2, 0.7}, {0.6, 0.1}, {0.3, 0.4}
  };
  private static final int[] YP = {0, 1, 1, 0, 1, 0, 1, 0};

  /** Exact (noise-free) moments of XP, YP with the intercept column. */
  private static NoisyMoments exactMoments() {
    double[] upper = new double[6];
    double[] moment = new double[3];
    for (int i = 0; i < XP.length; i++) {
      double[] x = {1, XP[i][0], XP[i][1]};
      int t = 0;
      for (int j = 0; j < 3; j++) {
        for (int k = j; k < 3; k++) {
          upper[t++] += x[j] * x[k];
        }
        moment[j] += x[j] * YP[i];
      }
    }
    return new NoisyMoments(upper, moment);
  }

  /**
   * Reference: the computation of comparison/PGLM/_PGLM.py (inv(XX) @ Xy, ten Newton steps from c =
   * 1, w = c·β unless c is NaN) in NumPy with the noise terms removed.
   */
  @Test
  void curatorReproducesTheAuthorsComputation() {
    double[][] xq = {{0.15, 0.3}, {0.7, 0.6}, {0.45, 0.85}, {0.95, 0.05}, {0.25, 0.55}};
    double[] w = PglmCurator.coefficients(exactMoments(), Features.of(xq));
    // β = [-0.2351599938166649, 1.4295099706291554, 0.11516463131859646], c = 17.83253939914982
    assertThat(w[0]).isCloseTo(-4.193499854839504, Percentage.withPercentage(1e-8));
    assertThat(w[1]).isCloseTo(25.491792872721916, Percentage.withPercentage(1e-8));
    assertThat(w[2]).isCloseTo(2.0536778253774344, Percentage.withPercentage(1e-8));
    // public points where Newton's iteration breaks down (c = NaN): w = β
    double[] wNan =
        PglmCurator.coefficients(
            exactMoments(), Features.of(new double[][] {{3, 3}, {-2, -2}, {5, 5}}));
    assertThat(wNan)
        .containsExactly(
            new double[] {-0.2351599938166649, 1.4295099706291554, 0.11516463131859646},
            within(1e-12));
  }

  @Test
  void codeThresholdsTheScoreAtOneHalfAndFaithfulAtZero() {
    double[] w = {-0.25, 1.0};
    Features points =
        TestDatasets.points(new double[] {0.5}, new double[] {0.8}, new double[] {0.2});
    // scores 0.25, 0.55, -0.05
    assertThat(new LinearScoreModel(w, 0.5).predict(points).labels()).containsExactly(0, 1, 0);
    assertThat(new LinearScoreModel(w, 0.0).predict(points).labels()).containsExactly(1, 1, 0);
  }

  @Test
  @SuppressWarnings(
      "EnumOrdinal") // a seed per variant; the ordinal keeps the test's draws as they were
  void noiseHasTheStatedVarianceInBothVariants() {
    PrivateSample sample = new PrivateSample(TestDatasets.binary(XP, YP.clone()));
    NoisyMoments exact = exactMoments();
    double epsilon = 2.0;
    double delta = 1e-4;
    int reps = 20_000;
    for (PglmVariant variant : PglmVariant.values()) {
      PglmMechanism mechanism =
          new PglmMechanism(variant, new PrivacyBudget(epsilon, delta), 3, XP.length);
      double r = variant == PglmVariant.CODE ? 3 : Math.sqrt(3);
      double sigma2 = 32 * Math.pow(r, 4) * Math.log(2.5 / delta) / (epsilon * epsilon);
      double total =
          variant == PglmVariant.CODE ? sigma2 * Math.sqrt(XP.length) : sigma2 * XP.length;
      SplittableRandom rng = new SplittableRandom(variant.ordinal());
      double[] sum = new double[9];
      double[] sumSquares = new double[9];
      double[] exactCoordinates = exact.coordinates();
      for (int rep = 0; rep < reps; rep++) {
        double[] c = mechanism.release(sample, rng).coordinates();
        for (int j = 0; j < 9; j++) {
          double noise = c[j] - exactCoordinates[j];
          sum[j] += noise;
          sumSquares[j] += noise * noise;
        }
      }
      for (int j = 0; j < 9; j++) {
        // coordinates 0, 3, 5 are the diagonal of Σ̂: the code's (G + Gᵀ)/√2 doubles their variance
        boolean diagonal = j == 0 || j == 3 || j == 5;
        double expected = variant == PglmVariant.CODE && diagonal ? 2 * total : total;
        double mean = sum[j] / reps;
        // se of the mean √(v/reps) and of the normal sample variance v·√(2/(reps−1))
        assertThat(Math.abs(mean) / Math.sqrt(expected / reps))
            .as("%s mean %d", variant, j)
            .isLessThan(5);
        double variance = sumSquares[j] / reps - mean * mean;
        assertThat(Math.abs(variance - expected) / (expected * Math.sqrt(2.0 / (reps - 1))))
            .as("%s variance %d", variant, j)
            .isLessThan(5);
      }
    }
  }

  @Test
  void privateFeaturesAreClippedToTheRadius() {
    // one user at x = (30, 40): x̃ = (1, 30, 40) has norm 50.01; FAITHFUL clips to r = √3
    PrivateSample far =
        new PrivateSample(TestDatasets.binary(new double[][] {{30, 40}}, new int[] {1}));
    PglmMechanism mechanism =
        new PglmMechanism(PglmVariant.FAITHFUL, new PrivacyBudget(1e6, 0.5), 3, 1);
    double[] c = mechanism.release(far, new SplittableRandom(1)).coordinates();
    double scale = Math.sqrt(3) / Math.sqrt(1 + 900 + 1600);
    // noise sd at ε = 1e6 is about 1e-4: the release is the clipped moments to 1e-3
    assertThat(c[0]).isCloseTo(scale * scale, within(1e-3)); // x̃_0²
    assertThat(c[6]).isCloseTo(scale, within(1e-3)); // x̃_0·y
    assertThat(c[8]).isCloseTo(40 * scale, within(1e-3)); // x̃_2·y
  }

  @Test
  void guaranteeIsTheExactDeltaOfTheAddedNoise() {
    for (PglmVariant variant : PglmVariant.values()) {
      for (double epsilon : new double[] {0.5, 1, 2}) {
        double delta = 1.0 / (2000.0 * 2000.0);
        PglmMechanism m = new PglmMechanism(variant, new PrivacyBudget(epsilon, delta), 9, 2000);
        PrivacyBudget claimed = m.guarantee().orElseThrow();
        assertThat(claimed.epsilon()).isEqualTo(epsilon);
        // the paper's calibration is valid here: the exact δ is within the budget
        assertThat(claimed.delta()).as("%s at %s", variant, epsilon).isLessThanOrEqualTo(delta);
      }
    }
    // at ε = 1000 the classical formula gives (almost) no δ guarantee, and the claim says so
    PglmMechanism huge =
        new PglmMechanism(PglmVariant.FAITHFUL, new PrivacyBudget(1000, 1e-6), 3, 100);
    assertThat(huge.guarantee().orElseThrow().delta()).isGreaterThan(0.5);
  }

  @Test
  void pureBudgetsAreRefusedAndFitsAreDeterministic() {
    Dataset data = TestDatasets.uniform(300, 2, 1L);
    DataSplit split =
        DataSplit.of(TestDatasets.uniform(40, 2, 2L), data, TestDatasets.uniform(100, 2, 3L));
    PglmMethod pglm = new PglmMethod();
    assertThatThrownBy(
            () ->
                MethodFits.fit(pglm, TrainingInput.of(split, PrivacyBudget.pure(1)), Map.of(), 1L))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("delta: 1/n^2");
    TrainingInput input = TrainingInput.of(split, new PrivacyBudget(1, 1.0 / (300.0 * 300.0)));
    Features test = split.test().features();
    assertThat(MethodFits.labels(pglm, input, Map.of(), 4L, test))
        .containsExactly(MethodFits.labels(pglm, input, Map.of(), 4L, test));
  }
}
