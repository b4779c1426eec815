package org.ldpbench.report.claims.varies;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * Evaluation of {@code varies}: per method and combination of the other axes, the values of {@code
 * along} with the best and the worst mean on the even-indexed replications (each with its
 * configuration chosen there); on the odd-indexed ones the one-sided paired test of best − worst
 * &gt; tolerance is the test for the claim, and best − worst &lt; tolerance the other direction.
 * Choosing on one half and testing on the other keeps the choice from making any spread look
 * significant.
 */
public final class VariesClaimKind extends TestedClaimKind<VariesClaim> {

  @Override
  public String check() {
    return "varies";
  }

  @Override
  public String example() {
    return "{text: t, check: varies, along: gamma}";
  }

  @Override
  public Class<VariesClaim> claimClass() {
    return VariesClaim.class;
  }

  @Override
  public VariesClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.rejectSteps();
    block.rejectOver();
    String along = block.alongSweepAxis(context.sweep());
    Map<String, Object> at = block.at(context.sweep());
    if (at.containsKey(along) && !(at.get(along) instanceof List<?> values && values.size() >= 2)) {
      block.rejectFixedAlong(at, along, block.node().entries().get("at"));
    }
    return new VariesClaim(
        block.text(), block.subjects(), along, at, block.tolerance(false), block.meta());
  }

  @Override
  public String rule() {
    return "best and worst value of the axis (chosen on one half) differ (one-sided paired t on the other half)";
  }

  @Override
  public String hypothesis(VariesClaim claim, Direction direction, Double bayes) {
    return "best − worst value of "
        + AxisText.label(claim.along())
        + " > "
        + ParameterSet.format(claim.tolerance())
        + " at every other sweep point";
  }

  @Override
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  protected List<RawComparison> comparisons(VariesClaim claim, ClaimInputs inputs) {
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (Map<String, Object> rest : Grids.cartesian(others)) {
        if (!ClaimData.matchesAt(rest, claim.at())) {
          continue;
        }
        SweepPoint best = null;
        SweepPoint worst = null;
        double bestMean = Double.NaN;
        double worstMean = Double.NaN;
        for (Object value : along.values()) {
          Map<String, Object> coordinates = new LinkedHashMap<>(rest);
          coordinates.put(along.name(), value);
          if (!ClaimData.matchesAt(coordinates, claim.at())) {
            continue;
          }
          SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
          double mean = ClaimData.selectionMean(inputs, method, point);
          if (best == null || inputs.direction().better(mean, bestMean)) {
            best = point;
            bestMean = mean;
          }
          if (worst == null || inputs.direction().better(worstMean, mean)) {
            worst = point;
            worstMean = mean;
          }
        }
        if (best == null || best.equals(worst)) {
          continue;
        }
        String label =
            method
                + AxisText.suffix(rest)
                + ": "
                + AxisText.label(along.name())
                + "="
                + AxisText.value(best.coordinates().get(along.name()))
                + " (best) − "
                + AxisText.label(along.name())
                + "="
                + AxisText.value(worst.coordinates().get(along.name()))
                + " (worst)";
        double[] a = ClaimData.selected(inputs, method, best);
        double[] b = ClaimData.selected(inputs, method, worst);
        double[] signedA = ClaimData.signed(a, inputs.direction());
        double[] signedB = ClaimData.signed(b, inputs.direction());
        PairedTest spread = ClaimData.test(label, signedA, signedB, claim.tolerance());
        PairedTest plain = ClaimData.test(label, a, b, 0.0);
        raw.add(
            new RawComparison(
                label,
                plain,
                plain.mean(),
                spread.pGreater(),
                spread.pLess(),
                ClaimData.differences(a, b)));
      }
    }
    return raw;
  }
}
