package org.ldpbench.external.process;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * How a running external method's process is ended ({@link ExternalProcess#close}): it is told
 * {@code bye} and its pipes are closed, then it gets up to a patience to end before it and its
 * children are killed ({@link ProcessTree}). The pipes are written and closed on the process's own
 * I/O thread, so that a process that stopped reading cannot block the caller.
 */
final class ProcessShutdown {

  private ProcessShutdown() {}

  /**
   * Says {@code bye} on {@code requests} and waits up to {@code patienceMillis} for {@code process}
   * to end, then kills it and its children; closes both pipes and shuts the I/O thread down.
   */
  static void stop(
      Process process,
      BufferedWriter requests,
      BufferedReader replies,
      ExecutorService io,
      long patienceMillis) {
    if (process.isAlive()) {
      io.execute(
          () -> {
            try {
              requests.write("{\"op\":\"bye\"}\n");
              requests.flush();
            } catch (IOException ignored) {
              // already gone
            }
          });
      io.execute(() -> closeQuietly(requests));
      try {
        if (!process.waitFor(patienceMillis, TimeUnit.MILLISECONDS)) {
          ProcessTree.kill(process);
        }
      } catch (InterruptedException e) {
        ProcessTree.kill(process);
        Thread.currentThread().interrupt();
      }
    }
    io.execute(
        () -> {
          closeQuietly(requests);
          closeQuietly(replies);
        });
    io.shutdown();
  }

  private static void closeQuietly(Closeable pipe) {
    try {
      pipe.close();
    } catch (IOException ignored) {
      // a pipe of an ended process
    }
  }
}
