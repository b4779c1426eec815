package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class TheoryChoiceTest {

  @Test
  void depthAndLambdaFollowTheFormulasWithConstantsOne() {
    // n_P = 10^4, n_Q = 0, eps = 1, d = 1, alpha = gamma = 1: L = ln(10^4) = 9.2103, base =
    // 1085.74,
    // delta = base^(-1/4) = 0.174208 (python3: 1085.7362**-0.25), depth = round(2.521) = 3, lambda
    // = delta^0 = 1
    TheoryChoice choice = TheoryChoice.of(10_000, 0, 1.0, 1, 1.0, 1.0);
    assertThat(choice.delta()).isCloseTo(0.174208, within(1e-6));
    assertThat(choice.depth()).isEqualTo(3);
    assertThat(choice.lambda()).isCloseTo(1.0, within(1e-12));
    // d = 2, gamma = 2: delta = (n_P eps^2/L + (n_Q/L)^{(2+4)/(4+2)})^{-2/6}; lambda =
    // delta^{min(1, 2)/2} = sqrt(delta)
    TheoryChoice transfer = TheoryChoice.of(10_000, 1_000, 2.0, 2, 1.0, 2.0);
    double logN = Math.log(11_000);
    double delta = Math.pow(40_000 / logN + 1_000 / logN, -1.0 / 3);
    assertThat(transfer.delta()).isCloseTo(delta, within(1e-12));
    assertThat(transfer.lambda()).isCloseTo(Math.sqrt(delta), within(1e-12));
    assertThat(transfer.depth()).isEqualTo((int) Math.round(Math.log(1 / delta) / Math.log(2)));
  }
}
