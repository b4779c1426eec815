package org.ldpbench.method.distributed;

import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;
import org.ldpbench.privacy.GaussianProcessNoise;

/**
 * The Gaussian-process factor L_h of the Gram matrix G_h[a, b] = K((x_a − x_b)/h) of a set of
 * evaluation points, computed once per (points, kernel, h, jitter) and shared by every server,
 * budget and method that uses the same points (O(N³/3) once, then O(N²) per draw).
 */
final class GramFactors {

  record Key(Kernel kernel, double h, double jitter) {}

  /** Factors of public evaluation points; immutable. */
  static final MemoKey<Key, GaussianProcessNoise> FACTORS =
      MemoKey.ofImmutable("Gram factors", Key::equals, 32);

  private GramFactors() {}

  /**
   * The factor, computed once per run ({@code memo}: the public half of the run's memo) for points
   * with the same values: every unit of a replication draws its test points anew, the same for
   * every γ and m ({@link Memo#canonical}).
   */
  static GaussianProcessNoise of(
      Memo memo, Features points, Kernel kernel, double h, double jitter) {
    Features canonical = memo.canonical(points);
    return memo.get(
        FACTORS,
        canonical,
        new Key(kernel, h, jitter),
        () -> new GaussianProcessNoise(gram(canonical, kernel, h), jitter));
  }

  /** G_h of the points. */
  static double[][] gram(Features points, Kernel kernel, double h) {
    int n = points.rows();
    int d = points.columns();
    double[] x = points.copyRowMajor();
    double[][] g = new double[n][n];
    double peak = kernel.peak(d);
    for (int a = 0; a < n; a++) {
      for (int b = 0; b <= a; b++) {
        g[a][b] = kernel.at(x, a * d, x, b * d, d, h, peak);
        g[b][a] = g[a][b];
      }
    }
    return g;
  }
}
