/**
 * The registry of kinds ({@link org.ldpbench.report.kinds.Kinds}): every kind of output and of
 * claim check, one line each; the spec reader's {@link org.ldpbench.spec.SpecKinds} service and the
 * paper report's dispatch.
 */
package org.ldpbench.report.kinds;
