package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/** Registers the Ma–Yang 2-d generator as data source {@code ma-yang-2d}. */
public final class MaYang2dFactory implements DataSourceFactory {

    public static final String NAME = "ma-yang-2d";

    private static final ParameterSpace PARAMETERS = ParameterSpace.of(
            ParameterSpec.fit("gamma", ParameterType.real(0.0, false, 1e6), null,
                    "relative signal exponent of the public labels (0.5: strong public signal, 5: weak)"),
            ParameterSpec.fit("threshold", ParameterType.real(0.0, false, 1.0, false), MaYang2d.CODE_THRESHOLD,
                    "sign threshold of eta (0.33 in the authors' code, 1/3 in the paper)"),
            ParameterSpec.fit("nPrivate", ParameterType.integer(1, 100_000_000), null, "private sample size n_P"),
            ParameterSpec.fit("nPublic", ParameterType.integer(0, 100_000_000), null, "public sample size n_Q"),
            ParameterSpec.fit("nTest", ParameterType.integer(1, 100_000_000), 2000, "test points drawn from P"));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Ma & Yang 2-d posterior-drift design: X ~ U[0,1]^2, eta_P and eta_Q(gamma) (spec/lpct.md 5.2)";
    }

    /**
     * 2: each sample has its own stream named by its own distribution (issue 5); version 1 drew the
     * three samples from one replication stream.
     */
    @Override
    public int implementationVersion() {
        return 2;
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
        return new MaYang2dSource(new MaYang2d(p.getDouble("gamma"), p.getDouble("threshold")),
                p.getInt("nPrivate"), p.getInt("nPublic"), p.getInt("nTest"), p);
    }
}
