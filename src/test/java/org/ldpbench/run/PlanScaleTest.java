package org.ldpbench.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.PlaceholderStore;
import org.ldpbench.testing.ResumeInSmallHeap;
import org.ldpbench.testing.Slow;

/**
 * Planning and resuming need no memory per trial beyond the store's key index: the test-sized
 * version of {@code make bench-store} (10⁷ trials with -Xmx1g).
 */
@Slow
class PlanScaleTest {

  @TempDir Path temp;

  @Test
  void aPlanOf49MillionTrialsHoldsNoTrials() {
    ExperimentPlan plan =
        ExperimentPlan.of(PlaceholderStore.spec(49_000_000L), ExperimentSpec.Profile.FULL);
    long replications =
        (49_000_000L + PlaceholderStore.TRIALS_PER_REPLICATION - 1)
            / PlaceholderStore.TRIALS_PER_REPLICATION;
    assertThat(plan.replications()).isEqualTo(replications);
    assertThat(plan.trialCount()).isEqualTo(replications * PlaceholderStore.TRIALS_PER_REPLICATION);
    assertThat(plan.units()).hasSize((int) replications);
    ExperimentPlan.Unit last = plan.units().get((int) replications - 1);
    assertThat(last.replication()).isEqualTo((int) replications - 1);
    assertThat(last.groups().stream().mapToInt(g -> g.trials().size()).sum())
        .isEqualTo(PlaceholderStore.TRIALS_PER_REPLICATION);
    // the same unit expanded twice has the same keys (units are recomputed, not stored)
    assertThat(plan.units().get(7).groups().get(3).trials().get(2).key())
        .isEqualTo(plan.units().get(7).groups().get(3).trials().get(2).key());
  }

  @Test
  void aStoreOf200000TrialsIsResumedIn48MegabytesOfHeap() throws Exception {
    // the first store kept a String per key in a HashMap and the plan held every trial object
    // (estimated at 200-300 bytes a trial together: 40-60 MB here); the compact one needs the
    // key index (6 MB at this size) and one unit of the plan at a time
    long trials = 200_000;
    ExperimentPlan plan =
        ExperimentPlan.of(PlaceholderStore.spec(trials), ExperimentSpec.Profile.FULL);
    assertThat(PlaceholderStore.write(plan, temp)).isEqualTo(plan.trialCount());
    String java = ProcessHandle.current().info().command().orElse("java");
    Process child =
        new ProcessBuilder(
                java,
                "-Xmx48m",
                "-cp",
                System.getProperty("java.class.path"),
                ResumeInSmallHeap.class.getName(),
                temp.toString(),
                Long.toString(trials))
            .redirectErrorStream(true)
            .start();
    String output;
    try (InputStream out = child.getInputStream()) {
      output = new String(out.readAllBytes(), StandardCharsets.UTF_8);
    }
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(child.exitValue()).as(output).isZero();
    assertThat(output.strip())
        .isEqualTo("planned=" + plan.trialCount() + " reused=" + plan.trialCount() + " computed=0");
  }
}
