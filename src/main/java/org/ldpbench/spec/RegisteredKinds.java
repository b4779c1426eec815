package org.ldpbench.spec;

import java.util.ServiceLoader;

/**
 * Holds the {@link SpecKinds} the class path registers: exactly one implementation (the report
 * layer's registry), loaded once. A class path without one cannot read specs, and says so.
 */
final class RegisteredKinds {

  static final SpecKinds STANDARD = load();

  private RegisteredKinds() {}

  private static SpecKinds load() {
    return ServiceLoader.load(SpecKinds.class, SpecKinds.class.getClassLoader())
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "no kinds of output or claim are registered: the class"
                        + " path lacks META-INF/services/"
                        + SpecKinds.class.getName()
                        + " (org.ldpbench.report.kinds.Kinds)"));
  }
}
