package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.synthetic.AuddyTransferFactory;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.partition.RegularGridPartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * The classifiers on the simulation design: limits, refusal, references (spec/distributed.md §6.3
 * item 7).
 */
class DistributedClassifiersTest {

  private static DataSplit split(double gamma, int n, int m) {
    AuddyTransferFactory factory = new AuddyTransferFactory();
    DataSource source =
        factory.create(
            factory
                .info()
                .parameters()
                .completePart(
                    Map.of("m", m, "nTarget", n, "nSource", n, "gamma", gamma, "nTest", 300),
                    false));
    return source.draw((role, id) -> new SplittableRandom((role + "/" + id).hashCode()));
  }

  private static TrainingInput input(DataSplit split, double epsilon) {
    List<PrivacyBudget> budgets =
        Collections.nCopies(
            split.privateTrain().size(), new PrivacyBudget(epsilon, 1.0 / (500.0 * 500.0)));
    return TrainingInput.of(split, budgets, 1L);
  }

  private static int[] labels(String method, TrainingInput input, Map<String, ?> params) {
    return MethodFits.labels(
        Methods.all().get(method), input, params, 7L, input.evaluationPoints());
  }

  @Test
  void registeredWithTheirPrivacyModels() {
    Map<String, Method> all = Methods.all();
    for (String name :
        List.of(
            "DTK", "DTK-theory", "AdaptAll", "AdaptHomog", "AdaptSamp", "AdaptTar", "AdaptEqual")) {
      assertThat(all.get(name).info().privacyModel()).isEqualTo(PrivacyModel.DISTRIBUTED);
    }
    for (String name : List.of("DTK-NP", "DTK-pointwise", "AdaptAll-NP", "AdaptTar-NP")) {
      assertThat(all.get(name).info().privacyModel()).isEqualTo(PrivacyModel.NONE);
    }
    assertThat(all.get("AdaptAll").info().noiseStream())
        .isEqualTo(all.get("AdaptTar").info().noiseStream());
  }

  @Test
  void withHugeEpsilonDtkEqualsTheNonPrivateClassifierAndTheAdaptiveOneIsNearBayes() {
    DataSplit split = split(0.5, 500, 1);
    TrainingInput input = input(split, 1e7);
    Map<String, Object> params = Map.of("h", 0.125, "w", 0.5, "calibration", "analytic");
    int[] privateLabels = labels("DTK", input, params);
    int[] exact = labels("DTK-NP", TrainingInput.withoutBudget(split), params);
    assertThat(privateLabels).isEqualTo(exact);
    double accuracy =
        MethodFits.accuracy(labels("AdaptAll", input, Map.of("calibration", "analytic")), split);
    // Bayes accuracy 0.92; 300 test points, 1000 training points with a strong source
    assertThat(accuracy).isGreaterThan(0.8);
  }

  @Test
  void accuracyGrowsFromCoinTossToNearBayesWithEpsilon() {
    DataSplit split = split(1.0, 500, 1);
    double tiny = MethodFits.accuracy(labels("AdaptHomog", input(split, 0.001), Map.of()), split);
    double large = MethodFits.accuracy(labels("AdaptHomog", input(split, 5), Map.of()), split);
    // at eps = 0.001 the noise swamps the signal: accuracy about 1/2 (s.e. 0.029 on 300 points)
    assertThat(tiny).isBetween(0.35, 0.65);
    assertThat(large).isGreaterThan(0.75);
  }

  @Test
  void classicalCalibrationAboveItsValidRangeIsRefusedAndAZeroDeltaIsAnError() {
    DataSplit split = split(1.0, 200, 1);
    assertThatThrownBy(() -> labels("DTK", input(split, 10), Map.of("h", 0.25)))
        .isInstanceOf(NotApplicable.class)
        .hasMessageContaining("use calibration: analytic");
    // analytic calibration is valid at every epsilon
    assertThat(labels("DTK", input(split, 10), Map.of("h", 0.25, "calibration", "analytic")))
        .hasSize(300);
    TrainingInput pure = TrainingInput.of(split, Collections.nCopies(2, PrivacyBudget.pure(1)), 1L);
    assertThatThrownBy(() -> labels("DTK", pure, Map.of())).hasMessageContaining("delta > 0");
  }

