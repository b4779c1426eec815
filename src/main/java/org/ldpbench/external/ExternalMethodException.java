package org.ldpbench.external;

import org.ldpbench.method.MethodFailure;

/**
 * An external method failed: it could not be started, replied with an error, ended, gave no reply
 * within its timeout, or broke the protocol. The message is one line naming the method and the
 * request (and, where the process is at fault, its command and the last line of its stderr); the
 * runner records it as the trial's failure.
 */
public final class ExternalMethodException extends MethodFailure {

    private static final long serialVersionUID = 1L;

    public ExternalMethodException(String message) {
        super(message);
    }
}
