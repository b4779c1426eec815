package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LogLogSlopeTest {

  /**
   * By hand: u = log x = 0, 1, 2, 3 and v = log y = 2, 1, 1, −1. Mean u 1.5, Sxx = 5; mean v 0.75,
   * Sxy = (−1.5)(1.25) + (−0.5)(0.25) + (0.5)(0.25) + (1.5)(−1.75) = −4.5, so slope −0.9 and
   * intercept 0.75 + 0.9·1.5 = 2.1. Residuals −0.1, −0.2, 0.7, −0.4: SSE 0.70, s² = 0.35, se(slope)
   * = √(0.35/5) = √0.07 = 0.26457513; t(0.975; 2) = 4.30265273 (R: qt(0.975, 2)), so the 95%
   * interval is −0.9 ± 1.13837491.
   */
  /**
   * Slope, intercept and the interval keep the bits commons-math3's {@code SimpleRegression} and
   * {@code TDistribution} gave on these points before the harness left that library (pinned from
   * them): committed slopes files print them to full precision.
   */
  @Test
  void keepsTheBitsOfTheCentredUpdate() {
    double[] x = {50, 100, 200, 400, 800, 1600};
    double[] y = {
      0.042322413928756436,
      0.02854166848122753,
      0.019290249367130686,
      0.012488071198978044,
      0.010750766697929874,
      0.006456259838403199
    };

    LogLogSlope fit = LogLogSlope.fit(x, y).orElseThrow();

    assertThat(Double.doubleToRawLongBits(fit.slope())).isEqualTo(0xbfe0d68186ae1c57L);
    assertThat(Double.doubleToRawLongBits(fit.intercept())).isEqualTo(0xbff224ce178e8180L);
    assertThat(Double.doubleToRawLongBits(fit.lower())).isEqualTo(0xbfe34a8e6866f378L);
    assertThat(Double.doubleToRawLongBits(fit.upper())).isEqualTo(0xbfdcc4e949ea8a6bL);
  }

  /**
   * The pinned t quantiles (commons-math3's, to its solver's 1e-9) agree with commons-statistics'
   * exact ones within 5e-10, and beyond the table the exact one is used: t(0.975; 4) =
   * 2.7764451051977987 and t(0.975; 100) = 1.983972 (R: qt(0.975, 4), qt(0.975, 100)).
   */
  @Test
  void theTQuantilesAreStudentsWithinTheOldSolversAccuracy() {
    for (int df = 1; df <= LogLogSlope.T_975.size(); df++) {
      assertThat(LogLogSlope.tQuantile(df))
          .as("df %d", df)
          .isCloseTo(
              org.apache.commons.statistics.distribution.TDistribution.of(df)
                  .inverseCumulativeProbability(0.975),
              within(5e-10));
    }
    assertThat(LogLogSlope.tQuantile(4)).isCloseTo(2.7764451051977987, within(5e-10));
    assertThat(LogLogSlope.tQuantile(100))
        .isEqualTo(
            org.apache.commons.statistics.distribution.TDistribution.of(100)
                .inverseCumulativeProbability(0.975))
        .isCloseTo(1.983972, within(1e-6));
  }

  @Test
  void matchesAHandComputedFit() {
    double[] x = {1, Math.E, Math.exp(2), Math.exp(3)};
    double[] y = {Math.exp(2), Math.exp(1), Math.exp(1), Math.exp(-1)};

    LogLogSlope fit = LogLogSlope.fit(x, y).orElseThrow();

    assertThat(fit.n()).isEqualTo(4);
    assertThat(fit.slope()).isCloseTo(-0.9, within(1e-12));
    assertThat(fit.intercept()).isCloseTo(2.1, within(1e-12));
    double halfWidth = 4.302652729911275 * Math.sqrt(0.07);
    assertThat(halfWidth).isCloseTo(1.13837491, within(1e-8));
    assertThat(fit.lower()).isCloseTo(-0.9 - halfWidth, within(1e-9));
    assertThat(fit.upper()).isCloseTo(-0.9 + halfWidth, within(1e-9));
    assertThat(fit.fitted(Math.E)).isCloseTo(Math.exp(1.2), within(1e-12));
  }

  @Test
  void anExactPowerLawHasItsExponentAndAZeroWidthInterval() {
    double[] n = {100, 1000, 10000, 100000};
    double[] risk = new double[n.length];
    for (int i = 0; i < n.length; i++) {
      risk[i] = 3.0 * Math.pow(n[i], -0.5);
    }
    LogLogSlope fit = LogLogSlope.fit(n, risk).orElseThrow();
    assertThat(fit.slope()).isCloseTo(-0.5, within(1e-12));
    assertThat(fit.upper() - fit.lower()).isCloseTo(0.0, within(1e-9));
    assertThat(fit.fitted(400)).isCloseTo(3.0 / 20, within(1e-12));
  }

  @Test
  void skipsPointsALogScaleCannotShowAndNeedsTwoDistinctX() {
    LogLogSlope two =
        LogLogSlope.fit(new double[] {1, 10, 100, -1}, new double[] {1, 0.1, 0, 5}).orElseThrow();
    assertThat(two.n()).isEqualTo(2);
    assertThat(two.slope()).isCloseTo(-1.0, within(1e-12));
    assertThat(two.hasInterval()).isFalse();
    assertThat(LogLogSlope.fit(new double[] {2, 2}, new double[] {1, 3})).isEmpty();
    assertThat(LogLogSlope.fit(new double[] {2, Double.NaN}, new double[] {1, 3})).isEmpty();
    assertThatThrownBy(() -> LogLogSlope.fit(new double[] {1}, new double[] {1, 2}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
