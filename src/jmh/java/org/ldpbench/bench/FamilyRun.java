package org.ldpbench.bench;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;

/**
 * One method of the standard registry ({@link Methods#standard()}) with its fit parameters and the
 * post-processing values of a spec's grid, run as the experiment runner runs one replication of one
 * configuration: {@code fit} once, then {@code model(post)} and {@code predict} on the evaluation
 * points for every post-processing value (a depth grid for CART, the target weights for DTK; one
 * empty value for methods without such a parameter). Benchmarks of {@link MethodFamilyBenchmark}
 * share it so that each measures the method as specs call it, with the paper's parameters.
 */
final class FamilyRun {

  private final Method method;
  private final ParameterSet fitParameters;
  private final List<ParameterSet> postParameters;

  /**
   * @param name the method's spec name, e.g. {@code PGLM}
   * @param parameters fit parameters as a spec's {@code params:} (the rest take their defaults)
   * @param postGrid the post-processing values to model and predict with after the fit (empty: the
   *     defaults)
   */
  FamilyRun(String name, Map<String, Object> parameters, List<Map<String, Object>> postGrid) {
    method =
        Methods.standard()
            .method(name)
            .orElseThrow(
                () -> new IllegalStateException("no method " + name + " in the standard registry"));
    ParameterSpace specs = method.info().parameters();
    List<Map<String, Object>> grid = postGrid.isEmpty() ? List.of(Map.of()) : postGrid;
    // a required post-processing parameter (CART's depth) must be given to complete the fit
    // parameters
    fitParameters =
        specs.complete(merged(parameters, grid.get(0))).without(specs.postProcessingNames());
    postParameters = new ArrayList<>();
    for (Map<String, Object> post : grid) {
      postParameters.add(
          specs.complete(merged(parameters, post)).only(specs.postProcessingNames()));
    }
  }

  private static Map<String, Object> merged(Map<String, Object> a, Map<String, Object> b) {
    Map<String, Object> all = new HashMap<>(a);
    all.putAll(b);
    return all;
  }

  /** How many models one {@link #fitAndPredict} builds (the post-processing grid's size). */
  int models() {
    return postParameters.size();
  }

  /**
   * fit + every model's predict on {@code input}'s evaluation points; the noise comes from {@code
   * seed}. Returns the sum of the predicted labels (classifiers) or values (regressors), so that
   * nothing is dead code and a setup can print a sanity figure.
   */
  double fitAndPredict(TrainingInput input, long seed) {
    Fit fit = method.fit(input, fitParameters, new SplittableRandom(seed));
    double sum = 0;
    for (ParameterSet post : postParameters) {
      Predictions predictions = fit.model(post).predict(input.evaluationPoints());
      if (predictions.labels() != null) {
        for (int label : predictions.labels()) {
          sum += label;
        }
      } else {
        for (double value : predictions.values()) {
          sum += value;
        }
      }
    }
    return sum;
  }
}
