package org.ldpbench.data;

/**
 * A data source that knows the regression function of its test distribution: η(x) = P(Y = 1 | x)
 * for binary labels, m(x) = E[Y | x] for real values. Excess risk is then measured on the test
 * points exactly, given the predictions, rather than estimated from two noisy risks:
 * classification: mean of |2η(x) − 1|·1{f(x) ≠ 1(η(x) &gt; 1/2)}; regression: mean of (f(x) −
 * m(x))².
 */
public interface KnownTruth {

  /** η(x) or m(x) at every row of {@code points}. */
  double[] regressionFunction(Features points);
}
