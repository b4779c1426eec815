package org.ldpbench.data;

import java.util.List;
import java.util.Objects;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;

/**
 * Everything the harness knows about a data source before drawing from it: what specs and {@code
 * ldpbench list} show and what trial keys are made of. Each {@link DataSourceFactory} gives one
 * ({@link DataSourceFactory#info()}), built once.
 *
 * @param name the name used in specs, e.g. {@code ma-yang-2d}
 * @param description one line for {@code ldpbench list}
 * @param task whether the source's targets are class labels or real values
 * @param implementationVersion the version of the code that draws the data, part of every trial
 *     key: bump it whenever the same parameters and seeds would give different samples
 * @param parameters the parameters the source accepts (sizes, distribution parameters)
 */
public record SourceInfo(
    String name,
    String description,
    TaskType task,
    int implementationVersion,
    ParameterSpace parameters) {

  public SourceInfo {
    if (name == null || name.isBlank() || description == null || description.isBlank()) {
      throw new IllegalArgumentException(
          "a data source needs a name and a description, got '" + name + "'");
    }
    Objects.requireNonNull(task, "task");
    Objects.requireNonNull(parameters, "parameters");
    if (implementationVersion < 1) {
      throw new IllegalArgumentException(
          name + ": implementation version " + implementationVersion + " < 1");
    }
  }

  /** Version 1, no parameters. */
  public static SourceInfo of(String name, String description, TaskType task) {
    return new SourceInfo(name, description, task, 1, ParameterSpace.of());
  }

  /** This with another implementation version. */
  public SourceInfo withVersion(int version) {
    return new SourceInfo(name, description, task, version, parameters);
  }

  /**
   * This with these parameters, in this order (the order of {@code ldpbench list} and error
   * messages).
   */
  public SourceInfo withParameters(ParameterSpec... specs) {
    return withParameters(List.of(specs));
  }

  /** This with these parameters, in this order. */
  public SourceInfo withParameters(List<ParameterSpec> specs) {
    return new SourceInfo(
        name, description, task, implementationVersion, new ParameterSpace(specs));
  }
}
