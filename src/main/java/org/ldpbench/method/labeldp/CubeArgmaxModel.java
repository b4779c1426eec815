package org.ldpbench.method.labeldp;

import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Features;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.cube.DecidedCubes;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.privacy.KeyedStreams;

/**
 * Predicts, at a point, the class with the largest released value of its cube (randomized- response
 * sums, a one-hot exponential-mechanism choice, non-private counts). Ties, including the all-zero
 * values of an empty cube, are broken uniformly at random from a stream named by the cube
 * (post-processing randomness, the same at every call), so an empty cube gets a uniformly random
 * class (spec §C.3).
 */
final class CubeArgmaxModel implements Model {

  private static final long TIE_SEED = 0x71E5L;

  private final LazyCubeRelease release;

  CubeArgmaxModel(LazyCubeRelease release) {
    this.release = release;
  }

  static int argmax(double[] values, RandomGenerator ties) {
    int best = 0;
    int tied = 1;
    for (int j = 1; j < values.length; j++) {
      if (values[j] > values[best]) {
        best = j;
        tied = 1;
      } else if (values[j] == values[best] && ties.nextInt(++tied) == 0) {
        best = j; // reservoir choice: uniform over the tied maxima
      }
    }
    return best;
  }

  @Override
  public Predictions predict(Features points) {
    DecidedCubes decided =
        new DecidedCubes(k -> argmax(release.get(k), KeyedStreams.of(TIE_SEED, k)));
    int[] labels = decided.labelsOfRows(points, release.lattice()::cubeKeys);
    return Predictions.ofLabels(
        labels, Map.of("cubes", (double) decided.size(), "h", release.lattice().side()));
  }
}