  @Test
  void theoryBandwidthIsTheSolutionOfEq11() {
    DataSplit split = split(1.0, 500, 1);
    double h =
        TheoryDtkMethod.optimalBandwidth(
            input(split, 1).publicInput(),
            MethodFits.fitParameters(Methods.all().get("DTK-theory"), Map.of()));
    // golden table (spec 4.6): n = 500, m = 1, eps = 1, gamma = 1: h_delta = 0.17669 with delta =
    // n^-2
    assertThat(h).isCloseTo(0.17669, org.assertj.core.api.Assertions.within(5e-5));
  }

  /**
   * The audit runs AdaptAll's and DTK's mechanisms only; the other variants must release exactly
   * the same.
   */
  @Test
  void variantsReleaseExactlyWhatTheAuditedMechanismsRelease() {
    DataSplit split = split(1.0, 60, 2);
    TrainingInput input = input(split, 1);
    PrivateSample target = input.privateSamples().get(0);
    double[] all = release("AdaptAll", input, Map.of(), target);
    for (String variant : List.of("AdaptHomog", "AdaptSamp", "AdaptTar", "AdaptEqual")) {
      assertThat(release(variant, input, Map.of(), target)).as(variant).isEqualTo(all);
      // audited all the same (issue 17: no private method is skipped), on its default setting
      assertThat(Methods.all().get(variant).auditConfigurations()).containsExactly(Map.of());
    }
    double h =
        TheoryDtkMethod.optimalBandwidth(
            input.publicInput(),
            MethodFits.fitParameters(Methods.all().get("DTK-theory"), Map.of()));
    assertThat(release("DTK-theory", input, Map.of(), target))
        .isEqualTo(release("DTK", input, Map.of("h", h), target));
    assertThat(Methods.all().get("AdaptAll").auditConfigurations())
        .contains(
            Map.of(),
            Map.of("prevalenceShare", 0.1),
            Map.of("kernel", "gauss"),
            Map.of("calibration", "analytic"));
    assertThat(Methods.all().get("DTK-theory").auditConfigurations()).containsExactly(Map.of());
  }

  private static double[] release(
      String name, TrainingInput input, Map<String, ?> params, PrivateSample sample) {
    PrivateMethod method = (PrivateMethod) Methods.all().get(name);
    PrivateMechanism<?> mechanism =
        method
            .protocol(input.publicInput(), MethodFits.fitParameters(method, params))
            .mechanisms()
            .get(0);
    return MechanismCalls.reading(
        input, () -> mechanism.release(sample, new SplittableRandom(99)).coordinates());
  }

  @Test
  void histogramComparatorLearnsTheCheckerboardAndNoiseHurtsIt() {
    DataSplit split = split(0.5, 500, 1);
    double large =
        MethodFits.accuracy(
            labels("DT-HIST", input(split, 1e6), Map.of("h", 0.25, "calibration", "analytic")),
            split);
    double tiny =
        MethodFits.accuracy(labels("DT-HIST", input(split, 0.001), Map.of("h", 0.25)), split);
    // bins of side 1/4 are aligned with the Bayes boundary: near the Bayes accuracy 0.92 without
    // noise
    assertThat(large).isGreaterThan(0.85);
    assertThat(tiny).isBetween(0.35, 0.65);
  }

  @Test
  void unshiftedBinsAreTheRegularGridAndShiftedOnesMoveEveryEdgeByHalfABin() {
    RegularGridPartition regular = new RegularGridPartition(2, 8);
    ShiftedGrid plain = new ShiftedGrid(2, 0.125, 0);
    ShiftedGrid shifted = new ShiftedGrid(2, 0.125, 0.5);
    Features points = split(1.0, 10, 1).test().features();
    for (int a = 0; a < points.rows(); a++) {
      assertThat(plain.cellOf(points, a)).isEqualTo(regular.cellOf(points, a));
    }
    assertThat(shifted.cellCount()).isEqualTo(81);
    // 0.49 and 0.51 share a shifted bin ([7/16, 9/16)) but not an unshifted one
    Features pair = Features.of(new double[][] {{0.49, 0.49}, {0.51, 0.51}});
    assertThat(shifted.cellOf(pair, 0)).isEqualTo(shifted.cellOf(pair, 1));
    assertThat(plain.cellOf(pair, 0)).isNotEqualTo(plain.cellOf(pair, 1));
  }
}
