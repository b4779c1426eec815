package org.ldpbench.method.baseline.pglm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * What PGLM remembers for a run: its exact moments in the exact half, handed out as copies, so the
 * noise of one fit cannot spoil the next.
 */
class PglmMemoTest {

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
}
