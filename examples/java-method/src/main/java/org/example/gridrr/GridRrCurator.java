package org.example.gridrr;

import java.util.List;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.privacy.RandomizedResponse;

/**
 * GRID-RR-JAVA's protocol for one fit: one {@link GridRrMechanism} for the (single) private sample,
 * and the curator, which sees only the mechanism's {@link GridRrRelease} and public data. It
 * debiases the tally: with keep probability p and q = (1 − p)/(K − 1) for each other category, a
 * category reported r times by n users was held by about (r − n·q)/(p − q) of them, an unbiased
 * estimate. The estimates go to a {@link GridRrFit}, which applies the post-processing parameter.
 */
public final class GridRrCurator implements PrivateProtocol<GridRrRelease> {

  private final GridRrMechanism mechanism;
  private final GridCells cells;
  private final int classes;
  private final double epsilon;
  private final PublicCellLabels fallback;

  /**
   * @param epsilon the ε of the budget (the curator debiases for the randomized response an honest
   *     mechanism uses at this ε)
   */
  public GridRrCurator(
      GridRrMechanism mechanism,
      GridCells cells,
      int classes,
      double epsilon,
      PublicCellLabels fallback) {
    this.mechanism = mechanism;
    this.cells = cells;
    this.classes = classes;
    this.epsilon = epsilon;
    this.fallback = fallback;
  }

  @Override
  public List<GridRrMechanism> mechanisms() {
    return List.of(mechanism);
  }

  @Override
  public Fit curate(List<GridRrRelease> releases) {
    GridRrRelease release = releases.get(0);
    int k = release.categories();
    double keep = new RandomizedResponse(k, epsilon).keep();
    double other = (1 - keep) / (k - 1);
    double users = release.users();
    double[][] estimated = new double[cells.count()][classes];
    for (int category = 0; category < k; category++) {
      estimated[category / classes][category % classes] =
          (release.reports(category) - users * other) / (keep - other);
    }
    return new GridRrFit(cells, estimated, fallback);
  }
}
