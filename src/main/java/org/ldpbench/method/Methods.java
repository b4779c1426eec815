package org.ldpbench.method;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ldpbench.UserError;
import org.ldpbench.plugin.PluginProblem;
import org.ldpbench.plugin.ServiceProviders;

/**
 * The registry of methods by name. The standard registry ({@link #standard()}, behind the static
 * {@link #find} and {@link #all}) is filled from every {@link MethodProvider} on the class path;
 * {@link #with} builds another registry with extra methods, so that a test can parse specs naming
 * its own fake methods without those fakes appearing in {@link #all()} for every other test.
 *
 * <p>A plugin that cannot contribute (its provider class is missing, its constructor or
 * {@code methods()} throws, a method's {@code info()} throws, or it reuses a registered name) is
 * left out and listed in {@link #problems()}, one line each naming the jar and the class; every
 * other method registers. A bad external method descriptor ({@link UserError}) still stops the
 * program: it is the user's own file, to be fixed.
 */
public final class Methods {

    private static final Methods STANDARD = load(classLoader());

    private final Map<String, Method> byName;
    private final List<PluginProblem> problems;

    private Methods(Map<String, Method> byName, List<PluginProblem> problems) {
        this.byName = Collections.unmodifiableMap(byName);
        this.problems = List.copyOf(problems);
    }

    private static ClassLoader classLoader() {
        // the class path's loader: bin/ldpbench puts plugin jars on the class path (no thread's context loader:
        // method code touches no thread, SideChannelArchitectureTest)
        return Methods.class.getClassLoader();
    }

    /** The registry of every {@link MethodProvider} that {@code loader} finds, broken ones left out. */
    public static Methods load(ClassLoader loader) {
        ServiceProviders<MethodProvider> providers = ServiceProviders.load(MethodProvider.class, loader);
        Map<String, Method> byName = new TreeMap<>();
        List<PluginProblem> problems = new ArrayList<>(providers.problems());
        for (MethodProvider provider : providers.providers()) {
            String location = providers.locationOf(provider.getClass());
            List<Method> methods;
            try {
                methods = List.copyOf(provider.methods());
            } catch (UserError e) {
                throw e;
            } catch (RuntimeException | LinkageError e) {
                problems.add(new PluginProblem(location, provider.getClass().getName(), "methods() threw "
                        + PluginProblem.describe(e)));
                continue;
            }
            for (Method method : methods) {
                String name;
                try {
                    method.info();
                    name = method.name();
                } catch (RuntimeException | LinkageError e) {
                    problems.add(new PluginProblem(location, method.getClass().getName(), "info() threw "
                            + PluginProblem.describe(e)));
                    continue;
                }
                Method previous = byName.putIfAbsent(name, method);
                if (previous != null) {
                    problems.add(new PluginProblem(location, method.getClass().getName(), "a method named " + name
                            + " is already registered by " + previous.getClass().getName()));
                }
            }
        }
        return new Methods(byName, problems);
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
        return new Methods(combined, problems);
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
        return new Methods(combined, problems);
    }

    /** The plugins (providers or their methods) left out of this registry, with why; empty when all loaded. */
    public List<PluginProblem> problems() {
        return problems;
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
