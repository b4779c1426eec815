package org.ldpbench;

/**
 * A mistake in what the user gave us (a spec, a command-line option, a missing data file). The
 * CLI prints its message as one line, without a stack trace; the message names the place, the
 * bad value and what is allowed.
 */
public class UserError extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
