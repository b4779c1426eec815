package org.ldpbench.report.claims;

/**
 * A result a claim needs is missing (or there is nothing to compare): the claim is undetermined.
 */
public final class MissingResult extends RuntimeException {
  private static final long serialVersionUID = 1L;

  public MissingResult(String message) {
    super(message);
  }
}
