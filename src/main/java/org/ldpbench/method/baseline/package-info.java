/**
 * The baselines of Ma &amp; Yang's Table 2, registered by {@link BaselineMethods}: CT-W and CT-Q,
 * scikit-learn-style CART on private and public rows or on public rows only ({@link CartMethod},
 * grown by {@link CartBuilder}), here; PGLM in {@link org.ldpbench.method.baseline.pglm} and PSGD-L
 * and PSGD-N in {@link org.ldpbench.method.baseline.psgd}, one sub-package per method family.
 */
package org.ldpbench.method.baseline;
