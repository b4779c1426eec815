package org.ldpbench.method.bb;

import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.cube.DecidedCubes;
import org.ldpbench.method.cube.LazyCubeRelease;

/**
 * Berrett &amp; Butucea's classifier (spec §A.3): at x₀, take the grid point j* nearest x₀
 * (coordinatewise rounding), T = R2_{j*}/n₂ − R1_{j*}/(2n₁), and predict 1 iff T ≥ 0. A sign test
 * on a difference, no division by a noisy count. Post-processing of the release only.
 */
final class BbModel implements Model {

  private final LazyCubeRelease sums;
  private final long n1;
  private final long n2;

  BbModel(LazyCubeRelease sums, long n1, long n2) {
    this.sums = sums;
    this.n1 = n1;
    this.n2 = n2;
  }

  /** T at grid point {@code key}. */
  double statistic(long key) {
    double[] r = sums.get(key);
    return (n2 > 0 ? r[1] / n2 : 0.0) - (n1 > 0 ? r[0] / (2.0 * n1) : 0.0);
  }

  @Override
  public Predictions predict(Features points) {
    DecidedCubes decided = new DecidedCubes(k -> statistic(k) >= 0 ? 1 : 0);
    int[] labels = decided.labelsOfRows(points, sums.lattice()::nearestKeys);
    return Predictions.ofLabels(
        labels, Map.of("windows", (double) decided.size(), "h", sums.lattice().side()));
  }
}
