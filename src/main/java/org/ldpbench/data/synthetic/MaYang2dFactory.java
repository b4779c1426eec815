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

    /** The parameter that streams the private sample (left out of the source's id: same rows). */
    public static final String STREAM = "stream";

    private static final ParameterSpace PARAMETERS = ParameterSpace.of(
            ParameterSpec.fit("gamma", ParameterType.real(0.0, false, 1e6), null,
                    "relative signal exponent of the public labels (0.5: strong public signal, 5: weak)"),
            ParameterSpec.fit("threshold", ParameterType.real(0.0, false, 1.0, false), MaYang2d.CODE_THRESHOLD,
                    "sign threshold of eta (0.33 in the authors' code, 1/3 in the paper)"),
            ParameterSpec.fit("nPrivate", ParameterType.integer(1, 100_000_000), null, "private sample size n_P"),
            ParameterSpec.fit("nPublic", ParameterType.integer(0, 100_000_000), null, "public sample size n_Q"),
            ParameterSpec.fit("nTest", ParameterType.integer(1, 100_000_000), 2000, "test points drawn from P"),
            ParameterSpec.fit(MaYang2dFactory.STREAM, ParameterType.bool(), false,
                    "deliver the private sample in chunks of 65,536 rows instead of holding it in memory (the same"
                    + " rows; only methods that read chunks accept it)"));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Ma & Yang 2-d posterior-drift design: X ~ U[0,1]^2, eta_P and eta_Q(gamma) (spec/lpct.md 5.2)";
    }

    /**
     * 3: the private sample is drawn in chunks of 65,536 rows, chunk c ≥ 1 from its own stream (samples
     * of up to 65,536 rows are unchanged); 2: each sample has its own stream named by its own
     * distribution (issue 5); version 1 drew the three samples from one replication stream.
     */
    @Override
    public int implementationVersion() {
        return 3;
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
                p.getInt("nPrivate"), p.getInt("nPublic"), p.getInt("nTest"), p.getBoolean(STREAM), p);
    }
}
