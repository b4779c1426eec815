package org.ldpbench.audit.endtoend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;
import org.ejml.data.DMatrixRMaj;
import org.ejml.dense.row.CommonOps_DDRM;

/**
 * Candidate test statistics that reduce a release (a vector of numbers) to one number, learnt on
 * the selection half of an audit's draws only (so that the evaluation half still gives valid
 * confidence bounds). Each is, for some family of mechanisms, the log-likelihood ratio of the two
 * neighbouring inputs' release laws or close to it, so that its extreme events attain the privacy
 * loss:
 *
 * <ul>
 *   <li>{@code linear}: sign-weighted sum of the coordinates whose means differ;
 *   <li>{@code laplace-llr}: Σ_j (|z_j − μ'_j| − |z_j − μ_j|)/b_j with b_j the Laplace scale
 *       estimated from the coordinate's spread — exactly the log-likelihood ratio of independent
 *       Laplace noise, and linear in the bits of binary releases;
 *   <li>{@code gaussian-llr}: the Fisher direction Σ⁻¹(μ − μ'), the log-likelihood ratio of
 *       Gaussian noise with any covariance (the joint Gaussian-process noise of DTK);
 *   <li>{@code coordinate j}: the few coordinates whose means differ most, one by one (sparse and
 *       discrete releases, where a single coordinate carries the whole loss).
 * </ul>
 */
final class ReleaseStatistics {

  /** At most this many differing coordinates enter the Fisher direction (its cost is cubic). */
  private static final int FISHER_MAX = 64;

  /** Single-coordinate statistics tried. */
  private static final int SINGLE = 4;

  private ReleaseStatistics() {}

  /**
   * A named statistic, rounded to a grid of {@code quantum}: values that differ only by
   * floating-point rounding (the atoms of a clipped statistic, computed along different paths) are
   * equal, so that no event separates the two inputs by the rounding pattern of the statistic
   * itself.
   */
  record Statistic(String name, ToDoubleFunction<double[]> function, double quantum) {

    Statistic(String name, ToDoubleFunction<double[]> function) {
      this(name, function, 0);
    }

    double value(double[] release) {
      double v = function.applyAsDouble(release);
      return quantum > 0 ? Math.rint(v / quantum) * quantum : v;
    }

    double[] apply(double[][] releases) {
      double[] out = new double[releases.length];
      for (int i = 0; i < releases.length; i++) {
        out[i] = value(releases[i]);
      }
      return out;
    }

    /** This statistic rounded to 1e-9 of its range on the selection draws. */
    Statistic quantized(double[][] a, double[][] b) {
      double lo = Double.POSITIVE_INFINITY;
      double hi = Double.NEGATIVE_INFINITY;
      for (double[][] x : new double[][][] {a, b}) {
        for (double[] row : x) {
          double v = function.applyAsDouble(row);
          lo = Math.min(lo, v);
          hi = Math.max(hi, v);
        }
      }
      double range = hi - lo;
      return new Statistic(name, function, range > 0 && Double.isFinite(range) ? 1e-9 * range : 0);
    }
  }

  /** The candidates learnt from selection draws {@code a} (input D) and {@code b} (input D'). */
  static List<Statistic> learn(double[][] a, double[][] b) {
    int d = a[0].length;
    double[] meanA = mean(a, d);
    double[] meanB = mean(b, d);
    double[] varA = variance(a, meanA);
    double[] varB = variance(b, meanB);
    double[] sign = new double[d];
    double[] tStat = new double[d];
    for (int j = 0; j < d; j++) {
      double se = Math.sqrt(varA[j] / a.length + varB[j] / b.length);
      double diff = meanA[j] - meanB[j];
      tStat[j] = se == 0 ? (diff == 0 ? 0 : Double.POSITIVE_INFINITY) : Math.abs(diff) / se;
      // coordinates whose means differ by more than 4 standard errors (or at all, for constant
      // ones)
      sign[j] = tStat[j] > 4 ? Math.signum(diff) : 0;
    }
    int[] differing =
        IntStream.range(0, d)
            .filter(j -> sign[j] != 0)
            .boxed()
            .sorted(Comparator.comparingDouble((Integer j) -> -tStat[j]))
            .mapToInt(Integer::intValue)
            .toArray();
    List<Statistic> out = new ArrayList<>();
    out.add(
        new Statistic(
            "linear",
            z -> {
              double s = 0;
              for (int j : differing) {
                s += sign[j] * z[j];
              }
              return s;
            }));
    double[] scale = new double[d];
    for (int j : differing) {
      scale[j] =
          Math.max(1e-300, Math.sqrt((varA[j] + varB[j]) / 4)); // Laplace(b) has variance 2b²
    }
    out.add(
        new Statistic(
            "laplace-llr",
            z -> {
              double s = 0;
              for (int j : differing) {
                s += (Math.abs(z[j] - meanB[j]) - Math.abs(z[j] - meanA[j])) / scale[j];
              }
              return s;
            }));
    fisher(a, b, meanA, meanB, differing).ifPresent(out::add);
    laplaceShift(a, b, sign, differing).ifPresent(out::add);
    for (int k = 0; k < Math.min(SINGLE, differing.length); k++) {
      int j = differing[k];
      out.add(new Statistic("coordinate " + j, z -> sign[j] * z[j]));
    }
    return out.stream().map(statistic -> statistic.quantized(a, b)).toList();
  }

