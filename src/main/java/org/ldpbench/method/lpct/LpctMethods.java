package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers LPCT, LPCT-P, LPCT-Q, the non-private reference LPCT-NP LPCT-R, LPCT-prune and the
 * non-private ablation LPCT-HEAD.
 */
public final class LpctMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    List<Method> methods =
        new ArrayList<>(Arrays.stream(LpctVariant.values()).<Method>map(LpctMethod::new).toList());
    methods.add(LpctMethod.randomMaxEdge());
    methods.add(new LpctPruneMethod());
    methods.add(new LpctHeadMethod());
    return methods;
  }
}
