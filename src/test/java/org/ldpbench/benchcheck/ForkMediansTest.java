package org.ldpbench.benchcheck;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.timings.JmhMedians;

/**
 * {@link ForkMedians}: each fork's median from JMH's [value, count] histogram over its iterations,
 * then the middle fork, so that one slow fork of three does not move the benchmark's median while
 * it moves the pooled one; results without a histogram keep JMH's median.
 */
class ForkMediansTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * Three forks of LPCT-like samples: two around 0.12 ms, one JIT-unlucky fork around 0.16 ms, each
   * fork two iterations; JMH's pooled median (as its JSON states it) is 0.14.
   */
  private static final String THREE_FORKS =
      "[{\"benchmark\":\"org.ldpbench.bench.LpctBenchmark.fitAndPredict\",\"mode\":\"sample\","
          + "\"params\":{\"nPrivate\":\"10000\"},\"primaryMetric\":{\"score\":0.14,"
          + "\"scorePercentiles\":{\"50.0\":0.14},\"scoreUnit\":\"ms/op\",\"rawDataHistogram\":["
          + "[[[0.12,40],[0.13,10]],[[0.12,30],[0.30,1]]],"
          + "[[[0.16,50]],[[0.17,30]]],"
          + "[[[0.11,20],[0.125,30]],[[0.125,5],[0.2,4]]]]},\"secondaryMetrics\":{}},"
          + "{\"benchmark\":\"org.ldpbench.bench.LpctBenchmark.fit\",\"mode\":\"avgt\","
          + "\"params\":{},\"primaryMetric\":{\"score\":3.0,\"scorePercentiles\":{\"50.0\":3.0},"
          + "\"scoreUnit\":\"ms/op\",\"rawData\":[[3.0,3.1]]},\"secondaryMetrics\":{}}]";

  @Test
  void eachForksMedianFromItsHistogram() throws IOException {
    var root = JSON.readTree(THREE_FORKS);
    double[] forks =
        ForkMedians.forkMedians(root.get(0).path("primaryMetric").path("rawDataHistogram"));
    // fork 1: 81 samples, rank 40 (0-based) lies among the 70 at 0.12; fork 2: 80 samples, ranks
    // 39 and 40 are 0.16 and 0.16 (50 of them); fork 3: 59 samples, rank 29 is the 10th of the 35
    // at 0.125 (20 at 0.11 come first).
    assertThat(forks).containsExactly(0.12, 0.16, 0.125);
    assertThat(ForkMedians.forkMedians(root.get(1).path("primaryMetric").path("rawDataHistogram")))
        .as("average-time mode has no histogram")
        .isEmpty();
  }

  @Test
  void theMiddleForkNotThePooledSamples(@TempDir Path temp) throws IOException {
    Path file = temp.resolve("jmh-LpctBenchmark.json");
    Files.writeString(file, THREE_FORKS);
    List<JmhMedians.Row> rows = ForkMedians.rows(file);
    assertThat(JmhMedians.rows(file).get(0).median()).as("JMH's pooled median").isEqualTo(0.14);
    assertThat(rows.get(0).median()).as("the slow fork does not move it").isEqualTo(0.125);
    assertThat(rows.get(0).label()).isEqualTo("LpctBenchmark.fitAndPredict (nPrivate=10000)");
    assertThat(rows.get(1).median()).as("no histogram: JMH's median").isEqualTo(3.0);
  }

  @Test
  void roundsInSeveralFilesPoolTheirForks(@TempDir Path temp) throws IOException {
    Path round1 = temp.resolve("jmh-LpctBenchmark-1.json");
    Path round2 = temp.resolve("jmh-LpctBenchmark-2.json");
    Files.writeString(round1, THREE_FORKS);
    // round 2: one fork, a slow one (0.30), and the average-time result at 3.4
    Files.writeString(
        round2,
        THREE_FORKS
            .replace("[[[0.12,40],[0.13,10]],[[0.12,30],[0.30,1]]],", "")
            .replace("[[[0.16,50]],[[0.17,30]]],", "")
            .replace("[[[0.11,20],[0.125,30]],[[0.125,5],[0.2,4]]]", "[[[0.30,9]]]")
            .replace("\"50.0\":3.0", "\"50.0\":3.4"));
    List<JmhMedians.Row> rows = ForkMedians.pooled(List.of(round1, round2));
    assertThat(rows).hasSize(2);
    // fork medians 0.12, 0.16, 0.125 and 0.30: the mean of the middle two
    assertThat(rows.get(0).median()).isCloseTo((0.125 + 0.16) / 2, within(1e-12));
    assertThat(rows.get(1).median())
        .as("two JMH medians, 3.0 and 3.4")
        .isCloseTo(3.2, within(1e-12));
  }

  @Test
  void anEvenCountTakesTheMeanOfTheMiddleTwo() {
    assertThat(ForkMedians.median(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
    assertThat(ForkMedians.median(new double[] {5})).isEqualTo(5);
  }

  @Test
  void aForkWithoutSamplesIsAnError(@TempDir Path temp) throws IOException {
    Path file = temp.resolve("jmh-x.json");
    Files.writeString(file, THREE_FORKS.replace("[[[0.16,50]],[[0.17,30]]]", "[[],[]]"));
    assertThatThrownBy(() -> ForkMedians.rows(file))
        .isInstanceOf(UserError.class)
        .hasMessageContaining(
            "LpctBenchmark.fitAndPredict (nPrivate=10000) has a fork without samples");
  }
}
