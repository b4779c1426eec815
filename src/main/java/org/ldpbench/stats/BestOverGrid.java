package org.ldpbench.stats;

import java.util.List;

/**
 * The papers' selection rule (Ma &amp; Yang §6.1): among a method's grid configurations, report the
 * one with the best mean over replications. The choice is made on the test set, so the reported
 * value is optimistic for every method alike; reports say so.
 */
public final class BestOverGrid {

    private BestOverGrid() {
    }

    /**
     * The index of the configuration with the largest mean, the first one on ties; configurations
     * with no observations are skipped. Returns −1 if none has observations.
     */
    public static int argmaxMean(List<SampleSummary> configurations) {
        int best = -1;
        for (int i = 0; i < configurations.size(); i++) {
            SampleSummary candidate = configurations.get(i);
            if (candidate.n() == 0) {
                continue;
            }
            if (best < 0 || candidate.mean() > configurations.get(best).mean()) {
                best = i;
            }
        }
        return best;
    }
}
