package org.ldpbench.method;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * A method's privacy model in words, true for every setting of its choice parameters: the model of
 * the default configuration, then each other model with the parameter value that gives it (PGLM:
 * "central DP (default variant=code); local DP with variant=faithful"). It asks the method for each
 * value of each choice or boolean fit parameter, the others at their defaults, so a label such as
 * "local" cannot be shown for a method whose default adds central noise. Used by {@code ldpbench
 * list}.
 */
public final class PrivacyModelsBySetting {

  private PrivacyModelsBySetting() {}

  /**
   * The text for {@code method}, e.g. "local DP" or "central DP (default variant=code); local DP
   * with variant=faithful".
   */
  public static String describe(Method method) {
    Map<String, Object> defaults = defaults(method);
    if (defaults == null) {
      return method.info().privacyModel().label();
    }
    PrivacyModel base =
        method.privacyModel(method.info().parameters().completePart(defaults, false));
    Map<PrivacyModel, List<String>> others = new LinkedHashMap<>();
    List<String> changingDefaults = new ArrayList<>();
    for (ParameterSpec spec : method.info().parameters().specs()) {
      if (spec.postProcessing()) {
        continue;
      }
      boolean changes = false;
      for (Object value : values(spec.type())) {
        Map<String, Object> setting = new LinkedHashMap<>(defaults);
        setting.put(spec.name(), value);
        PrivacyModel model =
            method.privacyModel(method.info().parameters().completePart(setting, false));
        if (model != base) {
          changes = true;
          others.computeIfAbsent(model, m -> new ArrayList<>()).add(setting(spec, value));
        }
      }
      if (changes) {
        changingDefaults.add(setting(spec, spec.defaultValue()));
      }
    }
    if (others.isEmpty()) {
      return base.label();
    }
    StringBuilder out =
        new StringBuilder(base.label())
            .append(" (default ")
            .append(String.join(", ", changingDefaults))
            .append(')');
    others.forEach(
        (model, settings) ->
            out.append("; ")
                .append(model.label())
                .append(" with ")
                .append(String.join(" or ", settings)));
    return out.toString();
  }

  private static String setting(ParameterSpec spec, Object value) {
    return spec.name() + "=" + ParameterSet.format(value);
  }

  /**
   * Default values of every fit parameter, or null when one is required (no default configuration).
   */
  private static Map<String, Object> defaults(Method method) {
    Map<String, Object> defaults = new LinkedHashMap<>();
    for (ParameterSpec spec : method.info().parameters().specs()) {
      if (spec.postProcessing()) {
        continue;
      }
      if (spec.required()) {
        return null;
      }
      defaults.put(spec.name(), spec.defaultValue());
    }
    return defaults;
  }

  private static List<Object> values(ParameterType type) {
    if (type instanceof ParameterType.Choice choice) {
      return List.copyOf(choice.values());
    }
    if (type instanceof ParameterType.Bool) {
      return List.of(false, true);
    }
    return List.of();
  }
}
