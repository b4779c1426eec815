package org.ldpbench.golden;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;

/**
 * A test-only mutant of PHIST (issue 32's fourth fault): with {@code noise: code} its one Laplace
 * draw per cell has half the scale (the planted {@link Fault#NOISE_HALVED}, through which PHIST's
 * noise is built), under the same name and implementation version; the other noise modes are
 * untouched. Its protocol is PHIST's, made from a public input carrying the fault, and it runs
 * through {@link PrivateMethod#fit} like any private method. The golden check must catch it
 * (GoldenCodePathsTest): {@code ma-yang-2d.yaml} runs only {@code noise: aggregate}, so only the
 * code-path spec {@code paths/phist-code.yaml} can.
 */
final class PhistCodeNoiseHalved extends PrivateMethod {

  private final PrivateMethod original;

  /**
   * @param original the registered PHIST
   */
  PhistCodeNoiseHalved(PrivateMethod original) {
    super(original.info());
    this.original = original;
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return original.auditConfigurations();
  }

  @Override
  public PrivateProtocol<?> protocol(
      PublicInput input, ParameterSet fitParameters, RandomGenerator publicRandomness) {
    PublicInput used =
        "code".equals(fitParameters.get("noise")) ? input.withFault(Fault.NOISE_HALVED) : input;
    return original.protocol(used, fitParameters, publicRandomness);
  }
}
