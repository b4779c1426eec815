package org.ldpbench.run;

import java.io.PrintWriter;

/**
 * A spec's progress without a terminal (CI logs, {@code make} piped to a file): nothing for a spec
 * that ends within {@link #INTERVAL_NANOS}, whose one line is then the command's closing line of
 * the spec; a longer spec prints its progress line ({@link TrialRate#line}, then the command's part
 * when it runs several specs) once per interval, each a whole line of its own.
 */
final class LoggedProgress implements Progress {

  /** Nanoseconds between two lines of a spec. */
  static final long INTERVAL_NANOS = 60_000_000_000L;

  private final String task;
  private final TrialRate rate;
  private final PrintWriter log;
  private final OverallProgress overall;
  private long lastLineNanos;

  LoggedProgress(String task, TrialRate rate, PrintWriter log, OverallProgress overall) {
    this.task = task;
    this.rate = rate;
    this.log = log;
    this.overall = overall;
  }

  @Override
  public void advance(long trials) {
    rate.done(trials);
    String line = null;
    synchronized (this) {
      long elapsed = rate.elapsedNanos();
      if (elapsed - lastLineNanos >= INTERVAL_NANOS) {
        lastLineNanos = elapsed;
        line = rate.line(task) + (overall.specs() > 1 ? " | " + overall.line() : "");
      }
    }
    if (line != null) {
      synchronized (log) {
        log.println(line);
        log.flush();
      }
    }
  }

  @Override
  public void close() {}
}
