package org.ldpbench.testing;

import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.cube.CubeLattice;

/**
 * Streamed samples for the bit-for-bit checks of the cube tallies against their per-row oracles:
 * the features mix uniform values, values on the lattice's cube boundaries (and one ulp either
 * side) and values outside [0, 1]; labels in 0 .. classes − 1. Chunk c is drawn from its own seed.
 */
public final class AwkwardCubeRows {

  private AwkwardCubeRows() {}

  /**
   * n rows of dimension {@code lattice.dimension()} in chunks of {@code chunkRows}, labels of
   * {@code classes}.
   */
  public static StreamedRows of(CubeLattice lattice, int n, int chunkRows, int classes, long seed) {
    int d = lattice.dimension();
    double h = lattice.side();
    return new StreamedRows(
        n,
        d,
        TaskType.CLASSIFICATION,
        classes,
        chunkRows,
        (c, rows) -> {
          SplittableRandom rng = new SplittableRandom(seed * 1_000_003L + c);
          double[] x = new double[rows * d];
          int[] y = new int[rows];
          for (int i = 0; i < rows; i++) {
            for (int k = 0; k < d; k++) {
              double v = rng.nextDouble();
              int kind = rng.nextInt(8);
              if (kind == 0) {
                // near the boundary of a cube: the index steps at u_k + j·h
                double edge = Math.floor((v - 0.5 * h) / h) * h + boundary(lattice, k);
                int step = rng.nextInt(3);
                v = step == 0 ? Math.nextDown(edge) : step == 1 ? edge : Math.nextUp(edge);
              } else if (kind == 1) {
                v = rng.nextDouble(-2, 3);
              }
              x[i * d + k] = v;
            }
            y[i] = rng.nextInt(classes);
          }
          return new Dataset(Features.wrap(x, rows, d), new ClassLabels(y, classes));
        });
  }

  /**
   * The smallest v ≥ −h of cube index 0 on axis k (the axis's shift, as the lattice sees it);
   * shared by the cube-key tests.
   */
  public static double boundary(CubeLattice lattice, int k) {
    double lo = -lattice.side();
    double hi = lattice.side();
    for (int it = 0; it < 200 && Math.nextUp(lo) < hi; it++) {
      double mid = 0.5 * (lo + hi);
      if (lattice.cubeIndex(mid, k) < 0) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return hi;
  }
}
