package org.ldpbench.privacy;

import java.util.random.RandomGenerator;

/**
 * Draws of Gamma(shape, 1) for shape ≥ 1 by Marsaglia &amp; Tsang's method (2000): the same
 * arithmetic, in the same order, on the same draws of the caller's stream as commons-math3 3.6.1's
 * {@code GammaDistribution.sample()}, so every draw is equal bit for bit ({@code GammaSamplerTest}
 * pins digests of that class's draws). Its {@code FastMath.log} is {@link Math#log} here: the two
 * can differ in the last bit, which changes a draw only if the acceptance test lands within one ulp
 * of its bound (0 differences in 2.2 million draws).
 *
 * <p>Why not that class: its constructor evaluates the Lanczos approximation, a {@code pow}, an
 * {@code exp} and several logarithms for densities that sampling never uses, and {@link
 * LaplaceMechanism#sumOfNoise} needed a new one per cell (its shape is the cell's count). At 2¹⁶
 * leaves (a depth-16 tree) the constructors were most of a fit. Immutable.
 */
public final class GammaSampler {

  private final double d;
  private final double c;

  /** The sampler of Gamma({@code shape}, 1); shape ≥ 1 and finite. */
  public GammaSampler(double shape) {
    if (!(shape >= 1.0) || !Double.isFinite(shape)) {
      throw new IllegalArgumentException("Gamma shape must be finite and >= 1, got " + shape);
    }
    this.d = shape - 0.333333333333333333;
    this.c = 1 / (3 * Math.sqrt(d));
  }

  /** One draw: a standard normal and a uniform per attempt, until one is accepted. */
  public double sample(RandomGenerator rng) {
    while (true) {
      final double x = rng.nextGaussian();
      final double v = (1 + c * x) * (1 + c * x) * (1 + c * x);
      if (v <= 0) {
        continue;
      }
      final double x2 = x * x;
      final double u = rng.nextDouble();
      if (u < 1 - 0.0331 * x2 * x2) { // squeeze
        return d * v; // commons-math: scale * d * v, with scale 1 the same bits
      }
      if (Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
        return d * v; // commons-math: scale * d * v, with scale 1 the same bits
      }
    }
  }
}
