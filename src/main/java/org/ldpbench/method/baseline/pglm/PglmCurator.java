package org.ldpbench.method.baseline.pglm;

import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.linsol.lu.LinearSolverLu_DDRM;
import org.ldpbench.data.Features;
import org.ldpbench.method.NotApplicable;

/**
 * PGLM's curator (spec/lpct.md §4.4, {@code _PGLM.py}): from the noisy moments and the public
 * features only (not the public labels),
 *
 * <ol>
 *   <li>β = Σ̂⁻¹ĝ, the private least-squares fit;
 *   <li>ŷ_j = x̃_jᵀβ on the public points;
 *   <li>ten Newton steps from c = 1 for c·mean_j φ''(c·ŷ_j) = 1 (φ'' = σ(1 − σ), the logistic
 *       link's second derivative): c ← c − [c·mean φ''(cŷ) − 1]/[mean φ''(cŷ) + mean(cŷ·φ'''(cŷ))];
 *   <li>w = c·β, or β if c is NaN (as the code; an infinite c is kept).
 * </ol>
 *
 * The OLS-to-GLM rescaling works because for a GLM with Gaussian-like design the GLM coefficients
 * are a scalar multiple of the OLS ones (Wang et al.). A singular Σ̂ makes the configuration NA
 * (the code catches the failure and logs NaN).
 */
final class PglmCurator {

  static final int NEWTON_STEPS = 10;

  private PglmCurator() {}

  /** The coefficients w (index 0: intercept). */
  static double[] coefficients(NoisyMoments moments, Features publicFeatures) {
    int d = moments.dimension();
    double[] beta = solve(moments.gram(), moments.moment());
    int nQ = publicFeatures.rows();
    double[] yHat = new double[nQ];
    for (int i = 0; i < nQ; i++) {
      double s = beta[0];
      for (int j = 1; j < d; j++) {
        s += publicFeatures.get(i, j - 1) * beta[j];
      }
      yHat[i] = s;
    }
    double c = 1.0;
    for (int step = 0; step < NEWTON_STEPS; step++) {
      double sum2 = 0.0;
      double sum3 = 0.0;
      for (double y : yHat) {
        double cy = c * y;
        double s = sigmoid(cy);
        double phi2 = s * (1 - s);
        sum2 += phi2;
        sum3 += cy * phi2 * (1 - 2 * s);
      }
      double numerator = c * sum2 / nQ - 1.0;
      double denominator = sum2 / nQ + sum3 / nQ;
      c = c - numerator / denominator;
    }
    double[] w = beta.clone();
    if (!Double.isNaN(c)) {
      for (int j = 0; j < d; j++) {
        w[j] = c * beta[j];
      }
    }
    return w;
  }

  /**
   * β = Σ̂⁻¹ĝ by LU with partial pivoting (EJML's row-major decomposition, computed by blocks of
   * columns by {@link InterleavedLu} with the same bits; numpy's solve is LU too). A zero pivot
   * (below {@link Double#MIN_VALUE}, as commons-math's singularity threshold used before) makes the
   * configuration NA, as the code's caught failure.
   */
  static double[] solve(double[][] gram, double[] moment) {
    int d = moment.length;
    DMatrixRMaj a = new DMatrixRMaj(gram);
    InterleavedLu lu = new InterleavedLu();
    LinearSolverLu_DDRM solver = new LinearSolverLu_DDRM(lu);
    if (!solver.setA(a)) {
      throw new NotApplicable("PGLM: the noisy Gram matrix is singular");
    }
    DMatrixRMaj factors = lu.getLU();
    for (int j = 0; j < d; j++) {
      if (!(Math.abs(factors.get(j, j)) >= Double.MIN_VALUE)) {
        throw new NotApplicable("PGLM: the noisy Gram matrix is singular");
      }
    }
    DMatrixRMaj x = new DMatrixRMaj(d, 1);
    solver.solve(new DMatrixRMaj(d, 1, true, moment), x);
    return x.getData().clone();
  }

  /** The code's sigmoid, (1 + tanh(z/2))/2. */
  static double sigmoid(double z) {
    return 0.5 * (1.0 + Math.tanh(0.5 * z));
  }
}
