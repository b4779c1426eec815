package org.ldpbench.method;

/**
 * A method could not compute a trial, for a reason it states in one line (an external executable
 * that timed out, ended or broke its protocol). Unlike {@link NotApplicable} it is a failure: the
 * runner stores the trial in {@code failures.csv}, retries it on the next run and makes the run's
 * exit code say so. Unlike an unexpected exception (a bug), the line is the whole story: the runner
 * records it as it is, without a stack location.
 */
public class MethodFailure extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * @param message one line naming the method and what failed
   */
  public MethodFailure(String message) {
    super(message);
  }
}
