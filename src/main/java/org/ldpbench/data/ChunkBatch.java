package org.ldpbench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntFunction;

/**
 * One batch of chunks of {@link SampleRows#forEachChunk}, computed by the calling thread and by
 * helpers on the common pool, all taking the next chunk from one counter. The caller never waits
 * for a helper that has not started (it claims it and does its share itself) and otherwise waits
 * parked for the chunk a helper is finishing. It replaces a parallel stream, whose caller spun in
 * {@code ForkJoinPool.helpComplete} while the pool's thread finished the batch: a quarter of the
 * CPU of a BB fit on a streamed sample with two trials at a time on two cores. Each chunk's result
 * is kept at its index, so the results do not depend on which thread computed what.
 */
final class ChunkBatch<T> {

  private final IntFunction<T> perChunk;
  private final int from;
  private final int to;
  private final Object[] results;
  private final AtomicInteger next;
  private final AtomicReference<Throwable> failure = new AtomicReference<>();

  private ChunkBatch(IntFunction<T> perChunk, int from, int to) {
    this.perChunk = perChunk;
    this.from = from;
    this.to = to;
    this.results = new Object[to - from];
    this.next = new AtomicInteger(from);
  }

  /** The results of chunks {@code from} .. {@code to − 1}, in chunk order. */
  @SuppressWarnings("unchecked")
  static <T> List<T> compute(IntFunction<T> perChunk, int from, int to) {
    ChunkBatch<T> batch = new ChunkBatch<>(perChunk, from, to);
    int helpers = Math.min(to - from - 1, ForkJoinPool.getCommonPoolParallelism());
    AtomicBoolean[] claimed = new AtomicBoolean[Math.max(0, helpers)];
    ForkJoinTask<?>[] tasks = new ForkJoinTask<?>[claimed.length];
    for (int h = 0; h < tasks.length; h++) {
      AtomicBoolean mine = new AtomicBoolean();
      claimed[h] = mine;
      tasks[h] =
          ForkJoinPool.commonPool()
              .submit(
                  () -> {
                    if (mine.compareAndSet(false, true)) {
                      batch.work();
                    }
                  });
    }
    batch.work();
    for (int h = 0; h < tasks.length; h++) {
      if (!claimed[h].compareAndSet(false, true)) {
        tasks[h].join(); // started: it ends after the chunk it holds
      }
    }
    Throwable failed = batch.failure.get();
    if (failed instanceof RuntimeException e) {
      throw e;
    }
    if (failed instanceof Error e) {
      throw e;
    }
    List<T> out = new ArrayList<>(batch.results.length);
    for (Object r : batch.results) {
      out.add((T) r);
    }
    return out;
  }

  /** Computes chunks until none is left (or one failed: the others then stop). */
  private void work() {
    int c;
    while (failure.get() == null && (c = next.getAndIncrement()) < to) {
      try {
        results[c - from] = perChunk.apply(c);
      } catch (RuntimeException | Error e) {
        failure.compareAndSet(null, e);
      }
    }
  }
}
