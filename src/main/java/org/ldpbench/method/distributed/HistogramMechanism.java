package org.ldpbench.method.distributed;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.GaussianCalibration;
import org.ldpbench.privacy.GaussianMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * One server's DT-HIST release (spec/distributed.md §3.8, our reconstruction): for every bin B of
 * the regular grid of side h, S_j(B) = (1/(n h^d))·Σ_i (Y_i − 1/2)·1{X_i ∈ B} plus independent
 * Gaussian noise. Replacing one record moves at most 1/2 out of one bin and 1/2 into another, so
 * the L2 sensitivity is at most 1/(n h^d) (as the spec takes it); σ by the classical calibration
 * (refused where it is not (ε, δ)-DP) or the analytic one.
 */
final class HistogramMechanism implements PrivateMechanism<HistogramRelease> {

  private final ShiftedGrid grid;
  private final PrivacyBudget budget;
  private final double scale;
  private final GaussianMechanism gaussian;
  private final boolean analytic;

  HistogramMechanism(ShiftedGrid grid, int n, PrivacyBudget budget, boolean analytic) {
    this(grid, n, budget, analytic, Fault.NONE);
  }

  HistogramMechanism(ShiftedGrid grid, int n, PrivacyBudget budget, boolean analytic, Fault fault) {
    this.grid = grid;
    this.budget = budget;
    this.analytic = analytic;
    if (budget.delta() <= 0) {
      throw new IllegalArgumentException(
          "the Gaussian mechanism needs delta > 0 (e.g. budgets: delta: 1/n^2)");
    }
    if (!analytic && !GaussianCalibration.classicalIsValid(budget.epsilon(), budget.delta())) {
      throw new NotApplicable(
          "classical Gaussian calibration is not ("
              + budget.epsilon()
              + ", "
              + budget.delta()
              + ")-DP; use calibration: analytic");
    }
    this.scale = 1.0 / (Math.max(1, n) * Math.pow(grid.side(), grid.dimension()));
    double sensitivity = fault.sensitivity(scale);
    double sigma =
        analytic
            ? GaussianCalibration.analyticSigma(sensitivity, budget.epsilon(), budget.delta())
            : GaussianCalibration.classicalSigma(sensitivity, budget.epsilon(), budget.delta());
    this.gaussian = GaussianMechanism.withSigma(fault.sigma(sigma));
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.of(budget);
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public HistogramRelease release(PrivateSample sample, RandomGenerator rng) {
    return new HistogramRelease(gaussian.release(sums(sample.records()), rng));
  }

  private double[] sums(Dataset data) {
    double[] sums = new double[grid.cellCount()];
    for (int i = 0; i < data.size(); i++) {
      sums[grid.cellOf(data.features(), i)] += (data.targets().value(i) - 0.5) * scale;
    }
    return sums;
  }

  /**
   * One statistic: the scaled bin sums S_j(B), L2 sensitivity 1/(n h^d), σ classical or analytic.
   */
  @Override
  public List<Perturbation> perturbations() {
    Perturbation.Statistic statistic = sample -> sums(sample.records());
    return List.of(
        Perturbation.of(
                "scaled bin sums",
                statistic,
                Sensitivity.l2(scale),
                NoiseCalibration.gaussian(
                    analytic
                        ? NoiseCalibration.Formula.GAUSSIAN_ANALYTIC
                        : NoiseCalibration.Formula.GAUSSIAN_CLASSICAL,
                    budget.epsilon(),
                    budget.delta(),
                    scale,
                    gaussian.sigma()))
            .withNoise(
                (sample, rng) -> {
                  double[] noise = release(sample, rng).bins();
                  double[] exact = statistic.of(sample);
                  for (int i = 0; i < noise.length; i++) {
                    noise[i] -= exact[i];
                  }
                  return noise;
                }));
  }
}
