package org.ldpbench.data;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The registry of data source factories by name. The standard registry ({@link #standard()},
 * behind the static {@link #find} and {@link #all}) is filled from {@link ServiceLoader}; {@link
 * #with} builds another registry with extra factories, so that a test can parse specs naming its
 * own fake sources without those fakes appearing in {@link #all()} for every other test.
 */
public final class DataSources {

    private static final DataSources STANDARD = new DataSources(load());

    private final Map<String, DataSourceFactory> byName;

    private DataSources(Map<String, DataSourceFactory> byName) {
        this.byName = Collections.unmodifiableMap(byName);
    }

    private static Map<String, DataSourceFactory> load() {
        Map<String, DataSourceFactory> byName = new TreeMap<>();
        for (DataSourceFactory factory : ServiceLoader.load(DataSourceFactory.class)) {
            add(byName, factory);
        }
        return byName;
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
        return new DataSources(combined);
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
        return new DataSources(combined);
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
