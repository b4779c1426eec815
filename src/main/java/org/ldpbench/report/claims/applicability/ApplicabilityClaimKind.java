package org.ldpbench.report.claims.applicability;

import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.required;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;

/**
 * Reads {@code applicable} and {@code not-applicable} claims ({@link ApplicabilityClaim}): {@code
 * along} a sweep axis; {@code not-applicable} needs {@code expected}, the number of its values
 * where the method is NA (0 to the number of values).
 *
 * <p>Evaluation of {@code applicable} / {@code not-applicable}: what the runs did, value by value
 * of {@code along}, per method and combination of the other axes. A value is NA for a method when
 * the method declared itself not applicable in every configuration there; it has a result when its
 * best configuration has scores; anything else (no trial stored, e.g. every trial failed) is "no
 * result". {@code applicable} passes when every value has a result; {@code not-applicable} when the
 * method is NA on exactly the expected number of values and has a result on the others. Nothing
 * stored at all leaves the claim undetermined.
 */
public final class ApplicabilityClaimKind implements ClaimKind<ApplicabilityClaim> {

  private final boolean applicable;

  /**
   * The kind of {@code applicable} claims if {@code applicable}, else of {@code not-applicable}.
   */
  public ApplicabilityClaimKind(boolean applicable) {
    this.applicable = applicable;
  }

  @Override
  public String check() {
    return applicable ? "applicable" : "not-applicable";
  }

  @Override
  public String example() {
    return applicable
        ? "{text: t, check: applicable, along: gamma}"
        : "{text: t, check: not-applicable, along: gamma, expected: 1}";
  }

  @Override
  public Class<ApplicabilityClaim> claimClass() {
    return ApplicabilityClaim.class;
  }

  @Override
  public ApplicabilityClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.reject("figure", "only check 'slope' takes 'figure'");
    block.rejectShapeFields();
    block.rejectSteps();
    block.rejectOver();
    block.reject(
        "tolerance", "check '" + check() + "' is a count, not a test: it takes no tolerance");
    String along = block.alongSweepAxis(context.sweep());
    int count = -1;
    if (applicable) {
      block.reject(
          "expected",
          "check 'applicable' needs results at every value; 'expected' is for 'not-applicable'");
    } else {
      int values =
          context.sweep().stream()
              .filter(a -> a.name().equals(along))
              .findFirst()
              .orElseThrow()
              .values()
              .size();
      count =
          (int)
              integer(
                  required(block.node(), "expected", block.field()),
                  block.field() + ".expected",
                  0,
                  values);
    }
    return new ApplicabilityClaim(
        block.text(), block.subjects(), along, block.at(context.sweep()), count, block.meta());
  }

  @Override
  public String rule() {
    return "count of the values where the method runs (results) or declares itself not applicable (NA)";
  }

  @Override
  public String hypothesis(ApplicabilityClaim claim, Direction direction, Double bayes) {
    return claim.applicable()
        ? "results at every value of " + claim.along()
        : "NA (not applicable in every configuration) at exactly "
            + claim.count()
            + " values of "
            + claim.along()
            + ", results at the others";
  }

  @Override
  public boolean passFail() {
    return true;
  }

  @Override
  public String passFailItems() {
    return "methods and points";
  }

  @Override
  public boolean equivalence() {
    return false;
  }

  @Override
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  public ClaimCheck evaluate(ApplicabilityClaim claim, ClaimInputs inputs, String hypothesis) {
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    boolean anything = false;
    boolean fails = false;
    for (String method : inputs.subjects(claim)) {
      for (Map<String, Object> rest : Grids.cartesian(others)) {
        if (!ClaimData.matchesAt(rest, claim.at())) {
          continue;
        }
        List<String> na = new ArrayList<>();
        List<String> none = new ArrayList<>();
        int values = 0;
        for (Object value : along.values()) {
          Map<String, Object> coordinates = new LinkedHashMap<>(rest);
          coordinates.put(along.name(), value);
          if (!ClaimData.matchesAt(coordinates, claim.at())) {
            continue;
          }
          values++;
          SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
          ResultSummary.BestResult best = inputs.summary().best(method, point).orElse(null);
          if (best != null && best.notApplicable()) {
            na.add(AxisText.value(value));
            anything = true;
          } else if (best == null || best.best() == null || best.best().score().n() == 0) {
            none.add(AxisText.value(value));
          } else {
            anything = true;
          }
        }
        boolean passes =
            claim.applicable()
                ? na.isEmpty() && none.isEmpty()
                : na.size() == claim.count() && none.isEmpty();
        fails |= !passes;
        String label =
            String.format(
                Locale.ROOT,
                "%s%s: NA at %d of %d values%s%s",
                method,
                AxisText.suffix(rest),
                na.size(),
                values,
                na.isEmpty() ? "" : " (" + String.join(", ", na) + ")",
                none.isEmpty() ? "" : "; no result at " + String.join(", ", none));
        comparisons.add(
            new ClaimCheck.Comparison(
                label,
                values,
                na.size(),
                Double.NaN,
                false,
                passes ? 0.0 : 1.0,
                passes ? 1.0 : 0.0,
                passes ? 0.0 : 1.0,
                passes ? 1.0 : 0.0,
                ""));
      }
    }
    if (!anything) {
      return new ClaimCheck(
          claim,
          ClaimCheck.Verdict.UNDETERMINED,
          hypothesis,
          List.of(),
          "no results stored for " + String.join(", ", inputs.subjects(claim)));
    }
    return new ClaimCheck(
        claim,
        fails ? ClaimCheck.Verdict.CONTRADICTED : ClaimCheck.Verdict.SUPPORTED,
        hypothesis,
        comparisons,
        "");
  }
}
