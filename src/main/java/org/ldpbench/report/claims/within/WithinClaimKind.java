package org.ldpbench.report.claims.within;

import java.util.ArrayList;
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
import org.ldpbench.report.claims.dominates.DominatesClaimKind;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * Reads {@code within} claims ({@link WithinClaim}): one label in {@code over}, a required
 * tolerance ≥ 0, and optionally {@code otherAt}, the coordinates where the {@code over} label is
 * read.
 *
 * <p>Evaluation of {@code within}: one comparison per method and sweep point, on the raw difference
 * a − b. Claimed: equivalence |mean| &lt; tolerance by two one-sided tests (TOST: p = the larger of
 * the p-values for mean &gt; −tolerance and mean &lt; tolerance); other direction: |mean| &gt;
 * tolerance, p = min(1, 2 · the smaller of the p-values for mean &gt; tolerance and mean &lt;
 * −tolerance) (Bonferroni over the two sides).
 */
public final class WithinClaimKind extends TestedClaimKind<WithinClaim> {

  @Override
  public String check() {
    return "within";
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
    return "{text: t, check: within, methods: [LPCT], over: [LPCT-Q], tolerance: 0.01, at: {epsilon: 8}}";
  }

  @Override
  public Class<WithinClaim> claimClass() {
    return WithinClaim.class;
  }

  @Override
  public WithinClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.requireOver();
    if (block.over().size() != 1) {
      throw SpecException.at(
          block.node().entries().get("over"),
          block.field() + ".over",
          "check 'within' takes one label");
    }
    Map<String, Object> at = block.at(context.sweep());
    Map<String, Object> otherAt = block.coordinates(context.sweep(), "otherAt");
    block.rejectAlong();
    double tolerance = block.tolerance(true);
    block.rejectSteps();
    return new WithinClaim(
        block.text(), block.subjects(), block.over().get(0), at, otherAt, tolerance, block.meta());
  }

  @Override
  public String rule() {
    return "equivalence (two one-sided paired t-tests, TOST)";
  }

  @Override
  public String hypothesis(WithinClaim claim, Direction direction, Double bayes) {
    String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
    return "|"
        + first
        + " − "
        + claim.other()
        + AxisText.suffix(claim.otherAt())
        + "| < "
        + ParameterSet.format(claim.tolerance())
        + " (equivalence by two one-sided tests) at "
        + Quantifiers.where(claim.meta())
        + "; other direction: |difference| > "
        + ParameterSet.format(claim.tolerance());
  }

  @Override
  protected double defaultEffect(WithinClaim claim) {
    return claim.tolerance();
  }

  @Override
  public boolean equivalence() {
    return true;
  }

  @Override
  protected List<RawComparison> comparisons(WithinClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        for (SweepPoint otherPoint : ClaimData.moved(inputs.plan(), point, claim.otherAt())) {
          raw.add(comparison(claim, inputs, method, point, otherPoint));
        }
      }
    }
    return raw;
  }

  /**
   * The equivalence test of {@code method} at {@code point} against the other label at {@code
   * otherPoint}.
   */
  private static RawComparison comparison(
      WithinClaim claim,
      ClaimInputs inputs,
      String method,
      SweepPoint point,
      SweepPoint otherPoint) {
    double tolerance = claim.tolerance();
    String label =
        method
            + " − "
            + claim.other()
            + AxisText.suffix(DominatesClaimKind.changed(point, otherPoint))
            + ClaimData.at(point);
    double[] a = ClaimData.selected(inputs, method, point);
    double[] b = ClaimData.selected(inputs, claim.other(), otherPoint);
    PairedTest lower = ClaimData.test(label, a, b, -tolerance);
    PairedTest upper = ClaimData.test(label, a, b, tolerance);
    double equivalent = Math.max(lower.pGreater(), upper.pLess());
    double outside = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
    PairedTest plain = ClaimData.test(label, a, b, 0.0);
    return new RawComparison(
            label, plain, plain.mean(), equivalent, outside, ClaimData.differences(a, b))
        .inGroup(ClaimData.group(point, claim.meta().across()));
  }
}
