package org.ldpbench.report.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.Friedman;
import org.ldpbench.stats.Holm;
import org.ldpbench.stats.PairedComparison;

/**
 * A Weka-Experimenter-style result matrix ({@code ldpbench compare}): one row per sweep point, one
 * column per method, each cell the mean of the method's best grid configuration at that point (the
 * summaries' choice, {@link ResultSummary#best}) marked {@code v} if it is significantly better
 * than the baseline's, {@code *} if significantly worse: two-sided paired test over the
 * replications (the same data in both), at 0.05 after Holm's correction over the row's comparisons
 * with the baseline. Below the rows, per method the (wins/ties/losses) against the baseline; when
 * the rows are data sets (a {@code dataset} axis with ≥ 2 values), a Friedman test over the
 * methods' ranks per value of the other axes, with Holm post hoc against the baseline (Demšar
 * 2006).
 *
 * @param metric the metric shown
 * @param baseline the baseline's method label
 * @param test the paired test of the marks
 * @param methods the method labels, in spec order
 * @param rows the table rows
 * @param friedman one test per group of data-set rows (empty unless the rows are data sets)
 */
public record ResultMatrix(
    String metric,
    String baseline,
    PairedComparison test,
    List<String> methods,
    List<Row> rows,
    List<FriedmanGroup> friedman) {

  /** Significance level of the marks and of the Friedman post hoc. */
  public static final double ALPHA = 0.05;

  /** The sweep axis whose values are data sets. */
  public static final String DATASET = "dataset";

  /**
   * One sweep point.
   *
   * @param label the point, e.g. {@code epsilon=1}
   * @param point the sweep point
   * @param means per method the best configuration's mean (NaN if nothing is stored)
   * @param marks per method {@code v}, {@code *} or empty
   */
  public record Row(String label, SweepPoint point, double[] means, String[] marks) {}

  /**
   * A Friedman test over the data-set rows that share the other axes' values.
   *
   * @param label the other axes' values, e.g. {@code epsilon=2} (empty without other axes)
   * @param result the test and average ranks
   * @param holm per method the Holm-adjusted post-hoc p-value against the baseline (NaN for it)
   */
  public record FriedmanGroup(String label, Friedman result, double[] holm) {}

  /**
   * Builds the matrix from {@code summary}.
   *
   * @param points the plan's sweep points, in order
   * @param ratio n_test/n_train of each row's data, for the corrected t-test
   * @param blocks the axis whose values are data sets (Friedman tests over them if it has ≥ 2
   *     values), or null
   */
  public static ResultMatrix of(
      ResultSummary summary,
      List<SweepAxis> axes,
      List<SweepPoint> points,
      List<String> methods,
      String baseline,
      PairedComparison test,
      ToDoubleFunction<SweepPoint> ratio,
      String blocks) {
    int b = methods.indexOf(baseline);
    if (b < 0) {
      throw new IllegalArgumentException("baseline " + baseline + " is not one of " + methods);
    }
    List<Row> rows = new ArrayList<>();
    for (SweepPoint point : points) {
      int k = methods.size();
      double[] means = new double[k];
      double[][] scores = new double[k][];
      for (int m = 0; m < k; m++) {
        ResultSummary.ConfigurationResult best =
            summary.best(methods.get(m), point).map(ResultSummary.BestResult::best).orElse(null);
        means[m] = best == null || best.score().n() == 0 ? Double.NaN : best.score().mean();
        scores[m] = best == null ? null : best.byReplication();
      }
      rows.add(
          new Row(
              point.describe(),
              point,
              means,
              marks(scores, means, b, test, ratio.applyAsDouble(point), summary.direction())));
    }
    return new ResultMatrix(
        summary.metric(),
        baseline,
        test,
        List.copyOf(methods),
        rows,
        friedman(axes, blocks, rows, b, summary.direction()));
  }

  private static String[] marks(
      double[][] scores,
      double[] means,
      int b,
      PairedComparison test,
      double ratio,
      Direction direction) {
    int k = scores.length;
    String[] marks = new String[k];
    Arrays.fill(marks, "");
    List<Integer> tested = new ArrayList<>();
    List<Double> p = new ArrayList<>();
    for (int m = 0; m < k; m++) {
      if (m != b && scores[m] != null && scores[b] != null) {
        double value = test.p(scores[m], scores[b], ratio);
        if (!Double.isNaN(value)) {
          tested.add(m);
          p.add(value);
        }
      }
    }
    double[] adjusted = Holm.adjust(p.stream().mapToDouble(Double::doubleValue).toArray());
    for (int i = 0; i < tested.size(); i++) {
      int m = tested.get(i);
      if (adjusted[i] < ALPHA && means[m] != means[b]) {
        marks[m] = direction.better(means[m], means[b]) ? "v" : "*";
      }
    }
    return marks;
  }

  private static List<FriedmanGroup> friedman(
      List<SweepAxis> axes, String blocks, List<Row> rows, int b, Direction direction) {
    SweepAxis datasets =
        axes.stream().filter(a -> a.name().equals(blocks)).findFirst().orElse(null);
    if (datasets == null || datasets.values().size() < 2 || rows.get(0).means().length < 2) {
      return List.of();
    }
    Map<String, List<double[]>> groups = new LinkedHashMap<>();
    for (Row row : rows) {
      StringBuilder label = new StringBuilder();
      for (SweepAxis axis : axes) {
        if (!axis.name().equals(blocks)) {
          label
              .append(label.length() == 0 ? "" : ", ")
              .append(axis.name())
              .append('=')
              .append(row.point().formatted(axis.name()));
        }
      }
      groups.computeIfAbsent(label.toString(), l -> new ArrayList<>()).add(row.means());
    }
    List<FriedmanGroup> out = new ArrayList<>();
    groups.forEach(
        (label, means) -> {
          long complete =
              means.stream().filter(m -> Arrays.stream(m).noneMatch(Double::isNaN)).count();
          if (complete >= 2) {
            Friedman result = Friedman.of(means.toArray(double[][]::new), direction);
            out.add(new FriedmanGroup(label, result, result.againstControl(b)));
          }
        });
    return out;
  }

  /**
   * Per method {wins, ties, losses} against the baseline over the rows (the baseline's own are 0).
   */
  public int[][] winTieLoss() {
    int[][] counts = new int[methods.size()][3];
    int b = methods.indexOf(baseline);
    for (Row row : rows) {
      for (int m = 0; m < methods.size(); m++) {
        if (m == b || Double.isNaN(row.means()[m]) || Double.isNaN(row.means()[b])) {
          continue;
        }
        counts[m][row.marks()[m].equals("v") ? 0 : row.marks()[m].equals("*") ? 2 : 1]++;
      }
    }
    return counts;
  }

  /** The caption: what the cells and marks are. */
  public String caption() {
    String name =
        switch (test) {
          case WILCOXON -> "Wilcoxon signed-rank test";
          case T -> "paired t-test";
          case CORRECTED_T -> "corrected resampled t-test (Nadeau & Bengio 2003)";
        };
    return "Mean "
        + metric
        + " of each method's best grid configuration per row; v / *: significantly better /"
        + " worse than "
        + baseline
        + " by the two-sided "
        + name
        + " over the replications at "
        + ALPHA
        + ", Holm-corrected across the row's comparisons; (w/t/l): wins, ties, losses against "
        + baseline
        + ".";
  }
}
