package org.ldpbench.testing;

import java.util.Arrays;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * A test-only method (registered only where a test asks: {@link Fakes}) that throws when {@code
 * fail} is true, declares the configuration not applicable when {@code notApplicable} is true, and
 * otherwise predicts class 1 everywhere, to test how the runner records failures and NA trials.
 */
public final class FailingMethod extends TestMethod {

  public static final String NAME = "TEST-FAILING";

  static final Param<Boolean> FAIL = Param.bool("fail");
  static final Param<Boolean> NOT_APPLICABLE = Param.bool("notApplicable");

  public FailingMethod() {
    super(
        MethodInfo.classifier(
                NAME,
                "test only: fails when fail = true, declares NA when notApplicable = true, else predicts 1",
                PrivacyModel.NONE)
            .withParameters(
                FAIL.fit(false, "throw in fit"),
                NOT_APPLICABLE.fit(false, "declare the configuration NA")));
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    if (fitParameters.get(FAIL)) {
      throw new IllegalStateException("deliberate failure\nsecond line");
    }
    if (fitParameters.get(NOT_APPLICABLE)) {
      throw new NotApplicable("deliberately not applicable\nsecond line");
    }
    return post -> points -> Predictions.ofLabels(ones(points.rows()), Map.of());
  }

  private static int[] ones(int n) {
    int[] labels = new int[n];
    Arrays.fill(labels, 1);
    return labels;
  }
}
