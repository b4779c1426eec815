package org.ldpbench.data;

import java.util.Objects;
import java.util.function.Function;

/**
 * A private sample as the harness hands it to a method: its size and shape are public metadata, its
 * records are not. Only a privacy mechanism may read {@link #records()}, {@link #rows()} and {@link
 * #exact}, the run's memory of exact statistics of these records ({@link RunMemo}). Two guards hold
 * this (DESIGN rule 1):
 *
 * <ul>
 *   <li>at run time, a sample the harness makes is <em>guarded</em> by a {@link RecordAccess}:
 *       every read throws {@value RecordAccess#OUTSIDE} unless the reading thread is inside the
 *       mechanism call that {@code PrivateMethod.fit} opens for this sample, so a sample stashed by
 *       a mechanism and found later by a curator cannot be read;
 *   <li>at compile time, ArchUnit rules in the test suite: only mechanisms call the readers, and
 *       only the harness opens an access.
 * </ul>
 *
 * A <em>standalone</em> sample ({@link #PrivateSample(SampleRows)}) has no guard: unit tests and
 * the privacy audit build one to run a mechanism on records they chose themselves (no main code
 * outside the audit may make one; an ArchUnit rule).
 */
public final class PrivateSample {

  private final SampleRows records;
  private final Memo exact;
  private final RecordAccess access;

  /**
   * A standalone sample (no guard: readable by whoever holds it), held in memory or streamed in
   * chunks, remembering its exact statistics for itself only: for unit tests and the privacy audit.
   */
  public PrivateSample(SampleRows records) {
    this(records, new Memo(), null);
  }

  /** A sample readable only inside {@code access}'s {@link RecordAccess#during}. */
  public PrivateSample(SampleRows records, RecordAccess access) {
    this(records, new Memo(), Objects.requireNonNull(access, "access"));
  }

  /**
   * A sample whose exact statistics go to {@code exact}, the exact half of a {@link RunMemo},
   * guarded by {@code access} (null: standalone).
   */
  PrivateSample(SampleRows records, Memo exact, RecordAccess access) {
    this.records = Objects.requireNonNull(records, "records");
    this.exact = Objects.requireNonNull(exact, "exact");
    this.access = access;
  }

  /**
   * A sample of other records computed from this one inside its mechanism call (a change of
   * coordinates, say), guarded by the same access: readable exactly when this one is.
   */
  public PrivateSample derived(SampleRows derivedRecords) {
    checkReadable();
    return new PrivateSample(derivedRecords, new Memo(), access);
  }

  /** Whether the calling thread may read the records now (always, for a standalone sample). */
  public boolean isReadable() {
    return access == null || access.isOpen();
  }

  private void checkReadable() {
    if (access != null) {
      access.check();
    }
  }

  /** Number of records n (public metadata: the curator knows how many users report). */
  public int size() {
    return records.size();
  }

  /** Number of features d (public metadata). */
  public int dimension() {
    return records.dimension();
  }

  /** Whether the targets are class labels or real values (public metadata). */
  public TaskType task() {
    return records.task();
  }

  /** Whether the records are streamed in chunks rather than held in memory (public metadata). */
  public boolean isStreamed() {
    return !(records instanceof Dataset);
  }

  /**
   * The raw records, whole and in memory: for privacy mechanisms that need random access.
   *
   * @throws StreamedSampleException if the sample is streamed (read it with {@link #rows()})
   * @throws IllegalStateException {@value RecordAccess#OUTSIDE}, for a guarded sample outside its
   *     mechanism call
   */
  public Dataset records() {
    checkReadable();
    if (records instanceof Dataset dataset) {
      return dataset;
    }
    throw new StreamedSampleException(records.size());
  }

  /** The raw records chunk by chunk, held in memory or streamed: for privacy mechanisms only. */
  public SampleRows rows() {
    checkReadable();
    return records;
  }

  /**
   * An exact statistic of the records (leaf tallies, moment sums), computed by {@code compute} at
   * most once per run for these records and {@code argument}: for privacy mechanisms only, like
   * {@link #rows()}. The memo it lives in is reachable from nowhere else, so a curator never holds
   * an exact private value; mutable values are handed out as copies ({@link MemoKey}).
   */
  public <K, V> V exact(MemoKey<K, V> key, K argument, Function<SampleRows, V> compute) {
    checkReadable();
    return exact.get(key, records, argument, () -> compute.apply(records));
  }
}
