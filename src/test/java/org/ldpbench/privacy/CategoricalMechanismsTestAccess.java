package org.ldpbench.privacy;

/**
 * Lets tests of other packages use the pooled two-sample chi-square test of {@link
 * CategoricalMechanismsTest}.
 */
public final class CategoricalMechanismsTestAccess {

  private CategoricalMechanismsTestAccess() {}

  /** Two-sample chi-square p-value with pooled sparse bins. */
  public static double chiSquareP(long[] a, long[] b) {
    return CategoricalMechanismsTest.chiSquareP(a, b);
  }
}
