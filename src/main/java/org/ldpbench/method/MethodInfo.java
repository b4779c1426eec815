package org.ldpbench.method;

import java.util.List;
import java.util.Objects;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;

/**
 * Everything the harness knows about a method before fitting it: what specs, tables and {@code
 * ldpbench list} show, and what trial keys and noise seeds are made of. Each method gives one
 * ({@link Method#info()}), built once; variants of a family hold one each.
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
 * @param budget whether the method needs δ and how it splits and composes its budget ({@link
 *     BudgetUse#NOT_DECLARED} unless declared)
 * @param needsPublicData whether the method cannot do without a public sample (it fits on it or its
 *     curator needs public features); specs with an empty public sample are then refused
 */
public record MethodInfo(
    String name,
    String description,
    TaskType task,
    PrivacyModel privacyModel,
    int implementationVersion,
    ParameterSpace parameters,
    String noiseStream,
    BudgetUse budget,
    boolean needsPublicData) {

  public MethodInfo {
    requireText(name, "name");
    requireText(description, "description");
    Objects.requireNonNull(task, "task");
    Objects.requireNonNull(privacyModel, "privacyModel");
    Objects.requireNonNull(parameters, "parameters");
    requireText(noiseStream, "noiseStream");
    Objects.requireNonNull(budget, "budget");
    if (implementationVersion < 1) {
      throw new IllegalArgumentException(
          name + ": implementation version " + implementationVersion + " < 1");
    }
  }

  /** An info with nothing declared about its budget use and no need of public data. */
  public MethodInfo(
      String name,
      String description,
      TaskType task,
      PrivacyModel privacyModel,
      int implementationVersion,
      ParameterSpace parameters,
      String noiseStream) {
    this(
        name,
        description,
        task,
        privacyModel,
        implementationVersion,
        parameters,
        noiseStream,
        BudgetUse.NOT_DECLARED,
        false);
  }

  /** Whether the method needs δ &gt; 0 ({@link BudgetUse#usesDelta()}). */
  public boolean usesDelta() {
    return budget.usesDelta();
  }

  /** How the method splits and composes its budget, in one line ({@link BudgetUse#statement()}). */
  public String budgetStatement() {
    return budget.statement();
  }

  /** Version 1, no parameters, its own noise stream (named after the method). */
  public static MethodInfo of(
      String name, String description, TaskType task, PrivacyModel privacyModel) {
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
    return new MethodInfo(
        name,
        description,
        task,
        privacyModel,
        version,
        parameters,
        noiseStream,
        budget,
        needsPublicData);
  }

  /** This with another parameter space. */
  public MethodInfo withParameters(ParameterSpace space) {
    return new MethodInfo(
        name,
        description,
        task,
        privacyModel,
        implementationVersion,
        space,
        noiseStream,
        budget,
        needsPublicData);
  }

  /**
   * This with these parameters, in this order (the order of {@code ldpbench list} and error
   * messages).
   */
  public MethodInfo withParameters(ParameterSpec... specs) {
    return withParameters(ParameterSpace.of(specs));
  }

  /** This with these parameters, in this order. */
  public MethodInfo withParameters(List<ParameterSpec> specs) {
    return withParameters(new ParameterSpace(specs));
  }

  /** This with another noise stream (shared with the methods that release the same thing). */
  public MethodInfo withNoiseStream(String stream) {
    return new MethodInfo(
        name,
        description,
        task,
        privacyModel,
        implementationVersion,
        parameters,
        stream,
        budget,
        needsPublicData);
  }

  /** This with another privacy model. */
  public MethodInfo withPrivacyModel(PrivacyModel model) {
    return new MethodInfo(
        name,
        description,
        task,
        model,
        implementationVersion,
        parameters,
        noiseStream,
        budget,
        needsPublicData);
  }

  /** This with its budget use declared. */
  public MethodInfo withBudget(BudgetUse use) {
    return new MethodInfo(
        name,
        description,
        task,
        privacyModel,
        implementationVersion,
        parameters,
        noiseStream,
        use,
        needsPublicData);
  }

  /** This for a method that cannot do without public data. */
  public MethodInfo needingPublicData() {
    return new MethodInfo(
        name,
        description,
        task,
        privacyModel,
        implementationVersion,
        parameters,
        noiseStream,
        budget,
        true);
  }

  static void requireText(String value, String what) {
    if (value == null || value.isBlank()) {
      throw new IllegalArgumentException("method " + what + " is empty");
    }
  }
}
