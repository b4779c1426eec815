package org.ldpbench.method.baseline.pglm;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.GaussianMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * PGLM's release (Wang et al. 2023 as coded for Ma &amp; Yang, spec/lpct.md §4.4): the noisy sums
 * Σ̂ = Σ x̃x̃ᵀ + noise and ĝ = Σ x̃y + noise over the private users, x̃ = (1, x).
 *
 * <p>Privacy. Each x̃ is clipped to norm r first ([DIFF] the code does not clip; with r = d' this
 * only changes points far outside the public range, and without it the sensitivity bound, hence the
 * guarantee, would not hold). Then one record moves (upper triangle of x̃x̃ᵀ, x̃y) by at most Δ =
 * √((2r²)² + (2r)²) in L2 (y ∈ {0, 1}), and the release is the Gaussian mechanism with noise sd at
 * least s on every coordinate (the code's diagonal has more): s = σ per user (FAITHFUL, whose sums
 * are then post-processing) or s = √var on the sums (CODE, a central release). The guarantee
 * claimed is (ε, δ(ε)) with δ(ε) the exact value of Balle &amp; Wang for (Δ, s): at most the
 * budget's δ whenever the paper's classical calibration is valid (ε ≤ 2), and honestly larger where
 * it is not (very large ε).
 */
final class PglmMechanism implements PrivateMechanism<NoisyMoments> {

  private final PglmVariant variant;
  private final PrivacyBudget budget;
  private final int dimension;
  private final double radius;
  private final long users;
  private final GaussianMechanism perUser;
  private final GaussianMechanism central;

  /**
   * Exact moment sums per private sample and clipping radius, remembered for the run in its exact
   * half ({@link PrivateSample#exact}); copies are handed out.
   */
  static final MemoKey<Double, double[][]> EXACT_MOMENTS =
      MemoKey.ofCopied(
          "PGLM exact moments",
          Double::equals,
          8,
          m -> new double[][] {m[0].clone(), m[1].clone()});

  /**
   * @param dimension d' = d + 1
   * @param users n_P (public metadata)
   */
  PglmMechanism(PglmVariant variant, PrivacyBudget budget, int dimension, long users) {
    this(variant, budget, dimension, users, Fault.NONE);
  }

  /**
   * The mechanism calibrated under a planted fault (the privacy audit's power check; NONE in
   * production).
   */
  PglmMechanism(PglmVariant variant, PrivacyBudget budget, int dimension, long users, Fault fault) {
    if (!(budget.delta() > 0.0)) {
      throw new IllegalArgumentException(
          "PGLM is (epsilon, delta)-DP and needs delta > 0; give the spec "
              + "budgets: [{epsilon: sweep, delta: 1/n^2}] (the paper's delta = 1/n_P^2)");
    }
    this.variant = variant;
    this.budget = budget;
    this.dimension = dimension;
    this.radius = variant == PglmVariant.CODE ? dimension : Math.sqrt(dimension);
    this.users = users;
    double r4 = Math.pow(radius, 4);
    double variance =
        32.0 * r4 * Math.log(2.5 / budget.delta()) / (budget.epsilon() * budget.epsilon());
    // the variance grows with the sensitivity squared (r^4 = (r^2)^2): an understated sensitivity
    // shrinks σ alike
    double sd = fault.sigma(fault.sensitivity(1.0) * Math.sqrt(variance));
    this.perUser = GaussianMechanism.withSigma(sd);
    this.central = GaussianMechanism.withSigma(sd * Math.pow((double) Math.max(1L, users), 0.25));
  }

  double radius() {
    return radius;
  }

  /** L2 sensitivity of one record's (upper triangle of x̃x̃ᵀ, x̃y) after clipping to norm r. */
  double sensitivity() {
    return Math.sqrt(4 * Math.pow(radius, 4) + 4 * radius * radius);
  }

  /**
   * The Δ of the paper's calibration, written as Dwork and Roth's σ = Δ·√(2 ln(1.25/δ'))/ε at δ' =
   * δ/2: the paper's variance 32 r⁴ ln(2.5/δ)/ε² is exactly that with Δ = 4r² (at least the
   * statistic's L2 sensitivity √(4r⁴ + 4r²) once r ≥ 1); the code variant's central noise is n^¼
   * times larger, Δ = 4r²·n^¼.
   */
  double calibrationSensitivity() {
    double paper = 4 * radius * radius;
    return variant == PglmVariant.CODE
        ? paper * Math.pow((double) Math.max(1L, users), 0.25)
        : paper;
  }

  /** The noise sd s per coordinate that the guarantee is computed from. */
  double noiseSigma() {
    return variant == PglmVariant.CODE ? central.sigma() : perUser.sigma();
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    double delta =
        GaussianMechanism.withSigma(noiseSigma()).exactDelta(sensitivity(), budget.epsilon());
    return Optional.of(new PrivacyBudget(budget.epsilon(), Math.min(delta, Math.nextDown(1.0))));
  }

