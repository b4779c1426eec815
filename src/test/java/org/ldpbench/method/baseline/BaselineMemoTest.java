package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * What the baselines remember for a run: PGLM's exact moments in the exact half (copies, so the
 * noise of one fit cannot spoil the next), PSGD's warm starts and CT-Q's trees in the public half,
 * CT-W's trees (grown on private records) in the exact half only.
 */
class BaselineMemoTest {

  static final DataSplit SPLIT = MethodFits.maYang(0.5, 500, 40, 50, 5);

  @Test
  void pglmNoiseDoesNotSpoilTheRemememberedExactMoments() {
    PglmMechanism mechanism =
        new PglmMechanism(PglmVariant.FAITHFUL, new PrivacyBudget(1.0, 1e-5), 3, 500);
    Dataset records = SPLIT.privateSample();
    RunMemo run = new RunMemo();
    RecordAccess access = new RecordAccess();
    PrivateSample sample = run.privateSample(records, access);
    NoisyMoments first = access.during(() -> mechanism.release(sample, new SplittableRandom(3)));
    NoisyMoments again =
        access.during(
            () -> mechanism.release(run.privateSample(records, access), new SplittableRandom(3)));
    NoisyMoments fresh = mechanism.release(new PrivateSample(records), new SplittableRandom(3));
    assertThat(again.coordinates()).containsExactly(first.coordinates());
    assertThat(fresh.coordinates()).containsExactly(first.coordinates());
    double[][] exact =
        access.during(
            () -> sample.exact(PglmMechanism.EXACT_MOMENTS, mechanism.radius(), rows -> null));
    exact[0][0] = 1e9;
    assertThat(
            access
                .during(
                    () ->
                        sample.exact(
                            PglmMechanism.EXACT_MOMENTS, mechanism.radius(), rows -> null))[0][0])
        .isNotEqualTo(1e9);
  }

  @Test
  void warmStartsAreSharedWithinARunAsCopies() {
    RunMemo run = new RunMemo();
    PsgdNetwork network = new PsgdNetwork(2, 0);
    double[] initial = {0.1, 0.2, 0.3};
    AtomicInteger computed = new AtomicInteger();
    Supplier<double[]> compute =
        () -> {
          computed.incrementAndGet();
          return new double[] {1, 2, 3};
        };
    double[] first =
        WarmStartMemo.get(
            run.published(), SPLIT.publicTrain(), network, 0.1, 100, initial, compute);
    first[0] = -5;
    double[] second =
        WarmStartMemo.get(
            run.published(), SPLIT.publicTrain(), network, 0.1, 100, initial, compute);
    assertThat(second).containsExactly(1, 2, 3);
    assertThat(computed).hasValue(1);
    WarmStartMemo.get(
        new RunMemo().published(), SPLIT.publicTrain(), network, 0.1, 100, initial, compute);
    assertThat(computed).hasValue(2);
  }

  @Test
  void ctwTreesGrowOncePerRunAndOnlyInTheExactHalf() {
    RunMemo run = new RunMemo();
    CartMethod ctw = new CartMethod(CartVariant.CT_W);
    ParameterSet p = MethodFits.fitParameters(ctw, Map.of());
    TrainingInput input = TrainingInput.of(SPLIT, List.of(PrivacyBudget.pure(1.0)), 0L, run);
    ctw.fit(input, p, new SplittableRandom(1));
    CartMethod.GrowKey key =
        new CartMethod.GrowKey(
            CartVariant.CT_W, 16, new java.lang.ref.WeakReference<>(SPLIT.publicTrain()));
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
