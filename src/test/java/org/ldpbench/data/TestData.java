package org.ldpbench.data;

import java.util.SplittableRandom;

/** Small builders for hand-made test datasets. */
public final class TestData {

    private TestData() {
    }

    /** A binary-labelled dataset with the given rows (copied) and labels (not copied). */
    public static Dataset binary(double[][] x, int[] y) {
        return new Dataset(Features.of(x), ClassLabels.binary(y));
    }

    /** {@code n} uniform points in [0,1]^d with labels 1(x_0 + x_1 &gt; 1) flipped with probability 0.2. */
    public static Dataset uniform(int n, int d, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                x[i * d + k] = rng.nextDouble();
            }
            int clean = d >= 2 && x[i * d] + x[i * d + 1] > 1.0 ? 1 : 0;
            y[i] = rng.nextDouble() < 0.2 ? 1 - clean : clean;
        }
        return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
    }

    /** Features of the given points. */
    public static Features points(double[]... x) {
        return Features.of(x);
    }
}
