package org.ldpbench.run;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * Progress of a run, counted in trials: one line per spec. On a terminal it is a bar redrawn in
 * place ({@link TerminalProgress}) that gives way to the spec's closing line; without one (CI logs,
 * {@code make} piped to a file) a spec prints nothing until its closing line, and a spec that runs
 * longer prints its progress line every {@link LoggedProgress#INTERVAL_NANOS} ({@link
 * LoggedProgress}), so a log stays readable and never goes quiet for long. Either way the ETA is
 * the spec's own, from its trials done ({@link TrialRate}).
 */
public interface Progress extends AutoCloseable {

  /** Counts {@code trials} more trials as done. */
  void advance(long trials);

  @Override
  void close();

  /** Progress that prints nothing (tests, --no-progress). */
  static Progress silent() {
    return new Progress() {
      @Override
      public void advance(long trials) {}

      @Override
      public void close() {}
    };
  }

  /**
   * Progress that counts trials into {@code overall} and then shows them on {@code shown}; closing
   * it leaves {@code shown} open (its owner closes it).
   */
  static Progress counting(Progress shown, OverallProgress overall) {
    return new Progress() {
      @Override
      public void advance(long trials) {
        overall.computed(trials);
        shown.advance(trials);
      }

      @Override
      public void close() {}
    };
  }

  /**
   * The progress of spec {@code task}, which computes {@code total} trials from now: a bar on the
   * console's standard error if the JVM has one, lines on {@code log} otherwise. When the command
   * runs several specs, the line ends with {@code overall}'s specs and trials done of all.
   */
  // Error Prone's SystemConsoleNull: from JDK 22 on System.console() is never null, so this test
  // would
  // take every JVM for a terminal; on Java 17, the release this code is built for, null is exactly
  // "no console" (Console.isTerminal(), the newer test, does not exist before JDK 22)
  @SuppressWarnings("SystemConsoleNull")
  static Progress start(String task, long total, PrintWriter log, OverallProgress overall) {
    return start(task, total, log, overall, System::nanoTime, System.console() != null);
  }

  /**
   * As {@link #start(String, long, PrintWriter, OverallProgress)} with a given clock and display.
   */
  static Progress start(
      String task,
      long total,
      PrintWriter log,
      OverallProgress overall,
      LongSupplier nanoClock,
      boolean terminal) {
    TrialRate rate = new TrialRate(total, nanoClock);
    return terminal
        ? new TerminalProgress(task, rate, overall)
        : new LoggedProgress(task, rate, log, overall);
  }
}
