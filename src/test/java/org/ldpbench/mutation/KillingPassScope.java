package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Where the killing pass of {@code make mutation} needs to run: the classes that hold a
 * release-changing mutant, minus the method names that hold none in any of them. The score (|R ∩
 * killed| / |R|) reads the killing pass only for mutants of R, and a mutant outside R that the
 * suite does not kill costs PIT every covering audit and golden test; over all of {@code method..}
 * and {@code privacy..} that is most of the pass. PIT filters methods by name in every target
 * class, so a name is left out only when no mutant of R in any target class has it: no mutant of R
 * is ever left out ({@link MutationScore#join} checks this).
 *
 * <p>Within that scope the killing pass runs only the mutants of R: the third output lists them for
 * the PIT feature {@code RELEASECHANGING} ({@code tools/pit-release-changing}), so that a mutant
 * outside R, which the score does not read, costs nothing.
 *
 * <p>Usage: {@code KillingPassScope RELEASE_XML CLASSES_OUT EXCLUDED_METHODS_OUT MUTANTS_OUT}; the
 * first two outputs are one comma-separated line each for PIT's {@code targetClasses} and {@code
 * excludedMethods}, the third one {@link Mutant#filterKey} per line of R, sorted.
 */
public final class KillingPassScope {

  /** The classes and method names of the killing pass, sorted. */
  public record Scope(Set<String> targetClasses, Set<String> excludedMethods) {

    public Scope {
      targetClasses = Set.copyOf(new TreeSet<>(targetClasses));
      excludedMethods = Set.copyOf(new TreeSet<>(excludedMethods));
    }

    /** PIT's comma-separated form of a set, sorted. */
    static String joined(Set<String> names) {
      return String.join(",", new TreeSet<>(names));
    }
  }

  private KillingPassScope() {}

  /**
   * The scope for the release pass's mutants; an empty R is an error (nothing to kill, nothing to
   * score).
   */
  public static Scope of(List<Mutant> releasePass) {
    Set<String> classes = new TreeSet<>();
    Set<String> keptMethods = new TreeSet<>();
    for (Mutant m : releasePass) {
      if (m.detected()) {
        classes.add(m.mutatedClass());
        keptMethods.add(m.method());
      }
    }
    if (classes.isEmpty()) {
      throw new IllegalArgumentException(
          "the release pass detected no mutant: no release-changing mutant to kill");
    }
    Set<String> excluded = new TreeSet<>();
    for (Mutant m : releasePass) {
      if (classes.contains(m.mutatedClass()) && !keptMethods.contains(m.method())) {
        excluded.add(m.method());
      }
    }
    return new Scope(classes, excluded);
  }

  /**
   * The scope of the mutants of R whose {@link Mutant#filterKey} is in {@code todo} (a resumed
   * killing pass): as {@link #of(List)} with every other mutant counted as outside R.
   */
  public static Scope of(List<Mutant> releasePass, Set<String> todo) {
    return of(
        releasePass.stream()
            .map(
                m ->
                    m.detected() && !todo.contains(m.filterKey())
                        ? new Mutant(
                            m.mutatedClass(),
                            m.method(),
                            m.methodDescription(),
                            m.line(),
                            m.mutator(),
                            m.indexes(),
                            m.blocks(),
                            m.description(),
                            "DONE",
                            m.killingTest())
                        : m)
            .toList());
  }

  /** The {@link Mutant#filterKey} of every mutant of R (detected by the release pass), sorted. */
  public static List<String> releaseChanging(List<Mutant> releasePass) {
    return releasePass.stream()
        .filter(Mutant::detected)
        .map(Mutant::filterKey)
        .sorted()
        .distinct()
        .toList();
  }

  public static void main(String[] args) throws IOException {
    if (args.length != 4) {
      System.err.println(
          "usage: KillingPassScope RELEASE_XML CLASSES_OUT EXCLUDED_METHODS_OUT MUTANTS_OUT");
      System.exit(2);
    }
    List<Mutant> release = MutationsXml.read(Path.of(args[0]));
    Scope scope;
    try {
      scope = of(release);
    } catch (IllegalArgumentException e) {
      System.err.println("killing pass scope: " + args[0] + ": " + e.getMessage());
      System.exit(1);
      return;
    }
    Files.writeString(
        Path.of(args[1]), Scope.joined(scope.targetClasses()) + "\n", StandardCharsets.UTF_8);
    Files.writeString(
        Path.of(args[2]), Scope.joined(scope.excludedMethods()) + "\n", StandardCharsets.UTF_8);
    Files.write(Path.of(args[3]), releaseChanging(release), StandardCharsets.UTF_8);
    long inScope =
        release.stream()
            .filter(
                m ->
                    scope.targetClasses().contains(m.mutatedClass())
                        && !scope.excludedMethods().contains(m.method()))
            .count();
    System.out.println(
        "killing pass: "
            + scope.targetClasses().size()
            + " classes, "
            + scope.excludedMethods().size()
            + " method names left out; "
            + inScope
            + " of "
            + release.size()
            + " mutants, every one of the "
            + release.stream().filter(Mutant::detected).count()
            + " release-changing ones, which alone it runs");
  }
}
