package org.ldpbench.report.claims;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntPredicate;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * A method's results at one sweep point, grouped by the value of one numeric grid parameter
 * (ascending): the curve of a shape claim ("inverted U in the depth p"). At each value the curve
 * takes the configuration with the best mean over a chosen subset of the replications, so that a
 * choice made on one half of the replications can be tested on the other.
 */
public final class GridCurve {

  /** Replications the configurations are chosen on for a split-half test: the even indices. */
  public static final IntPredicate SELECTION = r -> r % 2 == 0;

  /** Replications a split-half test uses: the odd indices. */
  public static final IntPredicate TEST = r -> r % 2 == 1;

  /** Every replication. */
  public static final IntPredicate ALL = r -> true;

  private final List<Double> values;
  private final List<List<ResultSummary.ConfigurationResult>> candidates;
  private final List<ResultSummary.ConfigurationResult> chosen;
  private final double[] chosenMeans;
  private final Direction direction;

  private GridCurve(
      List<Double> values,
      List<List<ResultSummary.ConfigurationResult>> candidates,
      IntPredicate replications,
      Direction direction) {
    this.values = values;
    this.candidates = candidates;
    this.direction = direction;
    this.chosen = new ArrayList<>();
    this.chosenMeans = new double[values.size()];
    for (int i = 0; i < values.size(); i++) {
      ResultSummary.ConfigurationResult best = null;
      double bestMean = Double.NaN;
      for (ResultSummary.ConfigurationResult c : candidates.get(i)) {
        double mean = mean(c.byReplication(), replications);
        if (!Double.isNaN(mean) && (best == null || better(mean, bestMean))) {
          best = c;
          bestMean = mean;
        }
      }
      chosen.add(best);
      chosenMeans[i] = bestMean;
    }
  }

  /**
   * The curve of {@code method} at {@code point} over {@code parameter}; values whose
   * configurations have no stored score on {@code replications} are left out.
   */
  public static GridCurve of(
      ResultSummary summary,
      String method,
      SweepPoint point,
      String parameter,
      Direction direction,
      IntPredicate replications) {
    Map<Double, List<ResultSummary.ConfigurationResult>> byValue = new TreeMap<>();
    for (ResultSummary.ConfigurationResult c : summary.configurations()) {
      if (!c.method().equals(method) || !c.point().equals(point)) {
        continue;
      }
      Object value = c.parameters().get(parameter);
      if (value instanceof Number number && !Double.isNaN(mean(c.byReplication(), replications))) {
        byValue.computeIfAbsent(number.doubleValue(), v -> new ArrayList<>()).add(c);
      }
    }
    return new GridCurve(
        new ArrayList<>(byValue.keySet()),
        new ArrayList<>(byValue.values()),
        replications,
        direction);
  }

  public int size() {
    return values.size();
  }

  public double value(int i) {
    return values.get(i);
  }

  /** The configuration chosen at the i-th value. */
  public ResultSummary.ConfigurationResult configuration(int i) {
    return chosen.get(i);
  }

  /** The configurations at the i-th value. */
  List<ResultSummary.ConfigurationResult> candidates(int i) {
    return candidates.get(i);
  }

  /** Index of the best value (the first of equal ones). */
  public int best() {
    return bestIn(0, size());
  }

  /** Index of the best value other than the first and the last (needs at least 3 values). */
  public int bestInterior() {
    return bestIn(1, size() - 1);
  }

  private int bestIn(int from, int to) {
    int best = from;
    for (int i = from + 1; i < to; i++) {
      if (better(chosenMeans[i], chosenMeans[best])) {
        best = i;
      }
    }
    return best;
  }

  private boolean better(double a, double b) {
    return direction == Direction.HIGHER_IS_BETTER ? a > b : a < b;
  }

  /** The entries of {@code byReplication} at the indices {@code replications} accepts. */
  public static double[] half(double[] byReplication, IntPredicate replications) {
    List<Double> out = new ArrayList<>();
    for (int r = 0; r < byReplication.length; r++) {
      if (replications.test(r)) {
        out.add(byReplication[r]);
      }
    }
    return out.stream().mapToDouble(Double::doubleValue).toArray();
  }

  /** Mean over the accepted indices that hold a score; NaN if none does. */
  static double mean(double[] byReplication, IntPredicate replications) {
    double sum = 0;
    int n = 0;
    for (int r = 0; r < byReplication.length; r++) {
      if (replications.test(r) && !Double.isNaN(byReplication[r])) {
        sum += byReplication[r];
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }
}
