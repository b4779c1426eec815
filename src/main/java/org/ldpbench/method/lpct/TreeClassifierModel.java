package org.ldpbench.method.lpct;

import java.util.Map;
import java.util.TreeMap;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/**
 * A classifier that is constant on the leaves of a partition. Points outside the root cell [0,1]^d
 * (possible after min-max scaling by public data) are predicted 0, as in the authors' code
 * (spec/lpct.md §2.6), and counted.
 */
final class TreeClassifierModel implements Model {

  /** Diagnostic: test points outside the root cell, predicted 0. */
  static final String OUT_OF_RANGE = "outOfRange";

  /** Diagnostic: leaves whose estimator denominator was ≤ 0. */
  static final String NON_POSITIVE_DENOMINATORS = "nonPositiveDenominators";

  private final RoutedPoints routing;
  private final LpctCurator.LeafDecisions decisions;
  private final Map<String, Double> extraDiagnostics;

  TreeClassifierModel(RoutedPoints routing, LpctCurator.LeafDecisions decisions) {
    this(routing, decisions, Map.of());
  }

  /**
   * @param extraDiagnostics further named values reported with every prediction (e.g. a chosen
   *     depth)
   */
  TreeClassifierModel(
      RoutedPoints routing,
      LpctCurator.LeafDecisions decisions,
      Map<String, Double> extraDiagnostics) {
    this.routing = routing;
    this.decisions = decisions;
    this.extraDiagnostics = Map.copyOf(extraDiagnostics);
  }

  @Override
  public Predictions predict(Features points) {
    RoutedPoints.Routes routes = routing.route(points);
    int[] leafLabels = decisions.labels();
    int[] labels = new int[points.rows()];
    int outOfRange = 0;
    for (int i = 0; i < labels.length; i++) {
      if (routes.inRootCell(i)) {
        labels[i] = leafLabels[routes.leaf(i)];
      } else {
        outOfRange++;
      }
    }
    Map<String, Double> diagnostics = new TreeMap<>(extraDiagnostics);
    diagnostics.put(OUT_OF_RANGE, (double) outOfRange);
    diagnostics.put(NON_POSITIVE_DENOMINATORS, (double) decisions.nonPositiveDenominators());
    return Predictions.ofLabels(labels, diagnostics);
  }
}
