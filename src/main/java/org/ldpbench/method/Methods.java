package org.ldpbench.method;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of methods by name. The standard registry ({@link #standard()}, behind the static
 * {@link #find} and {@link #all}) is filled from every {@link MethodProvider} on the class path;
 * {@link #with} builds another registry with extra methods, so that a test can parse specs naming
 * its own fake methods without those fakes appearing in {@link #all()} for every other test.
 */
public final class Methods {

    private static final Methods STANDARD = new Methods(load());

    private final Map<String, Method> byName;

    private Methods(Map<String, Method> byName) {
        this.byName = Collections.unmodifiableMap(byName);
    }

    private static Map<String, Method> load() {
        Map<String, Method> byName = new TreeMap<>();
        for (MethodProvider provider : ServiceLoader.load(MethodProvider.class)) {
            for (Method method : provider.methods()) {
                add(byName, method);
            }
        }
        return byName;
    }

    private static void add(Map<String, Method> byName, Method method) {
        Method previous = byName.put(method.name(), method);
        if (previous != null) {
            throw new IllegalStateException("two methods named " + method.name() + ": "
                    + previous.getClass().getName() + " and " + method.getClass().getName());
        }
    }

    /** The methods on the class path (every {@link MethodProvider} registered as a service). */
    public static Methods standard() {
        return STANDARD;
    }

    /** A new registry holding this one's methods and {@code extra}; a name may not be used twice. */
    public Methods with(Method... extra) {
        Map<String, Method> combined = new TreeMap<>(byName);
        for (Method method : extra) {
            add(combined, method);
        }
        return new Methods(combined);
    }

    /**
     * A new registry holding this one's methods, each of {@code replacements} in place of the
     * method of the same name (which must be registered): a test's variant of a real method, such
     * as the golden-output test's check that an edited estimator is caught.
     */
    public Methods replacing(Method... replacements) {
        Map<String, Method> combined = new TreeMap<>(byName);
        for (Method method : replacements) {
            if (combined.put(method.name(), method) == null) {
                throw new IllegalArgumentException("no method named " + method.name() + " to replace");
            }
        }
        return new Methods(combined);
    }

    /** The method named {@code name} in this registry. */
    public Optional<Method> method(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** This registry's methods by name. */
    public Map<String, Method> methods() {
        return byName;
    }

    /** The method named {@code name} in the standard registry. */
    public static Optional<Method> find(String name) {
        return STANDARD.method(name);
    }

    /** All methods of the standard registry by name. */
    public static Map<String, Method> all() {
        return STANDARD.methods();
    }
}
