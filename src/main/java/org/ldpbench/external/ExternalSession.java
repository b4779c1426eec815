package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.function.IntConsumer;

/**
 * The requests of one fit group (one protocol: its {@code declare}, {@code encode}, {@code
 * randomize} and {@code curate} calls) to its method's {@link ExternalWorkers}. Why: the workers
 * are shared, but a failure that broke a conversation (no reply within the timeout, a reply that is
 * not JSON, a worker that ended twice) ends the fit group, as it did when a fit group had a process
 * of its own: its later requests fail at once with the same line, so all its trials fail together
 * and with one message, while other fit groups go on with other workers.
 */
final class ExternalSession {

  private final ExternalWorkers workers;

  /** The line of the failure that ended this group's conversation, or null. */
  private volatile String broken;

  ExternalSession(ExternalWorkers workers) {
    this.workers = workers;
  }

  /**
   * Sends {@code request} to a worker; fails at once if an earlier request of this group broke its
   * conversation.
   */
  JsonNode call(ObjectNode request) {
    String line = broken;
    if (line != null) {
      throw new ExternalMethodException(line, ExternalMethodException.Conversation.BROKEN);
    }
    try {
      return workers.call(request);
    } catch (ExternalMethodException e) {
      if (e.conversation() != ExternalMethodException.Conversation.GOES_ON) {
        synchronized (this) {
          broken = broken == null ? e.getMessage() : broken;
        }
      }
      throw e;
    }
  }

  /**
   * Runs {@code task} for 0..count−1 on the workers side by side ({@link ExternalWorkers#each}).
   */
  void each(int count, IntConsumer task) {
    workers.each(count, task);
  }
}
