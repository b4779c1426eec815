package org.ldpbench.testing;

import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * A test-only method (registered only where a test asks: {@link Fakes}) that throws when {@code
 * fail} is true, declares the configuration not applicable when {@code notApplicable} is true, and
 * otherwise predicts class 1 everywhere, to test how the runner records failures and NA trials.
 */
public final class FailingMethod extends TestMethod {

    public static final String NAME = "TEST-FAILING";

    public FailingMethod() {
        super(NAME, "test only: fails when fail = true, declares NA when notApplicable = true, else predicts 1",
                TaskType.CLASSIFICATION);
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of(ParameterSpec.fit("fail", ParameterType.bool(), false, "throw in fit"),
                ParameterSpec.fit("notApplicable", ParameterType.bool(), false, "declare the configuration NA"));
    }

    @Override
    public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
        if (fitParameters.getBoolean("fail")) {
            throw new IllegalStateException("deliberate failure\nsecond line");
        }
        if (fitParameters.getBoolean("notApplicable")) {
            throw new NotApplicable("deliberately not applicable\nsecond line");
        }
        return post -> points -> Predictions.ofLabels(ones(points.rows()), java.util.Map.of());
    }

    private static int[] ones(int n) {
        int[] labels = new int[n];
        java.util.Arrays.fill(labels, 1);
        return labels;
    }
}
