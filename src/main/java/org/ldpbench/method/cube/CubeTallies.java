package org.ldpbench.method.cube;

import java.util.Arrays;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.SampleRows;
import org.ldpbench.hash.SplitMix64;

/**
 * Exact per-cube statistics of one private sample (counts, label counts or sums), kept only for
 * cubes that hold data: memory O(min(n, cubes)). Built inside a mechanism; the curator sees it only
 * through a {@link LazyCubeRelease}, which always adds the noise.
 *
 * <p>An open-addressing hash table of primitive keys and values (no boxing): a pass over 10⁸ users
 * adds to it 10⁸ times. On a small lattice ({@link #forKeysBelow}) an array indexed by the key
 * instead (memory O(cubes), at most {@link #DENSE_LIMIT} numbers), which saves the hashing per row;
 * every cube's values get the same additions in the same order either way.
 */
public final class CubeTallies {

  private static final int INITIAL_SLOTS = 16;

  /**
   * Largest table, in numbers (key bound × width), that {@link #forKeysBelow} keeps as a plain
   * array indexed by the key (256 KB: zeroing it costs less than hashing a chunk's rows).
   */
  static final int DENSE_LIMIT = 1 << 15;

  private final int width;
  private long[] keys = new long[INITIAL_SLOTS];
  private boolean[] used = new boolean[INITIAL_SLOTS];
  private double[] values;
  private int size;

  /**
   * Dense mode (a small lattice): values and use indexed by the key itself; the keys in use in
   * {@code keys[0..size)}.
   */
  private final boolean dense;

  /** Tallies with {@code width} numbers per cube. */
  public CubeTallies(int width) {
    this(width, 0);
  }

  private CubeTallies(int width, int denseKeys) {
    if (width < 1) {
      throw new IllegalArgumentException("width must be >= 1, got " + width);
    }
    this.width = width;
    this.dense = denseKeys > 0;
    if (dense) {
      this.used = new boolean[denseKeys];
      this.values = new double[denseKeys * width];
    } else {
      this.values = new double[INITIAL_SLOTS * width];
    }
  }

  /**
   * Tallies of cubes whose keys all lie in 0 .. {@code keyBound} − 1 (a lattice's {@link
   * CubeLattice#keyBound()}): on a small lattice an array indexed by the key, with no hashing per
   * row; otherwise the hash table. The statistics are the same either way, each cube's values added
   * in the same order.
   */
  public static CubeTallies forKeysBelow(long keyBound, int width) {
    if (keyBound > 0 && keyBound <= DENSE_LIMIT / width) {
      return new CubeTallies(width, (int) keyBound);
    }
    return new CubeTallies(width);
  }

  /**
   * Dense tallies of the counts {@code counts} (each below 2⁵³), laid out key-major with {@code
   * width + 1} counts per key of which the first is ignored ({@link CubeCounts} puts the rows that
   * add nothing there): statistic s of key k is {@code counts[k·(width + 1) + 1 + s]}. The occupied
   * cubes are those with a count; each count c is the double c, which is what c additions of 1.0 to
   * 0 give, in any order.
   */
  static CubeTallies ofCounts(long[] counts, int keyBound, int width) {
    int stride = width + 1;
    if (counts.length != keyBound * stride) {
      throw new IllegalArgumentException(
          counts.length + " counts for " + keyBound + " keys of width " + width);
    }
    CubeTallies t = new CubeTallies(width, keyBound);
    double[] values = t.values;
    for (int key = 0; key < keyBound; key++) {
      long any = 0;
      for (int s = 0; s < width; s++) {
        long c = counts[key * stride + 1 + s];
        values[key * width + s] = c;
        any |= c;
      }
      if (any != 0) { // counts are never negative
        t.used[key] = true;
        if (t.size == t.keys.length) {
          t.keys = Arrays.copyOf(t.keys, 2 * t.size);
        }
        t.keys[t.size++] = key;
      }
    }
    return t;
  }

  public int width() {
    return width;
  }

  /** Adds {@code value} to statistic {@code slot} of cube {@code key}. */
  public void add(long key, int slot, double value) {
    if (slot < 0 || slot >= width) {
      throw new IndexOutOfBoundsException("slot " + slot + " of width " + width);
    }
    int i =
        dense
            ? denseIndex(key)
            : index(key); // first: it may grow the table and replace the values array
    values[i * width + slot] += value;
  }

  /** The dense slot of {@code key} (the key itself), marked in use. */
  private int denseIndex(long key) {
    if (key < 0 || key >= used.length) {
      throw new IndexOutOfBoundsException("cube key " + key + " outside 0.." + (used.length - 1));
    }
    int i = (int) key;
    if (!used[i]) {
      used[i] = true;
      if (size == keys.length) {
        keys = Arrays.copyOf(keys, 2 * size);
      }
      keys[size++] = key;
    }
    return i;
  }

