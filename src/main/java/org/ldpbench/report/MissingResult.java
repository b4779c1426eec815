package org.ldpbench.report;

/** A result a claim needs is missing (or there is nothing to compare): the claim is undetermined. */
final class MissingResult extends RuntimeException {
    private static final long serialVersionUID = 1L;

    MissingResult(String message) {
        super(message);
    }
}
