package org.ldpbench.method.lpct;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.partition.TreePartition;

/**
 * A classifier that is constant on the leaves of a partition. Points outside the root cell
 * [0,1]^d (possible after min-max scaling by public data) are predicted 0, as in the authors'
 * code (spec/lpct.md §2.6), and counted.
 */
final class TreeClassifierModel implements Model {

    /** Diagnostic: test points outside the root cell, predicted 0. */
    static final String OUT_OF_RANGE = "outOfRange";
    /** Diagnostic: leaves whose estimator denominator was ≤ 0. */
    static final String NON_POSITIVE_DENOMINATORS = "nonPositiveDenominators";

    private final RoutedPoints routing;
    private final LpctCurator.LeafDecisions decisions;

    TreeClassifierModel(RoutedPoints routing, LpctCurator.LeafDecisions decisions) {
        this.routing = routing;
        this.decisions = decisions;
    }

    @Override
    public Predictions predict(Features points) {
        RoutedPoints.Routes routes = routing.route(points);
        int[] leafLabels = decisions.labels();
        int[] labels = new int[points.rows()];
        int outOfRange = 0;
        for (int i = 0; i < labels.length; i++) {
            if (routes.inRootCell()[i]) {
                labels[i] = leafLabels[routes.leaves()[i]];
            } else {
                outOfRange++;
            }
        }
        return Predictions.ofLabels(labels, Map.of(
                OUT_OF_RANGE, (double) outOfRange,
                NON_POSITIVE_DENOMINATORS, (double) decisions.nonPositiveDenominators()));
    }
}
