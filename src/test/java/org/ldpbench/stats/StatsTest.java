package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {

  /**
   * Reference: Python 3 statistics.mean / stdev (n − 1), and stdev/sqrt(n). R: mean(x); sd(x);
   * sd(x)/sqrt(5).
   */
  @Test
  void sampleSummaryMatchesReferenceValues() {
    SampleSummary s = SampleSummary.of(new double[] {0.61, 0.64, 0.59, 0.66, 0.63});
    assertThat(s.n()).isEqualTo(5);
    assertThat(s.mean()).isCloseTo(0.626, within(1e-12));
    assertThat(s.sd()).isCloseTo(0.027018512172212617, within(1e-12));
    assertThat(s.se()).isCloseTo(0.012083045973594582, within(1e-12));
  }

  @Test
  void degenerateSamples() {
    assertThat(SampleSummary.of(new double[] {0.7})).isEqualTo(new SampleSummary(1, 0.7, 0.0, 0.0));
    SampleSummary empty = SampleSummary.of(new double[0]);
    assertThat(empty.n()).isZero();
    assertThat(empty.mean()).isNaN();
    assertThatThrownBy(() -> SampleSummary.of(new double[] {0.5, Double.NaN}))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void bestOverGridTakesTheLargestMeanFirstOnTiesAndSkipsEmptyConfigurations() {
    SampleSummary empty = SampleSummary.of(new double[0]);
    SampleSummary low = SampleSummary.of(new double[] {0.5, 0.6});
    SampleSummary high = SampleSummary.of(new double[] {0.7, 0.7});
    SampleSummary tie = SampleSummary.of(new double[] {0.6, 0.8});
    assertThat(BestOverGrid.argmaxMean(List.of(empty, low, high, tie))).isEqualTo(2);
    assertThat(BestOverGrid.argmaxMean(List.of(low, empty))).isZero();
    assertThat(BestOverGrid.argmaxMean(List.of(empty))).isEqualTo(-1);
  }
}
