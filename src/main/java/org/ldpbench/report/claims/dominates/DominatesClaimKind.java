package org.ldpbench.report.claims.dominates;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.Quantifiers;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.yaml.YamlNode;

/**
 * Evaluation of {@code dominates} (one-sided superiority, "better", "the best" against every other
 * method): one comparison per method, label in {@code over} and sweep point, on the test half of
 * the replications (configurations chosen on the selection half); claimed H₁: mean(d) &gt; 0, other
 * direction H₁: mean(d) &lt; −tolerance (a tolerance only widens "not contradicted").
 */
public final class DominatesClaimKind extends TestedClaimKind<DominatesClaim> {

  @Override
  public String check() {
    return "dominates";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("otherAt", "margin");
  }

  @Override
  public boolean quantified() {
    return true;
  }

  @Override
  public String example() {
    return "{text: t, check: dominates, methods: [LPCT], over: [LPCT-Q], tolerance: 0.005}";
  }

  @Override
  public Class<DominatesClaim> claimClass() {
    return DominatesClaim.class;
  }

  @Override
  public DominatesClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.requireOver();
    Map<String, Object> at = block.at(context.sweep());
    block.rejectAlong();
    double tolerance = block.tolerance(false);
    block.rejectSteps();
    double margin = 0.0;
    if (block.has("margin")) {
      YamlNode marginNode = block.node().entries().get("margin");
      margin = SpecNodes.number(marginNode, block.field() + ".margin");
      if (!(margin >= 0) || !Double.isFinite(margin)) {
        throw SpecException.at(
            marginNode, block.field() + ".margin", "must be a finite number >= 0");
      }
    }
    return new DominatesClaim(
        block.text(),
        block.subjects(),
        block.over(),
        at,
        tolerance,
        block.meta(),
        block.coordinates(context.sweep(), "otherAt"),
        margin);
  }

  @Override
  public String rule() {
    return "one-sided superiority (paired t), at every point";
  }

  @Override
  public String hypothesis(DominatesClaim claim, Direction direction, Double bayes) {
    boolean higher = direction == Direction.HIGHER_IS_BETTER;
    String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
    return first
        + " − "
        + (claim.over().size() == 1
            ? claim.over().get(0)
            : "each of " + String.join(", ", claim.over()))
        + (claim.otherAt().isEmpty() ? "" : " read at" + AxisText.suffix(claim.otherAt()))
        + " "
        + (higher ? ">" : "<")
        + " "
        + (claim.margin() > 0 ? (higher ? "" : "−") + ParameterSet.format(claim.margin()) : "0")
        + " at "
        + Quantifiers.where(claim.meta())
        + (claim.tolerance() > 0
            ? " (contradicted only beyond "
                + ParameterSet.format(claim.tolerance())
                + " the other way)"
            : "");
  }

  @Override
  protected List<RawComparison> comparisons(DominatesClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    String across = claim.meta().across();
    for (String method : inputs.subjects(claim)) {
      for (String other : claim.over()) {
        for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
          for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
            String label =
                method
                    + " − "
                    + other
                    + (claim.otherAt().isEmpty() ? "" : AxisText.suffix(changed(point, otherPoint)))
                    + ClaimData.at(point);
            raw.add(
                ClaimData.better(
                        label,
                        ClaimData.selected(inputs, method, point),
                        ClaimData.selected(inputs, other, otherPoint),
                        claim.tolerance(),
                        claim.margin(),
                        inputs.direction())
                    .inGroup(ClaimData.group(point, across)));
          }
        }
      }
    }
    return raw;
  }

  /** The coordinates of {@code moved} that differ from {@code point}'s. */
  public static Map<String, Object> changed(SweepPoint point, SweepPoint moved) {
    Map<String, Object> out = new LinkedHashMap<>();
    moved
        .coordinates()
        .forEach(
            (axis, value) -> {
              if (!ClaimData.matches(value, point.coordinates().get(axis))) {
                out.put(axis, value);
              }
            });
    return out;
  }
}
