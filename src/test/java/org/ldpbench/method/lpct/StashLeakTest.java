package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.method.MechanismCalls;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * The stash leak of issue 17 at run time: a randomizer keeps its private sample in a static field
 * and the curator reads it back. The samples the harness makes are readable only inside their
 * mechanism call, so the curator's reads throw and the fit fails; the same reads inside the call
 * work (the guard is not simply always closed). The compile-time half, the ArchUnit rules on the
 * same fixture, is in ArchitectureTest and StaticStateArchitectureTest.
 */
class StashLeakTest {

  private static final DataSplit SPLIT = MethodFits.maYang(0.5, 200, 40, 20, 11);

  @Test
  void aCuratorReadingAStashedSampleFailsTheFitAndTheStashStaysClosed() {
    TreePartition partition = RoutingMemoTest.partition(SPLIT.publicTrain(), 2);
    TrainingInput input = TrainingInput.of(SPLIT, PrivacyBudget.pure(1.0));
    StashLeak.Method leak = new StashLeak.Method(partition);
    assertThatThrownBy(
            () ->
                leak.fit(input, MethodFits.fitParameters(leak, Map.of()), new SplittableRandom(1)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(RecordAccess.OUTSIDE);
    // the randomizer did run and stash the sample: the guard, not a missing stash, stopped the
    // curator
    assertThat(StashLeak.stashed).isSameAs(input.privateSample());
    assertThatThrownBy(() -> StashLeak.CuratorReadingTheStash.exactTallies(partition))
        .hasMessage(RecordAccess.OUTSIDE);
    assertThatThrownBy(StashLeak.CuratorReadingTheStash::records).hasMessage(RecordAccess.OUTSIDE);
    assertThatThrownBy(() -> StashLeak.stashed.rows()).hasMessage(RecordAccess.OUTSIDE);
    assertThat(StashLeak.stashed.isReadable()).isFalse();
    // public metadata stays readable
    assertThat(StashLeak.stashed.size()).isEqualTo(SPLIT.privateSample().size());
  }

  @Test
  void theSameReadsWorkInsideTheMechanismCall() {
    TreePartition partition = RoutingMemoTest.partition(SPLIT.publicTrain(), 2);
    TrainingInput input = TrainingInput.of(SPLIT, PrivacyBudget.pure(1.0));
    StashLeak.stashed = input.privateSample();
    LeafSums inside =
        MechanismCalls.reading(
            input, () -> StashLeak.CuratorReadingTheStash.exactTallies(partition));
    assertThat(inside.users()).isEqualTo(SPLIT.privateSample().size());
    assertThat(MechanismCalls.reading(input, () -> RawRecords.of(input).size()))
        .isEqualTo(SPLIT.privateSample().size());
    assertThatThrownBy(() -> StashLeak.CuratorReadingTheStash.exactTallies(partition))
        .hasMessage(RecordAccess.OUTSIDE);
  }

  @Test
  void aGuardedSampleOpensOnlyOnTheThreadInsideTheCall() throws Exception {
    TrainingInput input = TrainingInput.of(SPLIT, PrivacyBudget.pure(1.0));
    AtomicReference<Throwable> other = new AtomicReference<>();
    MechanismCalls.reading(
        input,
        () -> {
          Thread thread =
              new Thread(
                  () -> {
                    try {
                      input.privateSample().records();
                    } catch (Throwable t) {
                      other.set(t);
                    }
                  });
          thread.start();
          try {
            thread.join();
          } catch (InterruptedException e) {
            throw new IllegalStateException(e);
          }
          return input.privateSample().records().size();
        });
    assertThat(other.get())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(RecordAccess.OUTSIDE);
  }
}
