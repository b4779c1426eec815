package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/**
 * Holm's adjustment against R's {@code p.adjust(p, "holm")}, worked out by hand in the comments.
 */
class HolmTest {

  @Test
  void stepDownAdjustmentKeepsTheInputOrder() {
    // R: p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") -> 0.03 0.06 0.06 0.02
    // sorted: 0.005·4 = 0.02; 0.01·3 = 0.03; 0.03·2 = 0.06; 0.04·1 = 0.04 → max(0.06, 0.04) = 0.06
    double[] adjusted = Holm.adjust(new double[] {0.01, 0.04, 0.03, 0.005});
    assertThat(adjusted[0]).isCloseTo(0.03, within(1e-15));
    assertThat(adjusted[1]).isCloseTo(0.06, within(1e-15));
    assertThat(adjusted[2]).isCloseTo(0.06, within(1e-15));
    assertThat(adjusted[3]).isCloseTo(0.02, within(1e-15));
  }

  @Test
  void capsAtOneAndLeavesASingleTestAlone() {
    // R: p.adjust(c(0.6, 0.5), "holm") -> 1 1  (0.5·2 = 1; max(1, 0.6) = 1)
    assertThat(Holm.adjust(new double[] {0.6, 0.5})).containsExactly(1.0, 1.0);
    // R: p.adjust(0.04, "holm") -> 0.04
    assertThat(Holm.adjust(new double[] {0.04})).containsExactly(0.04);
    assertThat(Holm.adjust(new double[0])).isEmpty();
  }

  @Test
  void tiesAreMultipliedByTheirRank() {
    // R: p.adjust(c(0.02, 0.02, 0.02), "holm") -> 0.06 0.06 0.06 (0.02·3, then max with 0.04, 0.02)
    assertThat(Holm.adjust(new double[] {0.02, 0.02, 0.02}))
        .containsExactly(new double[] {0.06, 0.06, 0.06}, within(1e-15));
  }

  @Test
  void rejectsValuesThatAreNotProbabilities() {
    assertThatThrownBy(() -> Holm.adjust(new double[] {0.1, Double.NaN}))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> Holm.adjust(new double[] {1.5}))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
