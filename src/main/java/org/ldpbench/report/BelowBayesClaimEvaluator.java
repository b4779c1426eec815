package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.spec.BelowBayesClaim;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * {@code below-bayes}: one comparison per method and sweep point, a one-sample test of the scores
 * against the Bayes accuracy B with d_r = direction.sign() · (B − score_r). Claimed: H₁: mean(d)
 * &gt; 0 (worse than Bayes); other direction: H₁: mean(d) &lt; 0 (better than Bayes, impossible in
 * expectation). Undetermined when the data source does not know B.
 */
final class BelowBayesClaimEvaluator extends TestedClaimEvaluator<BelowBayesClaim> {

    @Override
    public Class<BelowBayesClaim> claimClass() {
        return BelowBayesClaim.class;
    }

    @Override
    public String rule() {
        return "one-sided one-sample t-test against the Bayes accuracy";
    }

    @Override
    public String hypothesis(BelowBayesClaim claim, Direction direction, Double bayes) {
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        return "mean " + (higher ? "<" : ">") + " Bayes accuracy"
                + (bayes == null ? "" : " " + String.format(Locale.ROOT, "%.4f", bayes))
                + " for every method and sweep point";
    }

    @Override
    List<RawComparison> comparisons(BelowBayesClaim claim, ClaimInputs inputs) {
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
                raw.add(new RawComparison(label, plain, plain.mean(), signedTest.pLess(), signedTest.pGreater(),
                        scores.clone()));
            }
        }
        return raw;
    }
}
