package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reference values from SciPy 1.17 ({@code scipy.stats.norm.ppf}, {@code .logsf}, {@code .sf}). */
class StandardNormalTest {

  @ParameterizedTest
  @CsvSource({
    "1e-300, -37.0470962993612",
    "1e-20, -9.262340089798409",
    "2.5e-9, -5.847172145099801",
    "0.01, -2.3263478740408408",
    "0.3, -0.5244005127080409",
    "0.7, 0.5244005127080407",
    "0.975, 1.959963984540054",
    "0.9999999999, 6.361340889697422"
  })
  void quantileMatchesScipy(double p, double expected) {
    // AS 241 is accurate to about 1e-16 relative; 1 - p near 1 loses digits in p itself
    assertThat(StandardNormal.quantile(p)).isCloseTo(expected, Percentage.withPercentage(1e-11));
  }

  @Test
  void quantileOfTheEndsIsInfiniteAndOfTheMiddleZero() {
    assertThat(StandardNormal.quantile(0.5)).isZero();
    assertThat(StandardNormal.quantile(0.0)).isEqualTo(Double.NEGATIVE_INFINITY);
    assertThat(StandardNormal.quantile(1.0)).isEqualTo(Double.POSITIVE_INFINITY);
    assertThatThrownBy(() -> StandardNormal.quantile(1.5))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(StandardNormal.upperQuantile(0.025)).isCloseTo(1.959963984540054, within(1e-13));
  }

  @ParameterizedTest
  @CsvSource({
    "-3.0, -0.0013508099647481925",
    "0.5, -1.1759117615936188",
    "10.0, -53.23128515051248",
    "35.0, -616.9751012619225",
    "50.0, -1254.8313611394199",
    "1000.0, -500007.8266948122"
  })
  void logSurvivalMatchesScipyIntoTheFarTail(double x, double expected) {
    assertThat(StandardNormal.logSurvival(x)).isCloseTo(expected, Percentage.withPercentage(1e-9));
    assertThat(StandardNormal.logCdf(-x)).isEqualTo(StandardNormal.logSurvival(x));
  }

  @Test
  void cdfAndSurvivalKeepRelativeAccuracyInTheTails() {
    assertThat(StandardNormal.survival(10.0))
        .isCloseTo(7.61985302416047e-24, Percentage.withPercentage(1e-9));
    assertThat(StandardNormal.cdf(-10.0))
        .isCloseTo(7.61985302416047e-24, Percentage.withPercentage(1e-9));
    assertThat(StandardNormal.survival(0.5)).isCloseTo(0.3085375387259869, within(1e-15));
    assertThat(StandardNormal.cdf(0.5) + StandardNormal.survival(0.5))
        .isCloseTo(1.0, within(1e-15));
    assertThat(StandardNormal.density(0.0)).isCloseTo(1.0 / Math.sqrt(2 * Math.PI), within(1e-16));
  }
}
