package org.ldpbench.method.distributed;

import java.util.List;
import java.util.Map;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * The minimax-optimal non-adaptive classifier of Auddy et al. §4.1 ({@code DTK-theory}): h =
 * multiplier·h_opt,δ, the solution of eq. 11 (by bisection, {@link Bandwidths#solve}) for the known
 * smoothness β and transfer exponents γ_j (γ_0 = 1), every server releasing at h with its whole
 * (ε_j, δ_j), and the target combining with the weights u_j of eq. 12 (eq. 13), classifying by the
 * sign (eq. 14). It needs the class parameters, so it is an oracle in the sense of the theory, used
 * for the rate check (spec §4.6); the constants of h_opt are unknown, hence the multiplier.
 */
public final class TheoryDtkMethod extends KernelMethod {

  static final Param<Double> GAMMA = Param.real("gamma", 0.0, false, 100.0);
  static final Param<Double> MULTIPLIER = Param.real("multiplier", 0.0, false, 100.0);

  TheoryDtkMethod() {
    super(
        NoiseMode.JOINT,
        info(
                "DTK-theory",
                "Auddy et al. minimax classifier: h from eq. 11 (bisection), weights eq. 12, GP noise per server",
                NoiseMode.JOINT)
            .withParameters(
                common(
                    CommonParams.BETA.fit(0.25, "Hoelder exponent beta"),
                    GAMMA.fit(1.0, "transfer exponent gamma of every source"),
                    MULTIPLIER.fit(1.0, "h = multiplier * h_opt (eq. 11 has unknown constants)"))));
  }

  /**
   * Its mechanism is DTK's at h = h_opt (one bandwidth, whole budget; {@code
   * DistributedClassifiersTest} checks that the releases are equal); it is audited at its own
   * bandwidth all the same, so that the method is never skipped.
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this).add().list();
  }

  /** h_opt,δ of eq. 11 for the input's sizes and budgets. */
  static double optimalBandwidth(PublicInput input, ParameterSet p) {
    double deltaMin = input.budgets().stream().mapToDouble(b -> b.delta()).min().orElse(1.0);
    double rhs = input.budgets().isEmpty() ? 1.0 : Math.log(2.0 / deltaMin);
    return Bandwidths.solve(
        sizes(input),
        epsilons(input),
        gammas(input.privateSampleCount(), p),
        p.get(CommonParams.BETA),
        input.dimension(),
        rhs);
  }

  /** γ_j: 1 for the target, the parameter for every source. */
  private static double[] gammas(int servers, ParameterSet p) {
    double[] gamma = new double[servers];
    for (int j = 0; j < servers; j++) {
      gamma[j] = j == 0 ? 1.0 : p.get(GAMMA);
    }
    return gamma;
  }

  @Override
  protected double[] bandwidths(PublicInput input, ParameterSet p) {
    return new double[] {p.get(MULTIPLIER) * optimalBandwidth(input, p)};
  }

  @Override
  protected boolean splitBudget() {
    return false;
  }

  @Override
  protected Fit curate(Setting setting, List<KernelRelease> releases) {
    double h = setting.bandwidths()[0];
    double[] u =
        Bandwidths.weights(
            setting.sizes(),
            setting.epsilons(),
            gammas(setting.servers(), setting.parameters()),
            setting.parameters().get(CommonParams.BETA),
            setting.dimension(),
            h);
    return post -> {
      int points = releases.get(0).values()[0].length;
      int[] labels = new int[points];
      for (int a = 0; a < points; a++) {
        double t = 0;
        for (int j = 0; j < u.length; j++) {
          t += u[j] * releases.get(j).values()[0][a];
        }
        labels[a] = t >= 0 ? 1 : 0;
      }
      return setting.model(labels, Map.of("h", h));
    };
  }
}
