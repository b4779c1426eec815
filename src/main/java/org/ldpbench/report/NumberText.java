package org.ldpbench.report;

import java.util.Locale;
import org.ldpbench.stats.PairedTest;

/** How p-values and paired differences are written in reports. */
public final class NumberText {

  private NumberText() {}

  /**
   * A p-value: three decimals from 0.001 up ("0.012"; "> 0.999" below 1, "1" for exactly one), one
   * significant digit below ("3e-12"), never a rounded "0.000". An exact 0 (only from constant
   * differences, see {@link PairedTest}) is written "0"; NaN as "—".
   */
  public static String p(double p) {
    if (Double.isNaN(p)) {
      return "—";
    }
    if (p == 0.0) {
      return "0";
    }
    if (p >= 1.0) {
      return "1";
    }
    if (p > 0.999) {
      return "> 0.999";
    }
    if (p >= 0.001) {
      return String.format(Locale.ROOT, "%.3f", p);
    }
    String s = String.format(Locale.ROOT, "%.0e", p); // e.g. 3e-05
    return s.replaceFirst("e-0*(\\d)", "e-$1");
  }

  /**
   * "+0.0108 ± 0.0030": a signed mean and its standard error with four decimals, or with enough
   * decimals to show two significant digits of a smaller standard error ("-0.000031 ± 0.000030").
   */
  public static String meanSe(double mean, double se) {
    int decimals = 4;
    if (se > 0 && se < 0.0005) {
      decimals = Math.min(10, (int) Math.ceil(-Math.log10(se)) + 1);
    }
    return String.format(Locale.ROOT, "%+." + decimals + "f ± %." + decimals + "f", mean, se);
  }

  /**
   * An effect or minimal detectable effect: two significant digits ("0.012", "0.00031"), "∞" if
   * infinite.
   */
  public static String effect(double value) {
    if (Double.isInfinite(value)) {
      return "∞ (too few replications)";
    }
    if (Double.isNaN(value)) {
      return "—";
    }
    return new java.math.BigDecimal(value)
        .round(new java.math.MathContext(2))
        .stripTrailingZeros()
        .toPlainString();
  }
}
