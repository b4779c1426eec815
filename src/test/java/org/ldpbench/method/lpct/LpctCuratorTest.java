package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.Targets;
import org.ldpbench.method.TrainingInput;

/** The estimators of spec/lpct.md §2.6, on hand-made leaf sums. */
class LpctCuratorTest {

  /** Noisy-looking private sums over 6 leaves, including a negative and a zero denominator. */
  private static final LeafSums SUMS =
      new LeafSums(
          new double[] {12.3, -4.1, 0.0, 7.9, 3.2, 40.0},
          new double[] {8.7, 2.2, 0.0, 1.4, 1.6, 19.5},
          100);

  /** Public counts; no leaf has C_V/C_U = ½ exactly, leaf 2 has no public data. */
  private static final PublicLeafCounts COUNTS =
      new PublicLeafCounts(new double[] {5, 3, 0, 4, 7, 9}, new double[] {1, 3, 0, 3, 2, 5});

  @Test
  void lambdaZeroIsExactlyThePrivateOnlyEstimate() {
    LpctCurator.LeafDecisions weighted = LpctCurator.weighted(SUMS, COUNTS, 0.0);
    LpctCurator.LeafDecisions privateOnly = LpctCurator.privateOnly(SUMS);
    for (int j = 0; j < SUMS.leafCount(); j++) {
      double expected = SUMS.su()[j] == 0.0 ? 0.0 : SUMS.sv()[j] / SUMS.su()[j];
      assertThat(weighted.eta()[j]).isEqualTo(expected);
      assertThat(privateOnly.eta()[j]).isEqualTo(expected);
    }
    assertThat(weighted.labels()).containsExactly(privateOnly.labels());
    // 8.7/12.3 = 0.707 → 1; 2.2/−4.1 < 0 → 0; 0/0 → 0; 1.4/7.9 → 0; 1.6/3.2 = ½ → 0 (tie); 19.5/40
    // → 0
    assertThat(weighted.labels()).containsExactly(1, 0, 0, 0, 0, 0);
    assertThat(weighted.nonPositiveDenominators())
        .isEqualTo(2)
        .isEqualTo(privateOnly.nonPositiveDenominators());
  }

  @Test
  void hugeLambdaGivesThePublicOnlyLabelsOnLeavesWithPublicData() {
    LpctCurator.LeafDecisions weighted = LpctCurator.weighted(SUMS, COUNTS, 1e12);
    LpctCurator.LeafDecisions publicOnly = LpctCurator.publicOnly(COUNTS);
    int compared = 0;
    for (int j = 0; j < SUMS.leafCount(); j++) {
      if (COUNTS.cu()[j] > 0) {
        assertThat(weighted.labels()[j]).as("leaf %d", j).isEqualTo(publicOnly.labels()[j]);
        assertThat(weighted.eta()[j]).isCloseTo(COUNTS.cv()[j] / COUNTS.cu()[j], within(1e-9));
        compared++;
      }
    }
    assertThat(compared).isEqualTo(5);
    assertThat(publicOnly.labels()).containsExactly(0, 1, 0, 1, 0, 1);
    // the leaf without public data keeps the private estimate 0/0 = 0
    assertThat(weighted.eta()[2]).isEqualTo(0.0);
    // λ·C_U makes every denominator with public data positive
    assertThat(weighted.nonPositiveDenominators()).isEqualTo(1);
  }

  @Test
  void intermediateLambdaMatchesEquationEight() {
    double lambda = 2.5;
    LpctCurator.LeafDecisions decisions = LpctCurator.weighted(SUMS, COUNTS, lambda);
    for (int j = 0; j < SUMS.leafCount(); j++) {
      double denominator = SUMS.su()[j] + lambda * COUNTS.cu()[j];
      double expected =
          denominator == 0 ? 0 : (SUMS.sv()[j] + lambda * COUNTS.cv()[j]) / denominator;
      assertThat(decisions.eta()[j]).isCloseTo(expected, within(1e-15));
      assertThat(decisions.labels()[j]).isEqualTo(expected > 0.5 ? 1 : 0);
    }
    // leaf 0: (8.7 + 2.5)/(12.3 + 12.5) = 0.4516 → 0 though private-only says 1
    assertThat(decisions.eta()[0]).isCloseTo(11.2 / 24.8, within(1e-12));
    assertThat(decisions.labels()[0]).isZero();
    // leaf 1: (2.2 + 7.5)/(−4.1 + 7.5) = 2.85 > ½ → 1; denominator now positive
    assertThat(decisions.labels()[1]).isOne();
    assertThat(decisions.nonPositiveDenominators()).isEqualTo(1);
  }

  @Test
  void zeroOverZeroIsZeroWithLabelZero() {
    LeafSums empty = new LeafSums(new double[] {0.0}, new double[] {0.0}, 10);
    PublicLeafCounts none = new PublicLeafCounts(new double[] {0.0}, new double[] {0.0});
    for (LpctCurator.LeafDecisions d :
        new LpctCurator.LeafDecisions[] {
          LpctCurator.weighted(empty, none, 0.0), LpctCurator.weighted(empty, none, 5.0),
          LpctCurator.privateOnly(empty), LpctCurator.publicOnly(none)
        }) {
      assertThat(d.eta()).containsExactly(0.0);
      assertThat(d.labels()).containsExactly(0);
    }
    // an exactly zero denominator counts as non-positive for the estimators that see noise
    assertThat(LpctCurator.weighted(empty, none, 1.0).nonPositiveDenominators()).isEqualTo(1);
    assertThat(LpctCurator.privateOnly(empty).nonPositiveDenominators()).isEqualTo(1);
    // a zero denominator with a non-zero numerator is also 0 (never ±∞ or NaN)
    LeafSums oddNumerator = new LeafSums(new double[] {0.0}, new double[] {3.0}, 10);
    assertThat(LpctCurator.privateOnly(oddNumerator).eta()).containsExactly(0.0);
    assertThat(LpctCurator.weighted(oddNumerator, none, 0.0).labels()).containsExactly(0);
  }

