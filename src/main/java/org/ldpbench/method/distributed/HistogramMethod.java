package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Features;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * DT-HIST, the histogram analogue of DTK in Auddy et al.'s simulations ("adapted from
 * Berrett–Butucea 2019"; mechanism details not given, spec §3.8 [AMBIG], our reconstruction):
 * each server releases its noisy centred bin sums on the regular grid with ⌈1/h⌉ bins per axis,
 * optionally shifted ({@link ShiftedGrid}; {@link HistogramMechanism}) with its whole budget, and the target classifies x by the sign of
 * w·S_0(B(x)) + (1 − w)·mean_{j≥1} S_j(B(x)). h is a fit parameter and w a post-processing one
 * (oracle tuning over the grid, as DTK).
 */
public final class HistogramMethod extends PrivateMethod {

    @Override
    public String name() {
        return "DT-HIST";
    }

    @Override
    public String description() {
        return "Auddy et al. DT-HIST: per-server noisy centred bin sums (Gaussian), target weight w";
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
        return PrivacyModel.DISTRIBUTED;
    }

    /** The Gaussian mechanism is (ε, δ)-DP and needs δ_j &gt; 0 on every server. */
    @Override
    public boolean usesDelta() {
        return true;
    }

    @Override
    public String budgetStatement() {
        return "each server j: one Gaussian release of its centred bin sums with its whole (eps_j, delta_j);"
                + " servers hold disjoint data (parallel composition)";
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of(
                ParameterSpec.fit("h", ParameterType.real(0.0, false, 1.0), 0.25, "bin side h (ceil(1/h) bins per axis)"),
                ParameterSpec.fit("calibration", ParameterType.choice("classical", "analytic"), "classical",
                        "Gaussian noise calibration"),
                ParameterSpec.fit("offset", ParameterType.real(0.0, true, 1.0, false), 0.0,
                        "shift of the bins by offset * side along every axis (0: edges at multiples of the side)"),
                ParameterSpec.postProcessing("w", ParameterType.real(0.0, true, 1.0), 0.5, "target weight w"));
    }

    @Override
    public PrivateProtocol<HistogramRelease> protocol(PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
        ShiftedGrid grid = new ShiftedGrid(input.dimension(), p.getDouble("h"), p.getDouble("offset"));
        List<HistogramMechanism> mechanisms = new ArrayList<>();
        for (int j = 0; j < input.privateSampleCount(); j++) {
            if (input.budgets().isEmpty()) {
                throw new IllegalArgumentException("DT-HIST needs a budget per server");
            }
            mechanisms.add(new HistogramMechanism(grid, input.privateSampleSizes().get(j), input.budgets().get(j),
                    p.getString("calibration").equals("analytic")));
        }
        return new PrivateProtocol<>() {
            @Override
            public List<HistogramMechanism> mechanisms() {
                return mechanisms;
            }

            @Override
            public Fit curate(List<HistogramRelease> releases) {
                return post -> points -> predict(grid, releases, post.getDouble("w"), points);
            }
        };
    }

    private static Predictions predict(ShiftedGrid grid, List<HistogramRelease> releases, double w,
            Features points) {
        int m = releases.size() - 1;
        int[] labels = new int[points.rows()];
        for (int a = 0; a < labels.length; a++) {
            int cell = grid.cellOf(points, a);
            double sources = 0;
            for (int j = 1; j <= m; j++) {
                sources += releases.get(j).bins()[cell];
            }
            double t = releases.get(0).bins()[cell];
            double combined = m == 0 ? t : w * t + (1 - w) * sources / m;
            labels[a] = combined >= 0 ? 1 : 0;
        }
        return Predictions.ofLabels(labels, Map.of());
    }
}
