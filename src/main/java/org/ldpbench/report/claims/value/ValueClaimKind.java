package org.ldpbench.report.claims.value;

import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.required;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code above}, {@code below} and {@code near} claims ({@link ValueClaim}): {@code value} a
 * finite number; {@code tolerance} required (≥ 0) for {@code near}, optional for the others.
 *
 * <p>Evaluation of {@code above}, {@code below}, {@code near}: one-sample t-tests of each method's
 * test-half scores against the stated value, per sweep point. above: claimed H₁ mean &gt; value,
 * other direction mean &lt; value − tolerance; below: the mirror image; near: TOST |mean − value|
 * &lt; tolerance, other direction |mean − value| &gt; tolerance (Bonferroni over its two sides).
 */
public final class ValueClaimKind extends TestedClaimKind<ValueClaim> {

  private final ValueClaim.Relation relation;

  /** The kind of claims with {@code relation}. */
  public ValueClaimKind(ValueClaim.Relation relation) {
    this.relation = relation;
  }

  @Override
  public String check() {
    return relation.check();
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("value");
  }

  @Override
  public String example() {
    return switch (relation) {
      case ABOVE -> "{text: t, check: above, value: 0.5}";
      case BELOW ->
          "{text: t, check: below, methods: [LPCT-Q], value: 0.643, at: {epsilon: [1, 8]}}";
      case NEAR -> "{text: t, check: near, value: 0.81, tolerance: 0.02}";
    };
  }

  @Override
  public Class<ValueClaim> claimClass() {
    return ValueClaim.class;
  }

  @Override
  public ValueClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.rejectAlong();
    block.rejectSteps();
    block.rejectOver();
    YamlNode valueNode = required(block.node(), "value", block.field());
    double value = number(valueNode, block.field() + ".value");
    if (!Double.isFinite(value)) {
      throw SpecException.at(valueNode, block.field() + ".value", "must be a finite number");
    }
    return new ValueClaim(
        block.text(),
        block.subjects(),
        block.at(context.sweep()),
        value,
        block.tolerance(relation == ValueClaim.Relation.NEAR),
        relation,
        block.meta());
  }

  @Override
  public String rule() {
    return "one-sample t-test against a stated value (TOST for near), at every point";
  }

  @Override
  public String hypothesis(ValueClaim claim, Direction direction, Double bayes) {
    String value = ParameterSet.format(claim.value());
    return switch (claim.relation()) {
          case ABOVE -> "mean > " + value;
          case BELOW -> "mean < " + value;
          case NEAR ->
              "|mean − "
                  + value
                  + "| < "
                  + ParameterSet.format(claim.tolerance())
                  + " (two one-sided tests)";
        }
        + " at every sweep point";
  }

  @Override
  protected double defaultEffect(ValueClaim claim) {
    return claim.relation() == ValueClaim.Relation.NEAR
        ? claim.tolerance()
        : super.defaultEffect(claim);
  }

  @Override
  public boolean equivalence() {
    return false;
  }

  @Override
  public boolean equivalence(ValueClaim claim) {
    return claim.relation() == ValueClaim.Relation.NEAR;
  }

  @Override
  protected List<RawComparison> comparisons(ValueClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    double value = claim.value();
    double tolerance = claim.tolerance();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        String label = method + ClaimData.at(point) + " against " + ParameterSet.format(value);
        double[] x = ClaimData.selected(inputs, method, point);
        PairedTest plain = ClaimData.oneSample(label, x, value);
        double pFor;
        double pAgainst;
        switch (claim.relation()) {
          case ABOVE -> {
            pFor = plain.pGreater();
            pAgainst = ClaimData.oneSample(label, x, value - tolerance).pLess();
          }
          case BELOW -> {
            pFor = plain.pLess();
            pAgainst = ClaimData.oneSample(label, x, value + tolerance).pGreater();
          }
          default -> {
            PairedTest lower = ClaimData.oneSample(label, x, value - tolerance);
            PairedTest upper = ClaimData.oneSample(label, x, value + tolerance);
            pFor = Math.max(lower.pGreater(), upper.pLess());
            pAgainst = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
          }
        }
        double[] shifted = x.clone();
        for (int i = 0; i < shifted.length; i++) {
          shifted[i] -= value;
        }
        raw.add(new RawComparison(label, plain, plain.mean() - value, pFor, pAgainst, shifted));
      }
    }
    return raw;
  }
}
