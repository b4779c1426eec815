package org.ldpbench.mutation;

import java.util.List;
import java.util.stream.Collectors;

/**
 * One mutant of a PIT report ({@code mutations.xml}): where it is, what it does and what became of
 * it.
 *
 * @param mutatedClass the fully qualified class
 * @param method the method's name
 * @param methodDescription the method's JVM descriptor
 * @param line the source line
 * @param mutator the mutator's simple name (e.g. {@code MathMutator})
 * @param indexes PIT's instruction indexes of the mutation (with the blocks, what tells two mutants
 *     of one line apart)
 * @param blocks PIT's basic blocks of the mutation
 * @param description PIT's one-line description
 * @param status PIT's status: KILLED, SURVIVED, NO_COVERAGE, TIMED_OUT, MEMORY_ERROR, RUN_ERROR,
 *     NON_VIABLE
 * @param killingTest the test that killed it, empty if none
 */
public record Mutant(
    String mutatedClass,
    String method,
    String methodDescription,
    int line,
    String mutator,
    List<Integer> indexes,
    List<Integer> blocks,
    String description,
    String status,
    String killingTest) {

  public Mutant {
    indexes = List.copyOf(indexes);
    blocks = List.copyOf(blocks);
  }

  /**
   * What identifies this mutant in both passes of {@code make mutation} (they mutate the same
   * classes).
   */
  public String identity() {
    return mutatedClass
        + "."
        + method
        + methodDescription
        + ":"
        + line
        + ":"
        + mutator
        + ":"
        + indexes
        + ":"
        + blocks;
  }

  /**
   * The line that names this mutant in the killing pass's list (PIT feature {@code
   * RELEASECHANGING}, {@code tools/pit-release-changing}, whose {@code MutantKey} builds the same
   * form from PIT's mutation): class, method, descriptor, line, mutator, indexes and blocks,
   * tab-separated, the lists comma-separated.
   */
  public String filterKey() {
    return String.join(
        "\t",
        mutatedClass,
        method,
        methodDescription,
        Integer.toString(line),
        mutator,
        joined(indexes),
        joined(blocks));
  }

  private static String joined(List<Integer> values) {
    return values.stream().map(String::valueOf).collect(Collectors.joining(","));
  }

  /** The key hand-written reasons are joined on: class, method, line, mutator, tab-separated. */
  public String reasonKey() {
    return mutatedClass + "\t" + method + "\t" + line + "\t" + mutator;
  }

  /**
   * Whether the pass that produced this mutant detected it: its tests failed, timed out or ran out
   * of memory.
   */
  public boolean detected() {
    return status.equals("KILLED") || status.equals("TIMED_OUT") || status.equals("MEMORY_ERROR");
  }

  /** The package of the mutated class. */
  public String packageName() {
    int dot = mutatedClass.lastIndexOf('.');
    return dot < 0 ? "" : mutatedClass.substring(0, dot);
  }

  /**
   * The top-level class of the mutated class (a nested or lambda-holding class counts as its outer
   * class).
   */
  public String topLevelClass() {
    int dollar = mutatedClass.indexOf('$');
    return dollar < 0 ? mutatedClass : mutatedClass.substring(0, dollar);
  }
}
