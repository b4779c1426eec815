package org.ldpbench.report.claims.trend;

import static org.ldpbench.spec.SpecNodes.keyNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.GridCurve;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code increasing} and {@code decreasing} claims ({@link TrendClaim}): {@code along} a
 * sweep axis that {@code at} does not fix to one value (a list of its values is a sub-range), or
 * {@code parameter} a numeric grid parameter; an optional tolerance ≥ 0.
 *
 * <p>Evaluation of {@code increasing} / {@code decreasing}: ONE trend test over the whole axis per
 * method and combination of the other axes, never step by step. In each test-half replication r
 * (the configuration at each value chosen on the selection half) the least-squares slope of the
 * score on the value's rank 0 … k−1 is taken, times k − 1: T_r, the fitted change from the first to
 * the last value. A one-sample t-test of the T_r (sign test if all equal) gives the claimed p-value
 * for H₁: mean(sign·T) &gt; 0 and the other one for H₁: mean(sign·T) &lt; −tolerance; a tolerance
 * only widens "not contradicted". The effect for the power is a change of that size over the axis.
 */
public final class TrendClaimKind extends TestedClaimKind<TrendClaim> {

  private final boolean increasing;

  /**
   * The kind of {@code increasing} claims if {@code increasing}, else of {@code decreasing} ones.
   */
  public TrendClaimKind(boolean increasing) {
    this.increasing = increasing;
  }

  @Override
  public String check() {
    return increasing ? "increasing" : "decreasing";
  }

  @Override
  public String example() {
    return increasing
        ? "{text: t, check: increasing, along: epsilon}"
        : "{text: t, check: decreasing, along: gamma, tolerance: 0.01}";
  }

  @Override
  public Class<TrendClaim> claimClass() {
    return TrendClaim.class;
  }

