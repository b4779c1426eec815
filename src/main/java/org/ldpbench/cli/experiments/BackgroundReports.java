package org.ldpbench.cli.experiments;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.ldpbench.spec.ExperimentSpec;

/**
 * Writes each spec's summaries and figures on one background thread while the next spec runs, for
 * the commands that run several specs ({@code run}, {@code reproduce}). Reading a store of millions
 * of trials back and rendering it is one thread's work, and the fits of the next spec seldom keep
 * every core busy, so the two overlap instead of following each other.
 *
 * <p>Reports are written in the order the specs ran; each report's lines are printed together when
 * it is done. A spec whose outputs are running times ({@link ExperimentSpec#reportsRunningTimes})
 * is run only after every pending report has finished, so that no report competes with the fits it
 * times. A report that fails does not stop the specs after it: {@link #awaitAll()} throws the first
 * failure once every report has been tried, so nothing computed is lost.
 */
final class BackgroundReports implements AutoCloseable {

  /** Writes one spec's summaries and figures, printing what it wrote to the given log. */
  @FunctionalInterface
  interface Report {
    void write(PrintWriter log) throws IOException;
  }

  private final PrintWriter log;
  private final ExecutorService executor =
      Executors.newSingleThreadExecutor(
          task -> {
            Thread thread = new Thread(task, "ldpbench-report");
            thread.setDaemon(true);
            return thread;
          });
  private final List<Future<?>> pending = new ArrayList<>();

  BackgroundReports(PrintWriter log) {
    this.log = log;
  }

  /** Queues {@code report}; its lines go to the log, together, when it is done. */
  void submit(Report report) {
    pending.add(
        executor.submit(
            () -> {
              StringWriter lines = new StringWriter();
              try (PrintWriter buffer = new PrintWriter(lines)) {
                try {
                  report.write(buffer);
                } finally {
                  buffer.flush();
                  log.print(lines);
                  log.flush();
                }
              }
              return null;
            }));
  }

  /**
   * Waits for every queued report; then throws the first one's failure, if any (a {@link
   * org.ldpbench.UserError} or other runtime exception as it was thrown, an I/O error as one).
   */
  void awaitAll() throws IOException {
    Throwable first = null;
    for (Future<?> report : pending) {
      try {
        report.get();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IOException("interrupted while waiting for a report", e);
      } catch (ExecutionException e) {
        if (first == null) {
          first = e.getCause();
        }
      }
    }
    pending.clear();
    if (first instanceof IOException io) {
      throw io;
    }
    if (first instanceof UncheckedIOException io) {
      throw io.getCause();
    }
    if (first instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (first instanceof Error error) {
      throw error;
    }
  }

  /**
   * Lets the queued reports finish, then stops the thread. After {@link #awaitAll()} there is
   * nothing left; when a spec's run failed, the reports of the specs before it are still written
   * whole (their failures are then not thrown: the run's own error is the one reported).
   */
  @Override
  public void close() {
    executor.shutdown();
    try {
      while (!executor.awaitTermination(1, TimeUnit.MINUTES)) {
        log.flush(); // a report of millions of trials takes minutes; keep waiting
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      executor.shutdownNow();
    }
  }
}
