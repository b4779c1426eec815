package org.ldpbench.metric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Predictions;
import org.ldpbench.stats.Direction;
import org.ldpbench.testing.TestDatasets;

class MetricTest {

  private static Dataset labelled(int... labels) {
    return TestDatasets.binaryRowMajor(new double[labels.length], labels);
  }

  @Test
  void accuracyAndF1OnAHandCountedExample() {
    // truth 1 1 1 0 0 0, predicted 1 1 0 1 0 0: TP 2, FP 1, FN 1, TN 2
    Dataset test = labelled(1, 1, 1, 0, 0, 0);
    Predictions predicted = Predictions.ofLabels(new int[] {1, 1, 0, 1, 0, 0}, Map.of());
    assertThat(Metric.ACCURACY.score(test, predicted, null)).isEqualTo(4.0 / 6);
    // F1 = 2TP / (2TP + FP + FN) = 4 / 6
    assertThat(Metric.F1.score(test, predicted, null)).isEqualTo(4.0 / 6);
    assertThat(Metric.F1.score(test, Predictions.ofLabels(new int[6], Map.of()), null)).isZero();
  }

  @Test
  void accuracyCountsExactlyTheAgreementsWhateverTheLabels() {
    // the count is branch-free (Metric.accuracy): it must equal the plain count for any int a
    // method predicts, extremes included, and any number of classes
    java.util.Random random = new java.util.Random(17);
    int[] odd = {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0, 1, 2, 5};
    for (int classes : new int[] {2, 3, 7}) {
      for (int n : new int[] {1, 2, 37, 1000}) {
        int[] truth = new int[n];
        int[] predicted = new int[n];
        int agreements = 0;
        for (int i = 0; i < n; i++) {
          truth[i] = random.nextInt(classes);
          predicted[i] =
              random.nextInt(4) == 0 ? odd[random.nextInt(odd.length)] : random.nextInt(classes);
          if (predicted[i] == truth[i]) {
            agreements++;
          }
        }
        assertThat(Metric.accuracy(new org.ldpbench.data.ClassLabels(truth, classes), predicted))
            .isEqualTo((double) agreements / n);
      }
    }
  }

  @Test
  void excessRiskWeighsEachDisagreementWithTheBayesRuleByItsMargin() {
    Dataset test = labelled(0, 0, 0);
    double[] eta = {0.9, 0.2, 0.5};
    // point 1: Bayes says 1, we say 0 → |2·0.9 − 1| = 0.8; point 2: agree; point 3: η = 1/2 costs
    // nothing
    Predictions predicted = Predictions.ofLabels(new int[] {0, 0, 1}, Map.of());
    assertThat(Metric.EXCESS_RISK.score(test, predicted, eta)).isCloseTo(0.8 / 3, within(1e-12));
    assertThat(Metric.EXCESS_RISK.direction()).isEqualTo(Direction.LOWER_IS_BETTER);
    assertThatThrownBy(() -> Metric.EXCESS_RISK.score(test, predicted, null))
        .hasMessageContaining("needs the regression function");
  }

  @Test
  void mseAndExcessMseForRealValues() {
    Dataset test =
        new Dataset(Features.wrap(new double[3], 3, 1), new RealTargets(new double[] {1, 2, 3}));
    Predictions predicted = Predictions.ofValues(new double[] {1, 1, 5}, Map.of());
    assertThat(Metric.MSE.score(test, predicted, null)).isEqualTo((0 + 1 + 4) / 3.0);
    assertThat(Metric.EXCESS_MSE.score(test, predicted, new double[] {1, 1, 4})).isEqualTo(1.0 / 3);
    assertThatThrownBy(
            () -> Metric.MSE.score(test, Predictions.ofLabels(new int[3], Map.of()), null))
        .hasMessageContaining("needs real values");
  }

  @Test
  void namesDirectionsAndDefaults() {
    assertThat(Metric.byId("mse")).contains(Metric.MSE);
    assertThat(Metric.byId("MSE")).isEmpty();
    assertThat(Metric.defaultFor(TaskType.CLASSIFICATION)).isEqualTo(Metric.ACCURACY);
    assertThat(Metric.defaultFor(TaskType.REGRESSION)).isEqualTo(Metric.MSE);
    assertThat(Metric.ACCURACY.direction().better(0.9, 0.8)).isTrue();
    assertThat(Metric.MSE.direction().better(0.9, 0.8)).isFalse();
    assertThatThrownBy(
            () ->
                Metric.ACCURACY.score(
                    labelled(1, 0), Predictions.ofLabels(new int[3], Map.of()), null))
        .hasMessage("the model returned 3 predictions for 2 test points");
  }
}
