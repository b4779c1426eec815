package org.ldpbench.run;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;

/**
 * The measured rate of one spec's computed trials, and the time its remaining trials take at that
 * rate: the estimate of a spec's progress line. It counts from the moment the spec starts computing
 * (after its data are drawn and its store is read), so set-up time is not mistaken for slow trials,
 * and it compares a spec only with itself: trials of different specs differ in cost by four orders
 * of magnitude.
 *
 * <p>Trials arrive in bursts (a fit group's configurations at once, one unit per worker thread), so
 * the first burst says little. The estimate is given only once it is measured: at least {@value
 * #MIN_SHARE_PERCENT}% of the spec's trials done and {@link #MIN_NANOS} of computing passed, or,
 * for a spec whose trials are slow, any trial done and {@link #SLOW_NANOS} passed. Until then the
 * ETA is unknown, never a guess from a first chunk. It is then remaining × elapsed ÷ done.
 *
 * <p>Thread-safe: workers report trials while a progress display reads the estimate. The clock is
 * injected (nanoseconds, as {@link System#nanoTime}) so that tests need no sleeping.
 */
public final class TrialRate {

  /** The share of a spec's trials, in percent, that must be done before its ETA is given. */
  static final int MIN_SHARE_PERCENT = 2;

  /** The computing time that must pass before an ETA is given. */
  static final long MIN_NANOS = 3_000_000_000L;

  /** After this much computing, any trial done is enough to give an ETA (a spec of slow trials). */
  static final long SLOW_NANOS = 60_000_000_000L;

  private final long toCompute;
  private final LongSupplier nanoClock;
  private final long startNanos;
  private long done;

  /**
   * Starts measuring now.
   *
   * @param toCompute the trials this spec computes in this run
   * @param nanoClock a monotonic clock in nanoseconds
   */
  public TrialRate(long toCompute, LongSupplier nanoClock) {
    if (toCompute < 0) {
      throw new IllegalArgumentException("trials to compute must be >= 0, got " + toCompute);
    }
    this.toCompute = toCompute;
    this.nanoClock = nanoClock;
    this.startNanos = nanoClock.getAsLong();
  }

  /** {@code n} more trials were computed (or failed). */
  public synchronized void done(long n) {
    done += n;
  }

  /** The trials computed so far. */
  public synchronized long done() {
    return done;
  }

  /** The trials this spec computes in this run. */
  public long toCompute() {
    return toCompute;
  }

  /** Nanoseconds since computing started (never negative). */
  public synchronized long elapsedNanos() {
    return Math.max(0, nanoClock.getAsLong() - startNanos);
  }

  /** Whether enough is measured to give an ETA (see the class comment). */
  public synchronized boolean measured() {
    long elapsed = elapsedNanos();
    if (done == 0) {
      return false;
    }
    boolean share = done * 100 >= (long) MIN_SHARE_PERCENT * toCompute;
    return (share && elapsed >= MIN_NANOS) || elapsed >= SLOW_NANOS;
  }

  /** Trials per second so far, once {@link #measured()}. */
  public synchronized OptionalDouble perSecond() {
    return measured()
        ? OptionalDouble.of(done * 1e9 / Math.max(1, elapsedNanos()))
        : OptionalDouble.empty();
  }

  /**
   * The estimated nanoseconds left: 0 when every trial is done, -1 while not {@link #measured()}.
   */
  public synchronized long etaNanos() {
    long remaining = Math.max(0, toCompute - done);
    if (remaining == 0) {
      return 0;
    }
    if (!measured()) {
      return -1;
    }
    return (long) ((double) elapsedNanos() * remaining / done);
  }

  /**
   * The spec's progress line, e.g. {@code "ma-yang/fig4a: 4,500/9,000 trials (50%), 150.0 trials/s,
   * 30s elapsed, ETA 30s"}; before the rate is measured, {@code "..., ETA unknown yet"}.
   */
  public synchronized String line(String task) {
    long shown = Math.min(done, toCompute);
    long percent = toCompute == 0 ? 100 : shown * 100 / toCompute;
    StringBuilder line =
        new StringBuilder(
            String.format(
                Locale.ROOT, "%s: %,d/%,d trials (%d%%), ", task, shown, toCompute, percent));
    OptionalDouble rate = perSecond();
    if (rate.isPresent()) {
      line.append(rate(rate.getAsDouble())).append(", ");
    }
    long eta = etaNanos();
    return line.append(OverallProgress.duration(elapsedNanos()))
        .append(" elapsed, ETA ")
        .append(eta < 0 ? "unknown yet" : OverallProgress.duration(eta))
        .toString();
  }

  /** A rate as trials per second, or seconds per trial when below one per second. */
  static String rate(double perSecond) {
    if (perSecond >= 1) {
      return String.format(Locale.ROOT, "%,.1f trials/s", perSecond);
    }
    return String.format(Locale.ROOT, "%,.1f s/trial", 1 / perSecond);
  }
}
