package org.ldpbench.method.distributed;

import java.util.List;
import java.util.Map;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * DTK, the non-adaptive distributed kernel classifier of the simulations (spec/distributed.md
 * §3.8): every server releases T̃_h at one bandwidth h with its whole budget, and the target
 * classifies by the sign of w·T̃_0 + (1 − w)·mean_{j≥1} T̃_j (intro eq. 1–2). h is a fit parameter
 * and w a post-processing one, so a grid over (h, w) with the harness's best-mean selection is the
 * paper's oracle tuning (on test accuracy: a benchmark, not a DP procedure across h); w = 1 is
 * targetDTK. {@code DTK-NP} releases without noise (the non-private reference) and {@code
 * DTK-pointwise} draws independent noise per evaluation point, a labelled non-DP ablation.
 */
public final class DtkMethod extends KernelMethod {

  static final Param<Double> H = Param.real("h", 0.0, false, 16.0);

  DtkMethod(String name, NoiseMode mode) {
    super(
        mode,
        info(
                name,
                switch (mode) {
                  case JOINT ->
                      "Auddy et al. DTK: per-server kernel statistics with joint GP noise at one bandwidth h, target weight w";
                  case NONE -> "DTK without noise (NON-PRIVATE reference)";
                  case POINTWISE ->
                      "DTK with independent noise per evaluation point (NON-DP ablation)";
                },
                mode)
            .withNoiseStream("DTK")
            .withParameters(
                common(
                    H.fit(0.25, "bandwidth h"),
                    DistributedParams.W.postProcessing(
                        0.5, "target weight w (sources share 1 - w equally); 1 = targetDTK"))));
  }

  @Override
  protected double[] bandwidths(PublicInput input, ParameterSet p) {
    return new double[] {p.get(H)};
  }

  @Override
  protected boolean splitBudget() {
    return false;
  }

  @Override
  protected Fit curate(Setting setting, List<KernelRelease> releases) {
    return post -> {
      double w = post.get(DistributedParams.W);
      int m = releases.size() - 1;
      double[] t0 = releases.get(0).values()[0];
      int[] labels = new int[t0.length];
      for (int a = 0; a < t0.length; a++) {
        double sources = 0;
        for (int j = 1; j <= m; j++) {
          sources += releases.get(j).values()[0][a];
        }
        double t = m == 0 ? t0[a] : w * t0[a] + (1 - w) * sources / m;
        labels[a] = t >= 0 ? 1 : 0;
      }
      return setting.model(labels, Map.of());
    };
  }
}
