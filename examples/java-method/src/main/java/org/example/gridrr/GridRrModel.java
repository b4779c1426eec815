package org.example.gridrr;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;

/**
 * A fitted GRID-RR-JAVA classifier: one label per grid cell; a point gets its cell's label. It
 * reports the share of cells that fell back to public data as a diagnostic. Immutable.
 */
public final class GridRrModel implements Model {

  private final GridCells cells;
  private final int[] labels;
  private final double fallbackShare;

  public GridRrModel(GridCells cells, int[] labels, double fallbackShare) {
    this.cells = cells;
    this.labels = labels.clone();
    this.fallbackShare = fallbackShare;
  }

  @Override
  public Predictions predict(Features points) {
    int[] out = new int[points.rows()];
    for (int i = 0; i < out.length; i++) {
      out[i] = labels[cells.cellOf(points.row(i))];
    }
    return Predictions.ofLabels(out, Map.of("fallbackShare", fallbackShare));
  }
}
