package org.ldpbench.method.labeldp;

import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.cube.DecidedCubes;
import org.ldpbench.method.cube.LazyCubeRelease;

/**
 * Predicts, at a point, a real value computed from the released values of its cube (regression).
 */
final class CubeValueModel implements Model {

  private final LazyCubeRelease release;
  private final ToDoubleFunction<double[]> estimate;

  CubeValueModel(LazyCubeRelease release, ToDoubleFunction<double[]> estimate) {
    this.release = release;
    this.estimate = estimate;
  }

  @Override
  public Predictions predict(Features points) {
    DecidedCubes decided = new DecidedCubes(k -> estimate.applyAsDouble(release.get(k)));
    double[] values = decided.ofRows(points, release.lattice()::cubeKeys);
    return Predictions.ofValues(
        values, Map.of("cubes", (double) decided.size(), "h", release.lattice().side()));
  }
}
