package org.ldpbench.method.distributed;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * The data-driven adaptive classifier of Auddy et al. §5 (spec/distributed.md §3): bandwidth grid H
 * = {2^{−j} : j ≤ ⌊log_b(n_*)/d⌋}; every server releases T̃_h at every h ∈ H with (ε_j/|H|,
 * δ_j/|H|); per evaluation point the target computes the index ρ̂(h) = max_{w∈W} T̃(h, w)²/v(h, w)
 * with the public variance proxy V_j(h) = c_K g_max/(3 n_j h^d) + c_K σ_j(h)², takes the smallest h
 * with ρ̂(h) &gt; τ (Lepski) or else the argmax, and classifies by the sign of T̃(h̃, w̃). The
 * variants differ in W only ({@link WeightSet}) and share one release (noise stream {@code Adapt}),
 * so their comparison is paired. τ = 4.5·log(2 n_*|H|) for AdaptHomog (Algorithm 1) and
 * 2.25(m+1)·log(2 n_*|H|) for the others (Algorithm 2's box), times {@code thresholdScale}.
 */
public final class AdaptiveMethod extends KernelMethod {

  static final Param<LogBase> LOG_BASE = Param.choice("logBase", LogBase.class);
  static final Param<Double> GMAX = Param.real("gmax", 0.0, false, 1e6);
  static final Param<Double> THRESHOLD_SCALE = Param.real("thresholdScale", 0.0, true, 1e6);

  private final WeightSet weights;

  /** The base of the log in the bandwidth grid H ({@code logBase:} 2 or e; spec 3.1 [AMBIG]). */
  enum LogBase implements Keyword {
    TWO("2", 2.0),
    E("e", Math.E);

    private final String keyword;
    private final double base;

    LogBase(String keyword, double base) {
      this.keyword = keyword;
      this.base = base;
    }

    @Override
    public String keyword() {
      return keyword;
    }

    double base() {
      return base;
    }
  }

  AdaptiveMethod(String name, WeightSet weights, NoiseMode mode) {
    super(
        mode,
        info(name, description(weights, mode), mode)
            .withNoiseStream(mode == NoiseMode.NONE ? name : "Adapt")
            .withParameters(
                common(
                    LOG_BASE.fit(LogBase.TWO, "base of the log in the grid H (spec 3.1 [AMBIG])"),
                    GMAX.postProcessing(
                        1.0, "upper bound g_max on the covariate density in the variance proxy"),
                    THRESHOLD_SCALE.postProcessing(
                        1.0, "multiplier of the Lepski threshold tau"))));
    this.weights = weights;
  }

  private static String description(WeightSet weights, NoiseMode mode) {
    String what =
        "Auddy et al. adaptive kernel classifier (Lepski over bandwidths), weights "
            + weights.name().toLowerCase(Locale.ROOT);
    return mode == NoiseMode.NONE ? what + ", without noise (NON-PRIVATE reference)" : what;
  }

  /**
   * The variants differ only in the curator: their mechanisms are AdaptAll's (same class, same
   * bandwidths and budgets; {@code DistributedClassifiersTest} checks that every variant's release
   * equals AdaptAll's). Each variant is still audited on its own default setting, so that none is
   * skipped; AdaptAll also with the privatized prevalence centre of the heart data, the Gaussian
   * kernel and the analytic calibration.
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    AuditConfigurations audit = AuditConfigurations.of(this).add();
    if (weights == WeightSet.ALL) {
      audit
          .add()
          .with(PREVALENCE_SHARE, 0.1)
          .add()
          .with(KERNEL, Kernel.GAUSS)
          .add()
          .with(DistributedParams.CALIBRATION, DistributedParams.Calibration.ANALYTIC);
    }
    return audit.list();
  }

  @Override
  protected double[] bandwidths(PublicInput input, ParameterSet p) {
    double base = p.get(LOG_BASE).base();
    return Bandwidths.adaptiveGrid(
        Bandwidths.effectiveSize(sizes(input), epsilons(input)), input.dimension(), base);
  }

  @Override
  protected boolean splitBudget() {
    return true;
  }

  @Override
  protected Fit curate(Setting setting, List<KernelRelease> releases) {
    double[] hs = setting.bandwidths();
    int g = hs.length;
    int servers = setting.servers();
    int d = setting.dimension();
    double[] n = setting.sizes();
    double[] eps = setting.epsilons();
    double cK = setting.kernel().peak(d);
    double nStar = Bandwidths.effectiveSize(n, eps);
    double logTerm = Math.log(2 * nStar * g);
    double tau = weights == WeightSet.HOMOG ? 4.5 * logTerm : 2.25 * servers * logTerm;
    // ũ_j(h) of eq. 17: n_j ∧ n_j² (ε_j/|H|)² h^d over the sources
    double[][] mix = new double[g][servers];
    for (int k = 0; k < g; k++) {
      double total = 0;
      for (int j = 1; j < servers; j++) {
        mix[k][j] = Bandwidths.precision(n[j], eps[j] / g, hs[k], d);
        total += mix[k][j];
      }
      for (int j = 1; j < servers; j++) {
        mix[k][j] /= total;
      }
    }
    int points = releases.get(0).values()[0].length;
    return post -> {
      double gmax = post.get(GMAX);
      double threshold = tau * post.get(THRESHOLD_SCALE);
      double[][] v = new double[g][servers];
      for (int k = 0; k < g; k++) {
        for (int j = 0; j < servers; j++) {
          double sigma = releases.get(j).sigmas()[k];
          v[k][j] = cK * gmax / (3 * n[j] * Math.pow(hs[k], d)) + cK * sigma * sigma;
        }
      }
      int[] labels = new int[points];
      double hSum = 0;
      double[] t = new double[servers];
      for (int a = 0; a < points; a++) {
        WeightSet.Best chosen = null;
        WeightSet.Best argmax = null;
        int argmaxK = 0;
        int chosenK = -1;
        for (int k = g - 1; k >= 0 && chosen == null; k--) { // smallest h first
          for (int j = 0; j < servers; j++) {
            t[j] = releases.get(j).values()[k][a];
          }
          WeightSet.Best best = weights.best(t, v[k], n, mix[k]);
          if (best.rho() > threshold) {
            chosen = best;
            chosenK = k;
          } else if (argmax == null || best.rho() > argmax.rho()) {
            argmax = best;
            argmaxK = k;
          }
        }
        if (chosen == null) {
          chosen = argmax;
          chosenK = argmaxK;
        }
        labels[a] = chosen.positive() ? 1 : 0;
        hSum += hs[chosenK];
      }
      return setting.model(labels, Map.of("meanH", hSum / points, "gridSize", (double) g));
    };
  }
}
