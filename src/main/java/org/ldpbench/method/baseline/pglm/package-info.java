/**
 * PGLM, Wang et al.'s (ε, δ)-DP logistic GLM from noisy moments ({@link PglmMethod}): the users'
 * noisy moments ({@link PglmMechanism}, {@link NoisyMoments}), the curator's noisy least squares
 * and its rescaling with the public features ({@link PglmCurator}, solved by {@link
 * InterleavedLu}), and the fitted linear score ({@link LinearScoreModel}). Registered by {@link
 * org.ldpbench.method.baseline.BaselineMethods}.
 */
package org.ldpbench.method.baseline.pglm;
