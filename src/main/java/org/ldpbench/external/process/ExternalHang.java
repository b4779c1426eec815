package org.ldpbench.external.process;

import java.util.concurrent.atomic.AtomicReference;
import org.ldpbench.external.ExternalMethodException;

/**
 * Whether an external method has already hung in this program run: the line of its first request
 * that got no reply within the timeout. After it, the method's later requests fail at once with a
 * line that quotes it, without starting the executable again. Why: an executable that hangs does so
 * on nearly every input, and a spec has hundreds of fit groups and the audit starts a method's
 * protocol hundreds of times; waiting out the timeout for each would turn a hang into hours. Failed
 * trials are retried by the next run, so nothing is lost but the wait (raise {@code timeout:} if
 * the method is only slow). One per method object, shared by all its processes; thread-safe.
 */
public final class ExternalHang {

  private final AtomicReference<String> first = new AtomicReference<>();

  /**
   * Remembers {@code line}, the failure of a request that timed out, unless one is remembered
   * already.
   */
  public void record(String line) {
    first.compareAndSet(null, line);
  }

  /**
   * Throws, for request {@code op} of {@code method}, if a request of the method has timed out
   * before.
   */
  public void refuseIfHung(String method, String op) {
    String line = first.get();
    if (line != null) {
      throw new ExternalMethodException(
          method + " " + op + ": not sent, the method already hung in this run: " + line);
    }
  }
}
