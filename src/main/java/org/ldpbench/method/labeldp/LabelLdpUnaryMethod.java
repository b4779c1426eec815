package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Map;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Model;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;
import org.ldpbench.privacy.UnaryEncoding;

/**
 * Zhao et al.'s label-LDP classifier (Thm 2; spec/phist-labeldp.md §B.3 ZH-1, §C.3): every user
 * sends x in the clear and its label through per-bit randomized response on the one-hot code
 * ({@link UnaryEncoding}); the curator sums the bits per cube, S_lj, and predicts argmax_j S_lj
 * (E S_lj/n_l is the same increasing affine map of η_j for every j, so no debiasing is needed).
 * h = c·(N(ε² ∧ 1)/ln K)^{−1/(2β+d)} or fixed.
 *
 * <p>The release is drawn per cube: S_lj = Binomial(n_lj, p) + Binomial(n_l − n_lj, q), exactly
 * the sum of the users' bits ({@code noise: aggregate}), or user by user ({@code per-user}).
 */
public final class LabelLdpUnaryMethod extends CubeLearner {

    @Override
    public String name() {
        return "LLDP-UNARY";
    }

    @Override
    public String description() {
        return "label-LDP classifier (Zhao et al. Thm 2): per-bit randomized response on one-hot labels, majority per cube";
    }

    @Override
    public TaskType task() {
        return TaskType.CLASSIFICATION;
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public PrivacyModel privacyModel() {
        return PrivacyModel.LABEL_LOCAL;
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of(CubeBandwidth.parameters("(N min(eps^2, 1) / ln K)^(-1/(2 beta + d))", noise()));
    }

    static ParameterSpec noise() {
        return ParameterSpec.fit("noise", ParameterType.choice("aggregate", "per-user"), "aggregate",
                "aggregate: exact per-cube aggregate of the users' releases; per-user: every user's release");
    }

    @Override
    public List<Map<String, Object>> auditConfigurations() {
        return List.of(Map.of("bandwidth", "fixed", "h", 1.0),
                Map.of("bandwidth", "fixed", "h", 1.0, "noise", "per-user"));
    }

    /** (N(ε² ∧ 1)/ln K)^{−1/(2β+d)}. */
    static double localRate(PublicInput input, ParameterSet p) {
        double eps = Math.min(1.0, input.budget().epsilon());
        return Math.pow(CubeBandwidth.n(input) * eps * eps / Math.log(classes(input)),
                -1.0 / (2 * p.getDouble("beta") + input.dimension()));
    }

    @Override
    double theoryRate(PublicInput input, ParameterSet p) {
        return localRate(input, p);
    }

    @Override
    CubeTallies tally(Dataset records, CubeLattice lattice, ParameterSet p, PublicInput input) {
        return classCounts(records, lattice, classes(input));
    }

    @Override
    LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
        UnaryEncoding unary = new UnaryEncoding(classes(input), input.budget().epsilon());
        boolean perUser = p.getString("noise").equals("per-user");
        return (counts, rng) -> {
            long total = 0;
            for (double c : counts) {
                total += (long) c;
            }
            double[] sums = new double[counts.length];
            if (!perUser) {
                for (int j = 0; j < counts.length; j++) {
                    sums[j] = unary.onesAmong((long) counts[j], total - (long) counts[j], rng);
                }
                return sums;
            }
            for (int y = 0; y < counts.length; y++) {
                for (long u = 0; u < (long) counts[y]; u++) {
                    int[] bits = unary.release(y, rng);
                    for (int j = 0; j < bits.length; j++) {
                        sums[j] += bits[j];
                    }
                }
            }
            return sums;
        };
    }

    @Override
    Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
        return new CubeArgmaxModel(release);
    }
}
