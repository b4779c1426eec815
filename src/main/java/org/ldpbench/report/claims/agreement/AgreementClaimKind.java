package org.ldpbench.report.claims.agreement;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * Reads {@code agreement} claims ({@link AgreementClaim}): one label in {@code over} (the other
 * implementation), an optional {@code at}, and the margin {@code tolerance} &gt; 0, required
 * because an equivalence test means nothing without a margin fixed before the run.
 *
 * <p>Evaluation of {@code agreement}: one comparison per method, sweep point and configuration the
 * two labels share (configurations pair when they give the same value to every parameter name both
 * have, e.g. depth and lambda), on the per-replication differences a_r − b_r of all replications
 * (no selection, so no half is set aside). Claimed: equivalence |mean| &lt; tolerance by two
 * one-sided paired t-tests (TOST, p = the larger of the p-values for mean &gt; −tolerance and mean
 * &lt; tolerance); other direction: |mean| &gt; tolerance (p = min(1, 2 · the smaller one-sided
 * p)). The family is Holm-adjusted, so the claim is supported only if every shared configuration
 * agrees.
 */
public final class AgreementClaimKind extends TestedClaimKind<AgreementClaim> {

  @Override
  public String check() {
    return "agreement";
  }

  @Override
  public String example() {
    return "{text: t, check: agreement, methods: [LPCT], over: [LPCT-Q], tolerance: 0.02}";
  }

  @Override
  public Class<AgreementClaim> claimClass() {
    return AgreementClaim.class;
  }

  @Override
  public AgreementClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.requireOver();
    if (block.over().size() != 1) {
      throw SpecException.at(
          block.node().entries().get("over"),
          block.field() + ".over",
          "check 'agreement' takes one label (the other implementation)");
    }
    Map<String, Object> at = block.at(context.sweep());
    block.rejectAlong();
    double tolerance = block.tolerance(true);
    if (tolerance <= 0) {
      throw SpecException.at(
          block.node().entries().get("tolerance"),
          block.field() + ".tolerance",
          "check 'agreement' needs a margin > 0, got " + tolerance);
    }
    block.rejectSteps();
    return new AgreementClaim(
        block.text(), block.subjects(), block.over().get(0), at, tolerance, block.meta());
  }

  @Override
  public String rule() {
    return "agreement of two implementations: TOST on paired per-trial differences, every shared configuration";
  }

  @Override
  public String hypothesis(AgreementClaim claim, Direction direction, Double bayes) {
    String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
    return "|mean("
        + first
        + " − "
        + claim.other()
        + ")| < "
        + ParameterSet.format(claim.tolerance())
        + " in every shared configuration (paired by trial, TOST); other direction: |difference| > "
        + ParameterSet.format(claim.tolerance());
  }

  @Override
  protected double defaultEffect(AgreementClaim claim) {
    return claim.tolerance();
  }

  @Override
  public boolean equivalence() {
    return true;
  }

  @Override
  protected List<RawComparison> comparisons(AgreementClaim claim, ClaimInputs inputs) {
    String other = claim.other();
    double tolerance = claim.tolerance();
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        List<ResultSummary.ConfigurationResult> mine =
            configurations(inputs.summary(), method, point);
        List<ResultSummary.ConfigurationResult> theirs =
            configurations(inputs.summary(), other, point);
        for (ResultSummary.ConfigurationResult a : mine) {
          List<ResultSummary.ConfigurationResult> twins =
              theirs.stream().filter(b -> sameShared(a.parameters(), b.parameters())).toList();
          if (twins.size() > 1) {
            throw new MissingResult(
                other
                    + " has "
                    + twins.size()
                    + " configurations matching "
                    + a.parameters().canonical()
                    + " at "
                    + point.describe()
                    + "; give it the parameters that tell them apart");
          }
          if (twins.isEmpty()) {
            continue;
          }
          String label =
              method
                  + " − "
                  + other
                  + ClaimData.at(point)
                  + " ["
                  + shared(a.parameters(), twins.get(0).parameters())
                  + "]";
          double[] x = a.byReplication();
          double[] y = twins.get(0).byReplication();
          PairedTest lower = ClaimData.test(label, x, y, -tolerance);
          PairedTest upper = ClaimData.test(label, x, y, tolerance);
          double equivalent = Math.max(lower.pGreater(), upper.pLess());
          double outside = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
          PairedTest plain = ClaimData.test(label, x, y, 0.0);
          raw.add(
              new RawComparison(
                  label, plain, plain.mean(), equivalent, outside, ClaimData.differences(x, y)));
        }
      }
    }
    if (raw.isEmpty()) {
      throw new MissingResult(
          "no configuration of "
              + inputs.subjects(claim)
              + " shares its parameter values "
              + "with one of "
              + other);
    }
    return raw;
  }

  private static List<ResultSummary.ConfigurationResult> configurations(
      ResultSummary summary, String method, SweepPoint point) {
    return summary.configurations().stream()
        .filter(c -> c.method().equals(method) && c.point().equals(point))
        .toList();
  }

  /**
   * True if {@code a} and {@code b} give equal values (as written in keys) to every name both have.
   */
  static boolean sameShared(ParameterSet a, ParameterSet b) {
    boolean any = false;
    for (Map.Entry<String, Object> entry : a.asMap().entrySet()) {
      if (b.contains(entry.getKey())) {
        any = true;
        if (!Objects.equals(number(entry.getValue()), number(b.get(entry.getKey())))) {
          return false;
        }
      }
    }
    return any || (a.isEmpty() && b.isEmpty());
  }

  /** Integers and reals that are equal compare equal (depth 2 and depth 2.0). */
  private static Object number(Object value) {
    return value instanceof Number n ? (Object) n.doubleValue() : ParameterSet.format(value);
  }

  private static String shared(ParameterSet a, ParameterSet b) {
    return String.join(
        ", ",
        a.asMap().keySet().stream()
            .filter(b::contains)
            .sorted()
            .map(k -> k + "=" + ParameterSet.format(a.get(k)))
            .toList());
  }
}
