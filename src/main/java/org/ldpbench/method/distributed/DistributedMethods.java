package org.ldpbench.method.distributed;

import java.util.List;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;

/**
 * Registers the distributed-DP transfer-learning classifiers of Auddy, Cai &amp; Chakraborty
 * (spec/distributed.md): DTK (oracle-tuned, targetDTK at w = 1), DTK-theory (eq. 11–12), the
 * adaptive AdaptAll, AdaptHomog, AdaptSamp, AdaptTar and AdaptEqual (ours), and the non-private
 * references DTK-NP and AdaptTar-NP and the non-DP ablation DTK-pointwise; DT-HIST, the histogram
 * comparator.
 */
public final class DistributedMethods implements MethodProvider {

  @Override
  public List<Method> methods() {
    return List.of(
        new DtkMethod("DTK", NoiseMode.JOINT),
        new DtkMethod("DTK-NP", NoiseMode.NONE),
        new DtkMethod("DTK-pointwise", NoiseMode.POINTWISE),
        new TheoryDtkMethod(),
        new HistogramMethod(),
        new AdaptiveMethod("AdaptAll", WeightSet.ALL, NoiseMode.JOINT),
        new AdaptiveMethod("AdaptHomog", WeightSet.HOMOG, NoiseMode.JOINT),
        new AdaptiveMethod("AdaptSamp", WeightSet.SAMP, NoiseMode.JOINT),
        new AdaptiveMethod("AdaptTar", WeightSet.TAR, NoiseMode.JOINT),
        new AdaptiveMethod("AdaptEqual", WeightSet.EQUAL, NoiseMode.JOINT),
        new AdaptiveMethod("AdaptAll-NP", WeightSet.ALL, NoiseMode.NONE),
        new AdaptiveMethod("AdaptTar-NP", WeightSet.TAR, NoiseMode.NONE));
  }
}
