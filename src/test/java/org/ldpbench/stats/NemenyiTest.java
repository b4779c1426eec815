package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * Nemenyi critical values against SciPy and the critical difference against Demšar's worked
 * example.
 */
class NemenyiTest {

  /**
   * q_α for k = 2…12 from SciPy 1.10.1: {@code studentized_range.ppf(1 - alpha, k, np.inf) /
   * np.sqrt(2)} (tools/nemenyi_reference.py; the first nine are Demšar 2006, Table 5(a)).
   */
  private static final double[] Q_05 = {
    1.959964, 2.343701, 2.569032, 2.727774, 2.849705, 2.948320, 3.030878, 3.101730, 3.163684,
    3.218654, 3.268004
  };

  private static final double[] Q_10 = {
    1.644854, 2.052293, 2.291341, 2.459516, 2.588521, 2.692732, 2.779884, 2.854606, 2.919889,
    2.977768, 3.029694
  };

  @Test
  void criticalValuesMatchSciPy() {
    for (int k = 2; k <= 12; k++) {
      assertThat(Nemenyi.of(k, 10, 0.05).q())
          .as("q_0.05, k = %d", k)
          .isCloseTo(Q_05[k - 2], within(2e-5));
      assertThat(Nemenyi.of(k, 10, 0.10).q())
          .as("q_0.10, k = %d", k)
          .isCloseTo(Q_10[k - 2], within(2e-5));
    }
  }

  @Test
  void criticalDifferenceOfDemsarsExample() {
    // Demšar 2006, §3.2.2: four algorithms over 14 data sets, CD = 2.569 * sqrt(4 * 5 / (6 * 14)) =
    // 1.25
    Nemenyi nemenyi = Nemenyi.of(4, 14, 0.05);
    assertThat(nemenyi.criticalDifference()).isCloseTo(1.2536, within(1e-3));
    assertThat(nemenyi.differ(1.0, 2.3)).isTrue();
    assertThat(nemenyi.differ(1.0, 2.2)).isFalse();
  }

  @Test
  void badArgumentsAreRefused() {
    assertThatThrownBy(() -> Nemenyi.of(1, 5, 0.05)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Nemenyi.of(3, 5, 1.5)).isInstanceOf(IllegalArgumentException.class);
  }
}
