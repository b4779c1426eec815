package org.ldpbench.method.cube;

import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleRows;

/**
 * Counts of rows per cube and statistic over a whole sample, the tallies of Berrett–Butucea's
 * mechanism and of the label-DP class counts: row i adds 1 to one statistic of its cube, or
 * nothing. The same {@link CubeTallies} as {@code add(cubeKey(x, i), slot(i), 1.0)} row by row on
 * {@link CubeTallies#forKeysBelow} in every chunk, merged by {@link CubeTallies#overChunks}, but
 * computed faster, because a streamed sample of 10⁸ users is tallied row by row:
 *
 * <ul>
 *   <li>a chunk is read a block of {@value #BLOCK} rows at a time (keys by {@link
 *       CubeLattice#cubeKeys}, statistics by the caller), so the block's keys stay in cache;
 *   <li>on a lattice small next to a chunk the counts go to a primitive array indexed by the key
 *       (no hash, no occupancy check and no branch per row: a row that adds nothing is counted in a
 *       column that is dropped), and the chunks' arrays are summed as integers, turned into tallies
 *       once;
 *   <li>otherwise each chunk's rows go to a hash table by the per-row adds, merged as before.
 * </ul>
 *
 * Counts are integers, exact in a double below 2⁵³, so the tallies are the same bit for bit: a
 * cube's count is the number of rows added to it, and it is occupied iff one was.
 */
public final class CubeCounts {

  /** Rows per block: the block's keys and statistics (48 KB) stay in the core's cache. */
  static final int BLOCK = 4096;

  /**
   * Largest array of counts, in numbers (key bound × (width + 1)), used when a chunk has at least a
   * quarter as many rows as key bound × width (1 MB of counts per chunk; the tallies' values then
   * take 2 MB): zeroing and summing it costs less per row than hashing every row (label LDP ZH-1 at
   * N = 2·10⁸ has 133² cubes × 2 classes, in chunks of 65,536 rows). Smaller lattices ({@link
   * CubeTallies#DENSE_LIMIT}) always use the array.
   */
  static final int DENSE_LIMIT = 1 << 18;

  /** The statistic each row of a block adds 1 to. */
  @FunctionalInterface
  public interface Slots {
    /**
     * Fills {@code out[i]} with the statistic (0 .. width − 1) that row {@code from + i} of the
     * chunk adds 1 to, or −1 if it adds nothing.
     */
    void fill(int from, int[] out);
  }

  /**
   * The {@link Slots} of one chunk, given the chunk and the index of its first row in the sample.
   */
  @FunctionalInterface
  public interface ChunkSlots {
    Slots of(Dataset chunk, long firstRow);
  }

  private CubeCounts() {}

  /**
   * The counts of every row of {@code rows} on {@code lattice}: row i of a chunk adds 1 to
   * statistic {@code slots}(i) of its cube. The chunks of a streamed sample are counted several at
   * a time ({@link SampleRows#forEachChunk}) and summed in chunk order, so the result does not
   * depend on the number of threads.
   *
   * @throws IndexOutOfBoundsException for a statistic outside −1 .. width − 1
   */
  public static CubeTallies overChunks(
      SampleRows rows, CubeLattice lattice, int width, ChunkSlots slots) {
    if (width < 1) {
      throw new IllegalArgumentException("width must be >= 1, got " + width);
    }
    long keyBound = lattice.keyBound();
    long chunkRows = rows.chunkStart(1) - rows.chunkStart(0);
    boolean array =
        keyBound <= CubeTallies.DENSE_LIMIT / width
            || (keyBound <= DENSE_LIMIT / (width + 1) && keyBound * width <= 4 * chunkRows);
    if (!array) {
      return CubeTallies.overChunks(
          rows, (chunk, first) -> hashed(lattice, width, chunk, slots.of(chunk, first)));
    }
    long[] total = new long[(int) keyBound * (width + 1)];
    rows.forEachChunk(
        c -> {
          Dataset chunk = rows.chunk(c);
          return counted(lattice, width, chunk, slots.of(chunk, rows.chunkStart(c)));
        },
        part -> {
          for (int j = 0; j < total.length; j++) {
            total[j] += part[j];
          }
        },
        true);
    return CubeTallies.ofCounts(total, (int) keyBound, width);
  }

  /**
   * The counts of one chunk: statistic s of key k at [k·(width + 1) + 1 + s]; a row of statistic −1
   * counts at [k·(width + 1)], which is dropped.
   */
  private static int[] counted(CubeLattice lattice, int width, Dataset chunk, Slots slots) {
    int[] counts = new int[(int) lattice.keyBound() * (width + 1)];
    int stride = width + 1;
    inBlocks(
        lattice,
        chunk.features(),
        slots,
        (keys, slot) -> {
          for (int i = 0; i < keys.length; i++) {
            int s = checked(slot[i], width);
            // a lattice's keys lie in 0 .. keyBound − 1
            counts[(int) keys[i] * stride + 1 + s]++;
          }
        });
    return counts;
  }

  /** The tallies of one chunk by the per-row adds (a lattice too large for an array). */
  private static CubeTallies hashed(CubeLattice lattice, int width, Dataset chunk, Slots slots) {
    CubeTallies tallies = CubeTallies.forKeysBelow(lattice.keyBound(), width);
    inBlocks(
        lattice,
        chunk.features(),
        slots,
        (keys, slot) -> {
          for (int i = 0; i < keys.length; i++) {
            if (checked(slot[i], width) >= 0) {
              tallies.add(keys[i], slot[i], 1.0);
            }
          }
        });
    return tallies;
  }

  private static int checked(int slot, int width) {
    if (slot < -1 || slot >= width) {
      throw new IndexOutOfBoundsException("slot " + slot + " of width " + width);
    }
    return slot;
  }

  /** What is done with a block's keys and statistics. */
  @FunctionalInterface
  private interface Block {
    void accept(long[] keys, int[] slots);
  }

  /** The rows of {@code x} a block at a time: their keys and statistics, to {@code block}. */
  private static void inBlocks(CubeLattice lattice, Features x, Slots slots, Block block) {
    int rows = x.rows();
    long[] keys = new long[Math.min(BLOCK, rows)];
    int[] slot = new int[keys.length];
    for (int from = 0; from < rows; from += BLOCK) {
      if (rows - from < keys.length) {
        keys = new long[rows - from];
        slot = new int[keys.length];
      }
      lattice.cubeKeys(x, from, keys);
      slots.fill(from, slot);
      block.accept(keys, slot);
    }
  }
}
