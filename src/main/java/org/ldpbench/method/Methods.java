package org.ldpbench.method;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ldpbench.UserError;
import org.ldpbench.plugin.PluginProblem;
import org.ldpbench.plugin.Registry;
import org.ldpbench.plugin.ServiceProviders;

/**
 * The registry of methods by name (a {@link Registry} of methods). The standard registry ({@link
 * #standard()}, behind the static {@link #find} and {@link #all}) is filled from every {@link
 * MethodProvider} on the class path; {@link #with} builds another registry with extra methods, so
 * that a test can parse specs naming its own fake methods without those fakes appearing in {@link
 * #all()} for every other test.
 *
 * <p>A plugin that cannot contribute (its provider class is missing, its constructor or {@code
 * methods()} throws, a method's {@code info()} throws, or it reuses a registered name) is left out
 * and listed in {@link #problems()}, one line each naming the jar and the class; every other method
 * registers. A bad external method descriptor ({@link UserError}) still stops the program: it is
 * the user's own file, to be fixed.
 */
public final class Methods {

  private static final Methods STANDARD = load(classLoader());

  private final Registry<Method> registry;

  private Methods(Registry<Method> registry) {
    this.registry = registry;
  }

  private static ClassLoader classLoader() {
    // the class path's loader: bin/ldpbench puts plugin jars on the class path (no thread's context
    // loader:
    // method code touches no thread, SideChannelArchitectureTest)
    return Methods.class.getClassLoader();
  }

  /**
   * The registry of every {@link MethodProvider} that {@code loader} finds, broken ones left out.
   */
  public static Methods load(ClassLoader loader) {
    return new Methods(
        Registry.load(
            "method",
            ServiceProviders.load(MethodProvider.class, loader),
            MethodProvider::methods,
            "methods()",
            Method::info,
            Method::name));
  }

  /** The methods on the class path (every {@link MethodProvider} registered as a service). */
  public static Methods standard() {
    return STANDARD;
  }

  /** A new registry holding this one's methods and {@code extra}; a name may not be used twice. */
  public Methods with(Method... extra) {
    return new Methods(registry.with(extra));
  }

  /**
   * A new registry holding this one's methods, each of {@code replacements} in place of the method
   * of the same name (which must be registered): a test's variant of a real method, such as the
   * golden-output test's check that an edited estimator is caught.
   */
  public Methods replacing(Method... replacements) {
    return new Methods(registry.replacing(replacements));
  }

  /**
   * The plugins (providers or their methods) left out of this registry, with why; empty when all
   * loaded.
   */
  public List<PluginProblem> problems() {
    return registry.problems();
  }

  /** The method named {@code name} in this registry. */
  public Optional<Method> method(String name) {
    return registry.find(name);
  }

  /** This registry's methods by name. */
  public Map<String, Method> methods() {
    return registry.byName();
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
