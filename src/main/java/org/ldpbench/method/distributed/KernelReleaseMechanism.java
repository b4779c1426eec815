package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.GaussianCalibration;
import org.ldpbench.privacy.GaussianProcessNoise;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * One server's central mechanism (spec/distributed.md §2.3–2.4, §3.2): for each bandwidth h_k of
 * the method it releases T_h(x) of {@link KernelStatistic} at the N evaluation points plus
 * σ_j(h)·L_h·z, one joint Gaussian-process draw per bandwidth (independent across bandwidths). With
 * G bandwidths every release gets (ε_j/G, δ_j/G) when the budget is split (the adaptive procedure)
 * and the whole (ε_j, δ_j) otherwise (one bandwidth). σ = Δ·√(2 ln(2/δ))/ε (eq. 9, {@code
 * classical}) or the analytic calibration; classical calibration where the exact privacy curve says
 * it is not (ε, δ)-DP (ε above about 5) is refused as not applicable.
 *
 * <p>Optionally ({@code prevalenceShare} f &gt; 0) the server first releases its prevalence p̃ = p̄
 * + Laplace(1/(n f ε)), clipped to [0.02, 0.98], with budget (fε, 0), and centres at p̃ (the heart
 * data's "reweighting by the source-specific mean", spec §5.4, reading A); the kernel releases then
 * share (1 − f)ε with the sensitivity of that centre. Basic composition gives (ε_j, δ_j) in total.
 * The non-DP modes ({@link NoiseMode#POINTWISE}, {@link NoiseMode#NONE}) claim no guarantee.
 */
public final class KernelReleaseMechanism implements PrivateMechanism<KernelRelease> {

  /**
   * Exact kernel statistics do not depend on the budget: computed once per run, sample and
   * configuration, in the run's exact half ({@link PrivateSample#exact}); copies are handed out.
   */
  static final MemoKey<StatKey, double[]> STATISTICS =
      MemoKey.ofCopied("kernel statistics", StatKey::same, 64, double[]::clone);

  record StatKey(Features points, Kernel kernel, double h, double centre) {
    boolean same(StatKey o) {
      return points == o.points && kernel == o.kernel && h == o.h && centre == o.centre;
    }
  }

  private final Features points;
  private final Kernel kernel;
  private final double[] bandwidths;
  private final List<GaussianProcessNoise> noise;
  private final NoiseMode mode;
  private final PrivacyBudget budget;
  private final boolean splitBudget;
  private final boolean analytic;
  private final double prevalenceShare;
  private final int n;
  private final Fault fault;

  /**
   * @param points the evaluation points
   * @param kernel the kernel
   * @param bandwidths h_1..h_G
   * @param noise the Gaussian-process factor of each bandwidth at the points
   * @param mode joint, pointwise (non-DP ablation) or none
   * @param budget (ε_j, δ_j) of this server; null for {@link NoiseMode#NONE}
   * @param splitBudget give each bandwidth (ε/G, δ/G)
   * @param analytic analytic instead of classical calibration
   * @param prevalenceShare fraction of ε spent on the prevalence (0: centre 1/2)
   * @param n the server's sample size (public)
   */
  public KernelReleaseMechanism(
      Features points,
      Kernel kernel,
      double[] bandwidths,
      List<GaussianProcessNoise> noise,
      NoiseMode mode,
      PrivacyBudget budget,
      boolean splitBudget,
      boolean analytic,
      double prevalenceShare,
      int n) {
    this(
        points,
        kernel,
        bandwidths,
        noise,
        mode,
        budget,
        splitBudget,
        analytic,
        prevalenceShare,
        n,
        Fault.NONE);
  }

  /**
   * The mechanism calibrated under a planted fault (the privacy audit's power check; NONE in
   * production).
   */
  public KernelReleaseMechanism(
      Features points,
      Kernel kernel,
      double[] bandwidths,
      List<GaussianProcessNoise> noise,
      NoiseMode mode,
      PrivacyBudget budget,
      boolean splitBudget,
      boolean analytic,
      double prevalenceShare,
      int n,
      Fault fault) {
    this.fault = fault;
    this.points = points;
    this.kernel = kernel;
    this.bandwidths = bandwidths.clone();
    this.noise = List.copyOf(noise);
    this.mode = mode;
    this.budget = budget;
    this.splitBudget = splitBudget;
    this.analytic = analytic;
    this.prevalenceShare = prevalenceShare;
    this.n = n;
    if (mode != NoiseMode.NONE) {
      if (budget == null) {
        throw new IllegalArgumentException("a noisy release needs a budget");
      }
      if (budget.delta() <= 0) {
        throw new IllegalArgumentException(
            "the Gaussian-process mechanism needs delta > 0 (e.g. budgets: delta: 1/n^2)");
      }
      PrivacyBudget each = perRelease();
      if (!analytic && !GaussianCalibration.classicalIsValid(each.epsilon(), each.delta())) {
        double exact =
            GaussianCalibration.exactDelta(
                GaussianCalibration.classicalSigma(1, each.epsilon(), each.delta()),
                each.epsilon());
        throw new NotApplicable(
            String.format(
                Locale.ROOT,
                "classical Gaussian calibration is not (%.4g, %.3g)-DP per release (exact delta %.3g); use calibration: analytic",
                each.epsilon(),
                each.delta(),
                exact));
      }
    }
  }

  /** The budget of one bandwidth's kernel release. */
  PrivacyBudget perRelease() {
    double g = splitBudget ? bandwidths.length : 1;
    return new PrivacyBudget(
        fault.share(budget.epsilon(), (1 - prevalenceShare) / g),
        fault.share(budget.delta(), 1 / g));
  }

  /** σ_j(h_k) of the kernel release with centre c. */
  public double sigma(int k, double centre) {
    if (mode == NoiseMode.NONE) {
      return 0.0;
    }
    PrivacyBudget each = perRelease();
    double sensitivity =
        fault.sensitivity(
            KernelStatistic.sensitivity(n, bandwidths[k], points.columns(), kernel, centre));
    return fault.sigma(
        analytic
            ? GaussianCalibration.analyticSigma(sensitivity, each.epsilon(), each.delta())
            : GaussianCalibration.classicalSigma(sensitivity, each.epsilon(), each.delta()));
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return mode == NoiseMode.JOINT ? Optional.of(budget) : Optional.empty();
  }

  /**
   * One statistic per bandwidth (joint mode only; the other modes claim nothing): the kernel sums
   * T_h at the evaluation points, whitened by the Gaussian-process factor (L⁻¹T_h, an invertible
   * post-processing under which the noise is i.i.d. N(0, σ²)), L2 sensitivity the RKHS Δ_j(h) (the
   * whitened change is at most the RKHS norm of the change), σ by the classical or analytic
   * calibration at (ε/G, δ/G); with a prevalence share, the noisy prevalence too (L1 sensitivity
   * 1/n, Laplace(1/(n f ε))). The kernel sums are declared at the most extreme centre the
   * prevalence can give (0.98) when it is released, else at ½.
   */
  @Override
  public List<Perturbation> perturbations() {
    if (mode != NoiseMode.JOINT) {
      return List.of();
    }
    List<Perturbation> out = new ArrayList<>();
    double centre = prevalenceShare > 0 ? 0.98 : 0.5;
    PrivacyBudget each = perRelease();
    for (int k = 0; k < bandwidths.length; k++) {
      double h = bandwidths[k];
      GaussianProcessNoise factor = noise.get(k);
      int index = k;
      Perturbation.Statistic whitened =
          sample -> factor.whiten(KernelStatistic.at(sample.records(), points, kernel, h, centre));
      double sensitivity = KernelStatistic.sensitivity(n, h, points.columns(), kernel, centre);
      out.add(
          Perturbation.of(
                  "whitened kernel sums h=" + h,
                  whitened,
                  Sensitivity.l2(sensitivity),
                  NoiseCalibration.gaussian(
                      analytic
                          ? NoiseCalibration.Formula.GAUSSIAN_ANALYTIC
                          : NoiseCalibration.Formula.GAUSSIAN_CLASSICAL,
                      each.epsilon(),
                      each.delta(),
                      sensitivity,
                      sigma(k, centre)))
              .withNoise(
                  (sample, rng) -> {
                    KernelRelease release = release(sample, rng);
                    double[] exact =
                        KernelStatistic.at(sample.records(), points, kernel, h, release.centre());
                    double[] noisy = release.values()[index].clone();
                    for (int a = 0; a < noisy.length; a++) {
                      noisy[a] -= exact[a];
                    }
                    double[] z = factor.whiten(noisy);
                    double scale = sigma(index, centre) / release.sigmas()[index];
                    for (int a = 0; a < z.length; a++) {
                      z[a] *= scale; // the release's σ is that of its own centre; rescaled to the
                      // declared one
                    }
                    return z;
                  }));
    }
    if (prevalenceShare > 0) {
      double epsilon = budget.epsilon() * prevalenceShare;
      LaplaceMechanism laplace = LaplaceMechanism.forSensitivity(1.0 / Math.max(1, n), epsilon);
      out.add(
          Perturbation.of(
              "prevalence",
              sample -> {
                Dataset data = sample.records();
                double mean = 0;
                for (int i = 0; i < data.size(); i++) {
                  mean += data.targets().value(i);
                }
                return new double[] {mean / Math.max(1, data.size())};
              },
              Sensitivity.l1(1.0 / Math.max(1, n)),
              NoiseCalibration.laplace(epsilon, 1.0 / Math.max(1, n), laplace)));
    }
    return out;
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public KernelRelease release(PrivateSample sample, RandomGenerator rng) {
    Dataset data = sample.records();
    double centre = 0.5;
    if (prevalenceShare > 0) {
      double mean = 0;
      for (int i = 0; i < data.size(); i++) {
        mean += data.targets().value(i);
      }
      mean /= Math.max(1, data.size());
      if (mode != NoiseMode.NONE) {
        mean =
            fault
                .laplace(1.0 / Math.max(1, n), fault.share(budget.epsilon(), prevalenceShare))
                .release(mean, rng);
      }
      centre = Math.min(0.98, Math.max(0.02, mean));
    }
    double[][] values = new double[bandwidths.length][];
    double[] sigmas = new double[bandwidths.length];
    for (int k = 0; k < bandwidths.length; k++) {
      double h = bandwidths[k];
      double c = centre;
      // a copy of the remembered statistic: the noise is added in place
      double[] out =
          sample.exact(
              STATISTICS,
              new StatKey(points, kernel, h, c),
              rows -> KernelStatistic.at(data, points, kernel, h, c));
      sigmas[k] = sigma(k, centre);
      if (mode != NoiseMode.NONE) {
        double[] z =
            mode == NoiseMode.JOINT
                ? noise.get(k).draw(sigmas[k], rng)
                : noise.get(k).drawPointwise(sigmas[k], rng);
        for (int a = 0; a < out.length; a++) {
          out[a] += z[a];
        }
      }
      values[k] = out;
    }
    return new KernelRelease(centre, values, sigmas);
  }
}
