package org.ldpbench.benchcheck;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.UserError;
import org.ldpbench.timings.JmhMedians;

/**
 * The statistic {@code make bench-check} compares: for each benchmark, the median over its JVM
 * forks of each fork's median, instead of the median of all samples pooled.
 *
 * <p>Why: the JIT compiles each fork differently, and on a quiet 2-core machine one fork of three
 * has come out 28–31% slower than the other two on the same code (LPCT's fit + predict at n_P = 10⁴
 * and 10⁶, docs/performance.md). Pooled, such a fork drags the median a third of the way; as the
 * middle of three or five fork medians it does not move it at all, while a real slowdown moves
 * every fork. JMH's sample mode stores each fork's samples as a histogram ({@code
 * primaryMetric.rawDataHistogram}: fork, iteration, [value, count] pairs); a result without one
 * (another mode) keeps JMH's pooled median.
 */
final class ForkMedians {

  private static final ObjectMapper JSON = new ObjectMapper();

  private ForkMedians() {}

  /** {@link JmhMedians#rows}, each median replaced by the median of its forks' medians. */
  static List<JmhMedians.Row> rows(Path file) throws IOException {
    return pooled(List.of(file));
  }

  /**
   * The benchmarks of all the files, in the order first seen, each once: the forks of every file
   * that measured it pooled, its median the median of all those forks' medians. Files of several
   * runs (the alternating rounds of a side-by-side check) thus count as one run with more forks. A
   * result without a histogram adds its JMH median as one value.
   */
  static List<JmhMedians.Row> pooled(List<Path> files) throws IOException {
    Map<String, JmhMedians.Row> firstSeen = new LinkedHashMap<>();
    Map<String, List<Double>> medians = new HashMap<>();
    for (Path file : files) {
      List<JmhMedians.Row> rows = JmhMedians.rows(file);
      JsonNode root = JSON.readTree(file.toFile());
      for (int i = 0; i < rows.size(); i++) {
        JmhMedians.Row row = rows.get(i);
        double[] forks = forkMedians(root.get(i).path("primaryMetric").path("rawDataHistogram"));
        if (Arrays.stream(forks).anyMatch(Double::isNaN)) {
          throw new UserError(file + ": " + row.label() + " has a fork without samples");
        }
        firstSeen.putIfAbsent(row.comparisonKey(), row);
        List<Double> values = medians.computeIfAbsent(row.comparisonKey(), k -> new ArrayList<>());
        if (forks.length == 0) {
          values.add(row.median());
        }
        for (double fork : forks) {
          values.add(fork);
        }
      }
    }
    List<JmhMedians.Row> pooled = new ArrayList<>();
    for (JmhMedians.Row row : firstSeen.values()) {
      double[] values =
          medians.get(row.comparisonKey()).stream().mapToDouble(Double::doubleValue).toArray();
      pooled.add(
          new JmhMedians.Row(
              row.benchmark(),
              row.params(),
              row.mode(),
              median(values),
              row.unit(),
              row.peakHeapMb()));
    }
    return pooled;
  }

  /** Each fork's median sample; empty if the node is not a histogram. */
  static double[] forkMedians(JsonNode histogram) {
    if (!histogram.isArray()) {
      return new double[0];
    }
    double[] medians = new double[histogram.size()];
    for (int fork = 0; fork < histogram.size(); fork++) {
      List<double[]> bins = new ArrayList<>();
      long count = 0;
      for (JsonNode iteration : histogram.get(fork)) {
        for (JsonNode bin : iteration) {
          long n = bin.get(1).asLong();
          bins.add(new double[] {bin.get(0).asDouble(), n});
          count += n;
        }
      }
      bins.sort((a, b) -> Double.compare(a[0], b[0]));
      medians[fork] =
          count == 0 ? Double.NaN : (valueAt(bins, (count - 1) / 2) + valueAt(bins, count / 2)) / 2;
    }
    return medians;
  }

  /** The value of the sample of 0-based rank {@code rank} in the sorted bins. */
  private static double valueAt(List<double[]> sortedBins, long rank) {
    long seen = 0;
    for (double[] bin : sortedBins) {
      seen += (long) bin[1];
      if (rank < seen) {
        return bin[0];
      }
    }
    throw new IllegalArgumentException("rank " + rank + " beyond " + seen + " samples");
  }

  /** The median of the values (the mean of the middle two for an even count). */
  static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    int n = sorted.length;
    return (sorted[(n - 1) / 2] + sorted[n / 2]) / 2;
  }
}
