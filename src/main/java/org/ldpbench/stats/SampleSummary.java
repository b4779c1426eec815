package org.ldpbench.stats;

import org.apache.commons.math3.stat.descriptive.SummaryStatistics;

/**
 * Mean, sample standard deviation (n − 1 denominator) and standard error of the mean of a
 * sample. NaN values (a missing score) are not allowed; empty samples give NaN statistics.
 *
 * @param n sample size
 * @param mean sample mean
 * @param sd sample standard deviation, 0 for n = 1
 * @param se sd/√n
 */
public record SampleSummary(int n, double mean, double sd, double se) {

    /** The summary of {@code values}. */
    public static SampleSummary of(double[] values) {
        SummaryStatistics statistics = new SummaryStatistics();
        for (double value : values) {
            if (Double.isNaN(value)) {
                throw new IllegalArgumentException("NaN in a sample");
            }
            statistics.addValue(value);
        }
        int n = (int) statistics.getN();
        if (n == 0) {
            return new SampleSummary(0, Double.NaN, Double.NaN, Double.NaN);
        }
        double sd = n == 1 ? 0.0 : statistics.getStandardDeviation();
        return new SampleSummary(n, statistics.getMean(), sd, sd / Math.sqrt(n));
    }
}
