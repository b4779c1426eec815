package org.ldpbench.report.claims.effecttrend;

import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.report.claims.trend.TrendClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code effect-increasing} and {@code effect-decreasing} claims ({@link EffectTrendClaim}):
 * the labels in {@code methods} (one effect each), at most one in {@code over} (the gap), {@code
 * change} an optional sweep axis (the change along it), {@code along} the sweep axis the effect
 * trends along; at least one of {@code over} and {@code change}; {@code at} fixes neither axis to
 * one value.
 *
 * <p>Evaluation of {@code effect-increasing} / {@code effect-decreasing}: an interaction tested as
 * one trend. In each test-half replication r the effect e_r(y) at each value y of {@code along} is
 * the gap {@code method − other} there, or the fitted change (as {@link TrendClaimKind}) of the
 * method, or of the gap, from the first to the last value of {@code change}; T_r is the fitted
 * change of e_r from the first to the last value of {@code along}. A one-sample t-test of the T_r
 * gives the p-value for H₁: mean(T) &gt; 0 ({@code effect-increasing}; &lt; 0 for decreasing) and
 * the other one for the opposite beyond the tolerance; one test per combination of the remaining
 * axes.
 */
public final class EffectTrendClaimKind extends TestedClaimKind<EffectTrendClaim> {

  private final boolean increasing;

  /**
   * The kind of {@code effect-increasing} claims if {@code increasing}, else of {@code
   * effect-decreasing}.
   */
  public EffectTrendClaimKind(boolean increasing) {
    this.increasing = increasing;
  }

  @Override
  public String check() {
    return increasing ? "effect-increasing" : "effect-decreasing";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("change");
  }

  @Override
  public String example() {
    return increasing
        ? "{text: t, check: effect-increasing, methods: [LPCT], over: [LPCT-Q], along: epsilon}"
        : "{text: t, check: effect-decreasing, methods: [LPCT], change: gamma, along: epsilon}";
  }

  @Override
  public Class<EffectTrendClaim> claimClass() {
    return EffectTrendClaim.class;
  }

