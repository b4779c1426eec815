/**
 * PSGD-L and PSGD-N, Lowy et al.'s one-pass private SGD with a public warm start ({@link
 * PsgdMethod}): the sequentially interactive protocol ({@link PsgdMechanism}), the curator's side
 * ({@link PsgdServer}), the logistic model or one-hidden-layer network ({@link PsgdNetwork}) and
 * the gradient passes that make a fit fast on sparse rows ({@link LazyFirstLayerPass}, {@link
 * ColumnwiseBatchGradient}). Registered by {@link org.ldpbench.method.baseline.BaselineMethods}.
 */
package org.ldpbench.method.baseline.psgd;
