package org.ldpbench.method.phist;

import java.util.Map;
import org.ldpbench.method.Release;

/**
 * What the PHIST curator receives: for every cell c of the k^d grid the sums over all n users of
 * their noisy releases, S_U^c = (private points in c) + noise and S_V^c = (their label sum) +
 * noise. The k^d values are not stored. The cells that hold data get their noise when the release
 * is made (the exact tallies are turned into released sums in place and are not kept: issue 32, a
 * release holds released values only); every other cell's exact sums are zero, so its noise is
 * drawn the first time the cell is read ({@link PhistNoise}: a cell's noise comes from its own
 * stream, so the order of drawing does not matter) and kept, so reading a cell always gives the
 * same value.
 *
 * <p>What the private fields still reveal: the key set of {@code released} (before any read, the
 * cells that hold data) and, through {@code noise}, the seed of every cell's noise. Neither is
 * reachable by a curator: the fields are private, {@link #sums} and {@link #coordinates} return
 * values only (a cell noised at release time and one drawn when read cannot be told apart), and
 * methods may not use reflection (the ArchUnit side-channel rule).
 */
final class NoisyCellSums implements Release {

  /** Largest grid whose every cell {@link #coordinates()} lists (for the privacy audit). */
  static final int MAX_LISTED_CELLS = 1 << 16;

  private final GridIndexer indexer;
  private final PhistNoise noise;
  private final Map<GridCell, double[]> released;

  /**
   * The release of {@code tallies}, the exact (count, label sum) of every cell that holds data: the
   * map is taken over (the caller hands over a copy it owns) and its values become released sums.
   */
  NoisyCellSums(GridIndexer indexer, Map<GridCell, double[]> tallies, PhistNoise noise) {
    this.indexer = indexer;
    this.noise = noise;
    for (Map.Entry<GridCell, double[]> cell : tallies.entrySet()) {
      double[] exact = cell.getValue();
      double[] sums = noise.of(cell.getKey());
      exact[0] = sums[0] + exact[0];
      exact[1] = sums[1] + exact[1];
    }
    this.released = tallies;
  }

  /** {S_U, S_V} of {@code cell}. Not thread-safe (a fit is used by one thread at a time). */
  double[] sums(GridCell cell) {
    return released.computeIfAbsent(cell, noise::of).clone();
  }

  /**
   * S_U then S_V of every cell, cells in mixed-radix order of their bins (first axis slowest).
   *
   * @throws UnsupportedOperationException for grids of more than {@link #MAX_LISTED_CELLS} cells
   */
  @Override
  public double[] coordinates() {
    double cells = Math.pow(indexer.cellsPerAxis(), indexer.dimension());
    if (cells > MAX_LISTED_CELLS) {
      throw new UnsupportedOperationException(
          indexer.cellsPerAxis()
              + "^"
              + indexer.dimension()
              + " cells are too many to list; audit PHIST on a small grid");
    }
    int count = (int) cells;
    double[] out = new double[2 * count];
    int[] bins = new int[indexer.dimension()];
    for (int c = 0; c < count; c++) {
      int rest = c;
      for (int j = indexer.dimension() - 1; j >= 0; j--) {
        bins[j] = rest % indexer.cellsPerAxis();
        rest /= indexer.cellsPerAxis();
      }
      double[] sums = sums(indexer.cellOfBins(bins));
      out[c] = sums[0];
      out[count + c] = sums[1];
    }
    return out;
  }
}
