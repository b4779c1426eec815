package org.ldpbench.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.spec.ClaimSpec;

/**
 * The registry of claim evaluators is complete: every record of the sealed {@link ClaimSpec}
 * hierarchy has exactly one evaluator, so a kind added on the spec side cannot be forgotten here.
 */
class ClaimEvaluatorsTest {

    @Test
    void everyClaimRecordHasExactlyOneEvaluator() {
        List<Class<?>> evaluated = ClaimEvaluators.all().stream().<Class<?>>map(ClaimEvaluator::claimClass).toList();
        assertThat(evaluated).doesNotHaveDuplicates()
                .containsExactlyInAnyOrderElementsOf(OutputWritersTest.leaves(ClaimSpec.class));
    }

    @Test
    void onlySlopeTableAndApplicabilityClaimsArePassFailRules() {
        assertThat(ClaimEvaluators.all().stream().filter(ClaimEvaluator::passFail)
                .map(e -> e.claimClass().getSimpleName()).toList()).containsExactly("SlopeClaim", "SlopeOrderClaim",
                "MostOftenBestClaim", "ApplicabilityClaim", "RankSumClaim");
    }
}
