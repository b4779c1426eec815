package org.ldpbench;

/**
 * A mistake in what the user gave us (a spec, a command-line option, a missing data file). The CLI
 * prints its message as one line, without a stack trace; the message names the place, the bad value
 * and what is allowed. A bad value may itself hold line breaks (a fuzzed descriptor's name did):
 * they are written as {@code \n} and {@code \r}, so the message stays one line.
 */
public class UserError extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public UserError(String message) {
    super(oneLine(message));
  }

  public UserError(String message, Throwable cause) {
    super(oneLine(message), cause);
  }

  /** The message with its line breaks escaped. */
  static String oneLine(String message) {
    return message == null ? null : message.replace("\r", "\\r").replace("\n", "\\n");
  }
}
