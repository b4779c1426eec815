package org.ldpbench.report.claims.belowbayes;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.report.claims.RawComparison;
import org.ldpbench.report.claims.TestedClaimKind;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * Evaluation of {@code below-bayes}: one comparison per method and sweep point, a one-sample test
 * of the scores against the Bayes accuracy B with d_r = direction.sign() · (B − score_r). Claimed:
 * H₁: mean(d) &gt; 0 (worse than Bayes); other direction: H₁: mean(d) &lt; 0 (better than Bayes,
 * impossible in expectation). Undetermined when the data source does not know B.
 */
public final class BelowBayesClaimKind extends TestedClaimKind<BelowBayesClaim> {

  @Override
  public String check() {
    return "below-bayes";
  }

  @Override
  public String example() {
    return "{text: t, check: below-bayes}";
  }

  @Override
  public Class<BelowBayesClaim> claimClass() {
    return BelowBayesClaim.class;
  }

  @Override
  public BelowBayesClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    Map<String, Object> at = block.at(context.sweep());
    block.rejectAlong();
    block.rejectOver();
    block.reject(
        "tolerance",
        "check 'below-bayes' takes no tolerance;"
            + " allowed for 'within', 'dominates', 'increasing' and 'decreasing'");
    block.rejectSteps();
    return new BelowBayesClaim(block.text(), block.subjects(), at, block.meta());
  }

  @Override
  public String rule() {
    return "one-sided one-sample t-test against the Bayes accuracy";
  }

  @Override
  public String hypothesis(BelowBayesClaim claim, Direction direction, Double bayes) {
    boolean higher = direction == Direction.HIGHER_IS_BETTER;
    return "mean "
        + (higher ? "<" : ">")
        + " Bayes accuracy"
        + (bayes == null ? "" : " " + String.format(Locale.ROOT, "%.4f", bayes))
        + " for every method and sweep point";
  }

  @Override
  protected List<RawComparison> comparisons(BelowBayesClaim claim, ClaimInputs inputs) {
    if (inputs.bayes() == null) {
      throw new MissingResult("the data source does not know its Bayes accuracy");
    }
    double bayes = inputs.bayes();
    Direction direction = inputs.direction();
    List<RawComparison> raw = new ArrayList<>();
    for (String method : inputs.subjects(claim)) {
      for (SweepPoint point : ClaimData.points(inputs.plan(), claim.at())) {
        String label = method + ClaimData.at(point);
        double[] scores = ClaimData.selected(inputs, method, point);
        // d = sign·(score − B): the claim is mean(d) < 0 (not better than Bayes)
        double[] signedScores = ClaimData.signed(scores, direction);
        PairedTest signedTest = ClaimData.oneSample(label, signedScores, direction.sign() * bayes);
        PairedTest plain = ClaimData.oneSample(label, scores, bayes);
        raw.add(
            new RawComparison(
                label,
                plain,
                plain.mean(),
                signedTest.pLess(),
                signedTest.pGreater(),
                scores.clone()));
      }
    }
    return raw;
  }
}
