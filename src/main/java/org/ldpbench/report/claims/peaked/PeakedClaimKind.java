package org.ldpbench.report.claims.peaked;

import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.GridCurve;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code peaked} claims ({@link PeakedClaim}): {@code along} a numeric grid parameter with at
 * least 3 values in every method the claim is about, and {@code sides}.
 *
 * <p>Evaluation of {@code peaked}: per method and sweep point, the curve over the grid parameter
 * {@code along} (best configuration at each value). The best interior value q and the configuration
 * at every value are chosen on the even-indexed replications; the comparisons "q better than the
 * first value" and/or "q better than the last value" use the odd-indexed ones, so the choice does
 * not bias the tests.
 */
public final class PeakedClaimKind extends TestedClaimKind<PeakedClaim> {

  @Override
  public String check() {
    return "peaked";
  }

  @Override
  public String example() {
    return "{text: t, check: peaked, methods: [LPCT], along: depth, sides: first}";
  }

  @Override
  public Class<PeakedClaim> claimClass() {
    return PeakedClaim.class;
  }

  @Override
  public PeakedClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectLabelsAndTolerance();
    List<MethodSpec> about = block.about(context.methods());
    Map<String, Object> at = block.at(context.sweep());
    for (String key : List.of("parameter", "steps")) {
      block.reject(key, "check 'peaked' takes no '" + key + "'; 'along' names its grid parameter");
    }
    YamlNode alongNode = required(block.node(), "along", block.field());
    String along = string(alongNode, block.field() + ".along");
    block.gridParameter(alongNode, "along", along, about, 3);
    PeakedClaim.Sides sides =
        optional(block.node(), "sides")
            .map(n -> oneOf(n, block.field() + ".sides", PeakedClaim.Sides.class))
            .orElse(PeakedClaim.Sides.BOTH);
    return new PeakedClaim(block.text(), block.subjects(), along, at, sides, block.meta());
  }

  @Override
  public String rule() {
    return "interior optimum beats the ends (split-half, paired t)";
  }

  @Override
  public String hypothesis(PeakedClaim claim, Direction direction, Double bayes) {
    String better = direction == Direction.HIGHER_IS_BETTER ? ">" : "<";
    String ends =
        switch (claim.sides()) {
          case FIRST -> "the first value";
          case LAST -> "the last value";
          case BOTH -> "the first and the last value";
        };
    return "along "
        + claim.along()
        + ", the best interior value (chosen on the even-indexed replications) "
        + better
        + " "
        + ends
        + " (tested on the odd-indexed replications)";
  }

  @Override
  protected List<RawComparison> comparisons(PeakedClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        GridCurve curve =
            GridCurve.of(
                inputs.summary(),
                method,
                point,
                claim.along(),
                inputs.direction(),
                GridCurve.SELECTION);
        if (curve.size() < 3) {
          throw new MissingResult(
              method
                  + " at "
                  + point.describe()
                  + " has "
                  + curve.size()
                  + " values of "
                  + claim.along()
                  + " with results; 'peaked' needs 3");
        }
        int q = curve.bestInterior();
        double[] top = GridCurve.half(curve.configuration(q).byReplication(), GridCurve.TEST);
        for (int end : ends(claim.sides(), curve.size())) {
          double[] other = GridCurve.half(curve.configuration(end).byReplication(), GridCurve.TEST);
          String label =
              method
                  + " "
                  + claim.along()
                  + " "
                  + ParameterSet.format(curve.value(q))
                  + " − "
                  + claim.along()
                  + " "
                  + ParameterSet.format(curve.value(end))
                  + ClaimData.at(point);
          raw.add(ClaimData.better(label, top, other, 0.0, inputs.direction()));
        }
      }
    }
    return raw;
  }

  /** The indices of the ends the interior optimum must beat. */
  private static List<Integer> ends(PeakedClaim.Sides sides, int size) {
    return switch (sides) {
      case FIRST -> List.of(0);
      case LAST -> List.of(size - 1);
      case BOTH -> List.of(0, size - 1);
    };
  }
}
