package org.ldpbench.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * JMH profiler ({@code -prof org.ldpbench.bench.PeakHeapProfiler}) that reports the peak heap of
 * each iteration as the secondary result {@code ·peak-heap} (MB, the maximum over iterations): the
 * sum of the heap pools' peak usages since the iteration started, read in the benchmark's JVM. It
 * counts garbage not yet collected, so it is an upper bound of what the benchmark needs; run with a
 * fixed {@code -Xmx} it shows that the work fits. Used by {@code make bench} for every benchmark.
 */
public final class PeakHeapProfiler implements InternalProfiler {

  @Override
  public String getDescription() {
    return "peak heap per iteration (sum of heap pools' peak usage), MB";
  }

  @Override
  public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      pool.resetPeakUsage();
    }
  }

  @Override
  public Collection<? extends Result<?>> afterIteration(
      BenchmarkParams benchmarkParams, IterationParams iterationParams, IterationResult result) {
    long peak = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peak += pool.getPeakUsage().getUsed();
      }
    }
    return List.of(new ScalarResult("peak-heap", peak / 1e6, "MB", AggregationPolicy.MAX));
  }
}