  @Test
  void tieAtOneHalfGivesLabelZero() {
    LeafSums sums = new LeafSums(new double[] {2.0, 2.0}, new double[] {1.0, 1.0 + 1e-9}, 4);
    PublicLeafCounts counts =
        new PublicLeafCounts(new double[] {4.0, 4.0}, new double[] {2.0, 2.0});
    LpctCurator.LeafDecisions weighted = LpctCurator.weighted(sums, counts, 1.0);
    assertThat(weighted.eta()[0]).isEqualTo(0.5);
    assertThat(weighted.labels()).containsExactly(0, 1);
    assertThat(LpctCurator.privateOnly(sums).labels()).containsExactly(0, 1);
    assertThat(LpctCurator.publicOnly(counts).labels()).containsExactly(0, 0);
  }

  @Test
  void negativeDenominatorsAreUsedAsTheyAreAndCounted() {
    // spec §2.6 [REC]: compute the ratio, do not clip; count non-positive denominators
    LeafSums sums =
        new LeafSums(new double[] {-3.0, -1.0, 2.0, -0.5}, new double[] {-2.0, 1.0, 1.5, -2.0}, 50);
    PublicLeafCounts none = new PublicLeafCounts(new double[4], new double[4]);
    LpctCurator.LeafDecisions d = LpctCurator.weighted(sums, none, 3.0);
    assertThat(d.eta()).containsExactly(2.0 / 3.0, -1.0, 0.75, 4.0);
    assertThat(d.labels()).containsExactly(1, 0, 1, 1);
    assertThat(d.nonPositiveDenominators()).isEqualTo(3);
    assertThat(LpctCurator.privateOnly(sums).nonPositiveDenominators()).isEqualTo(3);
    // public counts can lift a denominator above 0: −3 + 4 > 0, −1 + 0.5 ≤ 0, −0.5 + 1 > 0
    PublicLeafCounts some =
        new PublicLeafCounts(new double[] {4, 0.5, 0, 1}, new double[] {0, 0, 0, 0});
    assertThat(LpctCurator.weighted(sums, some, 1.0).nonPositiveDenominators()).isEqualTo(1);
  }

  @ParameterizedTest
  @ValueSource(doubles = {-1e-9, -1.0, Double.NaN, Double.POSITIVE_INFINITY})
  void rejectsBadLambda(double lambda) {
    assertThatThrownBy(() -> LpctCurator.weighted(SUMS, COUNTS, lambda))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("lambda");
  }

  @Test
  void lambdaSweepIsMonotoneBetweenPrivateAndPublicEstimates() {
    // with S_U, C_U > 0 the estimate is a weighted average of S_V/S_U and C_V/C_U with weight
    // λC_U/(S_U + λC_U) on the public part: it moves monotonically from one to the other
    LeafSums sums = new LeafSums(new double[] {20.0}, new double[] {16.0}, 50);
    PublicLeafCounts counts = new PublicLeafCounts(new double[] {10.0}, new double[] {2.0});
    double previous = 0.8;
    for (double lambda : new double[] {0.0, 0.1, 1.0, 2.0, 10.0, 100.0, 1e6}) {
      double eta = LpctCurator.weighted(sums, counts, lambda).eta()[0];
      assertThat(eta).isLessThanOrEqualTo(previous).isBetween(0.2, 0.8);
      previous = eta;
    }
    assertThat(LpctCurator.weighted(sums, counts, 2.0).eta()[0]).isCloseTo(0.5, within(1e-15));
    assertThat(LpctCurator.weighted(sums, counts, 2.0).labels()[0]).isZero();
  }

  @Test
  void privateSumsRecordRejectsMismatchedLengths() {
    assertThatThrownBy(() -> new LeafSums(new double[2], new double[3], 1))
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Secondary structural check of the privacy boundary (DESIGN rule 1): the curator's public API
   * cannot be handed a dataset, raw features or raw labels. The behavioural proof is in {@link
   * LpctMethodTest}.
   */
  @Test
  void curatorApiTakesNoRawData() {
    Method[] methods =
        Arrays.stream(LpctCurator.class.getDeclaredMethods())
            .filter(m -> Modifier.isPublic(m.getModifiers()))
            .toArray(Method[]::new);
    assertThat(methods)
        .extracting(Method::getName)
        .containsExactlyInAnyOrder("weighted", "privateOnly", "publicOnly");
    Class<?>[] raw = {
      Dataset.class,
      Features.class,
      ClassLabels.class,
      Targets.class,
      DataSplit.class,
      TrainingInput.class,
      int[].class,
      double[].class,
      SplittableRandom.class
    };
    for (Method m : methods) {
      for (Class<?> type : m.getParameterTypes()) {
        assertThat(raw).as("%s takes %s", m.getName(), type.getSimpleName()).doesNotContain(type);
        assertThat(type).isIn(LeafSums.class, PublicLeafCounts.class, double.class);
      }
    }
  }
}
