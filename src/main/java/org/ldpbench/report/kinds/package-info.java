/**
 * The registry of kinds ({@link Kinds}): every kind of output and of claim check, one line each;
 * the spec reader's {@link SpecKinds} service and the paper report's dispatch.
 */
package org.ldpbench.report.kinds;

import org.ldpbench.spec.SpecKinds;
