/**
 * Checking a paper's claims against the results: the interface of a kind of claim ({@link
 * ClaimKind}, {@link TestedClaimKind} for families of tested comparisons), the verdict with its
 * Holm adjustment and power ({@link ClaimCheck}, {@link Power}), and what the kinds share: the data
 * a claim reads on the test half of the replications ({@link ClaimData}), curves over a grid
 * parameter, bootstrap counts. Each kind of claim is a sub-package holding its record and its kind
 * ({@code trend}, {@code dominates}, {@code within}, ... {@code varies}); this package knows none
 * of them.
 */
package org.ldpbench.report.claims;
