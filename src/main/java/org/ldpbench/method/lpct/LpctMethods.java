package org.ldpbench.method.lpct;

import java.util.Arrays;
import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/** Registers LPCT, LPCT-P, LPCT-Q and the non-private reference LPCT-NP. */
public final class LpctMethods implements MethodProvider {

    @Override
    public List<Method> methods() {
        return Arrays.stream(LpctVariant.values()).<Method>map(LpctMethod::new).toList();
    }
}
