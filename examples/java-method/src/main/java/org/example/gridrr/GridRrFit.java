package org.example.gridrr;

import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.param.ParameterSet;

/**
 * The debiased per-cell label counts of one fit, from which models for any value of the
 * post-processing parameter {@code minUsers} are made without new noise (ldpbench sweeps it over
 * the same releases). A cell whose estimated number of users is below {@code minUsers} is too noisy
 * to trust and takes the public fallback label; every other cell predicts its largest estimated
 * count. Immutable.
 */
public final class GridRrFit implements Fit {

  private final GridCells cells;
  private final double[][] estimated;
  private final PublicCellLabels fallback;

  public GridRrFit(GridCells cells, double[][] estimated, PublicCellLabels fallback) {
    this.cells = cells;
    this.estimated = estimated;
    this.fallback = fallback;
  }

  @Override
  public Model model(ParameterSet postProcessing) {
    double minUsers = postProcessing.get(GridRrMethod.MIN_USERS);
    int[] labels = new int[cells.count()];
    int fallbacks = 0;
    for (int c = 0; c < labels.length; c++) {
      double users = 0;
      int best = 0;
      for (int y = 0; y < estimated[c].length; y++) {
        users += estimated[c][y];
        if (estimated[c][y] > estimated[c][best]) {
          best = y;
        }
      }
      if (users < minUsers) {
        labels[c] = fallback.label(c);
        fallbacks++;
      } else {
        labels[c] = best;
      }
    }
    return new GridRrModel(cells, labels, (double) fallbacks / labels.length);
  }
}