  /**
   * {@code laplace-shift}: Σ_j sign_j·z_j/b_j over the differing coordinates, with b_j an upper
   * confidence bound on the coordinate's Laplace scale, when every such coordinate looks Laplace on
   * both inputs (excess kurtosis within [2, 4], equal spread): then the mean difference of this
   * statistic is a lower bound on Σ|Δ_j|/b_j, the privacy loss of independent Laplace noise ({@link
   * LaplaceLaw}). Absent otherwise.
   */
  private static Optional<Statistic> laplaceShift(
      double[][] a, double[][] b, double[] sign, int[] differing) {
    if (differing.length == 0 || a.length < 2000) {
      return Optional.empty();
    }
    double[] scale = new double[differing.length];
    for (int k = 0; k < differing.length; k++) {
      int j = differing[k];
      double[] la = LaplaceLaw.fit(column(a, j));
      double[] lb = LaplaceLaw.fit(column(b, j));
      if (!LaplaceLaw.looksLaplace(la)
          || !LaplaceLaw.looksLaplace(lb)
          || Math.abs(la[1] / lb[1] - 1) > 0.1) {
        return Optional.empty();
      }
      scale[k] = Math.max(la[1], lb[1]) * (1 + 5 / Math.sqrt(Math.min(a.length, b.length)));
    }
    return Optional.of(
        new Statistic(
            "laplace-shift",
            z -> {
              double s = 0;
              for (int k = 0; k < differing.length; k++) {
                s += sign[differing[k]] * z[differing[k]] / scale[k];
              }
              return s;
            }));
  }

  private static double[] column(double[][] x, int j) {
    double[] out = new double[x.length];
    for (int i = 0; i < x.length; i++) {
      out[i] = x[i][j];
    }
    return out;
  }

  private static Optional<Statistic> fisher(
      double[][] a, double[][] b, double[] meanA, double[] meanB, int[] differing) {
    int[] used = Arrays.copyOf(differing, Math.min(FISHER_MAX, differing.length));
    int m = used.length;
    if (m == 0) {
      return Optional.empty();
    }
    DMatrixRMaj pooled = new DMatrixRMaj(m, m);
    for (double[][] x : new double[][][] {a, b}) {
      double[] mean = x == a ? meanA : meanB;
      for (double[] row : x) {
        for (int p = 0; p < m; p++) {
          double cp = row[used[p]] - mean[used[p]];
          for (int q = p; q < m; q++) {
            pooled.add(p, q, cp * (row[used[q]] - mean[used[q]]));
          }
        }
      }
    }
    double trace = 0;
    for (int p = 0; p < m; p++) {
      for (int q = 0; q < p; q++) {
        pooled.set(p, q, pooled.get(q, p));
      }
      trace += pooled.get(p, p);
    }
    for (int p = 0; p < m; p++) {
      pooled.add(p, p, 1e-9 * trace / m + 1e-300);
    }
    double[] diff = new double[m];
    for (int p = 0; p < m; p++) {
      diff[p] = meanA[used[p]] - meanB[used[p]];
    }
    DMatrixRMaj solution = new DMatrixRMaj(m, 1);
    if (!CommonOps_DDRM.solve(pooled, new DMatrixRMaj(m, 1, true, diff), solution)) {
      return Optional.empty(); // singular
    }
    double[] w = solution.getData();
    return Optional.of(
        new Statistic(
            "gaussian-llr",
            z -> {
              double s = 0;
              for (int p = 0; p < m; p++) {
                s += w[p] * z[used[p]];
              }
              return s;
            }));
  }

  static double[] mean(double[][] x, int d) {
    double[] mean = new double[d];
    for (double[] row : x) {
      for (int j = 0; j < d; j++) {
        mean[j] += row[j];
      }
    }
    for (int j = 0; j < d; j++) {
      mean[j] /= x.length;
    }
    return mean;
  }

  static double[] variance(double[][] x, double[] mean) {
    int d = mean.length;
    double[] variance = new double[d];
    for (double[] row : x) {
      for (int j = 0; j < d; j++) {
        double c = row[j] - mean[j];
        variance[j] += c * c;
      }
    }
    for (int j = 0; j < d; j++) {
      variance[j] /= Math.max(1, x.length - 1);
    }
    return variance;
  }
}
