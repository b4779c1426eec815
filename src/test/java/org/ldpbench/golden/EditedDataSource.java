package org.ldpbench.golden;

import java.util.List;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.TaskType;
import org.ldpbench.data.real.RawFile;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * A registered data source as if someone had edited its generator: the same name, parameters and
 * version, with one numeric parameter scaled inside (for ma-yang-2d: the sign threshold of η, an
 * edited design constant). What the golden-output check must catch (GoldenCheckTest).
 */
final class EditedDataSource implements DataSourceFactory {

    private final DataSourceFactory original;
    private final String constant;
    private final double factor;

    /**
     * @param original the registered factory
     * @param constant the parameter whose value the edited generator scales
     * @param factor the scale
     */
    EditedDataSource(DataSourceFactory original, String constant, double factor) {
        this.original = original;
        this.constant = constant;
        this.factor = factor;
    }

    @Override
    public String name() {
        return original.name();
    }

    @Override
    public String description() {
        return original.description();
    }

    @Override
    public int implementationVersion() {
        return original.implementationVersion();
    }

    @Override
    public TaskType task() {
        return original.task();
    }

    @Override
    public ParameterSpace parameters() {
        return original.parameters();
    }

    @Override
    public DataSource create(ParameterSet parameters) {
        return original.create(parameters.with(constant, parameters.getDouble(constant) * factor));
    }

    @Override
    public List<RawFile> rawFiles(ParameterSet parameters) {
        return original.rawFiles(parameters);
    }
}
