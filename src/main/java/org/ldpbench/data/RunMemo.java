package org.ldpbench.data;

import java.util.Objects;

/**
 * The memo of one run, created by the runner and dropped with it, in two halves kept apart by the
 * privacy boundary (DESIGN rule 1):
 *
 * <ul>
 *   <li>{@link #published()}: values computed from public data only (partitions, routes of the
 *       evaluation points, public warm starts, Gram factors); it travels in the method's public
 *       input, so curators may use it;
 *   <li>the exact half: values computed from private records (LPCT's exact leaf tallies, PGLM's
 *       exact moments, kernel statistics, CT-W's tree). It has no getter: it is reachable only
 *       through {@link PrivateSample#exact} of the samples made by {@link #privateSample}, which
 *       are guarded ({@link RecordAccess}: readable only inside their mechanism call), and only
 *       privacy mechanisms may call that (an ArchUnit rule), so no curator can reach an exact
 *       private value.
 * </ul>
 *
 * Everything a sweep shares across ε, λ and method variants lives here instead of in static fields,
 * so two runs in one JVM share nothing and a run's memory is freed with it.
 */
public final class RunMemo {

  private final Memo published = new Memo();
  private final Memo exact = new Memo();

  /** The half of public values, for curators and protocols. */
  public Memo published() {
    return published;
  }

  /**
   * {@code rows} as a private sample whose exact statistics are remembered in this run's exact
   * half, readable only inside {@code access}'s mechanism calls ({@link RecordAccess}).
   */
  public PrivateSample privateSample(SampleRows rows, RecordAccess access) {
    return new PrivateSample(rows, exact, Objects.requireNonNull(access, "access"));
  }
}
