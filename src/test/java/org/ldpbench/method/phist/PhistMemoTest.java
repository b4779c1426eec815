package org.ldpbench.method.phist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * PHIST's exact cell tallies are binned once per replication and grid (the exact half of the run
 * memo), handed out as copies, and the releases are the same as without the memo.
 */
class PhistMemoTest {

  @Test
  void talliesAreBinnedOncePerGridAndEveryReleaseEqualsTheUnrememberedOne() {
    Dataset records = MethodFits.maYang(0.5, 2_000, 20, 10, 4).privateSample();
    RunMemo run = new RunMemo();
    RecordAccess access = new RecordAccess();
    PrivateSample remembered = run.privateSample(records, access);
    for (double epsilon : new double[] {0.5, 2, 8}) {
      for (int k : new int[] {2, 3}) {
        PhistMechanism mechanism =
            new PhistMechanism(
                new GridIndexer(2, k),
                PrivacyBudget.pure(epsilon),
                PhistNoise.Mode.AGGREGATE,
                records.size());
        double[] fromMemo =
            access.during(
                () ->
                    mechanism
                        .release(run.privateSample(records, access), new SplittableRandom(9))
                        .coordinates());
        double[] fresh =
            mechanism.release(new PrivateSample(records), new SplittableRandom(9)).coordinates();
        assertThat(fromMemo).as("eps %s, k %d", epsilon, k).containsExactly(fresh);
      }
    }
    // remembered: a second request does not compute; each request gets its own copy
    Map<GridCell, double[]> first =
        access.during(
            () ->
                remembered.exact(
                    PhistMechanism.EXACT_TALLIES,
                    3,
                    rows -> {
                      throw new AssertionError("the tallies of k = 3 should be remembered");
                    }));
    assertThat(first.values().stream().mapToDouble(t -> t[0]).sum()).isEqualTo(records.size());
    first.values().forEach(t -> t[0] = -1);
    Map<GridCell, double[]> again =
        access.during(() -> remembered.exact(PhistMechanism.EXACT_TALLIES, 3, rows -> null));
    assertThat(again.values().stream().mapToDouble(t -> t[0]).sum()).isEqualTo(records.size());
  }
}
