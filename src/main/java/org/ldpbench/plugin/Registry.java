package org.ldpbench.plugin;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.ldpbench.UserError;

/**
 * Named entries of one kind (methods, data sources), loaded from service providers, with the
 * plugins that could not contribute and why: the one registry shape behind {@code method.Methods}
 * and {@code data.DataSources}. A provider whose contribution throws, an entry whose name cannot be
 * read, or a name already taken is left out and listed in {@link #problems()}, one line naming its
 * jar and class; every other entry registers. A {@link UserError} (the user's own file is wrong)
 * still stops the program. Immutable: {@link #with} and {@link #replacing} return new registries,
 * so a test can add its own fakes without their appearing in the standard registry.
 *
 * @param <T> the entries' type
 */
public final class Registry<T> {

  private final String kind;
  private final Function<T, String> nameOf;
  private final Map<String, T> byName;
  private final List<PluginProblem> problems;

  private Registry(
      String kind,
      Function<T, String> nameOf,
      Map<String, T> byName,
      List<PluginProblem> problems) {
    this.kind = kind;
    this.nameOf = nameOf;
    this.byName = Collections.unmodifiableMap(byName);
    this.problems = List.copyOf(problems);
  }

  /**
   * The entries {@code providers} contribute, sorted by name, broken ones left out.
   *
   * @param kind what an entry is, in problems and errors ("method", "data source")
   * @param providers the loaded service providers and the ones that failed to load
   * @param contribution what one provider contributes; its method name, for problems, is {@code
   *     what}
   * @param what how problems name {@code contribution} ("methods()")
   * @param describe reads what describes an entry ({@code info()}), so that a broken description is
   *     a problem
   * @param nameOf an entry's name
   */
  public static <P, T> Registry<T> load(
      String kind,
      ServiceProviders<P> providers,
      Function<P, ? extends Collection<? extends T>> contribution,
      String what,
      Consumer<T> describe,
      Function<T, String> nameOf) {
    Map<String, T> byName = new TreeMap<>();
    List<PluginProblem> problems = new ArrayList<>(providers.problems());
    for (P provider : providers.providers()) {
      String location = providers.locationOf(provider.getClass());
      List<T> entries;
      try {
        entries = List.copyOf(contribution.apply(provider));
      } catch (UserError e) {
        throw e;
      } catch (RuntimeException | LinkageError e) {
        problems.add(
            new PluginProblem(
                location,
                provider.getClass().getName(),
                what + " threw " + PluginProblem.describe(e)));
        continue;
      }
      for (T entry : entries) {
        String name;
        try {
          describe.accept(entry);
          name = nameOf.apply(entry);
        } catch (RuntimeException | LinkageError e) {
          problems.add(
              new PluginProblem(
                  location,
                  entry.getClass().getName(),
                  "info() threw " + PluginProblem.describe(e)));
          continue;
        }
        T previous = byName.putIfAbsent(name, entry);
        if (previous != null) {
          problems.add(
              new PluginProblem(
                  location,
                  entry.getClass().getName(),
                  "a "
                      + kind
                      + " named "
                      + name
                      + " is already registered by "
                      + previous.getClass().getName()));
        }
      }
    }
    return new Registry<>(kind, nameOf, byName, problems);
  }

  /** A new registry holding this one's entries and {@code extra}; a name may not be used twice. */
  @SafeVarargs
  public final Registry<T> with(T... extra) {
    Map<String, T> combined = new TreeMap<>(byName);
    for (T entry : extra) {
      T previous = combined.put(nameOf.apply(entry), entry);
      if (previous != null) {
        throw new IllegalStateException(
            "two "
                + kind
                + "s named "
                + nameOf.apply(entry)
                + ": "
                + previous.getClass().getName()
                + " and "
                + entry.getClass().getName());
      }
    }
    return new Registry<>(kind, nameOf, combined, problems);
  }

  /**
   * A new registry with each of {@code replacements} in place of the entry of the same name (which
   * must exist).
   */
  @SafeVarargs
  public final Registry<T> replacing(T... replacements) {
    Map<String, T> combined = new TreeMap<>(byName);
    for (T entry : replacements) {
      if (combined.put(nameOf.apply(entry), entry) == null) {
        throw new IllegalArgumentException(
            "no " + kind + " named " + nameOf.apply(entry) + " to replace");
      }
    }
    return new Registry<>(kind, nameOf, combined, problems);
  }

  /** The plugins left out of this registry, with why; empty when all loaded. */
  public List<PluginProblem> problems() {
    return problems;
  }

  /** The entry named {@code name}. */
  public Optional<T> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /** Every entry by name, sorted. */
  public Map<String, T> byName() {
    return byName;
  }
}
