package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Registers G4, the worst-case design of spec/phist-labeldp.md §D.1 (Berrett–Butucea's lower-bound
 * construction, {@link RateDesign#worstCase}), as data source {@value #NAME}. The construction depends
 * on the sample size as in §A.5: q = max(2, round(cq·(n alpha²)^{1/(2β+2d)})) cubes per axis with β = 1
 * and n = nPrivate/2 (Berrett–Butucea's half sample), so each N is its own hardest instance and the
 * excess risk of any α-LDP rule falls no faster than the minimax rate (n α²)^{−β(1+γ)/(2β+2d)}.
 *
 * <p>A separate factory (not a {@code design} of {@code rates-classification}) so that adding its
 * parameters leaves the trial keys of the other designs' experiments unchanged.
 *
 * <p>Signs: drawn once from {@code signSeed} for every replication (the spec asks for random signs per
 * replication; the harness computes the excess risk from one η per data source, which cannot depend on
 * the replication without a change to {@link RateDesignSource}). With several active cubes a fixed
 * random draw is a typical member of the lower-bound family; other draws are other values of
 * {@code signSeed}.
 */
public final class RateWorstCaseFactory implements DataSourceFactory {

    public static final String NAME = "rates-worst-case";

    private static final ParameterSpace PARAMETERS = RateClassificationFactory.withSizes(
            ParameterSpec.fit("d", ParameterType.integer(1, 4), 1, "dimension d"),
            ParameterSpec.fit("a", ParameterType.real(0.0, false, 1.0), 0.8, "bump height a/q (flat top)"),
            ParameterSpec.fit("cq", ParameterType.real(0.0, false, 1000.0), 1.0,
                    "constant of q = max(2, round(cq (n alpha^2)^(1/(2+2d)))), n = nPrivate/2"),
            ParameterSpec.fit("alpha", ParameterType.real(0.0, false, 1000.0), 1.0,
                    "the privacy level alpha the construction is tuned to"),
            ParameterSpec.fit("bumps", ParameterType.real(0.0, false, 1e6), 4.0,
                    "active cubes m = round(bumps q^(d-1)) (beta gamma = 1)"),
            ParameterSpec.fit("signSeed", ParameterType.integer(0, Integer.MAX_VALUE), 1, "seed of the signs"));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "G4 (spec/phist-labeldp.md D.1): Berrett-Butucea lower-bound bumps, q tied to N, exact excess risk";
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
        RateClassificationFactory.checkGrid(grid, d, p.getInt("nTest"));
        int q = cubesPerAxis(p.getInt("nPrivate"), d, p.getDouble("cq"), p.getDouble("alpha"));
        RateDesign design = RateDesign.worstCase(d, p.getDouble("a"), q, p.getDouble("bumps"), p.getInt("signSeed"));
        return new RateDesignSource(NAME, design, p.getInt("nPrivate"), p.getInt("nPublic"), grid,
                p.getInt("nTest"), p);
    }

    /** q = max(2, round(cq·(n α²)^{1/(2+2d)})), n = ⌊nPrivate/2⌋ (β = 1). */
    static int cubesPerAxis(int nPrivate, int d, double cq, double alpha) {
        double n = Math.max(1, nPrivate / 2);
        return (int) Math.max(2, Math.round(cq * Math.pow(n * alpha * alpha, 1.0 / (2 + 2 * d))));
    }
}
