package org.ldpbench.report.claims.notworse;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.Quantifiers;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.report.claims.dominates.DominatesClaimKind;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * Evaluation of {@code not-worse} (non-inferiority): one comparison per method, label of {@code
 * over} and sweep point on the test half; with d = better-signed a − b, claimed H₁: mean(d) &gt;
 * −tolerance, other direction H₁: mean(d) &lt; −tolerance (both one-sided paired t-tests at the
 * margin).
 */
public final class NotWorseClaimKind extends TestedClaimKind<NotWorseClaim> {

  @Override
  public String check() {
    return "not-worse";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("otherAt");
  }

  @Override
  public boolean quantified() {
    return true;
  }

  @Override
  public String example() {
    return "{text: t, check: not-worse, methods: [LPCT], over: [LPCT-Q], tolerance: 0.03}";
  }

  @Override
  public Class<NotWorseClaim> claimClass() {
    return NotWorseClaim.class;
  }

  @Override
  public NotWorseClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.requireOver();
    block.rejectAlong();
    block.rejectSteps();
    return new NotWorseClaim(
        block.text(),
        block.subjects(),
        block.over(),
        block.at(context.sweep()),
        block.coordinates(context.sweep(), "otherAt"),
        block.tolerance(true),
        block.meta());
  }

  @Override
  public String rule() {
    return "non-inferiority at a stated margin (one-sided paired t), at every point";
  }

  @Override
  public String hypothesis(NotWorseClaim claim, Direction direction, Double bayes) {
    String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
    boolean higher = direction == Direction.HIGHER_IS_BETTER;
    return first
        + " − "
        + (claim.over().size() == 1
            ? claim.over().get(0)
            : "each of " + String.join(", ", claim.over()))
        + (claim.otherAt().isEmpty() ? "" : " read at" + AxisText.suffix(claim.otherAt()))
        + " "
        + (higher ? "> −" : "< ")
        + ParameterSet.format(claim.tolerance())
        + " at "
        + Quantifiers.where(claim.meta());
  }

  @Override
  protected List<RawComparison> comparisons(NotWorseClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (String other : claim.over()) {
        for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
          for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
            String label =
                method
                    + " − "
                    + other
                    + AxisText.suffix(DominatesClaimKind.changed(point, otherPoint))
                    + ClaimData.at(point);
            double[] a = ClaimData.selected(inputs, method, point);
            double[] b = ClaimData.selected(inputs, other, otherPoint);
            double[] signedA = ClaimData.signed(a, inputs.direction());
            double[] signedB = ClaimData.signed(b, inputs.direction());
            PairedTest margin = ClaimData.test(label, signedA, signedB, -claim.tolerance());
            PairedTest plain = ClaimData.test(label, a, b, 0.0);
            raw.add(
                new RawComparison(
                        label,
                        plain,
                        plain.mean(),
                        margin.pGreater(),
                        margin.pLess(),
                        ClaimData.differences(a, b))
                    .inGroup(ClaimData.group(point, claim.meta().across())));
          }
        }
      }
    }
    return raw;
  }
}
