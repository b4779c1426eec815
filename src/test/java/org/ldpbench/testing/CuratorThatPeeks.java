package org.ldpbench.testing;

import org.ldpbench.data.PrivateSample;

/**
 * A deliberate violation of the privacy boundary, for ArchitectureTest only: curator code that
 * reads private records directly instead of through a mechanism. The architecture rule must
 * report it; it is never registered or run.
 */
final class CuratorThatPeeks {

    private CuratorThatPeeks() {
    }

    static int peek(PrivateSample sample) {
        return sample.records().size();
    }

    /** Reaches for the run's exact statistics of the sample (the exact leaf tallies, say). */
    static int peekAtExactStatistics(PrivateSample sample, org.ldpbench.data.MemoKey<String, Integer> key) {
        return sample.exact(key, "tallies", rows -> rows.size());
    }
}
