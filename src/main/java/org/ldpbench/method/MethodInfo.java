package org.ldpbench.method;

import java.util.List;
import java.util.Objects;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;

/**
 * Everything the harness knows about a method before fitting it: what specs, tables and
 * {@code ldpbench list} show, and what trial keys and noise seeds are made of. Each method gives
 * one ({@link Method#info()}), built once; variants of a family hold one each.
 *
 * @param name the name used in specs, tables and figures, e.g. {@code LPCT}
 * @param description one line for {@code ldpbench list}
 * @param task whether the method predicts class labels or real values
 * @param privacyModel which data the method protects and who is trusted
 * @param implementationVersion the version of the method's code, part of every trial key: bump it
 *     whenever the same inputs and seeds would give a different output
 * @param parameters the parameters the method accepts, with defaults and post-processing flags
 * @param noiseStream the identity of the method's noise stream; methods that release exactly the
 *     same thing share one, so that their comparison is paired (common random numbers)
 */
public record MethodInfo(String name, String description, TaskType task, PrivacyModel privacyModel,
        int implementationVersion, ParameterSpace parameters, String noiseStream) {

    public MethodInfo {
        requireText(name, "name");
        requireText(description, "description");
        Objects.requireNonNull(task, "task");
        Objects.requireNonNull(privacyModel, "privacyModel");
        Objects.requireNonNull(parameters, "parameters");
        requireText(noiseStream, "noiseStream");
        if (implementationVersion < 1) {
            throw new IllegalArgumentException(name + ": implementation version " + implementationVersion + " < 1");
        }
    }

    /** Version 1, no parameters, its own noise stream (named after the method). */
    public static MethodInfo of(String name, String description, TaskType task, PrivacyModel privacyModel) {
        return new MethodInfo(name, description, task, privacyModel, 1, ParameterSpace.of(), name);
    }

    /** A classifier at version 1 with no parameters and its own noise stream. */
    public static MethodInfo classifier(String name, String description, PrivacyModel privacyModel) {
        return of(name, description, TaskType.CLASSIFICATION, privacyModel);
    }

    /** A regressor at version 1 with no parameters and its own noise stream. */
    public static MethodInfo regressor(String name, String description, PrivacyModel privacyModel) {
        return of(name, description, TaskType.REGRESSION, privacyModel);
    }

    /** This with another implementation version. */
    public MethodInfo withVersion(int version) {
        return new MethodInfo(name, description, task, privacyModel, version, parameters, noiseStream);
    }

    /** This with another parameter space. */
    public MethodInfo withParameters(ParameterSpace space) {
        return new MethodInfo(name, description, task, privacyModel, implementationVersion, space, noiseStream);
    }

    /** This with these parameters, in this order (the order of {@code ldpbench list} and error messages). */
    public MethodInfo withParameters(ParameterSpec... specs) {
        return withParameters(ParameterSpace.of(specs));
    }

    /** This with these parameters, in this order. */
    public MethodInfo withParameters(List<ParameterSpec> specs) {
        return withParameters(new ParameterSpace(specs));
    }

    /** This with another noise stream (shared with the methods that release the same thing). */
    public MethodInfo withNoiseStream(String stream) {
        return new MethodInfo(name, description, task, privacyModel, implementationVersion, parameters, stream);
    }

    /** This with another privacy model. */
    public MethodInfo withPrivacyModel(PrivacyModel model) {
        return new MethodInfo(name, description, task, model, implementationVersion, parameters, noiseStream);
    }

    static void requireText(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException("method " + what + " is empty");
        }
    }
}
