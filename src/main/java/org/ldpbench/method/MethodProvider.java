package org.ldpbench.method;

import java.util.List;

/**
 * Contributes methods to the registry. To add a method, implement {@link Method}, return it from
 * a provider, and list the provider in
 * {@code META-INF/services/org.ldpbench.method.MethodProvider} of any jar on the class path.
 */
public interface MethodProvider {

    List<Method> methods();
}
