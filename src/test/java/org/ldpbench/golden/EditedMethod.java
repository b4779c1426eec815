package org.ldpbench.golden;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;

/**
 * A registered method as if someone had edited its code: the same name, parameters and noise
 * stream, with a post-processing constant scaled (for LPCT: the weight λ of the public counts in
 * eq. 8, as an edited estimator constant would) and/or its implementation version moved. What the
 * golden-output check must catch (GoldenCheckTest).
 */
final class EditedMethod implements Method {

  private final Method original;
  private final String constant;
  private final double factor;
  private final int versionShift;

  /**
   * @param original the registered method
   * @param constant the post-processing parameter whose value the edited code scales
   * @param factor the scale (1: outputs unchanged)
   * @param versionShift added to the implementation version (0: not bumped)
   */
  EditedMethod(Method original, String constant, double factor, int versionShift) {
    this.original = original;
    this.constant = constant;
    this.factor = factor;
    this.versionShift = versionShift;
  }

  @Override
  public MethodInfo info() {
    return original.info().withVersion(original.info().implementationVersion() + versionShift);
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return original.auditConfigurations();
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    Fit fit = original.fit(input, fitParameters, noise);
    return post -> fit.model(post.with(constant, post.getDouble(constant) * factor));
  }
}