  @Override
  public TrendClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.reject("sides", "only check 'peaked' takes 'sides'");
    if (block.has("parameter")) {
      block.reject(
          "along",
          "a trend is along a sweep axis ('along') or a grid parameter ('parameter'), not both");
      YamlNode parameterNode = block.node().entries().get("parameter");
      String parameter = SpecNodes.string(parameterNode, block.field() + ".parameter");
      block.gridParameter(parameterNode, "parameter", parameter, block.about(context.methods()), 2);
      block.rejectOver();
      block.reject(
          "steps", "a trend claim is one test over the whole axis; 'steps' is no longer taken");
      return new TrendClaim(
          block.text(),
          block.subjects(),
          "",
          block.at(context.sweep()),
          block.tolerance(false),
          increasing,
          block.meta(),
          parameter);
    }
    String along = block.alongSweepAxis(context.sweep());
    Map<String, Object> at = block.at(context.sweep());
    if (at.containsKey(along) && !(at.get(along) instanceof List<?> values && values.size() >= 2)) {
      // a list of at least two values of the axis is a sub-range to step along; one value fixes it
      block.rejectFixedAlong(
          at, along, keyNode((YamlNode.MapNode) block.node().entries().get("at"), along));
    }
    block.rejectOver();
    block.reject(
        "steps", "a trend claim is one test over the whole axis; 'steps' is no longer taken");
    double tolerance = block.tolerance(false);
    return new TrendClaim(
        block.text(), block.subjects(), along, at, tolerance, increasing, block.meta());
  }

  @Override
  public String rule() {
    return "one trend test over the whole axis (per-replication least-squares slope on rank, t-test)";
  }

  @Override
  public String hypothesis(TrendClaim claim, Direction direction, Double bayes) {
    boolean better = claim.increasing() == (direction == Direction.HIGHER_IS_BETTER);
    String axis = claim.parameter().isEmpty() ? AxisText.label(claim.along()) : claim.parameter();
    return "fitted change first → last value of "
        + axis
        + " "
        + (better ? ">" : "<")
        + " 0"
        + (claim.tolerance() > 0
            ? " (contradicted only beyond "
                + ParameterSet.format(claim.tolerance())
                + " the other way)"
            : "");
  }

  @Override
  protected List<RawComparison> comparisons(TrendClaim claim, ClaimInputs inputs) {
    if (!claim.parameter().isEmpty()) {
      return parameterComparisons(claim, inputs);
    }
    ExpectedTrials plan = inputs.plan();
    Direction direction = claim.increasing() ? inputs.direction() : inputs.direction().opposite();
    SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others =
        plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (Map<String, Object> rest : Grids.cartesian(others)) {
        if (ClaimData.matchesAt(rest, claim.at())) {
          curve(claim, inputs, method, along, rest, direction).ifPresent(raw::add);
        }
      }
    }
    return raw;
  }

  /**
   * The trend over a grid parameter, per method and sweep point: at each value of the parameter the
   * configuration with the best mean over the selection half, its scores on the test half.
   */
  private static List<RawComparison> parameterComparisons(TrendClaim claim, ClaimInputs inputs) {
    Direction direction = claim.increasing() ? inputs.direction() : inputs.direction().opposite();
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        GridCurve curve =
            GridCurve.of(
                inputs.summary(),
                method,
                point,
                claim.parameter(),
                inputs.direction(),
                GridCurve.SELECTION);
        if (curve.size() < 2) {
          throw new MissingResult(
              method
                  + ClaimData.at(point)
                  + " has "
                  + curve.size()
                  + " values of "
                  + claim.parameter()
                  + " with results; a trend needs 2");
        }
        List<double[]> columns = new ArrayList<>();
        for (int i = 0; i < curve.size(); i++) {
          columns.add(GridCurve.half(curve.configuration(i).byReplication(), GridCurve.TEST));
        }
        String label =
            method
                + " along "
                + claim.parameter()
                + " "
                + ParameterSet.format(curve.value(0))
                + " … "
                + ParameterSet.format(curve.value(curve.size() - 1))
                + " ("
                + curve.size()
                + " values)"
                + ClaimData.at(point);
        raw.add(test(label, changes(columns), direction, claim.tolerance()));
      }
    }
    return raw;
  }

  /**
   * The one-sample tests of the per-replication changes: for the claim (&gt; 0 signed) and against
   * it.
   */
  public static RawComparison test(
      String label, double[] change, Direction direction, double tolerance) {
    double[] signed = ClaimData.signed(change, direction);
    PairedTest claimed = ClaimData.oneSample(label, signed, 0.0);
    PairedTest against = ClaimData.oneSample(label, signed, -tolerance);
    PairedTest plain = ClaimData.oneSample(label, change, 0.0);
    return new RawComparison(
        label, plain, plain.mean(), claimed.pGreater(), against.pLess(), change);
  }

  /** The trend test of one method along the axis at the other coordinates {@code rest}. */
  private static Optional<RawComparison> curve(
      TrendClaim claim,
      ClaimInputs inputs,
      String method,
      SweepAxis along,
      Map<String, Object> rest,
      Direction direction) {
    List<double[]> columns = new ArrayList<>();
    List<Object> used = new ArrayList<>();
    for (Object value : along.values()) {
      Map<String, Object> coordinates = new LinkedHashMap<>(rest);
      coordinates.put(along.name(), value);
      if (ClaimData.matchesAt(coordinates, claim.at())) {
        columns.add(
            ClaimData.selected(
                inputs, method, SweepPoint.of(inputs.plan().spec().sweep(), coordinates)));
        used.add(value);
      }
    }
    if (columns.size() < 2) {
      return Optional.empty();
    }
    double[] change = changes(columns);
    String label =
        method
            + " along "
            + AxisText.label(along.name())
            + " "
            + ParameterSet.format(used.get(0))
            + " … "
            + ParameterSet.format(used.get(used.size() - 1))
            + " ("
            + used.size()
            + " values)"
            + AxisText.suffix(rest);
    return Optional.of(test(label, change, direction, claim.tolerance()));
  }

  /**
   * Per replication, (k − 1) times the least-squares slope of the k scores on their rank 0 … k−1;
   * replications with a missing score give NaN (dropped by the test).
   */
  public static double[] changes(List<double[]> columns) {
    int k = columns.size();
    int n = columns.stream().mapToInt(c -> c.length).min().orElse(0);
    double meanRank = (k - 1) / 2.0;
    double sxx = 0;
    for (int i = 0; i < k; i++) {
      sxx += (i - meanRank) * (i - meanRank);
    }
    double[] out = new double[n];
    for (int r = 0; r < n; r++) {
      double sxy = 0;
      double mean = 0;
      for (int i = 0; i < k; i++) {
        mean += columns.get(i)[r] / k;
      }
      for (int i = 0; i < k; i++) {
        sxy += (i - meanRank) * (columns.get(i)[r] - mean);
      }
      out[r] = (k - 1) * sxy / sxx;
    }
    return out;
  }
}
