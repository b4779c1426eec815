package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The closed-form λ of eq. 16 / Appendix A.2 against a brute-force search. */
class WeightedSignalTest {

  /**
   * The maximum over λ = 0 and 160,001 log-spaced values from 1e−8 to 1e8 (step 1e−4 in log10, i.e.
   * 0.023 %).
   */
  private static double gridMaximum(WeightedSignal signal, double[] argmax) {
    double best = signal.value(0.0);
    argmax[0] = 0.0;
    for (int i = 0; i <= 160_000; i++) {
      double lambda = Math.pow(10, -8 + i * 1e-4);
      double v = signal.value(lambda);
      if (v > best) {
        best = v;
        argmax[0] = lambda;
      }
    }
    return best;
  }

  @Test
  void closedFormLambdaMaximisesTheStatisticOnAFineGrid() {
    SplittableRandom rng = new SplittableRandom(42L);
    int sameSign = 0;
    for (int t = 0; t < 60; t++) {
      double s = Math.exp(rng.nextDouble(Math.log(5), Math.log(1e5)));
      double v = s * rng.nextDouble(-0.2, 1.2);
      double cu = Math.ceil(Math.exp(rng.nextDouble(0, Math.log(2000))));
      double cv = Math.floor(cu * rng.nextDouble());
      // Algorithm 2's constants (u = 8S, c = 4L) or the code's (u = S or its noise level, c = ln n
      // + k + 1)
      boolean paper = t % 2 == 0;
      double logN = Math.log(rng.nextInt(100, 100_000));
      double u = paper ? 8 * s : s * Math.exp(rng.nextDouble(-2, 2));
      double c = paper ? 4 * logN : logN + rng.nextInt(0, 10) + 1;
      WeightedSignal signal = new WeightedSignal(s, v, cu, cv, u, c);
      double[] argmax = new double[1];
      double grid = gridMaximum(signal, argmax);
      double lambda = signal.bestLambda();
      double best = signal.value(lambda);
      // the closed form is at least as good as every grid point (up to rounding) ...
      assertThat(best).as("case %d", t).isGreaterThanOrEqualTo(grid * (1 - 1e-12));
      assertThat(signal.bestValue()).isCloseTo(best, within(1e-9 * Math.max(1, best)));
      if (signal.privateSignal() * signal.publicSignal() > 0) {
        sameSign++;
        // interior maximum: the grid's best λ is the grid point next to λ* (relative step 2.3e−4)
        assertThat(lambda).isStrictlyBetween(0.0, Double.POSITIVE_INFINITY);
        if (lambda > 1e-7 && lambda < 1e7) {
          assertThat(Math.abs(Math.log10(argmax[0] / lambda))).as("case %d", t).isLessThan(0.05);
        }
        // and a strict maximum: 1 % away in λ the statistic is smaller
        assertThat(signal.value(lambda * 1.01)).isLessThan(best);
        assertThat(signal.value(lambda / 1.01)).isLessThan(best);
        // Appendix A.2's λ* = (u/S)·(b/a); with Algorithm 2's constants 8b/a
        double expected = u / s * signal.publicSignal() / signal.privateSignal();
        assertThat(lambda).isCloseTo(expected, within(1e-12 * expected));
        if (paper) {
          assertThat(lambda)
              .isCloseTo(8 * signal.publicSignal() / signal.privateSignal(), within(1e-9 * lambda));
        }
      } else {
        // different signs: an end is best
        assertThat(lambda == 0.0 || lambda == Double.POSITIVE_INFINITY).isTrue();
        assertThat(best)
            .isEqualTo(Math.max(signal.value(0.0), signal.value(Double.POSITIVE_INFINITY)));
      }
    }
    assertThat(sameSign).isGreaterThan(15);
  }

  @Test
  void valuesAtTheEndsAreThePrivateAndPublicStatistics() {
    // S = 500, V = 400 (a = 0.3), C_U = 100, C_V = 70 (b = 0.2), u = 8S, c = 4 ln 2000 (Algorithm
    // 2):
    // A = 32 ln2000/500, B = 4 ln2000/100; v(0) = a/√A = 0.430129, v(∞) = b/√B = 0.362717,
    // v* = √(a²/A + b²/B) = 0.562649 at λ* = 8·0.2/0.3 = 5.3333, η(λ*) = 773.33/1033.33 = 0.748387
    WeightedSignal signal = new WeightedSignal(500, 400, 100, 70, 4000, 4 * Math.log(2000));
    assertThat(signal.value(0.0)).isCloseTo(0.43012896400301537, within(1e-12));
    assertThat(signal.value(Double.POSITIVE_INFINITY))
        .isCloseTo(0.36271659036216125, within(1e-12));
    assertThat(signal.value(1e12)).isCloseTo(0.36271659036216125, within(1e-9));
    assertThat(signal.bestLambda()).isCloseTo(5.333333333333334, within(1e-12));
    assertThat(signal.bestValue()).isCloseTo(0.5626493140476216, within(1e-12));
    assertThat(signal.eta(signal.bestLambda())).isCloseTo(0.7483870967741935, within(1e-12));
  }

  @Test
  void rejectsInputsWithoutAStatistic() {
    assertThatThrownBy(() -> new WeightedSignal(0, 1, 1, 1, 1, 1)).hasMessageContaining("S > 0");
    assertThatThrownBy(() -> new WeightedSignal(1, 1, 0, 0, 1, 1)).hasMessageContaining("C_U = 0");
  }
}
