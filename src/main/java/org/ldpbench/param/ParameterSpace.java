package org.ldpbench.param;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * The parameters a method or data source accepts. Spec validation asks it whether a name exists and
 * how to coerce a value; the runner asks it which parameters are post-processing.
 */
public final class ParameterSpace {

  private final Map<String, ParameterSpec> specs;

  public ParameterSpace(List<ParameterSpec> specs) {
    Map<String, ParameterSpec> byName = new LinkedHashMap<>();
    for (ParameterSpec spec : specs) {
      if (byName.put(spec.name(), spec) != null) {
        throw new IllegalArgumentException("duplicate parameter " + spec.name());
      }
    }
    this.specs = Collections.unmodifiableMap(byName);
  }

  public static ParameterSpace of(ParameterSpec... specs) {
    return new ParameterSpace(List.of(specs));
  }

  public Optional<ParameterSpec> find(String name) {
    return Optional.ofNullable(specs.get(name));
  }

  public List<ParameterSpec> specs() {
    return List.copyOf(specs.values());
  }

  public Set<String> names() {
    return specs.keySet();
  }

  /**
   * Completes {@code given} with defaults, coercing every value.
   *
   * @throws IllegalArgumentException naming the parameter if one is unknown, invalid or missing
   */
  public ParameterSet complete(Map<String, ?> given) {
    return complete(given, spec -> true);
  }

  /**
   * Completes the fit-time half ({@code postProcessing = false}) or the post-processing half of the
   * parameters from {@code given}, which must hold names of that half only.
   */
  public ParameterSet completePart(Map<String, ?> given, boolean postProcessing) {
    return complete(given, spec -> spec.postProcessing() == postProcessing);
  }

  private ParameterSet complete(Map<String, ?> given, Predicate<ParameterSpec> part) {
    Map<String, Object> values = new TreeMap<>();
    for (Map.Entry<String, ?> entry : given.entrySet()) {
      ParameterSpec spec = specs.get(entry.getKey());
      if (spec == null || !part.test(spec)) {
        throw new IllegalArgumentException(
            "unknown parameter '" + entry.getKey() + "'; allowed: " + String.join(", ", names()));
      }
      try {
        values.put(spec.name(), spec.type().coerce(entry.getValue()));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(
            spec.name() + " = " + entry.getValue() + ": " + e.getMessage(), e);
      }
    }
    List<String> missing = new ArrayList<>();
    for (ParameterSpec spec : specs.values()) {
      if (part.test(spec) && !values.containsKey(spec.name())) {
        if (spec.required()) {
          missing.add(spec.name());
        } else {
          values.put(spec.name(), spec.defaultValue());
        }
      }
    }
    if (!missing.isEmpty()) {
      throw new IllegalArgumentException(
          "missing required parameter(s): " + String.join(", ", missing));
    }
    return new ParameterSet(values);
  }

  /** Names of the parameters that are applied after privatization. */
  public Set<String> postProcessingNames() {
    Set<String> names = new TreeSet<>();
    for (ParameterSpec spec : specs.values()) {
      if (spec.postProcessing()) {
        names.add(spec.name());
      }
    }
    return names;
  }
}
