package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Registers the classification designs G1, G1-κ, G2 and G3 of spec/phist-labeldp.md §D.1 as data
 * source {@value #NAME} (see {@link RateDesign}, {@link RateDesignSource}).
 */
public final class RateClassificationFactory implements DataSourceFactory {

    public static final String NAME = "rates-classification";

    private static final ParameterSpace PARAMETERS = withSizes(
            ParameterSpec.fit("design", ParameterType.choice("g1", "g1-kappa", "g2", "g3"), "g1",
                    "g1: eta = 1/2 + a(x1 - tau); g1-kappa: margin exponent 1/kappa; g2: oblique; g3: K classes"),
            ParameterSpec.fit("d", ParameterType.integer(1, 128), 1, "dimension d"),
            ParameterSpec.fit("a", ParameterType.real(0.0, false, 1.0), 0.8, "slope a of eta (g1, g1-kappa, g2)"),
            ParameterSpec.fit("tau", ParameterType.real(0.1, true, 0.9), 0.5, "Bayes boundary x1 = tau (g1)"),
            ParameterSpec.fit("kappa", ParameterType.real(0.0, false, 1.0), 0.5, "smoothness kappa (g1-kappa)"),
            ParameterSpec.fit("K", ParameterType.integer(2, 256), 2, "number of classes (g3)"),
            ParameterSpec.fit("s", ParameterType.real(0.0, false, 100.0), 2.0, "concentration s (g3)"));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "rate designs G1, G1-kappa, G2, G3 (spec/phist-labeldp.md D.1): X ~ U[0,1]^d, known eta, exact excess risk";
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public TaskType task() {
        return TaskType.CLASSIFICATION;
    }

    @Override
    public ParameterSpace parameters() {
        return PARAMETERS;
    }

    @Override
    public DataSource create(ParameterSet p) {
        int d = p.getInt("d");
        int grid = p.getInt("testGrid");
        checkGrid(grid, d, p.getInt("nTest"));
        RateDesign design = new RateDesign(RateDesign.Kind.byId(p.getString("design")), d, p.getDouble("a"),
                p.getDouble("tau"), p.getDouble("kappa"), p.getInt("K"), p.getDouble("s"), 0.0);
        return new RateDesignSource(NAME, design, p.getInt("nPrivate"), p.getInt("nPublic"), grid,
                p.getInt("nTest"), p);
    }

    /** {@code specs} followed by the size parameters shared by the rate designs: nPrivate, nPublic, testGrid, nTest, stream. */
    static ParameterSpace withSizes(ParameterSpec... specs) {
        java.util.List<ParameterSpec> all = new java.util.ArrayList<>(java.util.List.of(specs));
        java.util.Collections.addAll(all,
            ParameterSpec.fit("nPrivate", ParameterType.integer(1, 200_000_000), null, "private sample size N"),
            ParameterSpec.fit("nPublic", ParameterType.integer(0, 100_000_000), 0, "public sample size"),
            ParameterSpec.fit("testGrid", ParameterType.integer(2, 1 << 22), 1024,
                    "test points: the midpoint grid with this many points per axis (if nTest = 0)"),
            ParameterSpec.fit("nTest", ParameterType.integer(0, 10_000_000), 0,
                    "if > 0: this many random test points instead of the grid (Monte-Carlo excess risk)"),
            ParameterSpec.fit(RateDesignSource.STREAM, ParameterType.bool(), false,
                    "deliver the private sample in chunks of 65,536 rows instead of holding it in memory (the same"
                    + " rows; only methods that read chunks accept it)"));
        return new ParameterSpace(all);
    }

    /** At most 5 million grid test points (unless the test set is random). */
    static void checkGrid(int grid, int d, int nTest) {
        if (nTest == 0 && Math.pow(grid, d) > 5_000_000) {
            throw new IllegalArgumentException("testGrid^d = " + grid + "^" + d + " test points; at most 5,000,000");
        }
    }
}
