package org.ldpbench.report.claims.plateau;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.GridCurve;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;
import org.ldpbench.yaml.YamlNode;

/**
 * Evaluation of {@code plateau}: per method and sweep point, the curve over the grid parameter
 * (best configuration at each value, chosen on the even-indexed replications); its best value q on
 * those replications; for every larger value v, the odd-indexed replications' difference v − q
 * tested by two one-sided tests against the margin (claimed |mean| &lt; tolerance; other direction
 * |mean| &gt; tolerance). An optimum at the last value leaves nothing beyond it to test.
 */
public final class PlateauClaimKind extends TestedClaimKind<PlateauClaim> {

  @Override
  public String check() {
    return "plateau";
  }

  @Override
  public String example() {
    return "{text: t, check: plateau, methods: [LPCT], parameter: depth, tolerance: 0.02}";
  }

  @Override
  public Class<PlateauClaim> claimClass() {
    return PlateauClaim.class;
  }

  @Override
  public PlateauClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.reject("sides", "only check 'peaked' takes 'sides'");
    block.rejectAlong();
    block.rejectSteps();
    block.rejectOver();
    YamlNode parameterNode = required(block.node(), "parameter", block.field());
    String parameter = string(parameterNode, block.field() + ".parameter");
    block.gridParameter(parameterNode, "parameter", parameter, block.about(context.methods()), 2);
    return new PlateauClaim(
        block.text(),
        block.subjects(),
        parameter,
        block.at(context.sweep()),
        block.tolerance(true),
        block.meta());
  }

  @Override
  public String rule() {
    return "beyond the optimum (chosen on one half) within a margin of it (TOST on the other half)";
  }

  @Override
  public String hypothesis(PlateauClaim claim, Direction direction, Double bayes) {
    return "along "
        + claim.parameter()
        + ", every value beyond the best (chosen on the even-indexed replications)"
        + " within "
        + ParameterSet.format(claim.tolerance())
        + " of it (tested on the odd-indexed replications)";
  }

  @Override
  protected double defaultEffect(PlateauClaim claim) {
    return claim.tolerance();
  }

  @Override
  public boolean equivalence() {
    return true;
  }

  @Override
  protected List<RawComparison> comparisons(PlateauClaim claim, ClaimInputs inputs) {
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        GridCurve curve =
            GridCurve.of(
                inputs.summary(),
                method,
                point,
                claim.parameter(),
                inputs.direction(),
                GridCurve.SELECTION);
        if (curve.size() < 2) {
          throw new MissingResult(
              method
                  + ClaimData.at(point)
                  + " has "
                  + curve.size()
                  + " values of "
                  + claim.parameter()
                  + " with results; a plateau needs 2");
        }
        int q = curve.best();
        double[] top = GridCurve.half(curve.configuration(q).byReplication(), GridCurve.TEST);
        for (int v = q + 1; v < curve.size(); v++) {
          double[] beyond = GridCurve.half(curve.configuration(v).byReplication(), GridCurve.TEST);
          String label =
              method
                  + " "
                  + claim.parameter()
                  + " "
                  + ParameterSet.format(curve.value(v))
                  + " − "
                  + claim.parameter()
                  + " "
                  + ParameterSet.format(curve.value(q))
                  + " (the optimum)"
                  + ClaimData.at(point);
          PairedTest lower = ClaimData.test(label, beyond, top, -claim.tolerance());
          PairedTest upper = ClaimData.test(label, beyond, top, claim.tolerance());
          PairedTest plain = ClaimData.test(label, beyond, top, 0.0);
          raw.add(
              new RawComparison(
                  label,
                  plain,
                  plain.mean(),
                  Math.max(lower.pGreater(), upper.pLess()),
                  Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess())),
                  ClaimData.differences(beyond, top)));
        }
      }
    }
    if (raw.isEmpty()) {
      throw new MissingResult(
          "the optimum of "
              + claim.parameter()
              + " is at the last value of the grid at every"
              + " point: nothing lies beyond it");
    }
    return raw;
  }
}
