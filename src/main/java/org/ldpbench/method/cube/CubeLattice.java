package org.ldpbench.method.cube;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Features;
import org.ldpbench.method.NotApplicable;

/**
 * The lattice of cubes of side h on [0,1]^d, shifted by a public offset u ∈ [0, h)^d (spec §C.0,
 * §D.6: a random shift per replication keeps the Bayes boundary from sitting on a cell edge, which
 * otherwise makes the bias jump with h). Cube i (per axis) is [u + i·h, u + (i+1)·h); grid point j
 * is u + j·h. Per axis the indices that matter for points of [0,1] lie in −1 .. ⌊1/h⌋ + 1; a cube
 * or grid point is named by a long, the mixed-radix code of its indices plus one. Built from public
 * input only; immutable.
 */
public final class CubeLattice {

  /** Largest lattice whose every key {@link #allKeys()} lists (the privacy audit's view). */
  public static final int MAX_LISTED = 1 << 16;

  private final int d;
  private final double h;
  private final double[] shift;
  private final long radix;

  private CubeLattice(int d, double h, double[] shift) {
    if (!(h > 0) || !Double.isFinite(h)) {
      throw new IllegalArgumentException("cube side must be finite and > 0, got " + h);
    }
    this.d = d;
    this.h = h;
    this.shift = shift;
    this.radix = (long) Math.floor(1.0 / h) + 3;
    if (d * Math.log((double) radix) / Math.log(2) > 62) {
      throw new NotApplicable(
          "a lattice of side " + h + " in d = " + d + " has more than 2^62 cubes");
    }
  }

  /**
   * The lattice of side {@code h}, shifted by U[0, h)^d drawn from {@code publicRandomness} if
   * {@code randomShift}, else unshifted.
   */
  public static CubeLattice of(
      int d, double h, boolean randomShift, RandomGenerator publicRandomness) {
    double[] shift = new double[d];
    if (randomShift) {
      for (int k = 0; k < d; k++) {
        shift[k] = h * publicRandomness.nextDouble();
      }
    }
    return new CubeLattice(d, h, shift);
  }

  public int dimension() {
    return d;
  }

  public double side() {
    return h;
  }

  /**
   * Index of the cube holding coordinate {@code v} of axis {@code axis}, clamped to −1 .. ⌊1/h⌋ +
   * 1.
   */
  public int cubeIndex(double v, int axis) {
    return clamp((long) Math.floor((v - shift[axis]) / h));
  }

  /** Index of the grid point nearest coordinate {@code v} of axis {@code axis}. */
  public int nearestIndex(double v, int axis) {
    return clamp(Math.round((v - shift[axis]) / h));
  }

  private int clamp(long i) {
    return (int) Math.max(-1, Math.min(radix - 2, i));
  }

  /** One more than the largest key of a cube or grid point: radix^d (at most 2^62). */
  public long keyBound() {
    long bound = 1;
    for (int k = 0; k < d; k++) {
      bound *= radix;
    }
    return bound;
  }

  /** Key of the cube holding row {@code row}. */
  public long cubeKey(Features x, int row) {
    long key = 0;
    for (int k = d - 1; k >= 0; k--) {
      key = key * radix + cubeIndex(x.get(row, k), k) + 1;
    }
    return key;
  }

  /**
   * The keys of the cubes of rows {@code from} .. {@code from + out.length − 1} of {@code x}:
   * {@code out[i]} is {@link #cubeKey cubeKey(x, from + i)}, with the same floor((v − u_k)/h) and
   * clamp per axis (so the same key even for a value exactly on a cube boundary or outside [0,1]).
   * One pass over the rows with the lattice's constants in locals and a straight-line body for d =
   * 1 and d = 2: the tallies of a streamed sample of 10⁸ rows compute a key per row, a block of
   * rows at a time, and so do the predictions on a test grid of 2²⁰ points.
   */
  public void cubeKeys(Features x, int from, long[] out) {
    keys(x, from, out, false);
  }

  /**
   * The keys of the grid points nearest rows {@code from} .. {@code from + out.length − 1} of
   * {@code x}: {@code out[i]} is {@link #nearestKey nearestKey(x, from + i)}, computed as {@link
   * #cubeKeys} computes cube keys.
   */
  public void nearestKeys(Features x, int from, long[] out) {
    keys(x, from, out, true);
  }

