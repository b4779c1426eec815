package org.ldpbench.testing;

import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Test-only method {@code TEST-NA}: declares configurations with {@code cells} above 4 not
 * applicable (as PHIST does for grids that do not fit in memory) and predicts 1 otherwise; counts
 * its fits so tests can check that NA trials are not retried.
 */
public final class NotApplicableMethod implements Method {

    public static final String NAME = "TEST-NA";
    /** Fits attempted in this JVM. */
    public static final java.util.concurrent.atomic.AtomicInteger FITS = new java.util.concurrent.atomic.AtomicInteger();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test only: cells > 4 is not applicable";
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
        return PrivacyModel.NONE;
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of(ParameterSpec.fit("cells", ParameterType.integer(1, 100), 2, "cells per axis"));
    }

    @Override
    public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
        FITS.incrementAndGet();
        if (p.getInt("cells") > 4) {
            throw new NotApplicable(p.getInt("cells") + "^2 cells exceed the test limit of 16");
        }
        return post -> points -> {
            int[] ones = new int[points.rows()];
            java.util.Arrays.fill(ones, 1);
            return Predictions.ofLabels(ones, Map.of());
        };
    }
}
