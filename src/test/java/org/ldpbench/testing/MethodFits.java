package org.ldpbench.testing;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Features;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;

/**
 * Fitting a method by hand in unit tests, the way the runner does (fit parameters, then
 * post-processing).
 */
public final class MethodFits {

  private MethodFits() {}

  /** Complete fit-time parameters from {@code given} (post-processing names in it are ignored). */
  public static ParameterSet fitParameters(Method method, Map<String, ?> given) {
    Map<String, Object> fitOnly = new HashMap<>(given);
    fitOnly.keySet().removeAll(method.info().parameters().postProcessingNames());
    return method.info().parameters().completePart(fitOnly, false);
  }

  /** Complete post-processing parameters from {@code given} (fit-time names in it are ignored). */
  public static ParameterSet postParameters(Method method, Map<String, ?> given) {
    Map<String, Object> postOnly = new HashMap<>(given);
    postOnly.keySet().retainAll(method.info().parameters().postProcessingNames());
    return method.info().parameters().completePart(postOnly, true);
  }

  public static Fit fit(Method method, TrainingInput input, Map<String, ?> given, long noiseSeed) {
    return method.fit(input, fitParameters(method, given), new SplittableRandom(noiseSeed));
  }

  /**
   * Labels predicted for {@code points} with the parameters {@code given} (fit and
   * post-processing).
   */
  public static int[] labels(
      Method method, TrainingInput input, Map<String, ?> given, long noiseSeed, Features points) {
    return fit(method, input, given, noiseSeed)
        .model(postParameters(method, given))
        .predict(points)
        .labels();
  }

  /** Accuracy of {@code labels} against the test labels of {@code split}. */
  public static double accuracy(int[] labels, DataSplit split) {
    int correct = 0;
    for (int i = 0; i < labels.length; i++) {
      if (labels[i] == split.test().classLabels().label(i)) {
        correct++;
      }
    }
    return correct / (double) labels.length;
  }

  /** A draw of the ma-yang-2d generator. */
  public static DataSplit maYang(double gamma, int nPrivate, int nPublic, int nTest, long seed) {
    return TestDatasets.maYang(
        gamma,
        nPrivate,
        nPublic,
        nTest,
        (role, identity) -> new SplittableRandom(seed * 31 + (role + identity).hashCode()));
  }
}
