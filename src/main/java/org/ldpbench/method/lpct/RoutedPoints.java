package org.ldpbench.method.lpct;

import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.method.Fit;
import org.ldpbench.partition.TreePartition;

/**
 * Routes points through a partition and remembers the last point set, so that a sweep over λ (one
 * model per λ, all predicting the same test set) routes the test set once; the routes are also
 * remembered in the run's public memo, so that the fits of other ε and variants with the same cells
 * reuse them. Not thread-safe, like the {@link Fit} that owns it.
 */
final class RoutedPoints {

  private final TreePartition partition;
  private final Memo memo;
  private Features lastPoints;
  private Routes lastRoutes;

  /**
   * @param memo the public half of the run's memo
   */
  RoutedPoints(TreePartition partition, Memo memo) {
    this.partition = partition;
    this.memo = memo;
  }

  Routes route(Features points) {
    if (points != lastPoints) {
      if (points.columns() != partition.dimension()) {
        throw new IllegalArgumentException(
            "points have " + points.columns() + " columns, the partition " + partition.dimension());
      }
      lastRoutes =
          memo.get(
              RoutingMemo.ROUTES,
              points,
              partition,
              () -> {
                int[] leaves = new int[points.rows()];
                boolean[] inside = new boolean[points.rows()];
                for (int i = 0; i < leaves.length; i++) {
                  leaves[i] = partition.cellOf(points, i);
                  inside[i] = partition.inRootCell(points, i);
                }
                return new Routes(leaves, inside);
              });
      lastPoints = points;
    }
    return lastRoutes;
  }

  /** Leaf and root-cell membership of each point; immutable (shared by the fits of a run). */
  static final class Routes {

    private final int[] leaves;
    private final boolean[] inRootCell;

    Routes(int[] leaves, boolean[] inRootCell) {
      this.leaves = leaves.clone();
      this.inRootCell = inRootCell.clone();
    }

    int size() {
      return leaves.length;
    }

    /** The leaf of point i. */
    int leaf(int i) {
      return leaves[i];
    }

    /** Whether point i lies in the root cell. */
    boolean inRootCell(int i) {
      return inRootCell[i];
    }
  }
}
