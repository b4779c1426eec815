package org.ldpbench.data;

import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.TreeMap;

/** The registry of data source factories, filled from {@link ServiceLoader}. */
public final class DataSources {

    private static final Map<String, DataSourceFactory> FACTORIES = load();

    private DataSources() {
    }

    private static Map<String, DataSourceFactory> load() {
        Map<String, DataSourceFactory> byName = new TreeMap<>();
        for (DataSourceFactory factory : ServiceLoader.load(DataSourceFactory.class)) {
            DataSourceFactory previous = byName.put(factory.name(), factory);
            if (previous != null) {
                throw new IllegalStateException("two data sources named " + factory.name() + ": "
                        + previous.getClass().getName() + " and " + factory.getClass().getName());
            }
        }
        return java.util.Collections.unmodifiableMap(byName);
    }

    public static Optional<DataSourceFactory> find(String name) {
        return Optional.ofNullable(FACTORIES.get(name));
    }

    /** All factories by name. */
    public static Map<String, DataSourceFactory> all() {
        return FACTORIES;
    }
}
