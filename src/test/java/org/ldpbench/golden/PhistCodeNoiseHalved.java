package org.ldpbench.golden;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;

/**
 * A test-only mutant of PHIST (issue 32's fourth fault): with {@code noise: code} its one Laplace draw
 * per cell has half the scale (the planted {@link Fault#NOISE_HALVED}, which PHIST's noise is built
 * through), under the same name and implementation version; the other noise modes are untouched. The
 * golden check must catch it (GoldenCodePathsTest): the golden specs of {@code ma-yang-2d.yaml} run
 * only {@code noise: aggregate}, so only the code-path spec {@code paths/phist-code.yaml} can.
 */
final class PhistCodeNoiseHalved implements Method {

    private final Method original;

    /** @param original the registered PHIST */
    PhistCodeNoiseHalved(Method original) {
        this.original = original;
    }

    @Override
    public MethodInfo info() {
        return original.info();
    }

    @Override
    public List<Map<String, Object>> auditConfigurations() {
        return original.auditConfigurations();
    }

    @Override
    public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
        TrainingInput used = "code".equals(fitParameters.get("noise")) ? new TrainingInput(
                input.publicInput().withFault(Fault.NOISE_HALVED), input.privateSamples()) : input;
        return original.fit(used, fitParameters, noise);
    }
}
