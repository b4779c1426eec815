package org.ldpbench.method.phist;

import java.util.HashMap;
import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/**
 * PHIST's classifier (spec/lpct.md §4.2): for a point in cell c, η̂ = S_V^c/S_U^c, set to 0 when
 * the noisy count S_U^c is below {@code minSamplesCell} (the code's min_samples_cell = 2), and the
 * label is 1(η̂ &gt; 1/2). Points outside [0,1]^d are predicted 0, the code's intent ([C] its
 * predict_proba indexes the output with positions of the filtered array, so scores land on the
 * wrong rows whenever a test point is out of range; that bug is not reproduced). Post-processing of
 * the release only.
 */
final class PhistModel implements Model {

  /** Diagnostic: test points outside [0,1]^d, predicted 0. */
  static final String OUT_OF_RANGE = "outOfRange";

  /** Diagnostic: distinct queried cells whose noisy count was below minSamplesCell. */
  static final String LOW_COUNT_CELLS = "lowCountCells";

  private final GridIndexer indexer;
  private final NoisyCellSums sums;
  private final double minSamplesCell;

  PhistModel(GridIndexer indexer, NoisyCellSums sums, double minSamplesCell) {
    this.indexer = indexer;
    this.sums = sums;
    this.minSamplesCell = minSamplesCell;
  }

  @Override
  public Predictions predict(Features points) {
    if (points.columns() != indexer.dimension()) {
      throw new IllegalArgumentException(
          "points have " + points.columns() + " columns, the grid " + indexer.dimension());
    }
    Map<GridCell, Integer> decided = new HashMap<>();
    int[] labels = new int[points.rows()];
    int outOfRange = 0;
    int lowCount = 0;
    for (int i = 0; i < labels.length; i++) {
      if (!indexer.inUnitCube(points, i)) {
        outOfRange++;
        continue;
      }
      GridCell cell = indexer.cellOf(points, i);
      Integer label = decided.get(cell);
      if (label == null) {
        double[] s = sums.sums(cell);
        double eta;
        if (s[0] < minSamplesCell) {
          eta = 0.0;
          lowCount++;
        } else {
          eta = s[1] / s[0];
        }
        label = eta > 0.5 ? 1 : 0;
        decided.put(cell, label);
      }
      labels[i] = label;
    }
    return Predictions.ofLabels(
        labels, Map.of(OUT_OF_RANGE, (double) outOfRange, LOW_COUNT_CELLS, (double) lowCount));
  }
}
