package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Features;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BoundModel;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.privacy.GaussianProcessNoise;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The common protocol of Auddy et al.'s kernel classifiers (spec/distributed.md §2, §3): every
 * server j = 0..m (0 the target) releases its kernel statistic at the evaluation points for the
 * method's bandwidths through a {@link KernelReleaseMechanism} under its own (ε_j, δ_j); the target
 * acts as curator and combines the releases (post-processing). Subclasses choose the bandwidths
 * (from public metadata only), whether the budget is split over them, and the combination. Models
 * are bound to the evaluation points ({@link BoundModel}): the noise is one joint draw over them.
 */
public abstract class KernelMethod extends PrivateMethod {

  static final Param<Kernel> KERNEL = Param.choice("kernel", Kernel.class);
  static final Param<Double> JITTER = Param.real("jitter", 0.0, true, 1.0);
  static final Param<Double> PREVALENCE_SHARE = Param.real("prevalenceShare", 0.0, true, 0.9);

  /** Parameters every kernel classifier has, followed by {@code more}. */
  static List<ParameterSpec> common(ParameterSpec... more) {
    List<ParameterSpec> specs =
        new ArrayList<>(
            List.of(
                KERNEL.fit(
                    Kernel.TRI, "kernel: product triangular (tri) or Gaussian (gauss), spec 2.1"),
                DistributedParams.CALIBRATION.fit(
                    DistributedParams.Calibration.CLASSICAL,
                    "Gaussian noise calibration: classical sqrt(2 ln(2/delta))/eps (eq. 9; refused where not DP) or analytic"),
                JITTER.fit(
                    1e-9,
                    "jitter added to the Gram matrix before Cholesky, relative to K(0) (extra noise only)"),
                PREVALENCE_SHARE.fit(
                    0.0,
                    "share of epsilon for a Laplace release of the server's prevalence, then centred at it (0: centre 1/2)")));
    specs.addAll(List.of(more));
    return specs;
  }

  /**
   * How every kernel classifier with noise spends its budget ({@link KernelReleaseMechanism}): the
   * Gaussian-process release needs δ_j &gt; 0.
   */
  static final BudgetUse BUDGET =
      BudgetUse.withDelta(
          "each server j spends its own (eps_j, delta_j): its kernel"
              + " statistic is released by the Gaussian-process mechanism at (eps_j (1 - prevalenceShare), delta_j), split"
              + " evenly over the bandwidths it releases (AdaptAll etc.: the grid H, basic composition; DTK: one bandwidth);"
              + " prevalenceShare * eps_j on a Laplace release of its prevalence (0: none); servers hold disjoint data");

  /**
   * A kernel classifier's info: distributed DP with joint noise (needs δ), non-private otherwise.
   */
  static MethodInfo info(String name, String description, NoiseMode mode) {
    MethodInfo info =
        MethodInfo.classifier(
            name,
            description,
            mode == NoiseMode.JOINT ? PrivacyModel.DISTRIBUTED : PrivacyModel.NONE);
    return mode == NoiseMode.JOINT ? info.withBudget(BUDGET) : info;
  }

  private final NoiseMode mode;

  protected KernelMethod(NoiseMode mode, MethodInfo info) {
    super(info);
    this.mode = mode;
  }

  /**
   * The audit runs with a positive δ (the mechanism refuses δ = 0), for each published setting: the
   * default (triangular kernel, classical calibration), {@code kernel: gauss} and {@code
   * calibration: analytic}.
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .add()
        .with(KERNEL, Kernel.GAUSS)
        .add()
        .with(DistributedParams.CALIBRATION, DistributedParams.Calibration.ANALYTIC)
        .list();
  }

  /** n_j of every server, as doubles. */
  static double[] sizes(PublicInput input) {
    return input.privateSampleSizes().stream().mapToDouble(Integer::doubleValue).toArray();
  }

  /** ε_j of every server (+∞ without a budget: the non-private references). */
  static double[] epsilons(PublicInput input) {
    double[] e = new double[input.privateSampleCount()];
    for (int j = 0; j < e.length; j++) {
      e[j] =
          input.budgets().isEmpty() ? Double.POSITIVE_INFINITY : input.budgets().get(j).epsilon();
    }
    return e;
  }

  /** The bandwidths every server releases, from public metadata. */
  protected abstract double[] bandwidths(PublicInput input, ParameterSet p);

  /** Whether each bandwidth gets ε/G (true) or the whole ε (false). */
  protected abstract boolean splitBudget();

  /** The curator: releases of servers 0..m to a fit. */
  protected abstract Fit curate(Setting setting, List<KernelRelease> releases);

  /**
   * What a curator knows besides the releases.
   *
   * @param input the public input
   * @param parameters the fit parameters
   * @param bandwidths the released bandwidths
   * @param mechanisms each server's mechanism (for its public noise scales)
   */
  protected record Setting(
      PublicInput input,
      ParameterSet parameters,
      double[] bandwidths,
      List<KernelReleaseMechanism> mechanisms) {

    public int servers() {
      return input.privateSampleCount();
    }

    public int dimension() {
      return input.dimension();
    }

    public Kernel kernel() {
      return parameters.get(KERNEL);
    }

    /** n_j as doubles. */
    public double[] sizes() {
      return KernelMethod.sizes(input);
    }

    /** ε_j (+∞ without a budget). */
    public double[] epsilons() {
      return KernelMethod.epsilons(input);
    }

    /** The bound model of labels at the evaluation points. */
    public BoundModel model(int[] labels, Map<String, Double> diagnostics) {
      return new BoundModel(input.evaluationPoints(), Predictions.ofLabels(labels, diagnostics));
    }
  }

  @Override
  public PrivateProtocol<KernelRelease> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    Kernel kernel = p.get(KERNEL);
    double[] hs = bandwidths(input, p);
    Features points = input.evaluationPoints();
    List<GaussianProcessNoise> noise = new ArrayList<>();
    if (mode != NoiseMode.NONE) {
      for (double h : hs) {
        noise.add(GramFactors.of(input.memo(), points, kernel, h, p.get(JITTER)));
      }
    }
    List<KernelReleaseMechanism> mechanisms = new ArrayList<>();
    for (int j = 0; j < input.privateSampleCount(); j++) {
      PrivacyBudget budget =
          mode == NoiseMode.NONE || input.budgets().isEmpty() ? null : input.budgets().get(j);
      if (mode != NoiseMode.NONE && budget == null) {
        throw new IllegalArgumentException(name() + " needs a budget per server");
      }
      mechanisms.add(
          new KernelReleaseMechanism(
              points,
              kernel,
              hs,
              noise,
              mode,
              budget,
              splitBudget(),
              p.get(DistributedParams.CALIBRATION) == DistributedParams.Calibration.ANALYTIC,
              p.get(PREVALENCE_SHARE),
              input.privateSampleSizes().get(j),
              input.fault()));
    }
    Setting setting = new Setting(input, p, hs, mechanisms);
    return new PrivateProtocol<>() {
      @Override
      public List<KernelReleaseMechanism> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<KernelRelease> releases) {
        return KernelMethod.this.curate(setting, releases);
      }
    };
  }
}
