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
import org.ldpbench.privacy.RandomizedResponse;

/**
 * The K-ary randomized-response baseline of Zhao et al.'s label-LDP classifier (spec §C.3): each
 * user reports its label through {@link RandomizedResponse}; the curator counts the reports per
 * cube and predicts the most reported label (the reports' expected counts are an increasing affine
 * map of the class frequencies, so the argmax is consistent). It degrades polynomially in K,
 * where the unary encoding loses only ln K (E3). Same h schedule as LLDP-UNARY.
 */
public final class LabelLdpRrMethod extends CubeLearner {

    @Override
    public String name() {
        return "LLDP-RR";
    }

    @Override
    public String description() {
        return "label-LDP baseline: K-ary randomized response on labels, majority of reports per cube";
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
        return ParameterSpace.of(CubeBandwidth.parameters("(N min(eps^2, 1) / ln K)^(-1/(2 beta + d))",
                LabelLdpUnaryMethod.noise()));
    }

    @Override
    public List<Map<String, Object>> auditConfigurations() {
        return List.of(Map.of("bandwidth", "fixed", "h", 1.0),
                Map.of("bandwidth", "fixed", "h", 1.0, "noise", "per-user"));
    }

    @Override
    double theoryRate(PublicInput input, ParameterSet p) {
        return LabelLdpUnaryMethod.localRate(input, p);
    }

    @Override
    CubeTallies tally(Dataset records, CubeLattice lattice, ParameterSet p, PublicInput input) {
        return classCounts(records, lattice, classes(input));
    }

    @Override
    LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
        RandomizedResponse rr = new RandomizedResponse(classes(input), input.budget().epsilon());
        boolean perUser = p.getString("noise").equals("per-user");
        return (counts, rng) -> {
            long[] c = new long[counts.length];
            for (int j = 0; j < c.length; j++) {
                c[j] = (long) counts[j];
            }
            double[] out = new double[counts.length];
            if (!perUser) {
                long[] reports = rr.aggregate(c, rng);
                for (int j = 0; j < out.length; j++) {
                    out[j] = reports[j];
                }
                return out;
            }
            for (int y = 0; y < c.length; y++) {
                for (long u = 0; u < c[y]; u++) {
                    out[rr.release(y, rng)]++;
                }
            }
            return out;
        };
    }

    @Override
    Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
        return new CubeArgmaxModel(release);
    }
}
