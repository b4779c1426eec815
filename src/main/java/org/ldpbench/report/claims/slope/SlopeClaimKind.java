package org.ldpbench.report.claims.slope;

import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.report.figures.line.LineSpec;
import org.ldpbench.report.figures.line.SlopeFits;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code slope} claims ({@link SlopeClaim}): {@code expected} (the theory's exponent) and
 * {@code tolerance} (≥ 0) are required; {@code figure} names a line figure with {@code fit: loglog}
 * (default: the only such figure).
 *
 * <p>Evaluation of {@code slope}: one verdict per curve of the claim's figure whose method is a
 * subject, from its 95% bootstrap interval (over replications) and the band theory ± {@value
 * #BAND}: the curve <em>supports</em> the claim when the interval lies inside the band,
 * <em>contradicts</em> it when the interval lies entirely outside the band, and neither otherwise;
 * a fit from fewer than {@value #MIN_POINTS} points or over less than {@value #MIN_DECADES} decades
 * of x is undetermined. The claim is contradicted if a curve contradicts it, else undetermined if a
 * curve is (or a subject has no fit), else supported if every curve supports it, else not
 * contradicted. No p-values: pClaimed is 0 for a supporting curve (1 otherwise), pAgainst 0 for a
 * contradicting one; difference = slope − theory, se = the interval's half-width / 1.96.
 */
public final class SlopeClaimKind implements ClaimKind<SlopeClaim> {

  @Override
  public String check() {
    return "slope";
  }

  @Override
  public String example() {
    return "{text: t, check: slope, expected: -0.5}";
  }

  @Override
  public Class<SlopeClaim> claimClass() {
    return SlopeClaim.class;
  }

  @Override
  public SlopeClaim read(ClaimBlock block, ClaimsReader.Context context) {
    for (String key : List.of("over", "along", "at", "steps", "parameter", "sides", "tolerance")) {
      block.reject(
          key,
          "check 'slope' takes no '"
              + key
              + "'; allowed: text, check, methods, figure, expected (the band is theory ± 0.1)");
    }
    double expected =
        number(required(block.node(), "expected", block.field()), block.field() + ".expected");
    LineSpec figure = figure(block, context.figures());
    return new SlopeClaim(block.text(), block.subjects(), figure.name(), expected, block.meta());
  }

  /** The fitted line figure the claim names, or the only one. */
  private static LineSpec figure(ClaimBlock block, List<OutputSpec> figures) {
    List<LineSpec> fitted =
        figures.stream()
            .filter(f -> f instanceof LineSpec)
            .map(f -> (LineSpec) f)
            .filter(LineSpec::fitLogLog)
            .toList();
    List<String> names =
        fitted.stream().map(f -> f.name() == null ? "(output.figure)" : f.name()).toList();
    Optional<YamlNode> figureNode = optional(block.node(), "figure");
    String field = block.field() + ".figure";
    if (figureNode.isPresent()) {
      String name = string(figureNode.get(), field);
      return fitted.stream()
          .filter(f -> name.equals(f.name()))
          .findFirst()
          .orElseThrow(
              () ->
                  SpecException.at(
                      figureNode.get(),
                      field,
                      "'"
                          + name
                          + "' is not a figure with fit: loglog; allowed: "
                          + (names.isEmpty() ? "none" : String.join(", ", names))));
    }
    if (fitted.size() == 1) {
      return fitted.get(0);
    }
    throw SpecException.at(
        block.node(),
        field,
        fitted.isEmpty()
            ? "check 'slope' needs a line figure with fit: loglog"
            : "several figures have fit: loglog; name one, allowed: " + String.join(", ", names));
  }

  /** Half-width of the band around the theory's exponent. */
  static final double BAND = 0.1;

  /** Fewest points a fit needs to decide. */
  public static final int MIN_POINTS = 4;

  /** Fewest decades of x a fit needs to decide. */
  public static final double MIN_DECADES = 1.5;

  /** What one curve says. */
  public enum Outcome {
    SUPPORTS,
    NEITHER,
    CONTRADICTS,
    UNDETERMINED
  }

  @Override
  public String rule() {
    return "slope interval rule: 95% bootstrap interval inside theory ± "
        + BAND
        + " (outside: contradicted;"
        + " < "
        + MIN_POINTS
        + " points or < "
        + MIN_DECADES
        + " decades: undetermined)";
  }

  @Override
  public String hypothesis(SlopeClaim claim, Direction direction, Double bayes) {
    return "fitted log-log slope's 95% bootstrap interval inside "
        + ParameterSet.format(claim.expected())
        + " ± "
        + BAND
        + " for every curve";
  }

  @Override
  public boolean passFail() {
    return true;
  }

  @Override
  public String passFailItems() {
    return "fitted slopes";
  }

  @Override
  public boolean equivalence() {
    return false;
  }

  /** What a fit says about the exponent {@code expected}. */
  public static Outcome outcome(SlopeFits.Fit fit, double expected) {
    if (fit.window() < MIN_POINTS
        || !(fit.decades() >= MIN_DECADES - 1e-9)
        || Double.isNaN(fit.lower())) {
      return Outcome.UNDETERMINED;
    }
    if (fit.lower() >= expected - BAND && fit.upper() <= expected + BAND) {
      return Outcome.SUPPORTS;
    }
    if (fit.upper() < expected - BAND || fit.lower() > expected + BAND) {
      return Outcome.CONTRADICTS;
    }
    return Outcome.NEITHER;
  }

  @Override
  public ClaimCheck evaluate(SlopeClaim claim, ClaimInputs inputs, String hypothesis) {
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
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    EnumSet<Outcome> seen = EnumSet.noneOf(Outcome.class);
    String reason = "";
    for (String subject : inputs.subjects(claim)) {
      List<SlopeFits.Fit> mine = fits.stream().filter(f -> f.method().equals(subject)).toList();
      if (mine.isEmpty()) {
        seen.add(Outcome.UNDETERMINED);
        reason = "no fitted slope for " + subject + " (too few points in the fitting window)";
      }
      for (SlopeFits.Fit fit : mine) {
        Outcome outcome = outcome(fit, claim.expected());
        seen.add(outcome);
        if (outcome == Outcome.UNDETERMINED && reason.isEmpty()) {
          reason =
              String.format(
                  Locale.ROOT,
                  "%s: %d points over %.2f decades (a slope needs %d points"
                      + " over %.1f decades)",
                  fit.curve(),
                  fit.window(),
                  fit.decades(),
                  MIN_POINTS,
                  MIN_DECADES);
        }
        comparisons.add(comparison(fit, claim.expected(), outcome));
      }
    }
    ClaimCheck.Verdict verdict =
        seen.contains(Outcome.CONTRADICTS)
            ? ClaimCheck.Verdict.CONTRADICTED
            : seen.contains(Outcome.UNDETERMINED)
                ? ClaimCheck.Verdict.UNDETERMINED
                : seen.contains(Outcome.NEITHER)
                    ? ClaimCheck.Verdict.NOT_CONTRADICTED
                    : ClaimCheck.Verdict.SUPPORTED;
    return new ClaimCheck(
        claim,
        verdict,
        hypothesis,
        comparisons,
        verdict == ClaimCheck.Verdict.UNDETERMINED ? reason : "");
  }

  /**
   * A curve's slope as a rule comparison: pClaimed 0 when it supports, pAgainst 0 when it
   * contradicts.
   */
  private static ClaimCheck.Comparison comparison(
      SlopeFits.Fit fit, double expected, Outcome outcome) {
    double pFor = outcome == Outcome.SUPPORTS ? 0 : 1;
    double pAgainst = outcome == Outcome.CONTRADICTS ? 0 : 1;
    String label =
        String.format(
            Locale.ROOT,
            "%s: slope %.3f [%.3f, %.3f] vs %s (%d points, %.1f decades): %s",
            fit.curve(),
            fit.ols().slope(),
            fit.lower(),
            fit.upper(),
            ParameterSet.format(expected),
            fit.window(),
            fit.decades(),
            outcome.name().toLowerCase(Locale.ROOT));
    return new ClaimCheck.Comparison(
        label,
        fit.bootstrap().map(b -> b.replications()).orElse(0),
        fit.ols().slope() - expected,
        (fit.upper() - fit.lower()) / (2 * 1.959964),
        false,
        pFor,
        pAgainst,
        pFor,
        pAgainst,
        "");
  }
}