  private void keys(Features x, int from, long[] out, boolean nearest) {
    if (x.columns() != d) {
      throw new IllegalArgumentException(
          "rows of dimension " + x.columns() + " on a lattice of dimension " + d);
    }
    if (from < 0 || from > x.rows() - out.length) {
      throw new IndexOutOfBoundsException(
          "rows " + from + " .. " + (from + out.length - 1) + " of " + x.rows());
    }
    switch (d) {
      case 1 -> keys1(x, from, out, nearest);
      case 2 -> keys2(x, from, out, nearest);
      default -> {
        for (int i = 0; i < out.length; i++) {
          out[i] = nearest ? nearestKey(x, from + i) : cubeKey(x, from + i);
        }
      }
    }
  }

  private void keys1(Features x, int from, long[] out, boolean nearest) {
    double u = shift[0];
    double side = h;
    long top = radix - 2;
    for (int i = 0; i < out.length; i++) {
      out[i] = clamp(index((x.get(from + i, 0) - u) / side, nearest), top) + 1;
    }
  }

  private void keys2(Features x, int from, long[] out, boolean nearest) {
    double u0 = shift[0];
    double u1 = shift[1];
    double side = h;
    long r = radix;
    long top = r - 2;
    for (int i = 0; i < out.length; i++) {
      long i0 = clamp(index((x.get(from + i, 0) - u0) / side, nearest), top);
      long i1 = clamp(index((x.get(from + i, 1) - u1) / side, nearest), top);
      out[i] = (i1 + 1) * r + i0 + 1;
    }
  }

  /**
   * The unclamped index of {@code t} = (v − u)/h: rounded as in {@link #nearestIndex}, else floored
   * as in {@link #cubeIndex}.
   */
  private static long index(double t, boolean nearest) {
    return nearest ? Math.round(t) : (long) Math.floor(t);
  }

  /** {@link #clamp(long)} with the top index in a local: −1 .. top. */
  private static long clamp(long i, long top) {
    return Math.max(-1, Math.min(top, i));
  }

  /** Key of the grid point nearest row {@code row} (coordinatewise rounding). */
  public long nearestKey(Features x, int row) {
    long key = 0;
    for (int k = d - 1; k >= 0; k--) {
      key = key * radix + nearestIndex(x.get(row, k), k) + 1;
    }
    return key;
  }

  /** The key of per-axis indices {@code indices} (each in −1 .. ⌊1/h⌋ + 1). */
  public long key(int[] indices) {
    long key = 0;
    for (int k = d - 1; k >= 0; k--) {
      key = key * radix + indices[k] + 1;
    }
    return key;
  }

  /** The per-axis indices of {@code key}. */
  public int[] indices(long key) {
    int[] out = new int[d];
    for (int k = 0; k < d; k++) {
      out[k] = (int) (key % radix) - 1;
      key /= radix;
    }
    return out;
  }

  /**
   * Every key of the lattice (all index tuples in −1 .. ⌊1/h⌋ + 1), in increasing order.
   *
   * @throws UnsupportedOperationException for more than {@link #MAX_LISTED} keys
   */
  public long[] allKeys() {
    long count = keyBound();
    if (count > MAX_LISTED) {
      throw new UnsupportedOperationException(
          radix + "^" + d + " cubes are too many to list; audit on a coarse lattice");
    }
    long[] out = new long[(int) count];
    for (int i = 0; i < out.length; i++) {
      out[i] = i;
    }
    return out;
  }

  /**
   * The keys of the windows that contain cube {@code cube} (indices i per axis): the up to 2^d
   * windows j with j = i or i + 1 per axis, of those that have a key (j at most ⌊1/h⌋ + 1); the
   * inverse of {@link #cubesOfWindow}.
   */
  public long[] windowsOfCube(long cube) {
    int[] i = indices(cube);
    long[] out = new long[1 << d];
    int count = 0;
    int[] idx = new int[d];
    for (int mask = 0; mask < out.length; mask++) {
      boolean named = true;
      for (int k = 0; k < d; k++) {
        idx[k] = i[k] + ((mask >> k) & 1);
        named &= idx[k] <= radix - 2;
      }
      if (named) {
        out[count++] = key(idx);
      }
    }
    return Arrays.copyOf(out, count);
  }

  /** The keys of the 2^d cubes with indices j − 1 .. j per axis (the base cells of window j). */
  public long[] cubesOfWindow(long window) {
    int[] j = indices(window);
    long[] out = new long[1 << d];
    int[] idx = new int[d];
    for (int mask = 0; mask < out.length; mask++) {
      boolean inside = true;
      for (int k = 0; k < d; k++) {
        idx[k] = j[k] - ((mask >> k) & 1);
        inside &= idx[k] >= -1;
      }
      out[mask] = inside ? key(idx) : -1;
    }
    return out;
  }
}
