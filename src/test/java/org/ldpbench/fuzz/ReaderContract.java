package org.ldpbench.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.ldpbench.UserError;

/**
 * What every reader promises for any input: it returns, or it refuses with a {@link UserError} (or
 * an I/O error) whose message is one line, which the command line prints as "ldpbench: error: …".
 * Anything else — a NullPointerException, an index out of bounds, a number format error, a stack
 * overflow, an out-of-memory — escapes and is a finding of the fuzzer.
 */
final class ReaderContract {

  /** A read of one fuzzed input. */
  interface Read {
    void run() throws IOException;
  }

  private ReaderContract() {}

  /** Runs {@code read}; a refusal must be a one-line user error, anything else propagates. */
  static void check(Read read) throws IOException {
    try {
      read.run();
    } catch (UserError | IOException | UncheckedIOException refused) {
      String message = refused.getMessage();
      if (message == null || message.isBlank() || message.contains("\n")) {
        throw new AssertionError("a refusal must be one non-empty line, got: " + message, refused);
      }
    }
  }
}
