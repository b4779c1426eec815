package org.ldpbench.run;

import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a command that runs several specs ({@code ldpbench run A B C}, {@code reproduce}):
 * specs done of all, trials done of all and time elapsed, which ends each spec's line. One spec's
 * line says how far that spec is and when it ends ({@link TrialRate}); this part says how far the
 * whole command is.
 *
 * <p>It gives no time left for the whole command on purpose: trials of different specs differ in
 * cost by four orders of magnitude (docs/timings-quick.md: from 15 to 136,000 trials per second),
 * so the rate of the trials done so far says nothing about the specs to come, and an estimate from
 * it read "8h43m" for a run of minutes. Each spec's own ETA is measured on that spec alone.
 *
 * <p>Trials count as done when computed, failed, or found in the store (reused, or outside this
 * shard or selection: they are counted when their spec ends).
 *
 * <p>Thread-safe: workers report trials while the command's thread starts and ends specs. The clock
 * is injected (nanoseconds, as {@link System#nanoTime}) so that tests need no sleeping.
 */
public final class OverallProgress {

  private final int specs;
  private final long trials;
  private final LongSupplier nanoClock;
  private final long startNanos;
  private int specsDone;
  private long counted;
  private long specTrials;
  private long specCounted;

  /**
   * @param specs the number of specs the command runs
   * @param trials their planned trials in all
   * @param nanoClock a monotonic clock in nanoseconds; read now as the start
   */
  public OverallProgress(int specs, long trials, LongSupplier nanoClock) {
    if (specs < 0 || trials < 0) {
      throw new IllegalArgumentException(
          "specs and trials must be >= 0, got " + specs + " and " + trials);
    }
    this.specs = specs;
    this.trials = trials;
    this.nanoClock = nanoClock;
    this.startNanos = nanoClock.getAsLong();
  }

  /**
   * Progress of a command that runs one spec of {@code trials} trials, timed by the system clock.
   */
  public static OverallProgress single(long trials) {
    return new OverallProgress(1, trials, System::nanoTime);
  }

  /** The number of specs of the command. */
  public int specs() {
    return specs;
  }

  /** A spec of {@code planned} trials starts. */
  public synchronized void startSpec(long planned) {
    specTrials = planned;
    specCounted = 0;
  }

  /** {@code n} trials of the current spec were found in the store: done, but they took no time. */
  public synchronized void reused(long n) {
    count(n);
  }

  /** {@code n} trials of the current spec were computed (or failed) just now. */
  public synchronized void computed(long n) {
    count(n);
  }

  /**
   * The current spec has ended: its trials not reported (outside the shard or selection) count as
   * done.
   */
  public synchronized void finishSpec() {
    count(Math.max(0, specTrials - specCounted));
    specTrials = 0;
    specCounted = 0;
    specsDone++;
  }

  private void count(long n) {
    counted += n;
    specCounted += n;
  }

  /** Nanoseconds since the command started. */
  private long elapsedNanos() {
    return Math.max(0, nanoClock.getAsLong() - startNanos);
  }

  /** E.g. {@code "overall: 2/5 specs, 1,234/9,876 trials (12%), 1m05s elapsed"}. */
  public synchronized String line() {
    long done = Math.min(counted, trials);
    long percent = trials == 0 ? 100 : done * 100 / trials;
    return String.format(
        Locale.ROOT,
        "overall: %d/%d specs, %,d/%,d trials (%d%%), %s elapsed",
        specsDone,
        specs,
        done,
        trials,
        percent,
        duration(elapsedNanos()));
  }

  /**
   * The short form that ends a spec's progress bar on a terminal: e.g. {@code "all: 2/5 specs,
   * 12%"}.
   */
  public synchronized String compact() {
    long percent = trials == 0 ? 100 : Math.min(counted, trials) * 100 / trials;
    return String.format(Locale.ROOT, "all: %d/%d specs, %d%%", specsDone, specs, percent);
  }

  /** A duration as {@code 42s}, {@code 3m07s} or {@code 2h05m} (whole seconds, rounded down). */
  public static String duration(long nanos) {
    long seconds = Math.max(0, nanos) / 1_000_000_000L;
    if (seconds < 60) {
      return seconds + "s";
    }
    if (seconds < 3600) {
      return String.format(Locale.ROOT, "%dm%02ds", seconds / 60, seconds % 60);
    }
    return String.format(Locale.ROOT, "%dh%02dm", seconds / 3600, seconds % 3600 / 60);
  }
}
