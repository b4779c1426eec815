package org.ldpbench.method.cube;

import java.util.HashMap;
import java.util.Map;
import java.util.function.LongToDoubleFunction;
import org.ldpbench.data.Features;

/**
 * The decisions of one predict call, one per cube: each cube's value is computed once from its
 * release, and a point in the same cube as the point before it is answered without a lookup. Test
 * sets of the rate experiments are row-major midpoint grids of up to 2²⁰ points, so consecutive
 * points share a cube in all but a few places and the per-point hash lookup (boxing a {@code long})
 * was most of a predict. The answers are the same values in the same order as a lookup every time.
 */
public final class DecidedCubes {

  private final LongToDoubleFunction decide;
  private final Map<Long, Double> decided = new HashMap<>();
  private long lastKey;
  private double lastValue;
  private boolean hasLast;

  /** Decisions computed by {@code decide} (a pure function of the cube's key). */
  public DecidedCubes(LongToDoubleFunction decide) {
    this.decide = decide;
  }

  /** The decision of cube {@code key}. */
  public double of(long key) {
    if (hasLast && key == lastKey) {
      return lastValue;
    }
    double value = decided.computeIfAbsent(key, decide::applyAsDouble);
    lastKey = key;
    lastValue = value;
    hasLast = true;
    return value;
  }

  /**
   * Keys of a block of rows (a lattice's {@link CubeLattice#cubeKeys} or {@link
   * CubeLattice#nearestKeys}).
   */
  @FunctionalInterface
  public interface RowKeys {
    /** Fills {@code out[i]} with the key of row {@code from + i} of {@code x}. */
    void of(Features x, int from, long[] out);
  }

  /** Rows whose keys {@link #ofRows} computes at a time. */
  private static final int BLOCK = 4096;

  /**
   * The decision of every row of {@code points}, in row order: {@link #of} of each row's key from
   * {@code keys}, the keys computed a block of rows at a time.
   */
  public double[] ofRows(Features points, RowKeys keys) {
    double[] out = new double[points.rows()];
    inBlocks(
        points,
        keys,
        (from, block) -> {
          for (int i = 0; i < block.length; i++) {
            out[from + i] = of(block[i]);
          }
        });
    return out;
  }

  /** {@link #ofRows} of decisions that are class labels, as labels. */
  public int[] labelsOfRows(Features points, RowKeys keys) {
    int[] out = new int[points.rows()];
    inBlocks(
        points,
        keys,
        (from, block) -> {
          for (int i = 0; i < block.length; i++) {
            out[from + i] = (int) of(block[i]);
          }
        });
    return out;
  }

  /** What is done with the keys of rows from .. from + block.length − 1. */
  @FunctionalInterface
  private interface Block {
    void accept(int from, long[] block);
  }

  private static void inBlocks(Features points, RowKeys keys, Block block) {
    int n = points.rows();
    long[] keysOfBlock = new long[Math.min(BLOCK, n)];
    for (int from = 0; from < n; from += BLOCK) {
      if (n - from < keysOfBlock.length) {
        keysOfBlock = new long[n - from];
      }
      keys.of(points, from, keysOfBlock);
      block.accept(from, keysOfBlock);
    }
  }

  /** How many distinct cubes were decided. */
  public int size() {
    return decided.size();
  }
}
