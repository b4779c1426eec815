package org.ldpbench.data;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.stream.IntStream;

/**
 * The rows of a sample as a sequence of chunks: a {@link Dataset} held in memory is one chunk; a
 * {@link StreamedRows} sample of 10⁸ users is generated chunk by chunk and never held whole. Chunk
 * c holds rows [{@link #chunkStart}(c), {@link #chunkStart}(c + 1)); its content does not depend on
 * which other chunks are read, in which order or by how many threads, so a pass over the chunks
 * gives the same numbers sequentially or in parallel.
 *
 * <p>Mechanisms whose release is a sum over users (LPCT's leaf tallies, the cube tallies of
 * Berrett–Butucea and of the label-DP learners) read samples through this interface and so work on
 * samples of any size; a mechanism that needs random access reads {@link PrivateSample#records()},
 * which refuses a streamed sample with a message.
 */
public interface SampleRows {

  /** Number of rows n. */
  int size();

  /** Number of feature columns d. */
  int dimension();

  /** Class labels or real values. */
  TaskType task();

  /** Number of classes for class labels (0 for real values). */
  int classes();

  /** Number of chunks (at least 1; the only chunk of an empty sample is empty). */
  int chunkCount();

  /** Index of the first row of chunk {@code c} ({@link #size()} for c = {@link #chunkCount()}). */
  long chunkStart(int c);

  /** The rows of chunk {@code c}; each call returns equal content (it may be generated anew). */
  Dataset chunk(int c);

  /** Chunks computed together by {@link #forEachChunk}: bounds the results held at once. */
  int BATCH = 16;

  /**
   * Applies {@code perChunk} to every chunk, several at a time when {@code parallel} (the calling
   * thread and the common pool's, {@link ChunkBatch}), and hands the results to {@code inOrder} in
   * chunk order, one batch of {@value #BATCH} chunks at a time (so at most that many results are
   * held, and a reduction over them is the same sequentially or in parallel, whatever the number of
   * threads).
   */
  default <T> void forEachChunk(IntFunction<T> perChunk, Consumer<T> inOrder, boolean parallel) {
    int chunks = chunkCount();
    for (int from = 0; from < chunks; from += BATCH) {
      int to = Math.min(chunks, from + BATCH);
      if (parallel && chunks > 1) {
        ChunkBatch.compute(perChunk, from, to).forEach(inOrder);
      } else {
        IntStream.range(from, to).mapToObj(perChunk).toList().forEach(inOrder);
      }
    }
  }

  /**
   * The results of {@code perChunk} on every chunk, in chunk order (all held at once: for small
   * results or few chunks; prefer {@link #forEachChunk}).
   */
  default <T> List<T> mapChunks(IntFunction<T> perChunk, boolean parallel) {
    List<T> out = new ArrayList<>(chunkCount());
    forEachChunk(perChunk, out::add, parallel);
    return out;
  }
}
