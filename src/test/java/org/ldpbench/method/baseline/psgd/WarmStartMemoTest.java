package org.ldpbench.method.baseline.psgd;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.RunMemo;
import org.ldpbench.testing.MethodFits;

/**
 * What PSGD remembers for a run: its public warm starts, in the public half, shared by the fits of
 * a run as copies.
 */
class WarmStartMemoTest {

  static final DataSplit SPLIT = MethodFits.maYang(0.5, 500, 40, 50, 5);

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
}
