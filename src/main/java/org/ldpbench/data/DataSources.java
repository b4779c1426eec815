package org.ldpbench.data;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.ldpbench.plugin.PluginProblem;
import org.ldpbench.plugin.Registry;
import org.ldpbench.plugin.ServiceProviders;

/**
 * The registry of data source factories by name (a {@link Registry} of them). The standard registry
 * ({@link #standard()}, behind the static {@link #find} and {@link #all}) is filled from {@link
 * ServiceLoader}; {@link #with} builds another registry with extra factories, so that a test can
 * parse specs naming its own fake sources without those fakes appearing in {@link #all()} for every
 * other test. A plugin factory that cannot be loaded, whose constructor or {@code info()} throws,
 * or that reuses a registered name is left out and listed in {@link #problems()} (one line naming
 * its jar and class); every other source registers.
 */
public final class DataSources {

  private static final DataSources STANDARD = load(classLoader());

  private final Registry<DataSourceFactory> registry;

  private DataSources(Registry<DataSourceFactory> registry) {
    this.registry = registry;
  }

  private static ClassLoader classLoader() {
    // the class path's loader: bin/ldpbench puts plugin jars on the class path (no thread's context
    // loader:
    // method code touches no thread, SideChannelArchitectureTest)
    return DataSources.class.getClassLoader();
  }

  /**
   * The registry of every {@link DataSourceFactory} that {@code loader} finds, broken ones left
   * out.
   */
  public static DataSources load(ClassLoader loader) {
    return new DataSources(
        Registry.load(
            "data source",
            ServiceProviders.load(DataSourceFactory.class, loader),
            List::of,
            "the factory",
            DataSourceFactory::info,
            DataSourceFactory::name));
  }

  /** The factories on the class path (every {@link DataSourceFactory} registered as a service). */
  public static DataSources standard() {
    return STANDARD;
  }

  /**
   * A new registry holding this one's factories and {@code extra}; a name may not be used twice.
   */
  public DataSources with(DataSourceFactory... extra) {
    return new DataSources(registry.with(extra));
  }

  /**
   * A new registry holding this one's factories, each of {@code replacements} in place of the
   * factory of the same name (which must be registered): a test's variant of a real data source,
   * such as the golden-output test's check that an edited generator is caught.
   */
  public DataSources replacing(DataSourceFactory... replacements) {
    return new DataSources(registry.replacing(replacements));
  }

  /** The plugin factories left out of this registry, with why; empty when all loaded. */
  public List<PluginProblem> problems() {
    return registry.problems();
  }

  /** The factory named {@code name} in this registry. */
  public Optional<DataSourceFactory> factory(String name) {
    return registry.find(name);
  }

  /** This registry's factories by name. */
  public Map<String, DataSourceFactory> factories() {
    return registry.byName();
  }

  /** The factory named {@code name} in the standard registry. */
  public static Optional<DataSourceFactory> find(String name) {
    return STANDARD.factory(name);
  }

  /** All factories of the standard registry by name. */
  public static Map<String, DataSourceFactory> all() {
    return STANDARD.factories();
  }
}
