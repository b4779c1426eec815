package org.ldpbench.mutation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two PIT passes of {@code make mutation} joined mutant by mutant. The release pass (its only
 * test: {@link ReleaseFingerprintProbe}) decides which mutants change a release: those it detects
 * form R. The killing pass (the audit and golden suite) decides which are killed. The score is |R ∩
 * killed| / |R|. Every other mutant is outside R: not exercised by any fingerprinted release (PIT:
 * no coverage), or exercised with every release unchanged (equivalent for the releases: e.g. a
 * curator's post-processing, a declaration the releases do not use).
 */
public final class MutationScore {

  /** Where a mutant falls. */
  public enum Category {
    /** Changes a release; killed by the audit and golden suite. */
    RELEASE_KILLED,
    /** Changes a release; the audit and golden suite do not see it. */
    RELEASE_SURVIVED,
    /** No fingerprinted release runs its code. */
    NOT_EXERCISED,
    /** Its code runs, every release stays the same. */
    RELEASE_UNCHANGED,
    /** PIT could not run it (non-viable bytecode, a minion error): counted nowhere else. */
    NOT_RUN,
    /**
     * Changes a release; the killing pass has not run it yet (a pass in progress, {@link
     * KillingResults}).
     */
    RELEASE_NOT_YET_RUN
  }

  /**
   * A mutant with its fate in both passes.
   *
   * @param mutant the mutant as the release pass saw it
   * @param killedByTheSuite whether the killing pass detected it (false when that pass did not run
   *     it: outside R)
   * @param killedByTimeOut whether that detection was a time-out (PIT counts it as killed; on a
   *     loaded machine it may be the machine's doing, so the page counts these apart)
   * @param category where it falls
   * @param killingTest the killing pass's killing test ("" if none or not run)
   */
  public record Joined(
      Mutant mutant,
      boolean killedByTheSuite,
      boolean killedByTimeOut,
      Category category,
      String killingTest) {

    /**
     * The suite that killed it ({@link KillingResults.Suite#NONE} if none did or it was killed
     * without a test).
     */
    public KillingResults.Suite suite() {
      return killedByTheSuite ? KillingResults.suiteOf(killingTest) : KillingResults.Suite.NONE;
    }
  }

  private final List<Joined> joined;

  private MutationScore(List<Joined> joined) {
    this.joined = List.copyOf(joined);
  }

  /**
   * Joins the passes. The killing pass may leave out mutants outside R (make mutation runs it only
   * on the classes and methods that hold release-changing mutants, {@link KillingPassScope}), but
   * it must hold every mutant of R, and nothing the release pass does not list: else the mismatch
   * is an error naming the first such mutant (the passes then mutated different code).
   */
  public static MutationScore join(List<Mutant> releasePass, List<Mutant> killingPass) {
    Map<String, Mutant> killing = new LinkedHashMap<>();
    killingPass.forEach(m -> killing.put(m.identity(), m));
    if (killing.size() != killingPass.size()) {
      throw new IllegalArgumentException("the killing pass lists a mutant twice");
    }
    Map<String, Mutant> release = new LinkedHashMap<>();
    releasePass.forEach(m -> release.put(m.identity(), m));
    for (String identity : killing.keySet()) {
      if (!release.containsKey(identity)) {
        throw new IllegalArgumentException(
            "mutant of the killing pass missing from the release pass: " + identity);
      }
    }
    List<Joined> joined = new ArrayList<>();
    for (Mutant m : releasePass) {
      Mutant k = killing.get(m.identity());
      if (k == null && m.detected()) {
        throw new IllegalArgumentException(
            "release-changing mutant missing from the killing pass: " + m.identity());
      }
      boolean killed = k != null && k.detected();
      joined.add(
          new Joined(
              m,
              killed,
              killed && k.status().equals("TIMED_OUT"),
              category(m, killed),
              k == null ? "" : k.killingTest()));
    }
    return new MutationScore(joined);
  }

  /**
   * Joins the release pass with the killing pass's streamed results ({@link KillingResults}), which
   * may be incomplete: a mutant of R without a row is {@link Category#RELEASE_NOT_YET_RUN}. A row
   * of a mutant the release pass does not list is an error (the passes then mutated different
   * code).
   */
  public static MutationScore join(
      List<Mutant> releasePass, Map<String, KillingResults.Row> results) {
    Map<String, Mutant> release = new LinkedHashMap<>();
    releasePass.forEach(m -> release.put(m.filterKey(), m));
    for (String key : results.keySet()) {
      if (!release.containsKey(key)) {
        throw new IllegalArgumentException(
            "mutant of the killing pass missing from the release pass: " + key.replace('\t', ' '));
      }
    }
    List<Joined> joined = new ArrayList<>();
    for (Mutant m : releasePass) {
      KillingResults.Row row = results.get(m.filterKey());
      boolean killed = row != null && row.detected();
      Category category =
          m.detected() && row == null ? Category.RELEASE_NOT_YET_RUN : category(m, killed);
      joined.add(
          new Joined(
              m,
              killed,
              killed && row.status().equals("TIMED_OUT"),
              category,
              row == null ? "" : row.killingTest()));
    }
    return new MutationScore(joined);
  }

  /** Whether every mutant of R has been run by the killing pass. */
  public boolean complete() {
    return count(Category.RELEASE_NOT_YET_RUN) == 0;
  }

  static Category category(Mutant release, boolean killed) {
    if (release.detected()) {
      return killed ? Category.RELEASE_KILLED : Category.RELEASE_SURVIVED;
    }
    return switch (release.status()) {
      case "NO_COVERAGE" -> Category.NOT_EXERCISED;
      case "SURVIVED" -> Category.RELEASE_UNCHANGED;
      default -> Category.NOT_RUN;
    };
  }

  /** Every mutant, in the release pass's order. */
  public List<Joined> mutants() {
    return joined;
  }

  /** How many mutants are in {@code category}. */
  public long count(Category category) {
    return joined.stream().filter(j -> j.category() == category).count();
  }

  /** |R|: the release-changing mutants (run or not yet). */
  public long releaseChanging() {
    return count(Category.RELEASE_KILLED)
        + count(Category.RELEASE_SURVIVED)
        + count(Category.RELEASE_NOT_YET_RUN);
  }

  /** |R ∩ killed| / |R|, NaN when R is empty. */
  public double score() {
    return releaseChanging() == 0
        ? Double.NaN
        : (double) count(Category.RELEASE_KILLED) / releaseChanging();
  }

  /** The surviving release-changing mutants, in the release pass's order. */
  public List<Mutant> survivors() {
    return joined.stream()
        .filter(j -> j.category() == Category.RELEASE_SURVIVED)
        .map(Joined::mutant)
        .toList();
  }
}
