package org.ldpbench.param;

import java.util.Objects;

/**
 * One named parameter: its type, its default (null when it must be given) and whether it only
 * post-processes a privatized release. Post-processing parameters (such as LPCT's λ) are swept over
 * one release per trial group, so changing them never draws new noise (DESIGN rule 6).
 *
 * @param name the name used in YAML specs and trial keys
 * @param type allowed values
 * @param defaultValue canonical default, or null when the parameter is required
 * @param postProcessing true if the parameter is applied to an existing release without new noise
 * @param description one line for {@code ldpbench list}
 */
public record ParameterSpec(
    String name,
    ParameterType type,
    Object defaultValue,
    boolean postProcessing,
    String description) {

  public ParameterSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(type, "type");
    Objects.requireNonNull(description, "description");
    if (defaultValue != null) {
      defaultValue = type.coerce(defaultValue);
    }
  }

  /** A parameter that changes what is released (fit time). */
  public static ParameterSpec fit(
      String name, ParameterType type, Object defaultValue, String description) {
    return new ParameterSpec(name, type, defaultValue, false, description);
  }

  /** A parameter applied to the release afterwards (no new noise). */
  public static ParameterSpec postProcessing(
      String name, ParameterType type, Object defaultValue, String description) {
    return new ParameterSpec(name, type, defaultValue, true, description);
  }

  public boolean required() {
    return defaultValue == null;
  }
}
