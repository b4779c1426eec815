package org.ldpbench.testing;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * A test-only regression method (registered from src/test/resources) that predicts 0 everywhere,
 * to test that a spec pairing it with classification data is rejected.
 */
public final class RegressionStub implements Method, MethodProvider {

    public static final String NAME = "TEST-REGRESSION";

    @Override
    public List<Method> methods() {
        return List.of(new RegressionStub());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test only: a regression method that predicts 0";
    }

    @Override
    public TaskType task() {
        return TaskType.REGRESSION;
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public PrivacyModel privacyModel() {
        return PrivacyModel.NONE;
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of();
    }

    @Override
    public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
        return post -> points -> Predictions.ofValues(new double[points.rows()], Map.of());
    }
}