  /** The slot of {@code key}, inserted (with zero statistics) if absent. */
  private int index(long key) {
    int i = probe(key);
    if (used[i]) {
      return i;
    }
    if (2 * (size + 1) > keys.length) {
      grow();
      i = probe(key);
    }
    used[i] = true;
    keys[i] = key;
    size++;
    return i;
  }

  /** The slot of {@code key}, or −1. */
  private int find(long key) {
    if (dense) {
      return key >= 0 && key < used.length && used[(int) key] ? (int) key : -1;
    }
    int i = probe(key);
    return used[i] ? i : -1;
  }

  /**
   * The slot holding {@code key}, or the empty slot where it would go (linear probing; never full).
   */
  private int probe(long key) {
    int mask = keys.length - 1;
    int i = mix(key) & mask;
    while (used[i] && keys[i] != key) {
      i = (i + 1) & mask;
    }
    return i;
  }

  private void grow() {
    long[] oldKeys = keys;
    boolean[] oldUsed = used;
    double[] oldValues = values;
    keys = new long[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    values = new double[keys.length * width];
    size = 0;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldUsed[j]) {
        int i = index(oldKeys[j]);
        System.arraycopy(oldValues, j * width, values, i * width, width);
      }
    }
  }

  /** A 64-bit finaliser (SplitMix64's), so that neighbouring cube keys spread over the table. */
  private static int mix(long key) {
    return (int) SplitMix64.mix(key * SplitMix64.GOLDEN_GAMMA);
  }

  /** Per-chunk tallies of a sample, given a chunk and the index of its first row. */
  @FunctionalInterface
  public interface ChunkTally {
    CubeTallies of(Dataset chunk, long firstRow);
  }

  /**
   * The tallies of a whole sample, held in memory or streamed: {@code perChunk} on every chunk (two
   * at a time on a streamed sample), merged in chunk order, so the result does not depend on the
   * number of threads. Counts are exact either way; sums of real values are added chunk by chunk,
   * so a streamed sample's sums can differ from the in-memory sample's in the last bits.
   */
  public static CubeTallies overChunks(SampleRows rows, ChunkTally perChunk) {
    if (rows.chunkCount() == 1) {
      return perChunk.of(rows.chunk(0), 0L);
    }
    CubeTallies[] total = new CubeTallies[1];
    rows.forEachChunk(
        c -> perChunk.of(rows.chunk(c), rows.chunkStart(c)),
        part -> {
          if (total[0] == null) {
            total[0] = part.emptyLike();
          }
          total[0].addAll(part);
        },
        true);
    return total[0];
  }

  /** Empty tallies of the same width and key range. */
  private CubeTallies emptyLike() {
    return dense ? new CubeTallies(width, used.length) : new CubeTallies(width);
  }

  /** Adds every statistic of {@code other} (same width) to this one. */
  public void addAll(CubeTallies other) {
    if (other.width != width) {
      throw new IllegalArgumentException("width " + other.width + " added to width " + width);
    }
    if (other.dense) {
      for (int u = 0; u < other.size; u++) {
        addCube(other.keys[u], other.values, (int) other.keys[u] * width);
      }
      return;
    }
    for (int j = 0; j < other.keys.length; j++) {
      if (other.used[j]) {
        addCube(other.keys[j], other.values, j * width);
      }
    }
  }

  /**
   * Adds the {@code width} statistics at {@code from[offset..]} to cube {@code key} (one addition
   * each).
   */
  private void addCube(long key, double[] from, int offset) {
    int i = dense ? denseIndex(key) : index(key); // before reading values: it may grow the table
    for (int s = 0; s < width; s++) {
      values[i * width + s] += from[offset + s];
    }
  }

  /** Number of cubes that hold data. */
  public int occupied() {
    return size;
  }

  /**
   * The keys of the cubes that hold data, in no particular order (every other cube's statistics are
   * zero).
   */
  public long[] occupiedKeys() {
    if (dense) {
      return Arrays.copyOf(keys, size);
    }
    long[] out = new long[size];
    int at = 0;
    for (int j = 0; j < keys.length; j++) {
      if (used[j]) {
        out[at++] = keys[j];
      }
    }
    return out;
  }

  /** The statistics of cube {@code key} (zeros for an empty cube), as a new array. */
  public double[] of(long key) {
    int i = find(key);
    double[] out = new double[width];
    if (i >= 0) {
      System.arraycopy(values, i * width, out, 0, width);
    }
    return out;
  }
}
