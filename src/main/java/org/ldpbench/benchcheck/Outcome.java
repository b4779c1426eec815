package org.ldpbench.benchcheck;

/**
 * What {@code make bench-check} concluded about one benchmark. Only {@link #WITHIN} passes: a
 * benchmark that was not measured, has no reference or cannot be normalised fails the check, since
 * a gate that skips what it cannot judge would pass a broken run.
 */
public enum Outcome {

  /** At most the threshold slower than the reference, at this machine's speed (or faster). */
  WITHIN("ok"),
  /** More than the threshold slower than the reference, at this machine's speed. */
  REGRESSION("REGRESSION"),
  /** In the reference, but this run has no median for it (a benchmark failed or was left out). */
  NOT_MEASURED("NOT MEASURED"),
  /**
   * Measured, but the reference has no median for it: record one ({@code make bench-check
   * RECORD=1}).
   */
  NO_REFERENCE("NO REFERENCE"),
  /** Too few speed benchmarks in both runs to say how fast this machine is. */
  SPEED_UNKNOWN("SPEED UNKNOWN");

  private final String text;

  Outcome(String text) {
    this.text = text;
  }

  /** How the report prints it. */
  public String text() {
    return text;
  }
}
