package org.ldpbench.run;

import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Progress of a command that runs several specs ({@code ldpbench run A B C}, {@code reproduce}):
 * specs done of all, trials done of all, time elapsed, and an estimate of the time left. One spec's
 * bar says how far that spec is; this line says how far the whole command is, which is what a user
 * waiting for {@code make reproduce} wants to know.
 *
 * <p>Trials count as done when computed, failed, or found in the store (reused, or outside this
 * shard or selection: they are counted when their spec ends). The estimate assumes the remaining
 * trials go at the rate computed trials have gone so far: remaining × elapsed ÷ computed. It is
 * unknown until a trial has been computed. Reused trials of later specs are found only when those
 * specs start, so the estimate errs long, never short, on a resumed run.
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
    private long computed;
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
            throw new IllegalArgumentException("specs and trials must be >= 0, got " + specs + " and " + trials);
        }
        this.specs = specs;
        this.trials = trials;
        this.nanoClock = nanoClock;
        this.startNanos = nanoClock.getAsLong();
    }

    /** Progress of a command that runs one spec of {@code trials} trials, timed by the system clock. */
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
        computed += n;
        count(n);
    }

    /** The current spec has ended: its trials not reported (outside the shard or selection) count as done. */
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

    /**
     * The estimated nanoseconds left, or -1 if unknown (nothing computed yet). Zero once every
     * trial is done.
     */
    public synchronized long etaNanos() {
        long remaining = Math.max(0, trials - counted);
        if (remaining == 0) {
            return 0;
        }
        if (computed == 0) {
            return -1;
        }
        return (long) ((double) elapsedNanos() * remaining / computed);
    }

    /** E.g. {@code "overall: 2/5 specs, 1,234/9,876 trials (12%), 1m05s elapsed, ETA 7m40s"}. */
    public synchronized String line() {
        long done = Math.min(counted, trials);
        long percent = trials == 0 ? 100 : done * 100 / trials;
        long eta = etaNanos();
        return String.format(Locale.ROOT, "overall: %d/%d specs, %,d/%,d trials (%d%%), %s elapsed, ETA %s",
                specsDone, specs, done, trials, percent, duration(elapsedNanos()), eta < 0 ? "unknown" : duration(eta));
    }

    /**
     * The short form that ends a spec's progress bar, where the full line would not fit in the bar's
     * 120 characters: e.g. {@code "all: 2/5 specs, 12%, ETA 7m40s"}.
     */
    public synchronized String compact() {
        long percent = trials == 0 ? 100 : Math.min(counted, trials) * 100 / trials;
        long eta = etaNanos();
        return String.format(Locale.ROOT, "all: %d/%d specs, %d%%, ETA %s", specsDone, specs, percent,
                eta < 0 ? "unknown" : duration(eta));
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
