package org.ldpbench.method;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSpec;

/**
 * Builds a method's {@link Method#auditConfigurations()} from its own typed keys, so that a key the
 * method does not declare as a fit parameter (a misspelling, another family's key, a
 * post-processing key) or a value it does not allow fails when the list is built, naming the method
 * and the key, rather than deep in the audit. The configurations keep the order they are added in
 * (the committed audit table and the mutation killers index them by position), and each holds the
 * canonical values the spec reader would give ({@link Param#canonical}).
 *
 * <pre>{@code
 * return AuditConfigurations.of(this)
 *         .add().with(DEPTH, 2).with(CommonParams.NOISE, NoiseDraw.AGGREGATE)
 *         .add().with(DEPTH, 2).with(CommonParams.NOISE, NoiseDraw.PER_USER)
 *         .list();
 * }</pre>
 */
public final class AuditConfigurations {

  private final Method method;
  private final List<Map<String, Object>> configurations = new ArrayList<>();

  private AuditConfigurations(Method method) {
    this.method = method;
  }

  /**
   * An empty list of configurations of {@code method}, whose parameters the keys are checked
   * against.
   */
  public static AuditConfigurations of(Method method) {
    return new AuditConfigurations(method);
  }

  /** Starts a configuration: every fit parameter at its default until {@link #with} sets one. */
  public AuditConfigurations add() {
    configurations.add(new LinkedHashMap<>());
    return this;
  }

  /**
   * Starts a configuration holding the values of {@code base} (an inner method's configuration,
   * whose keys the wrapping method declares too); each name is checked like a key given to {@link
   * #with}.
   */
  public AuditConfigurations add(Map<String, ?> base) {
    Map<String, Object> copy = new LinkedHashMap<>();
    base.forEach((name, value) -> copy.put(fitParameter(name).name(), value));
    configurations.add(copy);
    return this;
  }

  /**
   * Sets {@code key} to {@code value} in the configuration last started.
   *
   * @throws IllegalArgumentException naming the method and the key if the method has no such fit
   *     parameter or does not allow the value; IllegalStateException if no configuration was
   *     started
   */
  public <T> AuditConfigurations with(Param<T> key, T value) {
    if (configurations.isEmpty()) {
      throw new IllegalStateException(
          method.name() + ": audit configuration: add() before with(" + key.name() + ", ...)");
    }
    ParameterSpec spec = fitParameter(key.name());
    if (!key.declares(spec)) {
      throw new IllegalArgumentException(
          method.name()
              + ": audit configuration: key "
              + key
              + " is not the"
              + " method's '"
              + key.name()
              + "' ("
              + spec.type().describe()
              + ")");
    }
    Object canonical;
    try {
      canonical = key.canonical(value);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(
          method.name() + ": audit configuration: " + e.getMessage(), e);
    }
    configurations.get(configurations.size() - 1).put(key.name(), canonical);
    return this;
  }

  /** The configurations in the order they were started, each unmodifiable. */
  public List<Map<String, Object>> list() {
    List<Map<String, Object>> out = new ArrayList<>(configurations.size());
    configurations.forEach(c -> out.add(Collections.unmodifiableMap(new LinkedHashMap<>(c))));
    return Collections.unmodifiableList(out);
  }

  private ParameterSpec fitParameter(String name) {
    ParameterSpec spec = method.info().parameters().find(name).orElse(null);
    if (spec == null || spec.postProcessing()) {
      List<String> fit = new ArrayList<>();
      method
          .info()
          .parameters()
          .specs()
          .forEach(
              s -> {
                if (!s.postProcessing()) {
                  fit.add(s.name());
                }
              });
      throw new IllegalArgumentException(
          method.name()
              + ": audit configuration: '"
              + name
              + "' is not a fit parameter of "
              + method.name()
              + "; its fit parameters: "
              + (fit.isEmpty() ? "none" : String.join(", ", fit)));
    }
    return spec;
  }
}
