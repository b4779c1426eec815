package org.ldpbench.data.synthetic;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.param.Keyword;

/**
 * The generators of the rate experiments for Berrett–Butucea and Zhao et al. (spec/phist-labeldp.md
 * §D.1). Every design has X ~ U[0,1]^d and a conditional law that depends on x₁ only (G2: on the
 * mean of x), with known smoothness β and margin exponent γ, so the theory's exponents are known
 * and the excess risk can be computed from the truth:
 *
 * <ul>
 *   <li>{@link Kind#G1}: η(x) = 1/2 + a(x₁ − τ), β = γ = 1;
 *   <li>{@link Kind#G1_KAPPA}: η(x) = 1/2 + (a/2)·sign(x₁ − 1/2)·|2(x₁ − 1/2)|^κ, β = κ, γ = 1/κ;
 *   <li>{@link Kind#G2}: η(x) = 1/2 + a(mean(x) − 1/2), an oblique boundary, β = γ = 1;
 *   <li>{@link Kind#G3}: K classes, η_k(x) ∝ exp(s·cos(2π(x₁ − k/K))), the top-two gap vanishing
 *       linearly at the switch points (γ = 1);
 *   <li>{@link Kind#R1}: Y = m(X) + U(−1/2, 1/2), m(x) = sin(2πx₁)/2 (β = 1, |Y| ≤ 1);
 *   <li>{@link Kind#R2}: Y = m(X) + t_ν/2 with ν = p + 1/2, so E|Y|^p &lt; ∞ (heavy tails);
 *   <li>{@link Kind#G4}: the worst case of the lower bounds (Berrett–Butucea Thm 2.5, after
 *       Audibert–Tsybakov): [0,1]^d cut into q^d cubes of side 1/q, m ≈ bumps·q^{d−βγ} of them (β =
 *       γ = 1) active, evenly spread; on active cube j, η = 1/2 + σ_j (a/q) ψ(q‖x − c_j‖_∞) with ψ
 *       = 1 up to 1/4 and falling linearly to 0 at the cube's boundary (1/2), random signs σ_j; η =
 *       1/2 elsewhere. With q tied to the sample size (see {@link RateWorstCaseFactory}) it shows
 *       the minimax exponent.
 * </ul>
 *
 * Immutable; the parameters not used by a design are ignored.
 */
public final class RateDesign {

  /** The designs of spec §D.1; a spec names one by its word ({@code design: g1-kappa}). */
  public enum Kind implements Keyword {
    G1,
    G1_KAPPA,
    G2,
    G3,
    R1,
    R2,
    G4;

    boolean regression() {
      return this == R1 || this == R2;
    }
  }

  private final Kind kind;
  private final int d;
  private final double a;
  private final double tau;
  private final double kappa;
  private final int classes;
  private final double s;
  private final double p;

  /** G4: cubes per axis. */
  private final int q;

  /** G4: per cube (flat index, last axis fastest) 0 if inactive, else the sign ±1. */
  private final byte[] signs;

  /**
   * @param kind the design
   * @param d dimension
   * @param a slope of η (G1, G1-κ, G2)
   * @param tau Bayes boundary of G1
   * @param kappa exponent of G1-κ
   * @param classes K of G3 (2 for the binary designs)
   * @param s concentration of G3
   * @param p moment order of R2 (ν = p + 1/2)
   */
  public RateDesign(
      Kind kind, int d, double a, double tau, double kappa, int classes, double s, double p) {
    this(kind, d, a, tau, kappa, classes, s, p, 0, null);
    if (kind == Kind.G4) {
      throw new IllegalArgumentException("G4 is built by RateDesign.worstCase");
    }
  }

  private RateDesign(
      Kind kind,
      int d,
      double a,
      double tau,
      double kappa,
      int classes,
      double s,
      double p,
      int q,
      byte[] signs) {
    this.q = q;
    this.signs = signs;
    this.kind = kind;
    this.d = d;
    this.a = a;
    this.tau = tau;
    this.kappa = kappa;
    this.classes = kind == Kind.G3 ? classes : 2;
    this.s = s;
    this.p = p;
  }

  /** Largest q^d of {@link #worstCase}: one byte per cube. */
  static final int MAX_CUBES = 1 << 24;

