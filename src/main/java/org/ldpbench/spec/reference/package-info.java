/**
 * A spec's {@code reference:} block: the published numbers of a paper that a run is compared with
 * ({@link ReferenceSpec}), read from their CSV file and checked row by row against the spec's
 * methods, sweep and data by {@link ReferenceReader}. Knows specs, not runs or reports.
 */
package org.ldpbench.spec.reference;
