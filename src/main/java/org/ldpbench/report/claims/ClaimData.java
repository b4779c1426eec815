package org.ldpbench.report.claims;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.store.ExpectedTrials;

/**
 * What the claim evaluators share: the sweep points a claim looks at, the best configuration of a
 * method there, and the paired tests on per-replication scores, each turning a missing result into
 * {@link MissingResult}.
 */
public final class ClaimData {

  private ClaimData() {}

  /** The sweep points of {@code plan} that match {@code at}. */
  public static List<SweepPoint> points(ExpectedTrials plan, Map<String, Object> at) {
    return points(plan.points(), at);
  }

  /** The sweep points of {@code points} that match {@code at}. */
  public static List<SweepPoint> points(List<SweepPoint> points, Map<String, Object> at) {
    return points.stream().filter(p -> matchesAt(p.coordinates(), at)).toList();
  }

  /** Every sweep point of {@code spec} (its full profile's), first axis outermost. */
  public static List<SweepPoint> allPoints(ExperimentSpec spec) {
    return SweepPoint.all(spec.sweep());
  }

  /**
   * The best configuration of {@code method} at {@code point} over every replication (figures'
   * choice), with at least 2.
   */
  static ResultSummary.ConfigurationResult best(
      ResultSummary summary, String method, SweepPoint point) {
    ResultSummary.BestResult best = summary.best(method, point).orElse(null);
    if (best == null || best.best() == null || best.best().score().n() < 2) {
      throw new MissingResult("no results for " + method + " at " + point.describe());
    }
    return best.best();
  }

  /**
   * The scores a claim test uses for {@code method} at {@code point}: the configuration with the
   * best mean over the even-indexed replications (the selection half), its scores on the
   * odd-indexed ones (the test half), so that choosing the configuration does not bias the test
   * ({@link GridCurve#SELECTION}, {@link GridCurve#TEST}).
   */
  public static double[] selected(ResultSummary summary, String method, SweepPoint point) {
    return selected(summary, summary, method, point);
  }

  /**
   * The test-half scores of {@code inputs}' metric for the configuration chosen on the selection
   * half of {@code inputs}' selection results (the same metric, or the accuracy a run time claim is
   * about).
   */
  public static double[] selected(ClaimInputs inputs, String method, SweepPoint point) {
    return selected(inputs.selection(), inputs.summary(), method, point);
  }

  /**
   * The selection-half mean of the configuration {@link #selected(ClaimInputs, String, SweepPoint)}
   * tests.
   */
  public static double selectionMean(ClaimInputs inputs, String method, SweepPoint point) {
    best(inputs.selection(), method, point);
    double chosenMean = Double.NaN;
    for (ResultSummary.ConfigurationResult c : inputs.selection().configurations()) {
      if (c.method().equals(method) && c.point().equals(point)) {
        double mean = GridCurve.mean(c.byReplication(), GridCurve.SELECTION);
        if (!Double.isNaN(mean)
            && (Double.isNaN(chosenMean)
                || inputs.selection().direction().better(mean, chosenMean))) {
          chosenMean = mean;
        }
      }
    }
    return chosenMean;
  }

  private static double[] selected(
      ResultSummary selection, ResultSummary summary, String method, SweepPoint point) {
    best(selection, method, point);
    ResultSummary.ConfigurationResult chosen = null;
    double chosenMean = Double.NaN;
    for (ResultSummary.ConfigurationResult c : summary.configurations()) {
      if (!c.method().equals(method) || !c.point().equals(point)) {
        continue;
      }
      double mean = GridCurve.mean(c.byReplication(), GridCurve.SELECTION);
      if (!Double.isNaN(mean)
          && (chosen == null
              || (summary.direction() == Direction.HIGHER_IS_BETTER
                  ? mean > chosenMean
                  : mean < chosenMean))) {
        chosen = c;
        chosenMean = mean;
      }
    }
    if (chosen == null) {
      throw new MissingResult(
          "no selection-half results for " + method + " at " + point.describe());
    }
    if (summary != selection) {
      ResultSummary.ConfigurationResult measured =
          summary
              .configuration(method, point, chosen.parameters())
              .orElseThrow(
                  () ->
                      new MissingResult(
                          "no " + summary.metric() + " for " + method + " at " + point.describe()));
      return GridCurve.half(measured.byReplication(), GridCurve.TEST);
    }
    return GridCurve.half(chosen.byReplication(), GridCurve.TEST);
  }

  /**
   * The plan's points with {@code point}'s coordinates, those of {@code otherAt} replaced (a list
   * of values gives one point per value); {@code point} itself without {@code otherAt}.
   */
  public static List<SweepPoint> moved(
      ExpectedTrials plan, SweepPoint point, Map<String, Object> otherAt) {
    if (otherAt.isEmpty()) {
      return List.of(point);
    }
    List<Map<String, Object>> combinations = new ArrayList<>();
    combinations.add(new LinkedHashMap<>(point.coordinates()));
    for (Map.Entry<String, Object> entry : otherAt.entrySet()) {
      List<?> values = entry.getValue() instanceof List<?> list ? list : List.of(entry.getValue());
      List<Map<String, Object>> next = new ArrayList<>();
      for (Map<String, Object> c : combinations) {
        for (Object value : values) {
          Map<String, Object> moved = new LinkedHashMap<>(c);
          moved.put(entry.getKey(), value);
          next.add(moved);
        }
      }
      combinations = next;
    }
    List<SweepPoint> out = new ArrayList<>();
    for (Map<String, Object> coordinates : combinations) {
      List<SweepPoint> found = points(plan, coordinates);
      if (found.size() != 1) {
        throw new MissingResult("no single sweep point at " + coordinates);
      }
      out.add(found.get(0));
    }
    return out;
  }