  @Override
  public EffectTrendClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.rejectSteps();
    if (block.over().size() > 1) {
      throw SpecException.at(
          block.node().entries().get("over"),
          block.field() + ".over",
          "check '" + check() + "' takes at most one label: the gap is methods − over");
    }
    String along = block.alongSweepAxis(context.sweep());
    String change = "";
    if (block.has("change")) {
      YamlNode changeNode = block.node().entries().get("change");
      change = string(changeNode, block.field() + ".change");
      String axis = change;
      if (context.sweep().stream().noneMatch(a -> a.name().equals(axis))) {
        throw SpecException.at(
            changeNode, block.field() + ".change", "'" + axis + "' is not a sweep axis");
      }
      if (axis.equals(along)) {
        throw SpecException.at(
            changeNode,
            block.field() + ".change",
            "the change is taken along another axis than the one the effect trends along");
      }
    }
    if (change.isEmpty() && block.over().isEmpty()) {
      throw SpecException.at(
          block.node(),
          block.field() + ".over",
          "check '"
              + check()
              + "' needs an effect: a gap ('over') or a change along an axis ('change'), or both");
    }
    Map<String, Object> at = block.at(context.sweep());
    for (String axis : change.isEmpty() ? List.of(along) : List.of(along, change)) {
      if (at.containsKey(axis) && !(at.get(axis) instanceof List<?> values && values.size() >= 2)) {
        block.rejectFixedAlong(at, axis, block.node().entries().get("at"));
      }
    }
    return new EffectTrendClaim(
        block.text(),
        block.subjects(),
        block.over().isEmpty() ? "" : block.over().get(0),
        change,
        along,
        at,
        block.tolerance(false),
        increasing,
        block.meta());
  }

  @Override
  public String rule() {
    return "interaction: one trend test of the per-replication effect along the axis (least-squares slope on rank, t-test)";
  }

  @Override
  public String hypothesis(EffectTrendClaim claim, Direction direction, Double bayes) {
    return "fitted change of "
        + effect(claim, claim.methods().size() == 1 ? claim.methods().get(0) : "each method")
        + " from the first to the last value of "
        + AxisText.label(claim.along())
        + (claim.increasing() ? " > 0" : " < 0");
  }

  /** The effect in words: "LPCT − LPCT-Q", "the change of LPCT along nPrivate". */
  private static String effect(EffectTrendClaim claim, String method) {
    String subject = method + (claim.other().isEmpty() ? "" : " − " + claim.other());
    return claim.change().isEmpty()
        ? subject
        : "the change of "
            + subject
            + " along "
            + AxisText.label(claim.change())
            + " (first → last)";
  }

  @Override
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  protected List<RawComparison> comparisons(EffectTrendClaim claim, ClaimInputs inputs) {
    List<SweepAxis> sweep = inputs.plan().spec().sweep();
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    SweepAxis change =
        claim.change().isEmpty() ? null : inputs.plan().spec().axis(claim.change()).orElseThrow();
    List<SweepAxis> rest = sweep.stream().filter(a -> a != along && a != change).toList();
    Direction direction =
        claim.increasing() ? Direction.HIGHER_IS_BETTER : Direction.LOWER_IS_BETTER;
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      raw.addAll(comparisons(claim, inputs, method, along, change, rest, direction));
    }
    return raw;
  }

  private static List<RawComparison> comparisons(
      EffectTrendClaim claim,
      ClaimInputs inputs,
      String method,
      SweepAxis along,
      SweepAxis change,
      List<SweepAxis> rest,
      Direction direction) {
    List<RawComparison> raw = new ArrayList<>();
    for (Map<String, Object> others : Grids.cartesian(rest)) {
      if (!ClaimData.matchesAt(others, claim.at())) {
        continue;
      }
      List<double[]> effects = new ArrayList<>();
      List<Object> used = new ArrayList<>();
      for (Object y : along.values()) {
        Map<String, Object> coordinates = new LinkedHashMap<>(others);
        coordinates.put(along.name(), y);
        if (!ClaimData.matchesAt(coordinates, claim.at())) {
          continue;
        }
        effects.add(effect(claim, inputs, method, coordinates, change));
        used.add(y);
      }
      if (effects.size() < 2) {
        continue;
      }
      String label =
          effect(claim, method)
              + " along "
              + AxisText.label(along.name())
              + " "
              + ParameterSet.format(used.get(0))
              + " … "
              + ParameterSet.format(used.get(used.size() - 1))
              + " ("
              + used.size()
              + " values)"
              + AxisText.suffix(others);
      raw.add(
          TrendClaimKind.test(
              label, TrendClaimKind.changes(effects), direction, claim.tolerance()));
    }
    return raw;
  }

  /**
   * The per-replication effect at {@code coordinates} (the change along {@code change}, or the gap
   * there).
   */
  private static double[] effect(
      EffectTrendClaim claim,
      ClaimInputs inputs,
      String method,
      Map<String, Object> coordinates,
      SweepAxis change) {
    if (change == null) {
      return gap(claim, inputs, method, coordinates);
    }
    List<double[]> columns = new ArrayList<>();
    for (Object x : change.values()) {
      Map<String, Object> at = new LinkedHashMap<>(coordinates);
      at.put(change.name(), x);
      if (ClaimData.matchesAt(at, claim.at())) {
        columns.add(gap(claim, inputs, method, at));
      }
    }
    if (columns.size() < 2) {
      throw new MissingResult("fewer than 2 values of " + change.name() + " at " + coordinates);
    }
    return TrendClaimKind.changes(columns);
  }

  /**
   * The method's test-half scores at {@code coordinates}, minus the other label's when there is
   * one.
   */
  private static double[] gap(
      EffectTrendClaim claim, ClaimInputs inputs, String method, Map<String, Object> coordinates) {
    SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
    double[] a = ClaimData.selected(inputs, method, point);
    if (claim.other().isEmpty()) {
      return a;
    }
    return ClaimData.differences(a, ClaimData.selected(inputs, claim.other(), point));
  }
}