  /**
   * G4 (see the class comment): q^d cubes, m = min(q^d, max(1, round(bumps·q^{d−1}))) active ones
   * at the flat indices ⌊(k + 1/2)q^d/m⌋, k = 0..m−1 (evenly spread, deterministic), their signs
   * drawn from {@code new SplittableRandom(signSeed)}. The active mass m/q^d ≈ bumps/q keeps the
   * margin condition P(0 &lt; |η − 1/2| ≤ t) ≤ C t^γ with γ = 1 (|η − 1/2| ≤ a/q on the active
   * cubes only), and η is Lipschitz with L = 4a.
   *
   * @param d dimension
   * @param a height a/q of the bumps' flat top, in (0, 1]
   * @param q cubes per axis, ≥ 2
   * @param bumps the constant of m
   * @param signSeed seed of the signs
   */
  public static RateDesign worstCase(int d, double a, int q, double bumps, long signSeed) {
    if (q < 2 || Math.pow(q, d) > MAX_CUBES) {
      throw new IllegalArgumentException(
          "G4 needs 2 <= q and q^d <= " + MAX_CUBES + ", got q = " + q + ", d = " + d);
    }
    int cubes = (int) Math.round(Math.pow(q, d));
    int m = (int) Math.min(cubes, Math.max(1, Math.round(bumps * Math.pow(q, d - 1))));
    byte[] signs = new byte[cubes];
    SplittableRandom random = new SplittableRandom(signSeed);
    for (int k = 0; k < m; k++) {
      int index = (int) Math.floor((k + 0.5) * cubes / m);
      signs[index] = (byte) (random.nextBoolean() ? 1 : -1);
    }
    return new RateDesign(Kind.G4, d, a, 0.5, 1.0, 2, 0.0, 0.0, q, signs);
  }

  /** G4: cubes per axis (0 for the other designs). */
  public int cubesPerAxis() {
    return q;
  }

  /** G4: the number of active cubes (0 for the other designs). */
  public int activeCubes() {
    int m = 0;
    if (signs != null) {
      for (byte b : signs) {
        m += b != 0 ? 1 : 0;
      }
    }
    return m;
  }

  public Kind kind() {
    return kind;
  }

  public int dimension() {
    return d;
  }

  /** Number of classes (1 is never returned; regression designs say 0). */
  public int classes() {
    return kind.regression() ? 0 : classes;
  }

  /** P(Y = 1 | x) of the binary designs, row {@code x} of length d at {@code offset}. */
  public double eta(double[] x, int offset) {
    double x1 = x[offset];
    return switch (kind) {
      case G1 -> 0.5 + a * (x1 - tau);
      case G1_KAPPA ->
          0.5 + 0.5 * a * Math.signum(x1 - 0.5) * Math.pow(Math.abs(2 * (x1 - 0.5)), kappa);
      case G2 -> {
        double sum = 0;
        for (int k = 0; k < d; k++) {
          sum += x[offset + k];
        }
        yield 0.5 + a * (sum / d - 0.5);
      }
      case G3 -> classProbabilities(x1)[1];
      case G4 -> worstCaseEta(x, offset);
      default -> throw new IllegalStateException(kind + " is a regression design");
    };
  }

  /** η of G4 at row {@code x}: 1/2 + σ_j (a/q) ψ(q‖x − c_j‖_∞) on active cube j, else 1/2. */
  private double worstCaseEta(double[] x, int offset) {
    int index = 0;
    double r = 0;
    for (int k = 0; k < d; k++) {
      double u = x[offset + k] * q;
      int cell = Math.min(q - 1, Math.max(0, (int) Math.floor(u)));
      index = index * q + cell;
      r = Math.max(r, Math.abs(u - (cell + 0.5)));
    }
    int sign = signs[index];
    if (sign == 0) {
      return 0.5;
    }
    double psi = r <= 0.25 ? 1.0 : Math.max(0.0, 4 * (0.5 - r));
    return 0.5 + sign * a / q * psi;
  }

  /** η_k(x₁), k = 0..K−1, of G3 (binary designs: {1 − η, η} is not defined here). */
  public double[] classProbabilities(double x1) {
    double[] w = new double[classes];
    double total = 0;
    for (int k = 0; k < classes; k++) {
      w[k] = Math.exp(s * Math.cos(2 * Math.PI * (x1 - (double) k / classes)));
      total += w[k];
    }
    for (int k = 0; k < classes; k++) {
      w[k] /= total;
    }
    return w;
  }

  /** m(x) = E[Y | x] of the regression designs. */
  public double m(double[] x, int offset) {
    return 0.5 * Math.sin(2 * Math.PI * x[offset]);
  }

  /**
   * Draws n rows into {@code x} (row-major, from row {@code from}) and their targets: per row the d
   * coordinates, then the target, so a shorter run of rows is a prefix of a longer one.
   *
   * <p>G1, G2, R1 and the other binary designs (those of the large samples) have loops of their
   * own, the generator typed as the final class {@link SplittableRandom} so that its calls are
   * direct and inlined; they make the same draws in the same order and the same arithmetic as
   * {@link #eta} and {@link #m}, so every row is the one the general loop draws, bit for bit.
   */
  void draw(SplittableRandom rng, double[] x, int[] labels, double[] values, int from, int n) {
    switch (kind) {
      case G1 -> {
        if (d == 2) {
          drawG1Plane(rng, x, labels, from, n);
        } else {
          drawG1(rng, x, labels, from, n);
        }
      }
      case G2 -> drawG2(rng, x, labels, from, n);
      case R1 -> drawR1(rng, x, values, from, n);
      case G1_KAPPA, G4 -> drawBinary(rng, x, labels, from, n);
      default -> drawAny(rng, x, labels, values, from, n);
    }
  }

