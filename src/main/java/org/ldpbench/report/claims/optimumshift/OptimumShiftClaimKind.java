package org.ldpbench.report.claims.optimumshift;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.GridCurve;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.OptimumShift;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code optimum-increasing} and {@code optimum-decreasing} claims ({@link
 * OptimumShiftClaim}): {@code parameter} a numeric grid parameter with at least 2 values in every
 * method the claim is about, {@code along} a sweep axis that {@code at} does not fix, and {@code
 * steps}.
 *
 * <p>Evaluation of {@code optimum-increasing} ({@code optimum-decreasing} with the two p-values
 * swapped): per method, combination of the other sweep axes and step along {@code along} (each
 * consecutive pair, or the first and last value), the best value of the grid parameter at the later
 * point minus the one at the earlier point. The p-values come from a paired bootstrap over
 * replications ({@value ClaimCheck#BOOTSTRAP_RESAMPLES} resamples, fixed seed, the same resampled
 * replications at both points): the claimed direction's p-value is the share of resamples in which
 * the later optimum is not larger, (k + 1)/(B + 1); the other direction's is the share in which it
 * is not smaller.
 */
public final class OptimumShiftClaimKind extends TestedClaimKind<OptimumShiftClaim> {

  private final boolean increasing;

  /**
   * The kind of {@code optimum-increasing} claims if {@code increasing}, else of {@code
   * optimum-decreasing}.
   */
  public OptimumShiftClaimKind(boolean increasing) {
    this.increasing = increasing;
  }

  @Override
  public String check() {
    return increasing ? "optimum-increasing" : "optimum-decreasing";
  }

  @Override
  public String example() {
    return increasing
        ? "{text: t, check: optimum-increasing, methods: [LPCT], parameter: depth, along: epsilon}"
        : "{text: t, check: optimum-decreasing, methods: [LPCT], parameter: lambda, along: gamma}";
  }

  @Override
  public Class<OptimumShiftClaim> claimClass() {
    return OptimumShiftClaim.class;
  }

  @Override
  public OptimumShiftClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectLabelsAndTolerance();
    List<MethodSpec> about = block.about(context.methods());
    Map<String, Object> at = block.at(context.sweep());
    block.reject("sides", "only check 'peaked' takes 'sides'");
    YamlNode parameterNode = required(block.node(), "parameter", block.field());
    String parameter = string(parameterNode, block.field() + ".parameter");
    block.gridParameter(parameterNode, "parameter", parameter, about, 2);
    String along = block.alongSweepAxis(context.sweep());
    block.rejectFixedAlong(at, along, block.node().entries().get("at"));
    return new OptimumShiftClaim(
        block.text(),
        block.subjects(),
        parameter,
        along,
        at,
        block.endsOnly(),
        increasing,
        block.meta());
  }

  /**
   * The optimum's shift is in grid-parameter units, for which the paper states no effect size: no
   * power check (an insignificant shift stays "not contradicted").
   */
  @Override
  protected double defaultEffect(OptimumShiftClaim claim) {
    return Double.POSITIVE_INFINITY;
  }

  @Override
  public String rule() {
    return "optimum moves along the axis (split-half, paired t)";
  }

  @Override
  public String hypothesis(OptimumShiftClaim claim, Direction direction, Double bayes) {
    return "the best "
        + claim.parameter()
        + " at the later "
        + AxisText.label(claim.along())
        + " − the best at the earlier "
        + (claim.increasing() ? ">" : "<")
        + " 0 (paired bootstrap over replications)";
  }

  @Override
  protected List<RawComparison> comparisons(OptimumShiftClaim claim, ClaimInputs inputs) {
    ExpectedTrials plan = inputs.plan();
    SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others =
        plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
    List<Object> values = along.values();
    if (claim.endsOnly() && values.size() > 2) {
      values = List.of(values.get(0), values.get(values.size() - 1));
    }
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (Map<String, Object> rest : Grids.cartesian(others)) {
        if (ClaimData.matchesAt(rest, claim.at())) {
          steps(claim, inputs, method, along, values, rest, raw);
        }
      }
    }
    return raw;
  }

  /** The steps of one method along the axis at the other coordinates {@code rest}. */
  private static void steps(
      OptimumShiftClaim claim,
      ClaimInputs inputs,
      String method,
      SweepAxis along,
      List<Object> values,
      Map<String, Object> rest,
      List<RawComparison> raw) {
    GridCurve previous = null;
    Object previousValue = null;
    for (Object value : values) {
      Map<String, Object> coordinates = new LinkedHashMap<>(rest);
      coordinates.put(along.name(), value);
      SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
      GridCurve current =
          GridCurve.of(
              inputs.summary(),
              method,
              point,
              claim.parameter(),
              inputs.direction(),
              GridCurve.ALL);
      if (current.size() < 2) {
        throw new MissingResult(
            method
                + " at "
                + point.describe()
                + " has fewer than 2 values of "
                + claim.parameter()
                + " with results");
      }
      if (previous != null) {
        String label =
            method
                + " best "
                + claim.parameter()
                + ", "
                + AxisText.label(along.name())
                + " "
                + ParameterSet.format(previousValue)
                + " → "
                + ParameterSet.format(value)
                + AxisText.suffix(rest);
        OptimumShift shift =
            OptimumShift.of(previous, current, inputs.direction(), ClaimCheck.BOOTSTRAP_RESAMPLES);
        boolean increasing = claim.increasing();
        raw.add(
            new RawComparison(
                label,
                shift.n(),
                shift.se(),
                shift.degenerate(),
                shift.shift(),
                increasing ? shift.pClaimed() : shift.pAgainst(),
                increasing ? shift.pAgainst() : shift.pClaimed(),
                shift.resampled()));
      }
      previous = current;
      previousValue = value;
    }
  }
}
