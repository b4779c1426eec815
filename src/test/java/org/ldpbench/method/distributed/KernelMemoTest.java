package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.privacy.GaussianProcessNoise;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * The kernel methods' run memo: exact kernel statistics in the exact half, handed out as copies
 * (the Gaussian-process noise is added in place), Gram factors of public points in the public half.
 */
class KernelMemoTest {

  static final DataSplit SPLIT = MethodFits.maYang(0.5, 300, 20, 40, 9);

  /**
   * Every unit of a replication draws its test points anew with the same values (Auddy et al.'s
   * test sample is the same for every γ and m): the factor is computed once for them all.
   */
  @Test
  void pointsDrawnAnewWithTheSameValuesShareOneFactorAndOtherPointsDoNot() {
    Features points = SPLIT.test().features();
    Features again = Features.wrap(points.copyRowMajor(), points.rows(), points.columns());
    Features moved = SPLIT.privateSample().features();
    RunMemo run = new RunMemo();
    GaussianProcessNoise factor = GramFactors.of(run.published(), points, Kernel.GAUSS, 0.3, 1e-8);
    assertThat(GramFactors.of(run.published(), again, Kernel.GAUSS, 0.3, 1e-8)).isSameAs(factor);
    assertThat(GramFactors.of(run.published(), again, Kernel.GAUSS, 0.25, 1e-8))
        .isNotSameAs(factor);
    assertThat(GramFactors.of(run.published(), moved, Kernel.GAUSS, 0.3, 1e-8).size())
        .isEqualTo(moved.rows());
  }

  @Test
  void theNoiseOfOneReleaseDoesNotSpoilTheStatisticsOfTheNext() {
    Features points = SPLIT.test().features();
    RunMemo run = new RunMemo();
    GaussianProcessNoise factor = GramFactors.of(run.published(), points, Kernel.TRI, 0.3, 1e-8);
    assertThat(GramFactors.of(run.published(), points, Kernel.TRI, 0.3, 1e-8)).isSameAs(factor);
    assertThat(GramFactors.of(new RunMemo().published(), points, Kernel.TRI, 0.3, 1e-8))
        .isNotSameAs(factor);
    KernelReleaseMechanism mechanism =
        new KernelReleaseMechanism(
            points,
            Kernel.TRI,
            new double[] {0.3},
            List.of(factor),
            NoiseMode.JOINT,
            new PrivacyBudget(1.0, 1e-4),
            false,
            true,
            0.0,
            300);
    Dataset records = SPLIT.privateSample();
    RecordAccess access = new RecordAccess();
    KernelRelease first =
        access.during(
            () -> mechanism.release(run.privateSample(records, access), new SplittableRandom(4)));
    KernelRelease again =
        access.during(
            () -> mechanism.release(run.privateSample(records, access), new SplittableRandom(4)));
    KernelRelease fresh = mechanism.release(new PrivateSample(records), new SplittableRandom(4));
    assertThat(again.coordinates()).containsExactly(first.coordinates());
    assertThat(fresh.coordinates()).containsExactly(first.coordinates());
    // and the remembered statistic is the exact one, not a noisy one
    double[] exact = KernelStatistic.at(records, points, Kernel.TRI, 0.3, 0.5);
    KernelReleaseMechanism.StatKey key =
        new KernelReleaseMechanism.StatKey(points, Kernel.TRI, 0.3, 0.5);
    assertThat(
            access.during(
                () ->
                    run.privateSample(records, access)
                        .exact(KernelReleaseMechanism.STATISTICS, key, rows -> null)))
        .containsExactly(exact);
  }
}
