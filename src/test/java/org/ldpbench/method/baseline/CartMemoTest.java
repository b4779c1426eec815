package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.ref.WeakReference;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.RunMemo;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * What CART remembers for a run: CT-W's trees, grown on private records, once per run and in the
 * exact half only, so that curators, who see the public half, never see them.
 */
class CartMemoTest {

  static final DataSplit SPLIT = MethodFits.maYang(0.5, 500, 40, 50, 5);

  @Test
  void ctwTreesGrowOncePerRunAndOnlyInTheExactHalf() {
    RunMemo run = new RunMemo();
    CartMethod ctw = new CartMethod(CartVariant.CT_W);
    ParameterSet p = MethodFits.fitParameters(ctw, Map.of());
    TrainingInput input = TrainingInput.of(SPLIT, List.of(PrivacyBudget.pure(1.0)), 0L, run);
    ctw.fit(input, p, new SplittableRandom(1));
    CartMethod.GrowKey key =
        new CartMethod.GrowKey(CartVariant.CT_W, 16, new WeakReference<>(SPLIT.publicTrain()));
    // the exact half has the tree: a later fit of the run (another eps) gets it without growing
    TrainingInput later = TrainingInput.of(SPLIT, List.of(PrivacyBudget.pure(8.0)), 0L, run);
    AtomicInteger grown = new AtomicInteger();
    RawRecords.remembered(
        later,
        CartMethod.TREES,
        key,
        records -> {
          grown.incrementAndGet();
          return null;
        });
    assertThat(grown).hasValue(0);
    // the public half, which curators see, has no tree grown on private records
    assertThat(run.published().get(CartMethod.TREES, SPLIT.privateSample(), key, () -> null))
        .isNull();
  }
}
