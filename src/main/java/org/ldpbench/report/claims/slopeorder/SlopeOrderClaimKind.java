package org.ldpbench.report.claims.slopeorder;

import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.report.claims.slope.SlopeClaimKind;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;

/**
 * Reads {@code slope-order} claims ({@link SlopeOrderClaim}): one label in {@code methods}, one in
 * {@code over}, and {@code figure} naming a line figure with {@code fit: loglog} (default: the only
 * one).
 *
 * <p>Evaluation of {@code slope-order}: per value of the figure's other coordinates (one curve
 * pair), the 95% bootstrap intervals of the two fitted slopes: <em>supported</em> when the
 * claimed-steeper curve's interval lies entirely below the other's, <em>contradicted</em> when it
 * lies entirely above it, otherwise not contradicted; a fit from fewer than {@value
 * SlopeClaimKind#MIN_POINTS} points or over less than {@value SlopeClaimKind#MIN_DECADES} decades
 * is undetermined. Two disjoint 95% intervals are a conservative test of the difference.
 */
public final class SlopeOrderClaimKind implements ClaimKind<SlopeOrderClaim> {

  @Override
  public String check() {
    return "slope-order";
  }

  @Override
  public String example() {
    return "{text: t, check: slope-order, methods: [LPCT], over: [LPCT-Q]}";
  }

  @Override
  public Class<SlopeOrderClaim> claimClass() {
    return SlopeOrderClaim.class;
  }

  @Override
  public SlopeOrderClaim read(ClaimBlock block, ClaimsReader.Context context) {
    for (String key :
        List.of("along", "at", "steps", "parameter", "sides", "tolerance", "expected")) {
      block.reject(
          key,
          "check 'slope-order' takes no '"
              + key
              + "'; allowed: text, check, methods, over, figure");
    }
    if (block.subjects().size() != 1 || block.over().size() != 1) {
      throw SpecException.at(
          block.node(),
          block.field() + ".methods",
          "check 'slope-order' compares one label in 'methods' with one in 'over'");
    }
    List<LineSpec> fitted =
        context.figures().stream()
            .filter(f -> f instanceof LineSpec)
            .map(f -> (LineSpec) f)
            .filter(LineSpec::fitLogLog)
            .toList();
    String name =
        optional(block.node(), "figure")
            .map(n -> string(n, block.field() + ".figure"))
            .orElse(null);
    LineSpec figure =
        fitted.stream()
            .filter(f -> name == null ? fitted.size() == 1 : name.equals(f.name()))
            .findFirst()
            .orElseThrow(
                () ->
                    SpecException.at(
                        block.node(),
                        block.field() + ".figure",
                        "check 'slope-order' needs 'figure' naming one line figure with fit: loglog; allowed: "
                            + fitted.stream().map(f -> String.valueOf(f.name())).toList()));
    return new SlopeOrderClaim(
        block.text(), block.subjects(), block.over().get(0), figure.name(), block.meta());
  }

  @Override
  public String rule() {
    return "slope comparison: disjoint 95% bootstrap intervals of the two fitted exponents";
  }

  @Override
  public String hypothesis(SlopeOrderClaim claim, Direction direction, Double bayes) {
    return "slope of "
        + claim.methods().get(0)
        + " < slope of "
        + claim.other()
        + " (steeper), intervals disjoint";
  }

  @Override
  public boolean passFail() {
    return true;
  }

  @Override
  public String passFailItems() {
    return "slope comparisons";
  }

  @Override
  public boolean equivalence() {
    return false;
  }

  @Override
  public ClaimCheck evaluate(SlopeOrderClaim claim, ClaimInputs inputs, String hypothesis) {
    LineSpec figure =
        inputs.plan().spec().figures().stream()
            .filter(
                f ->
                    f instanceof LineSpec line
                        && line.fitLogLog()
                        && Objects.equals(f.name(), claim.figure()))
            .map(LineSpec.class::cast)
            .findFirst()
            .orElseThrow(() -> new IllegalStateException("no fitted figure " + claim.figure()));
    List<SlopeFits.Fit> fits =
        SlopeFits.of(inputs.plan(), inputs.summary(), figure, inputs.direction());
    SlopeFits.Fit steep =
        fits.stream()
            .filter(f -> f.method().equals(claim.methods().get(0)))
            .findFirst()
            .orElse(null);
    SlopeFits.Fit other =
        fits.stream().filter(f -> f.method().equals(claim.other())).findFirst().orElse(null);
    if (steep == null || other == null) {
      return new ClaimCheck(
          claim,
          ClaimCheck.Verdict.UNDETERMINED,
          hypothesis,
          List.of(),
          "no fitted slope for " + (steep == null ? claim.methods().get(0) : claim.other()));
    }
    boolean few =
        SlopeClaimKind.outcome(steep, steep.ols().slope()) == SlopeClaimKind.Outcome.UNDETERMINED
            || SlopeClaimKind.outcome(other, other.ols().slope())
                == SlopeClaimKind.Outcome.UNDETERMINED;
    boolean below = steep.upper() < other.lower();
    boolean above = steep.lower() > other.upper();
    ClaimCheck.Verdict verdict =
        few
            ? ClaimCheck.Verdict.UNDETERMINED
            : below
                ? ClaimCheck.Verdict.SUPPORTED
                : above ? ClaimCheck.Verdict.CONTRADICTED : ClaimCheck.Verdict.NOT_CONTRADICTED;
    String label =
        String.format(
            Locale.ROOT,
            "%s: %.3f [%.3f, %.3f] vs %s: %.3f [%.3f, %.3f]",
            steep.curve(),
            steep.ols().slope(),
            steep.lower(),
            steep.upper(),
            other.curve(),
            other.ols().slope(),
            other.lower(),
            other.upper());
    double pFor = below && !few ? 0 : 1;
    double pAgainst = above && !few ? 0 : 1;
    ClaimCheck.Comparison c =
        new ClaimCheck.Comparison(
            label,
            steep.bootstrap().map(b -> b.replications()).orElse(0),
            steep.ols().slope() - other.ols().slope(),
            Double.NaN,
            false,
            pFor,
            pAgainst,
            pFor,
            pAgainst,
            "");
    return new ClaimCheck(
        claim,
        verdict,
        hypothesis,
        List.of(c),
        few
            ? "a slope needs "
                + SlopeClaimKind.MIN_POINTS
                + " points over "
                + SlopeClaimKind.MIN_DECADES
                + " decades"
            : "");
  }
}
