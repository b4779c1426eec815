package org.ldpbench.method.distributed;

/**
 * The weight sets W of Auddy et al.'s adaptive procedure (spec/distributed.md §3.5, §3.7) and the
 * closed-form maximum of the signal-to-noise index T̃(w)²/v(w) over each, with the sign of the
 * combined statistic at the maximiser. For the simplex the maximum is the larger of Σ_{t_j&gt;0}
 * t_j²/V_j and Σ_{t_j&lt;0} t_j²/V_j (Cauchy–Schwarz on each sign group; mixing signs only lowers
 * it); for the source-homogeneous set of eq. 17 it is t_0²/V_0 + t_S²/V_S when t_0 and t_S agree in
 * sign and the larger of the two otherwise.
 */
public enum WeightSet {
  /** The full simplex Δ^m (Algorithm 2): AdaptAll. */
  ALL,
  /** W(h) of eq. 17 (Algorithm 1): target against sources mixed by effective size: AdaptHomog. */
  HOMOG,
  /** Fixed w_j = n_j/Σ n_k (Remark 5.1): AdaptSamp. */
  SAMP,
  /** Fixed w = e_0 (target only): AdaptTar. */
  TAR,
  /** Fixed w_j = 1/(m+1) [ours]: AdaptEqual. */
  EQUAL;

  /** The maximum of the index, and whether the combined statistic at the maximiser is &gt; 0. */
  record Best(double rho, boolean positive) {}

  /**
   * @param t the servers' released values at one point and bandwidth
   * @param v their variance proxies V_j(h)
   * @param n sample sizes (SAMP)
   * @param u source mixing proportions ũ_j for HOMOG (index 0 unused)
   */
  Best best(double[] t, double[] v, double[] n, double[] u) {
    int servers = t.length;
    switch (this) {
      case ALL -> {
        double pos = 0;
        double neg = 0;
        for (int j = 0; j < servers; j++) {
          if (t[j] > 0) {
            pos += t[j] * t[j] / v[j];
          } else if (t[j] < 0) {
            neg += t[j] * t[j] / v[j];
          }
        }
        return new Best(Math.max(pos, neg), pos > neg);
      }
      case HOMOG -> {
        double a = t[0] * t[0] / v[0];
        if (servers == 1) {
          return new Best(a, t[0] > 0);
        }
        double ts = 0;
        double vs = 0;
        for (int j = 1; j < servers; j++) {
          ts += u[j] * t[j];
          vs += u[j] * u[j] * v[j];
        }
        double b = ts * ts / vs;
        if (t[0] * ts >= 0) {
          return new Best(a + b, t[0] + ts > 0);
        }
        return a >= b ? new Best(a, t[0] > 0) : new Best(b, ts > 0);
      }
      default -> {
        double[] w = fixed(n);
        double s = 0;
        double var = 0;
        for (int j = 0; j < servers; j++) {
          s += w[j] * t[j];
          var += w[j] * w[j] * v[j];
        }
        return new Best(s * s / var, s > 0);
      }
    }
  }

  /** The fixed weight vector of SAMP, TAR and EQUAL. */
  double[] fixed(double[] n) {
    double[] w = new double[n.length];
    double total = 0;
    for (double x : n) {
      total += x;
    }
    for (int j = 0; j < n.length; j++) {
      w[j] =
          switch (this) {
            case SAMP -> n[j] / total;
            case TAR -> j == 0 ? 1.0 : 0.0;
            case EQUAL -> 1.0 / n.length;
            default -> throw new IllegalStateException(name() + " is not a fixed weight vector");
          };
    }
    return w;
  }
}
