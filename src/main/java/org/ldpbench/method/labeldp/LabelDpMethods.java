package org.ldpbench.method.labeldp;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers Zhao et al.'s label-DP learners, their full-DP counterparts and the non-private
 * references.
 */
public final class LabelDpMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(
        new LabelLdpUnaryMethod(),
        new LabelLdpRrMethod(),
        new ExpMechMethod(false),
        new ExpMechMethod(true),
        new LabelLdpKnnMethod(),
        new CubeMeanMethod(false),
        new CubeMeanMethod(true),
        new LdpCubeRegressionMethod(),
        new NonPrivateCubeMethod(),
        new NonPrivateKnnMethod());
  }
}
