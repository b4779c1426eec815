package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * The minimax-optimal non-adaptive classifier of Auddy et al. §4.1 ({@code DTK-theory}): h =
 * multiplier·h_opt,δ, the solution of eq. 11 (by bisection, {@link Bandwidths#solve}) for the known
 * smoothness β and transfer exponents γ_j (γ_0 = 1), every server releasing at h with its whole
 * (ε_j, δ_j), and the target combining with the weights u_j of eq. 12 (eq. 13), classifying by
 * the sign (eq. 14). It needs the class parameters, so it is an oracle in the sense of the
 * theory, used for the rate check (spec §4.6); the constants of h_opt are unknown, hence the
 * multiplier.
 */
public final class TheoryDtkMethod extends KernelMethod {

    TheoryDtkMethod() {
        super(NoiseMode.JOINT);
    }

    @Override
    public String name() {
        return "DTK-theory";
    }

    @Override
    public String description() {
        return "Auddy et al. minimax classifier: h from eq. 11 (bisection), weights eq. 12, GP noise per server";
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    /**
     * Its mechanism is DTK's at h = h_opt (one bandwidth, whole budget), audited there;
     * {@code DistributedClassifiersTest} checks that the releases are equal.
     */
    @Override
    public List<Map<String, Object>> auditConfigurations() {
        return List.of();
    }

    @Override
    public ParameterSpace parameters() {
        List<ParameterSpec> specs = new ArrayList<>(common());
        specs.add(ParameterSpec.fit("beta", ParameterType.real(0.0, false, 1.0), 0.25, "Hoelder exponent beta"));
        specs.add(ParameterSpec.fit("gamma", ParameterType.real(0.0, false, 100.0), 1.0,
                "transfer exponent gamma of every source"));
        specs.add(ParameterSpec.fit("multiplier", ParameterType.real(0.0, false, 100.0), 1.0,
                "h = multiplier * h_opt (eq. 11 has unknown constants)"));
        return ParameterSpace.of(specs.toArray(ParameterSpec[]::new));
    }

    /** h_opt,δ of eq. 11 for the input's sizes and budgets. */
    static double optimalBandwidth(PublicInput input, ParameterSet p) {
        double deltaMin = input.budgets().stream().mapToDouble(b -> b.delta()).min().orElse(1.0);
        double rhs = input.budgets().isEmpty() ? 1.0 : Math.log(2.0 / deltaMin);
        return Bandwidths.solve(sizes(input), epsilons(input), gammas(input.privateSampleCount(), p), p.getDouble("beta"),
                input.dimension(), rhs);
    }

    /** γ_j: 1 for the target, the parameter for every source. */
    private static double[] gammas(int servers, ParameterSet p) {
        double[] gamma = new double[servers];
        for (int j = 0; j < servers; j++) {
            gamma[j] = j == 0 ? 1.0 : p.getDouble("gamma");
        }
        return gamma;
    }

    @Override
    protected double[] bandwidths(PublicInput input, ParameterSet p) {
        return new double[] {p.getDouble("multiplier") * optimalBandwidth(input, p)};
    }

    @Override
    protected boolean splitBudget() {
        return false;
    }

    @Override
    protected Fit curate(Setting setting, List<KernelRelease> releases) {
        double h = setting.bandwidths()[0];
        double[] u = Bandwidths.weights(setting.sizes(), setting.epsilons(), gammas(setting.servers(), setting.parameters()),
                setting.parameters().getDouble("beta"), setting.dimension(), h);
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
