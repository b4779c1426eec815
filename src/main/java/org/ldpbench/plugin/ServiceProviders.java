package org.ldpbench.plugin;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.Spliterator;

/**
 * Every provider of a service on a class path, loaded by {@link ServiceLoader} one at a time so
 * that a broken one is skipped: a provider class that is missing or not a subtype, or whose
 * constructor throws, becomes a {@link PluginProblem} naming the jar whose {@code
 * META-INF/services} file lists it and the class, and the others load as usual. Why: one faulty
 * plugin jar used to end every command with a {@link ServiceConfigurationError} stack trace.
 *
 * @param <S> the service type
 * @param providers the providers that loaded, in the class path's order
 * @param problems the providers that did not, with why
 * @param locations for each provider class named by a service file, the jar or folder of that file
 */
public record ServiceProviders<S>(
    List<S> providers, List<PluginProblem> problems, Map<String, String> locations) {

  /**
   * Stops a loader that keeps failing without advancing (the JDK's loader advances past each
   * error).
   */
  private static final int MAX_ERRORS = 10_000;

  public ServiceProviders {
    providers = List.copyOf(providers);
    problems = List.copyOf(problems);
    locations = Map.copyOf(locations);
  }

  /** The providers of {@code service} that {@code loader} finds. */
  public static <S> ServiceProviders<S> load(Class<S> service, ClassLoader loader) {
    Map<String, String> locations = locations(service, loader);
    List<S> providers = new ArrayList<>();
    List<PluginProblem> problems = new ArrayList<>();
    Spliterator<ServiceLoader.Provider<S>> next =
        ServiceLoader.load(service, loader).stream().spliterator();
    int errors = 0;
    while (true) {
      try {
        if (!next.tryAdvance(provider -> providers.add(instantiate(provider, locations)))) {
          break;
        }
      } catch (ServiceConfigurationError e) {
        problems.add(problem(e, locations));
        if (++errors > MAX_ERRORS) {
          break;
        }
      } catch (Failed e) {
        problems.add(e.problem);
      }
    }
    return new ServiceProviders<>(providers, problems, locations);
  }

  /**
   * The jar or folder whose service file lists {@code type}, else where the class was loaded from.
   */
  public String locationOf(Class<?> type) {
    String listed = locations.get(type.getName());
    if (listed != null) {
      return listed;
    }
    try {
      java.security.CodeSource source = type.getProtectionDomain().getCodeSource();
      return source == null ? "class path" : Path.of(source.getLocation().toURI()).toString();
    } catch (URISyntaxException | RuntimeException e) {
      return "class path";
    }
  }

  private static <S> S instantiate(
      ServiceLoader.Provider<S> provider, Map<String, String> locations) {
    String name = provider.type().getName();
    try {
      return provider.get();
    } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
      Throwable cause =
          e instanceof ServiceConfigurationError && e.getCause() != null ? e.getCause() : e;
      throw new Failed(
          new PluginProblem(
              locations.getOrDefault(name, "class path"),
              name,
              "its provider could not be created: " + PluginProblem.describe(cause)));
    }
  }

  /** A provider's own failure, carried out of the loader's callback. */
  private static final class Failed extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient PluginProblem problem;

    Failed(PluginProblem problem) {
      super(problem.line(), null, false, false);
      this.problem = problem;
    }
  }

  /**
   * The class the loader's error names (the first listed class its message mentions), with its
   * location.
   */
  private static PluginProblem problem(ServiceConfigurationError e, Map<String, String> locations) {
    String message = e.getMessage() == null ? "" : e.getMessage();
    String named = null;
    for (String name : locations.keySet()) {
      if (message.contains(name) && (named == null || name.length() > named.length())) {
        named = name;
      }
    }
    Throwable cause = e.getCause();
    String reason =
        message.substring(message.indexOf(':') + 1).strip()
            + (cause == null ? "" : " (" + PluginProblem.describe(cause) + ")");
    return new PluginProblem(
        named == null ? "class path" : locations.get(named),
        named == null ? "a provider" : named,
        reason);
  }

  /**
   * Every class name in the service files of {@code service} that {@code loader} sees, with the jar
   * or folder of its file (the first one that lists it, as {@link ServiceLoader} does).
   */
  private static Map<String, String> locations(Class<?> service, ClassLoader loader) {
    Map<String, String> out = new LinkedHashMap<>();
    try {
      Enumeration<URL> files = loader.getResources("META-INF/services/" + service.getName());
      while (files.hasMoreElements()) {
        URL file = files.nextElement();
        String location = location(file);
        for (String name : names(file)) {
          out.putIfAbsent(name, location);
        }
      }
    } catch (IOException e) {
      // names only serve messages; the loader itself will report what it cannot read
    }
    return out;
  }

  private static List<String> names(URL file) {
    List<String> names = new ArrayList<>();
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(file.openStream(), StandardCharsets.UTF_8))) {
      for (String line = reader.readLine(); line != null; line = reader.readLine()) {
        int comment = line.indexOf('#');
        String name = (comment < 0 ? line : line.substring(0, comment)).strip();
        if (!name.isEmpty()) {
          names.add(name);
        }
      }
    } catch (IOException e) {
      // as above
    }
    return names;
  }

  /** The jar of a {@code jar:} URL, the class folder of a {@code file:} one. */
  private static String location(URL file) {
    try {
      if ("jar".equals(file.getProtocol())) {
        URL jar = ((JarURLConnection) file.openConnection()).getJarFileURL();
        return Path.of(jar.toURI()).toString();
      }
      if ("file".equals(file.getProtocol())) {
        Path path = Path.of(file.toURI());
        // strip META-INF/services/<name>
        return path.getParent().getParent().getParent().toString();
      }
    } catch (IOException | URISyntaxException | RuntimeException e) {
      // fall through
    }
    return file.toString();
  }
}
