package org.ldpbench.data;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ldpbench.plugin.PluginProblem;
import org.ldpbench.plugin.ServiceProviders;

/**
 * The registry of data source factories by name. The standard registry ({@link #standard()},
 * behind the static {@link #find} and {@link #all}) is filled from {@link ServiceLoader}; {@link
 * #with} builds another registry with extra factories, so that a test can parse specs naming its
 * own fake sources without those fakes appearing in {@link #all()} for every other test.
 * A plugin factory that cannot be loaded, whose constructor or {@code info()} throws, or that
 * reuses a registered name is left out and listed in {@link #problems()} (one line naming its jar
 * and class); every other source registers.
 */
public final class DataSources {

    private static final DataSources STANDARD = load(classLoader());

    private final Map<String, DataSourceFactory> byName;
    private final List<PluginProblem> problems;

    private DataSources(Map<String, DataSourceFactory> byName, List<PluginProblem> problems) {
        this.byName = Collections.unmodifiableMap(byName);
        this.problems = List.copyOf(problems);
    }

    private static ClassLoader classLoader() {
        // the class path's loader: bin/ldpbench puts plugin jars on the class path (no thread's context loader:
        // method code touches no thread, SideChannelArchitectureTest)
        return DataSources.class.getClassLoader();
    }

    /** The registry of every {@link DataSourceFactory} that {@code loader} finds, broken ones left out. */
    public static DataSources load(ClassLoader loader) {
        ServiceProviders<DataSourceFactory> factories = ServiceProviders.load(DataSourceFactory.class, loader);
        Map<String, DataSourceFactory> byName = new TreeMap<>();
        List<PluginProblem> problems = new ArrayList<>(factories.problems());
        for (DataSourceFactory factory : factories.providers()) {
            String location = factories.locationOf(factory.getClass());
            String name;
            try {
                factory.info();
                name = factory.name();
            } catch (RuntimeException | LinkageError e) {
                problems.add(new PluginProblem(location, factory.getClass().getName(), "info() threw "
                        + PluginProblem.describe(e)));
                continue;
            }
            DataSourceFactory previous = byName.putIfAbsent(name, factory);
            if (previous != null) {
                problems.add(new PluginProblem(location, factory.getClass().getName(), "a data source named " + name
                        + " is already registered by " + previous.getClass().getName()));
            }
        }
        return new DataSources(byName, problems);
    }

    private static void add(Map<String, DataSourceFactory> byName, DataSourceFactory factory) {
        DataSourceFactory previous = byName.put(factory.name(), factory);
        if (previous != null) {
            throw new IllegalStateException("two data sources named " + factory.name() + ": "
                    + previous.getClass().getName() + " and " + factory.getClass().getName());
        }
    }

    /** The factories on the class path (every {@link DataSourceFactory} registered as a service). */
    public static DataSources standard() {
        return STANDARD;
    }

    /** A new registry holding this one's factories and {@code extra}; a name may not be used twice. */
    public DataSources with(DataSourceFactory... extra) {
        Map<String, DataSourceFactory> combined = new TreeMap<>(byName);
        for (DataSourceFactory factory : extra) {
            add(combined, factory);
        }
        return new DataSources(combined, problems);
    }

    /**
     * A new registry holding this one's factories, each of {@code replacements} in place of the
     * factory of the same name (which must be registered): a test's variant of a real data source,
     * such as the golden-output test's check that an edited generator is caught.
     */
    public DataSources replacing(DataSourceFactory... replacements) {
        Map<String, DataSourceFactory> combined = new TreeMap<>(byName);
        for (DataSourceFactory factory : replacements) {
            if (combined.put(factory.name(), factory) == null) {
                throw new IllegalArgumentException("no data source named " + factory.name() + " to replace");
            }
        }
        return new DataSources(combined, problems);
    }

    /** The plugin factories left out of this registry, with why; empty when all loaded. */
    public List<PluginProblem> problems() {
        return problems;
    }

    /** The factory named {@code name} in this registry. */
    public Optional<DataSourceFactory> factory(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** This registry's factories by name. */
    public Map<String, DataSourceFactory> factories() {
        return byName;
    }

    public static Optional<DataSourceFactory> find(String name) {
        return STANDARD.factory(name);
    }

    /** All factories of the standard registry by name. */
    public static Map<String, DataSourceFactory> all() {
        return STANDARD.factories();
    }
}
