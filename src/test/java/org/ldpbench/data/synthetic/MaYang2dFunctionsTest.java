package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.PlottableFunctions;

/** η_P and η_Q as heat maps see them (Ma & Yang Fig. 3). */
class MaYang2dFunctionsTest {

  private static PlottableFunctions source(double gamma) {
    MaYang2dFactory factory = new MaYang2dFactory();
    return (PlottableFunctions)
        factory.create(
            factory
                .info()
                .parameters()
                .complete(Map.of("gamma", gamma, "nPrivate", 10, "nPublic", 10)));
  }

  /**
   * By hand (t = 0.33): at (0.5, 0.5) s = +1, g = 0.25·0.25·1 = 0.0625, η_P = 0.5 + 0.4·0.0625^0.1
   * = 0.8031433; at (0.1, 0.5) s = −1, g = 0.35·0.25 = 0.0875, η_P = 0.5 − 0.4·0.0875^0.1 =
   * 0.1864832; at (0.9, 0.9) g = 0.85·0.85·0.2 = 0.1445, η_P = 0.5 + 0.4·0.1445^0.1 = 0.8296452 and
   * with γ = 0.5 η_Q = 0.5 + 0.4·0.1445^0.05 = 0.8631227 (Python: math.pow).
   */
  @Test
  void etaPrivateAndEtaPublicAtKnownPoints() {
    Map<String, PlottableFunctions.Function> functions = source(0.5).functions();
    assertThat(functions.keySet()).containsExactly("etaPrivate", "etaPublic");
    DoubleBinaryOperator etaP = functions.get("etaPrivate").values();
    DoubleBinaryOperator etaQ = functions.get("etaPublic").values();
    assertThat(etaP.applyAsDouble(0.5, 0.5)).isCloseTo(0.8031433133020796, within(1e-12));
    assertThat(etaP.applyAsDouble(0.1, 0.5)).isCloseTo(0.1864832152393563, within(1e-12));
    assertThat(etaP.applyAsDouble(0.9, 0.9)).isCloseTo(0.8296452149690706, within(1e-12));
    assertThat(etaQ.applyAsDouble(0.9, 0.9)).isCloseTo(0.8631226872389389, within(1e-12));
    // on the sign threshold and where the bump vanishes both are exactly 1/2
    assertThat(etaP.applyAsDouble(0.33, 0.7)).isEqualTo(0.5);
    assertThat(etaQ.applyAsDouble(0.7, 1.0)).isEqualTo(0.5);
  }

  @Test
  void etaPDoesNotDependOnGammaAndEtaQDoes() {
    PlottableFunctions weak = source(5);
    PlottableFunctions strong = source(0.5);
    assertThat(weak.functions().get("etaPrivate").values().applyAsDouble(0.8, 0.6))
        .isEqualTo(strong.functions().get("etaPrivate").values().applyAsDouble(0.8, 0.6));
    assertThat(weak.functions().get("etaPublic").values().applyAsDouble(0.8, 0.6))
        .isLessThan(strong.functions().get("etaPublic").values().applyAsDouble(0.8, 0.6));
    assertThat(weak.functions().get("etaPublic").description()).contains("η_Q", "γ = 5");
    assertThat(weak.functions().get("etaPrivate").description()).startsWith("η_P(x)");
  }
}
