package org.ldpbench.external;

import org.ldpbench.method.Release;

/**
 * What the users of one private sample sent through an external randomizer: one release (a vector
 * of numbers) per user, in record order. The curator receives these and nothing else of the sample.
 */
public final class ExternalReleases implements Release {

    private final double[][] perUser;

    ExternalReleases(double[][] perUser) {
        this.perUser = perUser;
    }

    /** Number of users. */
    public int size() {
        return perUser.length;
    }

    /** User i's release (a copy). */
    public double[] user(int i) {
        return perUser[i].clone();
    }

    @Override
    public double[] coordinates() {
        int total = 0;
        for (double[] one : perUser) {
            total += one.length;
        }
        double[] out = new double[total];
        int at = 0;
        for (double[] one : perUser) {
            System.arraycopy(one, 0, out, at, one.length);
            at += one.length;
        }
        return out;
    }
}
