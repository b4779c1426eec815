package org.ldpbench.stats;

/**
 * The mean and standard error of per-replication differences a_r − b_r between two
 * configurations evaluated on the same data (replication r means the same split for both, and
 * for methods sharing a release the same noise). Pairing removes the between-replication
 * variance that both share, so it resolves much smaller differences than comparing two means.
 *
 * @param n replications where both have a score
 * @param mean mean difference
 * @param se standard error of the mean difference (sd/√n; 0 if n = 1)
 */
public record PairedDifference(int n, double mean, double se) {

    /** The paired difference of {@code a} and {@code b} over the indices where both are not NaN. */
    public static PairedDifference of(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired samples need equal lengths, got " + a.length + " and " + b.length);
        }
        double[] differences = new double[a.length];
        int n = 0;
        for (int i = 0; i < a.length; i++) {
            if (!Double.isNaN(a[i]) && !Double.isNaN(b[i])) {
                differences[n++] = a[i] - b[i];
            }
        }
        SampleSummary summary = SampleSummary.of(java.util.Arrays.copyOf(differences, n));
        return new PairedDifference(n, summary.mean(), summary.se());
    }

    /** True if the mean difference is at least −k standard errors (a is not significantly below b). */
    public boolean notBelow(double k) {
        return n > 0 && mean >= -k * se;
    }
}
