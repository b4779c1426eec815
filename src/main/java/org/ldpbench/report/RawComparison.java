package org.ldpbench.report;

import org.ldpbench.stats.PairedTest;

/**
 * A comparison of a claim before the Holm adjustment; {@code data} is what it tested (the
 * per-replication differences, or scores), so that identical tests can be recognised.
 *
 * @param label what is compared
 * @param n replications in the test
 * @param se standard error of the difference
 * @param degenerate true if every difference was the same
 * @param difference mean of the raw differences
 * @param pClaimed p-value for the claimed direction
 * @param pAgainst p-value for the other direction
 * @param data the tested per-replication data
 */
record RawComparison(String label, int n, double se, boolean degenerate, double difference, double pClaimed,
        double pAgainst, double[] data) {

    RawComparison(String label, PairedTest test, double difference, double pClaimed, double pAgainst, double[] data) {
        this(label, test.n(), test.se(), test.degenerate(), difference, pClaimed, pAgainst, data);
    }
}
