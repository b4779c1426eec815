package org.ldpbench.external;

import org.ldpbench.method.MethodFailure;

/**
 * An external method failed: it could not be started, replied with an error, ended, gave no reply
 * within its timeout, or broke the protocol. The message is one line naming the method and the
 * request (and, where the process is at fault, its command and the last line of its stderr); the
 * runner records it as the trial's failure. It also says what became of the conversation with the
 * worker ({@link Conversation}), which decides whether the worker serves on, is replaced, or the
 * request is sent once more to a fresh one ({@link ExternalWorkers}).
 */
public final class ExternalMethodException extends MethodFailure {

  private static final long serialVersionUID = 1L;

  /** What a failure did to the conversation with the worker process. */
  public enum Conversation {
    /**
     * A well-formed reply that fails the request ({@code error}, a bad value): the worker serves
     * on.
     */
    GOES_ON,
    /**
     * The process ended or its pipe broke: a fresh worker may answer the same (self-contained)
     * request.
     */
    ENDED,
    /**
     * A timeout, a reply that is not JSON, a wrong protocol: the worker is dropped and the request
     * fails.
     */
    BROKEN
  }

  private final Conversation conversation;

  public ExternalMethodException(String message) {
    this(message, Conversation.GOES_ON);
  }

  public ExternalMethodException(String message, Conversation conversation) {
    super(message);
    this.conversation = conversation;
  }

  /** What this failure did to the conversation with the worker. */
  Conversation conversation() {
    return conversation;
  }
}
