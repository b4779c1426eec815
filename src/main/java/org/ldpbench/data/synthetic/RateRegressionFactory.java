package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Registers the regression designs R1 (bounded) and R2 (heavy-tailed) of spec/phist-labeldp.md
 * §D.1 as data source {@value #NAME} (see {@link RateDesign}, {@link RateDesignSource}).
 */
public final class RateRegressionFactory implements DataSourceFactory {

    public static final String NAME = "rates-regression";

    private static final ParameterSpace PARAMETERS = RateClassificationFactory.withSizes(
            ParameterSpec.fit("design", ParameterType.choice("r1", "r2"), "r1",
                    "r1: Y = sin(2 pi x1)/2 + U(-1/2, 1/2); r2: Y = sin(2 pi x1)/2 + t_(p+1/2)/2"),
            ParameterSpec.fit("d", ParameterType.integer(1, 128), 1, "dimension d"),
            ParameterSpec.fit("p", ParameterType.real(1.0, false, 100.0), 3.0,
                    "moment order p of r2 (t with p + 1/2 degrees of freedom)"));

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "rate designs R1, R2 (spec/phist-labeldp.md D.1): m(x) = sin(2 pi x1)/2 on U[0,1]^d, exact excess MSE";
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public TaskType task() {
        return TaskType.REGRESSION;
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
        RateDesign design = new RateDesign(RateDesign.Kind.byId(p.getString("design")), d, 0, 0, 0, 2, 0,
                p.getDouble("p"));
        return new RateDesignSource(NAME, design, p.getInt("nPrivate"), p.getInt("nPublic"), grid,
                p.getInt("nTest"), p);
    }
}
