package org.ldpbench.golden;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * A registered method as if someone had edited its code: the same name, parameters and noise
 * stream, with a post-processing constant scaled (for LPCT: the weight λ of the public counts in
 * eq. 8, as an edited estimator constant would) and/or its implementation version moved. What the
 * golden-output check must catch (GoldenCheckTest).
 */
final class EditedMethod implements Method {

    private final Method original;
    private final String constant;
    private final double factor;
    private final int versionShift;

    /**
     * @param original the registered method
     * @param constant the post-processing parameter whose value the edited code scales
     * @param factor the scale (1: outputs unchanged)
     * @param versionShift added to the implementation version (0: not bumped)
     */
    EditedMethod(Method original, String constant, double factor, int versionShift) {
        this.original = original;
        this.constant = constant;
        this.factor = factor;
        this.versionShift = versionShift;
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
    public TaskType task() {
        return original.task();
    }

    @Override
    public int implementationVersion() {
        return original.implementationVersion() + versionShift;
    }

    @Override
    public PrivacyModel privacyModel() {
        return original.privacyModel();
    }

    @Override
    public ParameterSpace parameters() {
        return original.parameters();
    }

    @Override
    public String noiseStream() {
        return original.noiseStream();
    }

    @Override
    public List<Map<String, Object>> auditConfigurations() {
        return original.auditConfigurations();
    }

    @Override
    public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
        Fit fit = original.fit(input, fitParameters, noise);
        return post -> fit.model(post.with(constant, post.getDouble(constant) * factor));
    }
}
