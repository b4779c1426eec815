package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Methods;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.run.Seeds;

/**
 * Every method of a replication sees the same data, so no method may be able to change what the
 * next one sees: accessors hand out copies, and a replication's split is unchanged after every
 * registered method has fitted on it.
 */
class SharedDataImmutabilityTest {

  private static Dataset dataset(int n) {
    double[] x = new double[2 * n];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = (i + 0.5) / n;
      x[2 * i + 1] = 1 - (i + 0.5) / n;
      y[i] = i % 2;
    }
    return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
  }

  /**
   * Calls every public no-argument method returning an array, scribbles on the result, and checks
   * nothing changed.
   */
  private static List<String> scribbleOnEveryArrayAccessor(
      Object target, String fingerprintBefore, Supplier<String> fingerprint) throws Exception {
    List<String> checked = new ArrayList<>();
    for (Method method : target.getClass().getMethods()) {
      if (method.getParameterCount() == 0
          && method.getReturnType().isArray()
          && !Modifier.isStatic(method.getModifiers())) {
        Object array = method.invoke(target);
        for (int i = 0; i < Array.getLength(array); i++) {
          Class<?> component = array.getClass().getComponentType();
          if (component == double.class) {
            Array.setDouble(array, i, -12345.0);
          } else if (component == int.class) {
            Array.setInt(array, i, -7);
          }
        }
        assertThat(fingerprint.get())
            .as(
                target.getClass().getSimpleName()
                    + "."
                    + method.getName()
                    + "() must return a copy")
            .isEqualTo(fingerprintBefore);
        checked.add(target.getClass().getSimpleName() + "." + method.getName());
      }
    }
    return checked;
  }

  @Test
  void accessorsReturnCopies() throws Exception {
    Dataset data = dataset(20);
    DataSplit split = DataSplit.of(data, data, data);
    String before = split.sha256();
    List<String> checked = new ArrayList<>();
    for (Object target :
        List.of(data.features(), data, data.classLabels(), split, new PrivateSample(data))) {
      checked.addAll(scribbleOnEveryArrayAccessor(target, before, split::sha256));
    }
    RealTargets values = new RealTargets(new double[] {1, 2, 3});
    Dataset regression = new Dataset(Features.wrap(new double[3], 3, 1), values);
    DataSplit regressionSplit = DataSplit.of(regression, regression, regression);
    checked.addAll(
        scribbleOnEveryArrayAccessor(values, regressionSplit.sha256(), regressionSplit::sha256));
    // the accessors that exist today are covered (new ones are picked up by reflection)
    assertThat(checked)
        .contains("Features.copyRowMajor", "ClassLabels.copyLabels", "RealTargets.copyValues");
  }

  @Test
  void aSplitIsUnchangedAfterEveryRegisteredMethodHasFittedOnIt() {
    DataSplit split = DataSplit.of(dataset(40), dataset(200), dataset(30));
    String before = split.sha256();
    int fitted = 0;
    for (org.ldpbench.method.Method method : Methods.all().values()) {
      if (method.info().task() != TaskType.CLASSIFICATION) {
        continue;
      }
      ParameterSet parameters =
          method
              .info()
              .parameters()
              .completePart(
                  method.auditConfigurations().isEmpty()
                      ? Map.of()
                      : method.auditConfigurations().get(0),
                  false);
      TrainingInput input =
          TrainingInput.of(split, List.of(PrivacyBudget.pure(1.0)), Seeds.derive(1, method.name()));
      Fit fit;
      try {
        fit = method.fit(input, parameters, new SplittableRandom(3));
      } catch (RuntimeException notForThisInput) {
        continue; // e.g. a method that needs more servers or refuses this configuration
      }
      try {
        Map<String, Object> lambda =
            method.info().parameters().find("lambda").isPresent()
                ? Map.of("lambda", 1.0)
                : Map.of();
        fit.model(method.info().parameters().completePart(lambda, true))
            .predict(split.test().features());
      } catch (RuntimeException needsOtherPostParameters) {
        // post-processing parameters without defaults; the fit itself already ran on the data
      }
      fitted++;
      assertThat(split.sha256()).as(method.name() + " changed the shared data").isEqualTo(before);
    }
    assertThat(fitted).isGreaterThanOrEqualTo(4);
  }
}
