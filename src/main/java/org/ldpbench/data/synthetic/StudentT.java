package org.ldpbench.data.synthetic;

import java.util.random.RandomGenerator;

/**
 * Student's t distribution with ν &gt; 0 degrees of freedom, sampled by Bailey's polar method (R.
 * W. Bailey, "Polar generation of random variates with the t-distribution", Math. Comp. 62 (1994)
 * 779–781): draw (U, V) uniform on the square (−1, 1)² until W = U² + V² lies in (0, 1], then T =
 * U·√(ν(W^{−2/ν} − 1)/W) has the t law exactly, for every ν &gt; 0, at the price of about 2.5
 * uniforms, a log, an exp and a square root.
 *
 * <p>Why not commons-math's {@code TDistribution.sample()}: it inverts the CDF numerically (a
 * bracketing solver over regularized incomplete beta functions), about a microsecond per draw;
 * design R2's 27 million draws per run of E6 cost more than its fits. Same law, other draws.
 *
 * <p>W^{−2/ν} − 1 is computed as expm1(−(2/ν)·ln W), which keeps its digits when W is close to 1 (T
 * close to 0). Immutable.
 */
public final class StudentT {

  private final double nu;

  /**
   * @param nu degrees of freedom, finite and &gt; 0
   */
  public StudentT(double nu) {
    if (!(nu > 0.0) || !Double.isFinite(nu)) {
      throw new IllegalArgumentException("degrees of freedom must be finite and > 0, got " + nu);
    }
    this.nu = nu;
  }

  public double degreesOfFreedom() {
    return nu;
  }

  /** One draw, from about 2.5 uniforms of {@code rng} (acceptance probability π/4 per pair). */
  public double sample(RandomGenerator rng) {
    while (true) {
      double u = 2.0 * rng.nextDouble() - 1.0;
      double v = 2.0 * rng.nextDouble() - 1.0;
      double w = u * u + v * v;
      if (w > 0.0 && w <= 1.0) {
        return u * Math.sqrt(nu * Math.expm1(-2.0 / nu * Math.log(w)) / w);
      }
    }
  }
}
