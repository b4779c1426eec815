package org.ldpbench.metric;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Predictions;
import org.ldpbench.stats.Direction;

/**
 * How a trial is scored on the test set, with the direction in which it is better. Best-over-grid
 * selection, best-per-row marks and one-sided claim tests follow the direction, so a spec that says
 * {@code metric: mse} gets the smallest error, not the largest.
 */
public enum Metric {
  /** Fraction of test points classified correctly. */
  ACCURACY("accuracy", TaskType.CLASSIFICATION, Direction.HIGHER_IS_BETTER, false, 1.0),
  /**
   * F1 score of class 1 (harmonic mean of precision and recall; 0 when there is no true positive).
   */
  F1("f1", TaskType.CLASSIFICATION, Direction.HIGHER_IS_BETTER, false, 1.0),
  /**
   * Misclassification rate minus the Bayes rate, measured exactly on the test points from η (see
   * {@link KnownTruth}): the mean of |2η − 1| over the points where the prediction differs from the
   * Bayes rule, so it lies in [0, 1] (never negative: it is not the difference of two estimated
   * rates).
   */
  EXCESS_RISK("excess-risk", TaskType.CLASSIFICATION, Direction.LOWER_IS_BETTER, true, 1.0),
  /** Mean squared error on the test points. */
  MSE("mse", TaskType.REGRESSION, Direction.LOWER_IS_BETTER, false, Double.POSITIVE_INFINITY),
  /** Mean of (f(x) − m(x))² over the test points: the MSE minus the noise variance, exactly. */
  EXCESS_MSE(
      "excess-mse", TaskType.REGRESSION, Direction.LOWER_IS_BETTER, true, Double.POSITIVE_INFINITY);

  private final String id;
  private final TaskType task;
  private final Direction direction;
  private final boolean needsTruth;
  private final double max;

  /**
   * @param max the largest possible score; every metric here is a mean of non-negative terms, so
   *     the smallest is 0 (accuracy, F1 and excess risk are fractions or means of |2η − 1| ≤ 1, at
   *     most 1; the squared errors are unbounded, +∞ when a prediction overflows)
   */
  Metric(String id, TaskType task, Direction direction, boolean needsTruth, double max) {
    this.id = id;
    this.task = task;
    this.direction = direction;
    this.needsTruth = needsTruth;
    this.max = max;
  }

  /**
   * Whether {@code score} is a possible value of this metric: in [0, 1] for accuracy, F1 and excess
   * risk, in [0, +∞] for the squared errors; never NaN. A stored score outside it was edited or
   * corrupted, and the store refuses it rather than averaging it into a summary.
   */
  public boolean isPossible(double score) {
    return score >= 0.0 && score <= max;
  }

  /** The possible values as text for error messages: "[0, 1]" or "[0, +inf]". */
  public String range() {
    return max == 1.0 ? "[0, 1]" : "[0, +inf]";
  }

  /** The name used in specs and as the column of {@code trials.csv}. */
  public String id() {
    return id;
  }

  public TaskType task() {
    return task;
  }

  public Direction direction() {
    return direction;
  }

  /** Whether the data source must know its regression function ({@link KnownTruth}). */
  public boolean needsTruth() {
    return needsTruth;
  }

  /** The default metric of a task: accuracy for classification, MSE for regression. */
  public static Metric defaultFor(TaskType task) {
    return task == TaskType.CLASSIFICATION ? ACCURACY : MSE;
  }

  /** The metric named {@code id} (as in specs), if any. */
  public static Optional<Metric> byId(String id) {
    return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
  }

  /** Every metric id, for error messages. */
  public static String ids() {
    return String.join(", ", Arrays.stream(values()).map(Metric::id).toList());
  }

  /**
   * The score of {@code predictions} on {@code test}.
   *
   * @param truth the regression function at the test points, needed by the excess-risk metrics
   * @throws IllegalStateException if the predictions do not fit the test set or the metric
   */
  public double score(Dataset test, Predictions predictions, double[] truth) {
    if (predictions.size() != test.size()) {
      throw new IllegalStateException(
          "the model returned "
              + predictions.size()
              + " predictions for "
              + test.size()
              + " test points");
    }
    if (needsTruth && (truth == null || truth.length != test.size())) {
      throw new IllegalStateException(id + " needs the regression function at the test points");
    }
    return switch (this) {
      case ACCURACY -> accuracy(test.classLabels(), labels(predictions));
      case F1 -> f1(test.classLabels(), labels(predictions));
      case EXCESS_RISK -> excessRisk(labels(predictions), truth);
      case MSE -> meanSquaredDifference(values(predictions), test);
      case EXCESS_MSE -> meanSquaredDifference(values(predictions), truth);
    };
  }

  private int[] labels(Predictions predictions) {
    if (predictions.labels() == null) {
      throw new IllegalStateException(id + " needs class labels, the model returned real values");
    }
    return predictions.labels();
  }

  private double[] values(Predictions predictions) {
    if (predictions.values() == null) {
      throw new IllegalStateException(id + " needs real values, the model returned class labels");
    }
    return predictions.values();
  }

  static double accuracy(ClassLabels truth, int[] predicted) {
    int correct = 0;
    for (int i = 0; i < predicted.length; i++) {
      // branch-free: whether a prediction is right is a coin flip for the branch predictor, and
      // many-trial specs score millions of predictions (x | -x is negative exactly when x != 0)
      int differs = predicted[i] ^ truth.label(i);
      correct += 1 + ((differs | -differs) >> 31);
    }
    return (double) correct / predicted.length;
  }

  static double f1(ClassLabels truth, int[] predicted) {
    long truePositive = 0;
    long falsePositive = 0;
    long falseNegative = 0;
    for (int i = 0; i < predicted.length; i++) {
      boolean actual = truth.label(i) == 1;
      boolean said = predicted[i] == 1;
      if (said && actual) {
        truePositive++;
      } else if (said) {
        falsePositive++;
      } else if (actual) {
        falseNegative++;
      }
    }
    return truePositive == 0
        ? 0.0
        : 2.0 * truePositive / (2.0 * truePositive + falsePositive + falseNegative);
  }

  static double excessRisk(int[] predicted, double[] eta) {
    double sum = 0.0;
    for (int i = 0; i < predicted.length; i++) {
      int bayes = eta[i] > 0.5 ? 1 : 0;
      if (predicted[i] != bayes) {
        sum += Math.abs(2.0 * eta[i] - 1.0);
      }
    }
    return sum / predicted.length;
  }

  private static double meanSquaredDifference(double[] predicted, Dataset test) {
    double sum = 0.0;
    for (int i = 0; i < predicted.length; i++) {
      double error = predicted[i] - test.targets().value(i);
      sum += error * error;
    }
    return sum / predicted.length;
  }

  private static double meanSquaredDifference(double[] predicted, double[] truth) {
    double sum = 0.0;
    for (int i = 0; i < predicted.length; i++) {
      double error = predicted[i] - truth[i];
      sum += error * error;
    }
    return sum / predicted.length;
  }

  @Override
  public String toString() {
    return id.toLowerCase(Locale.ROOT);
  }
}
