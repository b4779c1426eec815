package org.ldpbench.method.lpdt;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.lpct.LpctLocalRandomizer;
import org.ldpbench.method.lpct.LpctMethod;
import org.ldpbench.method.lpct.LpctVariant;
import org.ldpbench.param.ParameterSet;

/**
 * LPDT (Ma et al. 2023, "decision tree under LDP with public data", adapted to classification) as
 * Ma &amp; Yang run it for Table 2 (spec/lpct.md §4.3): the max-edge partition is built on the
 * public sample and the leaves are estimated from the private releases only, η̃ = S_V/S_U, i.e.
 * LPCT with λ = 0. [C] The authors' {@code realdata.py} literally runs LPCT with λ = 0
 * ("LPCT-original", igmaxedge, the LPCT depth and min_samples_leaf grids), so this method IS LPCT's
 * protocol: the same {@link LpctLocalRandomizer} (Laplace 4/ε on both vectors, ε-LDP) and the same
 * curator rule as LPCT-P, with the same parameters.
 *
 * <p>It shares LPCT's noise stream, so at equal fit parameters LPDT's release is LPCT's and LPDT
 * equals LPCT at λ = 0 replication by replication (a paired comparison). Its implementation version
 * is LPCT's, since its output changes exactly when LPCT's does.
 *
 * <p>[DIFF] Not the original LPDT (Karlmyh/LPDT, a regression tree): that one uses numerator noise
 * 2·Y_range/ε, an MSE-based splitter, a random-response option and a fallback to the public mean in
 * sparse leaves; none of these are in the Table 2 runs.
 */
public final class LpdtMethod extends PrivateMethod {

  private final LpctMethod lpct;

  public LpdtMethod() {
    this(new LpctMethod(LpctVariant.LPCT_P));
  }

  /** LPCT-P's version, parameters and noise stream under another name. */
  private LpdtMethod(LpctMethod lpct) {
    super(
        MethodInfo.classifier(
                "LPDT",
                "locally private decision tree: public max-edge partition, private releases only (LPCT with lambda = 0)",
                PrivacyModel.LOCAL)
            .withVersion(lpct.info().implementationVersion())
            .withParameters(lpct.info().parameters())
            .withNoiseStream(lpct.info().noiseStream())
            .withBudget(LpctVariant.releaseBudget()));
    this.lpct = lpct;
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return lpct.auditConfigurations();
  }

  @Override
  public PrivateProtocol<?> protocol(
      PublicInput input, ParameterSet fitParameters, RandomGenerator publicRandomness) {
    return lpct.protocol(input, fitParameters, publicRandomness);
  }
}
