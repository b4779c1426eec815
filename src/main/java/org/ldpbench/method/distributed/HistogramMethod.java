package org.ldpbench.method.distributed;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Features;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * DT-HIST, the histogram analogue of DTK in Auddy et al.'s simulations ("adapted from
 * Berrett–Butucea 2019"; mechanism details not given, spec §3.8 [AMBIG], our reconstruction): each
 * server releases its noisy centred bin sums on the regular grid with ⌈1/h⌉ bins per axis,
 * optionally shifted ({@link ShiftedGrid}; {@link HistogramMechanism}) with its whole budget, and
 * the target classifies x by the sign of w·S_0(B(x)) + (1 − w)·mean_{j≥1} S_j(B(x)). h is a fit
 * parameter and w a post-processing one (oracle tuning over the grid, as DTK).
 */
public final class HistogramMethod extends PrivateMethod {

  static final Param<Double> H = Param.real("h", 0.0, false, 1.0);
  static final Param<Double> OFFSET = Param.real("offset", 0.0, true, 1.0, false);

  public HistogramMethod() {
    super(
        MethodInfo.classifier(
                "DT-HIST",
                "Auddy et al. DT-HIST: per-server noisy centred bin sums (Gaussian), target weight w",
                PrivacyModel.DISTRIBUTED)
            .withParameters(
                H.fit(0.25, "bin side h (ceil(1/h) bins per axis)"),
                DistributedParams.CALIBRATION.fit(
                    DistributedParams.Calibration.CLASSICAL, "Gaussian noise calibration"),
                OFFSET.fit(
                    0.0,
                    "shift of the bins by offset * side along every axis (0: edges at multiples of the side)"),
                DistributedParams.W.postProcessing(0.5, "target weight w"))
            .withBudget(
                BudgetUse.withDelta(
                    "each server j: one Gaussian release of its centred bin sums with its"
                        + " whole (eps_j, delta_j); servers hold disjoint data (parallel composition)")));
  }

  @Override
  public PrivateProtocol<HistogramRelease> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    ShiftedGrid grid = new ShiftedGrid(input.dimension(), p.get(H), p.get(OFFSET));
    List<HistogramMechanism> mechanisms = new ArrayList<>();
    for (int j = 0; j < input.privateSampleCount(); j++) {
      if (input.budgets().isEmpty()) {
        throw new IllegalArgumentException("DT-HIST needs a budget per server");
      }
      mechanisms.add(
          new HistogramMechanism(
              grid,
              input.privateSampleSizes().get(j),
              input.budgets().get(j),
              p.get(DistributedParams.CALIBRATION) == DistributedParams.Calibration.ANALYTIC,
              input.fault()));
    }
    return new PrivateProtocol<>() {
      @Override
      public List<HistogramMechanism> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<HistogramRelease> releases) {
        return post -> points -> predict(grid, releases, post.get(DistributedParams.W), points);
      }
    };
  }

  private static Predictions predict(
      ShiftedGrid grid, List<HistogramRelease> releases, double w, Features points) {
    int m = releases.size() - 1;
    int[] labels = new int[points.rows()];
    for (int a = 0; a < labels.length; a++) {
      int cell = grid.cellOf(points, a);
      double sources = 0;
      for (int j = 1; j <= m; j++) {
        sources += releases.get(j).bins()[cell];
      }
      double t = releases.get(0).bins()[cell];
      double combined = m == 0 ? t : w * t + (1 - w) * sources / m;
      labels[a] = combined >= 0 ? 1 : 0;
    }
    return Predictions.ofLabels(labels, Map.of());
  }
}