  /** G1 at d = 2 (E1 and E2 at N up to 2·10⁸): x₁, x₂, then the label. */
  private void drawG1Plane(SplittableRandom rng, double[] x, int[] labels, int from, int n) {
    double slope = a;
    double boundary = tau;
    for (int i = from; i < from + n; i++) {
      double x1 = rng.nextDouble();
      x[2 * i] = x1;
      x[2 * i + 1] = rng.nextDouble();
      labels[i] = rng.nextDouble() < 0.5 + slope * (x1 - boundary) ? 1 : 0;
    }
  }

  /** G1: the d coordinates, then the label from η = 1/2 + a(x₁ − τ). */
  private void drawG1(SplittableRandom rng, double[] x, int[] labels, int from, int n) {
    double slope = a;
    double boundary = tau;
    for (int i = from; i < from + n; i++) {
      int o = i * d;
      for (int k = o; k < o + d; k++) {
        x[k] = rng.nextDouble();
      }
      labels[i] = rng.nextDouble() < 0.5 + slope * (x[o] - boundary) ? 1 : 0;
    }
  }

  /**
   * G2: the d coordinates, then the label from η = 1/2 + a(mean(x) − 1/2), the sum in axis order.
   */
  private void drawG2(SplittableRandom rng, double[] x, int[] labels, int from, int n) {
    double slope = a;
    for (int i = from; i < from + n; i++) {
      int o = i * d;
      double sum = 0;
      for (int k = o; k < o + d; k++) {
        double v = rng.nextDouble();
        x[k] = v;
        sum += v;
      }
      labels[i] = rng.nextDouble() < 0.5 + slope * (sum / d - 0.5) ? 1 : 0;
    }
  }

  /** A binary design (G1-κ, G4): the d coordinates, then the label from {@link #eta}. */
  private void drawBinary(SplittableRandom rng, double[] x, int[] labels, int from, int n) {
    for (int i = from; i < from + n; i++) {
      int o = i * d;
      for (int k = o; k < o + d; k++) {
        x[k] = rng.nextDouble();
      }
      labels[i] = rng.nextDouble() < eta(x, o) ? 1 : 0;
    }
  }

  /** R1: the d coordinates, then Y = m(x) + U − 1/2. */
  private void drawR1(SplittableRandom rng, double[] x, double[] values, int from, int n) {
    for (int i = from; i < from + n; i++) {
      int o = i * d;
      for (int k = o; k < o + d; k++) {
        x[k] = rng.nextDouble();
      }
      values[i] = m(x, o) + rng.nextDouble() - 0.5;
    }
  }

  /** Any design: the d coordinates, then {@link #target}. */
  private void drawAny(
      RandomGenerator rng, double[] x, int[] labels, double[] values, int from, int n) {
    StudentT t = tDistribution();
    for (int i = from; i < from + n; i++) {
      for (int o = i * d; o < (i + 1) * d; o++) {
        x[o] = rng.nextDouble();
      }
      target(rng, t, x, labels, values, i);
    }
  }

  /** Draws the targets of the given rows of {@code x} (features fixed, e.g. a test grid). */
  void targets(RandomGenerator rng, double[] x, int[] labels, double[] values, int from, int n) {
    StudentT t = tDistribution();
    for (int i = from; i < from + n; i++) {
      target(rng, t, x, labels, values, i);
    }
  }

  /** R2's noise law t_ν, ν = p + 1/2 (null for the other designs). */
  private StudentT tDistribution() {
    return kind == Kind.R2 ? new StudentT(p + 0.5) : null;
  }

  /**
   * One uniform (G1, G1-κ, G2, G3, R1) or one t draw (R2, {@link StudentT}) for the target of row
   * i.
   */
  private void target(
      RandomGenerator rng, StudentT t, double[] x, int[] labels, double[] values, int i) {
    int o = i * d;
    switch (kind) {
      case R1 -> values[i] = m(x, o) + rng.nextDouble() - 0.5;
      case R2 -> values[i] = m(x, o) + 0.5 * t.sample(rng);
      case G3 -> labels[i] = drawClass(classProbabilities(x[o]), rng.nextDouble());
      default -> labels[i] = rng.nextDouble() < eta(x, o) ? 1 : 0;
    }
  }

  /** max_k η_k(x): the Bayes classifier's probability of being right at row {@code x}. */
  double bayesProbability(double[] x, int offset) {
    if (kind == Kind.G3) {
      double max = 0;
      for (double q : classProbabilities(x[offset])) {
        max = Math.max(max, q);
      }
      return max;
    }
    double e = eta(x, offset);
    return Math.max(e, 1 - e);
  }

  private static int drawClass(double[] probabilities, double u) {
    double c = 0;
    for (int k = 0; k < probabilities.length - 1; k++) {
      c += probabilities[k];
      if (u < c) {
        return k;
      }
    }
    return probabilities.length - 1;
  }
}
