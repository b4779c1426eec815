package org.ldpbench.method;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The registry of methods by name, filled from every {@link MethodProvider} on the class path. */
public final class Methods {

    private static final Map<String, Method> METHODS = load();

    private Methods() {
    }

    private static Map<String, Method> load() {
        Map<String, Method> byName = new TreeMap<>();
        for (MethodProvider provider : ServiceLoader.load(MethodProvider.class)) {
            for (Method method : provider.methods()) {
                Method previous = byName.put(method.name(), method);
                if (previous != null) {
                    throw new IllegalStateException("two methods named " + method.name() + ": "
                            + previous.getClass().getName() + " and " + method.getClass().getName());
                }
            }
        }
        return Collections.unmodifiableMap(byName);
    }

    public static Optional<Method> find(String name) {
        return Optional.ofNullable(METHODS.get(name));
    }

    /** All methods by name. */
    public static Map<String, Method> all() {
        return METHODS;
    }
}