  /**
   * The value of {@code axis} at {@code point} as written in labels, or "" when {@code axis} is
   * empty.
   */
  public static String group(SweepPoint point, String axis) {
    return axis.isEmpty() ? "" : AxisText.value(point.coordinates().get(axis));
  }

  /**
   * The points of the grid of {@code axes} that agree with {@code at} on every axis both have, in
   * grid order.
   */
  public static List<Map<String, Object>> pointsAt(List<SweepAxis> axes, Map<String, Object> at) {
    return Grids.cartesian(axes).stream().filter(point -> matchesAt(point, at)).toList();
  }

  /** True if {@code coordinates} agree with {@code at} on every axis both have. */
  public static boolean matchesAt(Map<String, Object> coordinates, Map<String, Object> at) {
    for (Map.Entry<String, Object> entry : at.entrySet()) {
      Object value = coordinates.get(entry.getKey());
      if (value != null && !matches(value, entry.getValue())) {
        return false;
      }
    }
    return true;
  }

  /**
   * True if {@code value} is {@code wanted}, or one of its values when {@code wanted} is a list.
   */
  public static boolean matches(Object value, Object wanted) {
    if (wanted instanceof List<?> list) {
      return list.stream().anyMatch(w -> matches(value, w));
    }
    return ParameterSet.format(value).equals(ParameterSet.format(wanted));
  }

  /**
   * A superiority comparison: claimed H₁ mean(sign·(a − b)) &gt; 0; against it H₁ mean(sign·(a −
   * b)) &lt; −tolerance. A tolerance only widens "not contradicted"; it never turns a step against
   * the claim into support.
   */
  public static RawComparison better(
      String label, double[] a, double[] b, double tolerance, Direction direction) {
    return better(label, a, b, tolerance, 0.0, direction);
  }

  /**
   * A superiority comparison by a margin: claimed H₁ mean(sign·(a − b)) &gt; margin; against it H₁
   * mean(sign·(a − b)) &lt; margin − tolerance.
   */
  public static RawComparison better(
      String label, double[] a, double[] b, double tolerance, double margin, Direction direction) {
    double[] signedA = signed(a, direction);
    double[] signedB = signed(b, direction);
    PairedTest claimed = test(label, signedA, signedB, margin);
    PairedTest against = test(label, signedA, signedB, margin - tolerance);
    PairedTest rawTest = test(label, a, b, 0.0);
    return new RawComparison(
        label, rawTest, rawTest.mean(), claimed.pGreater(), against.pLess(), differences(a, b));
  }

  /** a_r − b_r, NaN where either is missing. */
  public static double[] differences(double[] a, double[] b) {
    double[] out = new double[a.length];
    for (int i = 0; i < a.length; i++) {
      out[i] = a[i] - b[i];
    }
    return out;
  }

  /** The values times the direction's sign, so that larger is better. */
  public static double[] signed(double[] values, Direction direction) {
    double sign = direction.sign();
    double[] out = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = sign * values[i];
    }
    return out;
  }

  /**
   * The paired t-test of a − b against {@code shift}; too few replications make the result missing.
   * Identical differences (zero variance) are tested by the exact sign test instead: p = 2^−n on
   * their side, 1 on the other, so n = 2 never gives p = 0.
   */
  public static PairedTest test(String label, double[] a, double[] b, double shift) {
    try {
      return signTestIfDegenerate(PairedTest.of(a, b, shift));
    } catch (IllegalArgumentException e) {
      throw new MissingResult(label + ": " + e.getMessage());
    }
  }

  /**
   * The one-sample t-test of x against {@code mu}; too few replications make the result missing.
   */
  public static PairedTest oneSample(String label, double[] x, double mu) {
    try {
      return signTestIfDegenerate(PairedTest.oneSample(x, mu));
    } catch (IllegalArgumentException e) {
      throw new MissingResult(label + ": " + e.getMessage());
    }
  }

  /**
   * {@code test} with the sign test's p-values when every difference is the same (see {@link
   * #test}).
   */
  static PairedTest signTestIfDegenerate(PairedTest test) {
    if (!test.degenerate()) {
      return test;
    }
    double p = Math.pow(0.5, test.n());
    double excess = test.mean() - test.shift();
    return new PairedTest(
        test.n(),
        test.mean(),
        0.0,
        test.shift(),
        test.statistic(),
        test.df(),
        excess > 0 ? p : 1.0,
        excess < 0 ? p : 1.0);
  }

  /** " at ε=1, nPublic=50" ("" without sweep axes). */
  public static String at(SweepPoint point) {
    String suffix = AxisText.suffix(point.coordinates());
    return suffix.isEmpty() ? "" : " at " + suffix.substring(2, suffix.length() - 1);
  }
}
