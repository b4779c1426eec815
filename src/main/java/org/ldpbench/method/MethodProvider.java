package org.ldpbench.method;

import java.util.List;

/**
 * Contributes methods to the registry. To add a method, implement {@link Method}, return it from a
 * provider, and list the provider in {@code META-INF/services/org.ldpbench.method.MethodProvider}
 * of any jar on the class path: this project's jar, or a plugin jar that {@code bin/ldpbench} adds
 * from {@code plugins/}, {@code LDPBENCH_PLUGINS} or {@code --plugins DIR}
 * (docs/adding-a-method.md). This interface is part of the stable plugin API.
 */
public interface MethodProvider {

  List<Method> methods();
}
