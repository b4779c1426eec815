package org.ldpbench.method.range;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.lpct.LpctMethod;
import org.ldpbench.method.lpct.LpctVariant;

/** Registers LPCT-range: LPCT with the range handling of Ma &amp; Yang's Figure 8. */
public final class RangeMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(new RangeAdaptedMethod(new LpctMethod(LpctVariant.LPCT)));
  }
}
