package org.ldpbench.method.lpct;

import org.ldpbench.data.Features;
import org.ldpbench.partition.TreePartition;

/**
 * Routes points through a partition and remembers the last point set, so that a sweep over λ
 * (one model per λ, all predicting the same test set) routes the test set once. Not thread-safe,
 * like the {@link org.ldpbench.method.Fit} that owns it.
 */
final class RoutedPoints {

    private final TreePartition partition;
    private Features lastPoints;
    private Routes lastRoutes;

    RoutedPoints(TreePartition partition) {
        this.partition = partition;
    }

    Routes route(Features points) {
        if (points != lastPoints) {
            if (points.columns() != partition.dimension()) {
                throw new IllegalArgumentException("points have " + points.columns()
                        + " columns, the partition " + partition.dimension());
            }
            lastRoutes = RoutingMemo.ROUTES.get(points, partition, () -> {
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

    /** Leaf and root-cell membership of each point. */
    record Routes(int[] leaves, boolean[] inRootCell) {
    }
}
