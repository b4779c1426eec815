package org.ldpbench.testing;

import java.util.Arrays;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Test-only non-private k-nearest-neighbour regression {@code TEST-KNN} on the private sample: k is
 * a post-processing parameter (one fit, many k), so a regression grid runs end to end.
 */
public final class KnnRegression extends TestMethod {

  public static final String NAME = "TEST-KNN";

  static final Param<Integer> K = Param.integer("k", 1, 10_000);

  public KnnRegression() {
    super(
        MethodInfo.regressor(
                NAME,
                "test only: non-private kNN regression on the private sample",
                PrivacyModel.NONE)
            .withParameters(K.postProcessing(5, "neighbours averaged")));
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    Dataset train = RawRecords.of(input);
    return post -> points -> Predictions.ofValues(predict(train, points, post.get(K)), Map.of());
  }

  private static double[] predict(Dataset train, Features points, int k) {
    int n = train.size();
    int kk = Math.min(k, n);
    double[] out = new double[points.rows()];
    double[] distance = new double[n];
    Integer[] order = new Integer[n];
    for (int i = 0; i < points.rows(); i++) {
      for (int r = 0; r < n; r++) {
        double sum = 0;
        for (int j = 0; j < points.columns(); j++) {
          double diff = points.get(i, j) - train.features().get(r, j);
          sum += diff * diff;
        }
        distance[r] = sum;
        order[r] = r;
      }
      Arrays.sort(order, (a, b) -> Double.compare(distance[a], distance[b]));
      double mean = 0;
      for (int r = 0; r < kk; r++) {
        mean += train.targets().value(order[r]);
      }
      out[i] = mean / kk;
    }
    return out;
  }
}
