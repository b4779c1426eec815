package org.ldpbench.method.distributed;

import org.ldpbench.data.Features;
import org.ldpbench.method.DataMemo;
import org.ldpbench.privacy.GaussianProcessNoise;

/**
 * The Gaussian-process factor L_h of the Gram matrix G_h[a, b] = K((x_a − x_b)/h) of a set of
 * evaluation points, computed once per (points, kernel, h, jitter) and shared by every server,
 * budget and method that uses the same points (O(N³/3) once, then O(N²) per draw).
 */
final class GramFactors {

    private record Key(Kernel kernel, double h, double jitter) {
    }

    private static final DataMemo<Key, GaussianProcessNoise> FACTORS = new DataMemo<>(Key::equals, 32);

    private GramFactors() {
    }

    static GaussianProcessNoise of(Features points, Kernel kernel, double h, double jitter) {
        return FACTORS.get(points, new Key(kernel, h, jitter), () -> new GaussianProcessNoise(gram(points, kernel, h),
                jitter));
    }

    /** G_h of the points. */
    static double[][] gram(Features points, Kernel kernel, double h) {
        int n = points.rows();
        int d = points.columns();
        double[] x = points.copyRowMajor();
        double[][] g = new double[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b <= a; b++) {
                g[a][b] = kernel.at(x, a * d, x, b * d, d, h);
                g[b][a] = g[a][b];
            }
        }
        return g;
    }
}
