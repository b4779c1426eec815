package org.ldpbench.method.lpdt;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.lpct.LpctMethod;
import org.ldpbench.method.lpct.LpctVariant;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.TestDatasets;

class LpdtMethodTest {

  /** Labels 1(x0 ≥ 0.5), or the reverse. */
  private static Dataset halves(int n, long seed, boolean reversed) {
    Dataset u = TestDatasets.uniform(n, 2, seed);
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      boolean right = u.features().get(i, 0) >= 0.5;
      y[i] = right != reversed ? 1 : 0;
    }
    return new Dataset(u.features(), ClassLabels.binary(y));
  }

  @Test
  void isLpctAtLambdaZeroOnTheSameReleaseAndSoLpctP() {
    DataSplit split = MethodFits.maYang(0.5, 2000, 50, 400, 3L);
    TrainingInput input = TrainingInput.of(split, PrivacyBudget.pure(2.0));
    LpdtMethod lpdt = new LpdtMethod();
    LpctMethod lpct = new LpctMethod(LpctVariant.LPCT);
    LpctMethod lpctP = new LpctMethod(LpctVariant.LPCT_P);
    assertThat(lpdt.info().noiseStream()).isEqualTo(lpct.info().noiseStream());
    assertThat(lpdt.info().parameters().names()).isEqualTo(lpctP.info().parameters().names());
    Features test = split.test().features();
    for (int depth = 1; depth <= 6; depth++) {
      Map<String, Object> p = Map.of("depth", depth);
      int[] lpdtLabels = MethodFits.labels(lpdt, input, p, 17L, test);
      assertThat(lpdtLabels)
          .containsExactly(
              MethodFits.labels(lpct, input, Map.of("depth", depth, "lambda", 0.0), 17L, test));
      assertThat(lpdtLabels).containsExactly(MethodFits.labels(lpctP, input, p, 17L, test));
    }
  }

  @Test
  void followsThePrivateLabelsOnThePublicPartition() {
    // public labels say "left is 1", private labels "right is 1"; ε = 1e6 makes the noise
    // negligible
    Dataset pub = halves(40, 1L, true);
    Dataset priv = halves(400, 2L, false);
    Features test = TestDatasets.points(new double[] {0.2, 0.5}, new double[] {0.8, 0.5});
    TrainingInput input =
        TrainingInput.of(
            DataSplit.of(pub, priv, new Dataset(test, ClassLabels.binary(new int[2]))),
            PrivacyBudget.pure(1e6));
    assertThat(MethodFits.labels(new LpdtMethod(), input, Map.of("depth", 1), 1L, test))
        .containsExactly(0, 1);
    assertThat(
            MethodFits.labels(
                new LpctMethod(LpctVariant.LPCT_Q), input, Map.of("depth", 1), 1L, test))
        .containsExactly(1, 0);
  }
}
