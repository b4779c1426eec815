package org.ldpbench.data.synthetic;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Registers {@code ma-yang-2d-range}: the Ma–Yang 2-d design with the features scaled by a ~
 * U[scaleMin, scaleMax] drawn per replication, so the domain is [0, a]² (the range-estimation
 * experiment, Ma &amp; Yang Section 6.4 and Figure 8; spec/lpct.md 6.2 rows F8b, F8c).
 */
public final class MaYang2dRangeFactory implements DataSourceFactory {

    public static final String NAME = "ma-yang-2d-range";

    private static final ParameterSpace PARAMETERS;

    static {
        List<ParameterSpec> specs = new ArrayList<>(new MaYang2dFactory().parameters().specs());
        specs.add(ParameterSpec.fit("scaleMin", ParameterType.real(0.0, false, 1e6), 1.0,
                "smallest side a of the domain [0, a]^2 (a ~ U[scaleMin, scaleMax] per replication)"));
        specs.add(ParameterSpec.fit("scaleMax", ParameterType.real(0.0, false, 1e6), 5.0,
                "largest side a of the domain [0, a]^2"));
        PARAMETERS = new ParameterSpace(specs);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "Ma & Yang 2-d design on [0,a]^2 with a ~ U[scaleMin, scaleMax] per replication (range estimation, Fig. 8)";
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
        if (!(p.getDouble("scaleMin") <= p.getDouble("scaleMax"))) {
            throw new IllegalArgumentException("scaleMin " + ParameterSet.format(p.get("scaleMin"))
                    + " is above scaleMax " + ParameterSet.format(p.get("scaleMax")));
        }
        ParameterSet base = p.without(List.of("scaleMin", "scaleMax"));
        MaYang2dSource unscaled = new MaYang2dSource(new MaYang2d(p.getDouble("gamma"), p.getDouble("threshold")),
                p.getInt("nPrivate"), p.getInt("nPublic"), p.getInt("nTest"), base);
        return new MaYang2dRangeSource(unscaled, p.getDouble("scaleMin"), p.getDouble("scaleMax"), p);
    }
}
