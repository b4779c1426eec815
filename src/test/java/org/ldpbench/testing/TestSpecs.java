package org.ldpbench.testing;

/**
 * Spec texts shared by tests: {@link #TINY}, the runner's tiny run, and {@link #small}, the head of
 * the small Ma–Yang spec that the report and command-line tests build on (ma-yang-2d with γ = 1/2,
 * 300 private, 30 public and 100 test points, swept over ε ∈ {1, 8}; each test appends its own
 * methods, outputs and claims). Keeping them in one place keeps those tests on the same data (and
 * their trial keys on the same draws).
 */
public final class TestSpecs {

  /**
   * The tiny run of the runner, manifest and key tests: 4 replications (quick: 2) of ma-yang-2d
   * with 400 private, 40 public and 200 test points, ε ∈ {1, 8}, LPCT (3 depths × 3 λ), LPCT-P and
   * LPCT-Q (3 depths each): 2 × 15 = 30 trials per replication.
   */
  public static final String TINY =
      """
            name: test/tiny
            seed: 11
            replications: 4
            quick: {replications: 2}
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 400, nPublic: 40, nTest: 200}
            sweep:
              epsilon: [1, 8]
            methods:
              - name: LPCT
                grid: {depth: [1..3], lambda: [0.5, 10, 100]}
              - {name: LPCT-P, grid: {depth: [1..3]}}
              - {name: LPCT-Q, grid: {depth: [1..3]}}
            """;

  private TestSpecs() {}

  /**
   * The head of the small spec: name, seed, replications, data and sweep; append {@code methods:}
   * etc.
   */
  public static String small(String name, long seed, int replications) {
    return header(name, seed, replications) + SMALL_DATA_AND_SWEEP;
  }

  /** {@link #small(String, long, int)} with a quick profile of {@code quickReplications}. */
  public static String small(String name, long seed, int replications, int quickReplications) {
    return header(name, seed, replications)
        + "quick: {replications: "
        + quickReplications
        + "}\n"
        + SMALL_DATA_AND_SWEEP;
  }

  private static String header(String name, long seed, int replications) {
    return "name: " + name + "\nseed: " + seed + "\nreplications: " + replications + "\n";
  }

  private static final String SMALL_DATA_AND_SWEEP =
      """
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1, 8]
            """;
}
