package org.ldpbench.external;

/**
 * An external method failed: it could not be started, replied with an error, ended, or broke the
 * protocol. The message is one line naming the method, its command and the request; the runner
 * records it as the trial's failure.
 */
public final class ExternalMethodException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ExternalMethodException(String message) {
        super(message);
    }
}
