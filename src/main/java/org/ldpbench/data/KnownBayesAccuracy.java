package org.ldpbench.data;

/**
 * A data source whose Bayes accuracy on the test distribution is known (synthetic generators).
 * Figures draw it as the ceiling no method can beat.
 */
public interface KnownBayesAccuracy {

  /** The accuracy of the Bayes classifier 1(η(x) &gt; 1/2) under the test distribution. */
  double bayesAccuracy();
}
