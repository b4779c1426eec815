package org.ldpbench.method;

/**
 * Thrown by a method when a configuration cannot be computed by design (an infeasible grid point, a
 * calibration outside its valid range), as opposed to a failure. The runner stores such a trial
 * once with outcome NA, shows it as NA in summaries and tables, and does not retry it.
 */
public final class NotApplicable extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /**
   * @param reason one line saying why, e.g. "6^5 cells need more memory than 1 GiB"
   */
  public NotApplicable(String reason) {
    super(reason);
  }
}