  /**
   * One statistic: the exact sums (upper triangle of Σ x̃x̃ᵀ, Σ x̃y) of the clipped records, L2
   * sensitivity √((2r²)² + (2r)²); Gaussian noise of sd s per coordinate (the code variant's
   * diagonal has √2·s, observed divided by √2). The calibration declared is the paper's formula
   * itself, Dwork and Roth's at (ε, δ/2) with Δ = {@link #calibrationSensitivity()}, so that a σ
   * that is smaller than the formula's fails the arithmetic even where the exact curve would still
   * admit it (the paper's calibration is conservative at ε ≤ 1); the audit also checks σ against
   * the exact privacy curve at the statistic's L2 sensitivity (not the honest δ(ε) of {@link
   * #guarantee()}, which is computed from s and so would hold for any s).
   */
  @Override
  public List<Perturbation> perturbations() {
    Perturbation.Statistic statistic =
        sample -> {
          double[][] m = exactMoments(sample.records(), sample.records().classLabels());
          double[] out = Arrays.copyOf(m[0], m[0].length + m[1].length);
          System.arraycopy(m[1], 0, out, m[0].length, m[1].length);
          return out;
        };
    return List.of(
        Perturbation.of(
                "clipped moment sums",
                statistic,
                Sensitivity.l2(sensitivity()),
                NoiseCalibration.gaussian(
                    NoiseCalibration.Formula.GAUSSIAN_DWORK_ROTH,
                    budget.epsilon(),
                    budget.delta() / 2,
                    calibrationSensitivity(),
                    noiseSigma()))
            .withNoise(
                (sample, rng) -> {
                  double[] noise = release(sample, rng).coordinates();
                  double[] exact = statistic.of(sample);
                  int t = 0;
                  for (int j = 0; j < dimension; j++) {
                    for (int k = j; k < dimension; k++, t++) {
                      noise[t] -= exact[t];
                      if (j == k && variant == PglmVariant.CODE) {
                        noise[t] /= Math.sqrt(2.0);
                      }
                    }
                  }
                  for (int i = t; i < exact.length; i++) {
                    noise[i] -= exact[i];
                  }
                  return Arrays.copyOf(noise, exact.length);
                })
            // the faithful variant's sums carry every user's Gaussian, the code's one central draw
            .withSummands(
                variant == PglmVariant.CODE
                    ? Perturbation.Summands.ONE
                    : Perturbation.Summands.USERS));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public NoisyMoments release(PrivateSample sample, RandomGenerator noise) {
    Dataset records = sample.records();
    ClassLabels labels = records.classLabels();
    if (labels.classes() != 2) {
      throw new IllegalArgumentException(
          "PGLM needs binary labels, got " + labels.classes() + " classes");
    }
    int d = dimension;
    // the exact sums do not depend on the budget: computed once per run, sample and radius (a copy)
    double[][] exact = sample.exact(EXACT_MOMENTS, radius, rows -> exactMoments(records, labels));
    double[] upper = exact[0];
    double[] moment = exact[1];
    if (variant == PglmVariant.CODE) {
      // √var·(G + Gᵀ)/√2: off-diagonal N(0, var), diagonal √2·√var·G_jj, i.e. N(0, 2var)
      int t = 0;
      for (int j = 0; j < d; j++) {
        for (int k = j; k < d; k++) {
          upper[t++] += j == k ? Math.sqrt(2.0) * central.sample(noise) : central.sample(noise);
        }
      }
      for (int j = 0; j < d; j++) {
        moment[j] += central.sample(noise);
      }
    } else {
      for (int t = 0; t < upper.length; t++) {
        upper[t] += perUser.sumOfNoise(records.size(), noise);
      }
      for (int j = 0; j < d; j++) {
        moment[j] += perUser.sumOfNoise(records.size(), noise);
      }
    }
    return new NoisyMoments(upper, moment);
  }

  /**
   * Per-user moments Σ x̃x̃ᵀ (upper triangle) and Σ x̃·y of the clipped, intercept-augmented
   * records.
   */
  private double[][] exactMoments(Dataset records, ClassLabels labels) {
    int d = dimension;
    double[] upper = new double[d * (d + 1) / 2];
    double[] moment = new double[d];
    Features x = records.features();
    double[] xt = new double[d];
    int[] nonZero = new int[d];
    for (int i = 0; i < records.size(); i++) {
      xt[0] = 1.0;
      double norm = 1.0;
      for (int j = 1; j < d; j++) {
        xt[j] = x.get(i, j - 1);
        norm += xt[j] * xt[j];
      }
      norm = Math.sqrt(norm);
      if (norm > radius) {
        for (int j = 0; j < d; j++) {
          xt[j] *= radius / norm;
        }
      }
      // only the non-zero entries add to the sums (Email's rows: about 170 of 3001), in the same
      // order
      int m = 0;
      for (int j = 0; j < d; j++) {
        if (xt[j] != 0.0) {
          nonZero[m++] = j;
        }
      }
      for (int a = 0; a < m; a++) {
        int j = nonZero[a];
        int rowStart =
            j * d - j * (j - 1) / 2 - j; // index of (j, k) in the upper triangle is rowStart + k
        for (int b = a; b < m; b++) {
          int k = nonZero[b];
          upper[rowStart + k] += xt[j] * xt[k];
        }
        moment[j] += xt[j] * labels.label(i);
      }
    }
    return new double[][] {upper, moment};
  }
}
