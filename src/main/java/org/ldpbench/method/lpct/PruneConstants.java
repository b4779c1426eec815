package org.ldpbench.method.lpct;

import java.util.Locale;
import org.ldpbench.param.Keyword;

/**
 * Which node statistic a pruned LPCT tests, and how the walk from a leaf runs (spec/lpct.md
 * §3.2–3.3; parameter {@code constants}). Both take a node's sums (S_U, S_V, C_U, C_V), its height
 * a above its shallowest leaf and k = p0 − a; ln is the natural log; ε is the query's ε.
 */
enum PruneConstants implements Keyword {

  /**
   * The authors' code (C0, {@code ClassificationEstimator.test_statistic} with λ = None), the
   * constants the paper says it used in practice. With c2 = ln(n_P + n_Q) + k + 1, c2q = ln(n_Q) +
   * k + 1, c1 = 2^(a+1)·(2 ln(2n_P) + ε·2^(−k/2)·√c2)² and u = (c1/c2)·n_P/ε²:
   *
   * <ol>
   *   <li>C_U = 0: η = ½, label 1, T = 0 (as coded);
   *   <li>S_U ≤ 0 or S_V ≤ 0: public only, η = C_V/C_U, r = √(c2q/C_U);
   *   <li>S_V &gt; S_U: η̃_P is truncated at 1 (V' = S_U) and u kept; otherwise, if u &gt; S_U
   *       (noise dominates) public only, else u := S_U;
   *   <li>same signs of η̃_P − ½ and η̂_Q − ½: eq. 8 at λ* = (u/S_U)·(b/a) ({@link
   *       WeightedSignal}), r = √c2·√(u + λ²C_U)/(S_U + λC_U), unless public only has the larger
   *       statistic;
   *   <li>other signs: the larger of the private statistic |V'/S_U − ½|·S_U/√(c2·u) and the public
   *       one |b|·√(C_U/c2q).
   * </ol>
   *
   * The walk: the leaf, then ancestors until one has T ≥ 1, the root is passed, or max(1, p0 −
   * p_min) levels were climbed (the "reached p_min" flag of the authors' HEAD); if none passed, the
   * visited node with the largest T (first of equals).
   *
   * <p>Differences from the code (spec §3.3): each node's statistic is computed once, without the
   * code's state (its λ stored in a node shared by several leaves makes later evaluations take
   * another branch, so results depended on leaf order); ancestor sums are the true sums of the
   * descendant leaves (the code could count an earlier leaf's replacement twice); a is the height
   * above the shallowest leaf ({@link NodeTotals}).
   */
  CODE {
    @Override
    NodeVerdict evaluate(double su, double sv, double cu, double cv, int a, PruneContext context) {
      int k = context.p0() - a;
      double n = context.privateSize();
      double eps = context.queryEpsilon();
      double c2 = Math.log(n + context.publicSize()) + k + 1;
      double c2q = Math.log((double) context.publicSize()) + k + 1;
      double c1 =
          Math.pow(2, a + 1)
              * square(2 * Math.log(2 * n) + eps * Math.pow(2, -k / 2.0) * Math.sqrt(c2));
      double u = c1 / c2 * n / (eps * eps);
      if (cu == 0) {
        return new NodeVerdict(0.5, 1, 0.0, NodeVerdict.Source.NONE, Double.NaN, false);
      }
      double publicEta = cv / cu;
      NodeVerdict publicOnly =
          NodeVerdict.of(
              publicEta,
              Math.abs(publicEta - 0.5) * Math.sqrt(cu / c2q),
              NodeVerdict.Source.PUBLIC,
              Double.POSITIVE_INFINITY);
      if (su <= 0 || sv <= 0) {
        return publicOnly;
      }
      double v = sv;
      if (sv > su) {
        v = su; // η̃_P truncated at 1; u keeps its noise level
      } else if (u > su) {
        return publicOnly; // noise-dominated
      } else {
        u = su;
      }
      WeightedSignal signal = new WeightedSignal(su, v, cu, cv, u, c2);
      if (signal.privateSignal() * signal.publicSignal() > 0) {
        double lambda = signal.bestLambda();
        NodeVerdict combined =
            NodeVerdict.of(
                signal.eta(lambda), signal.value(lambda), NodeVerdict.Source.COMBINED, lambda);
        return combined.statistic() < publicOnly.statistic() ? publicOnly : combined;
      }
      double privateStatistic = signal.value(0.0);
      if (privateStatistic < publicOnly.statistic()) {
        return publicOnly;
      }
      return NodeVerdict.of(v / su, privateStatistic, NodeVerdict.Source.PRIVATE, 0.0);
    }

    @Override
    boolean stopsAfter(int climbed, PruneContext context) {
      return climbed >= 1 && climbed >= context.p0() - context.pMin();
    }
  },

  /**
   * JMLR Algorithm 2 as written, with L = ln(n_P + n_Q) and τ = 2^(p0−k+3)·n_P/ε²:
   *
   * <ul>
   *   <li>τ ≥ S_U (noise-dominated): public statistic v_Q = |η̂_Q − ½|/√(4L/C_U) against private
   *       v_P = |η̃_P − ½|·S_U/√(2^(p0−k+5)·n_P·L/ε²); if v_Q ≤ v_P the private estimate, and at k
   *       ≤ p_min the walk ends there with the fallback flag; otherwise the public estimate;
   *   <li>otherwise eq. 8 at the λ maximising |η − ½|/r with r² = (32 S_U + 4λ²C_U)·L/(S_U + λC_U)²
   *       (closed form λ* = 8b/a, {@link WeightedSignal}).
   * </ul>
   *
   * The walk: the leaf, then ancestors down to depth 1 (k = p0, …, 1 in a full tree; the root is
   * not visited unless it is the leaf), stopping at the first node with statistic ≥ 1; if none, the
   * visited node with the largest statistic (§5.1's rule; Algorithm 2 does not say). Guards the
   * paper leaves open (spec §3.2 [REC]): S_U ≤ 0 makes the private estimate unusable, C_U = 0 gives
   * v_Q = 0 and η̂_Q = 0; the algorithm does not truncate η̃_P.
   */
  PAPER_ALG2 {
    @Override
    NodeVerdict evaluate(double su, double sv, double cu, double cv, int a, PruneContext context) {
      int k = context.p0() - a;
      double n = context.privateSize();
      double eps = context.queryEpsilon();
      double logN = Math.log(n + context.publicSize());
      double tau = Math.pow(2, a + 3) * n / (eps * eps);
      double publicEta = cu > 0 ? cv / cu : 0.0;
      double publicStatistic = cu > 0 ? Math.abs(publicEta - 0.5) / Math.sqrt(4 * logN / cu) : 0.0;
      NodeVerdict publicOnly =
          NodeVerdict.of(
              publicEta, publicStatistic, NodeVerdict.Source.PUBLIC, Double.POSITIVE_INFINITY);
      if (tau >= su) {
        if (su <= 0) {
          return publicOnly;
        }
        double privateEta = sv / su;
        double privateStatistic =
            Math.abs(privateEta - 0.5)
                * su
                / Math.sqrt(Math.pow(2, a + 5) * n * logN / (eps * eps));
        if (publicStatistic <= privateStatistic) {
          return new NodeVerdict(
              privateEta,
              privateEta > 0.5 ? 1 : 0,
              privateStatistic,
              NodeVerdict.Source.PRIVATE,
              0.0,
              k <= context.pMin());
        }
        return publicOnly;
      }
      if (cu == 0) {
        double privateEta = sv / su;
        return NodeVerdict.of(
            privateEta,
            Math.abs(privateEta - 0.5) * Math.sqrt(su / (32 * logN)),
            NodeVerdict.Source.PRIVATE,
            0.0);
      }
      WeightedSignal signal = new WeightedSignal(su, sv, cu, cv, 8 * su, 4 * logN);
      double lambda = signal.bestLambda();
      NodeVerdict.Source source =
          lambda == 0.0
              ? NodeVerdict.Source.PRIVATE
              : lambda == Double.POSITIVE_INFINITY
                  ? NodeVerdict.Source.PUBLIC
                  : NodeVerdict.Source.COMBINED;
      return NodeVerdict.of(signal.eta(lambda), signal.bestValue(), source, lambda);
    }

    @Override
    boolean stopsAfter(int climbed, PruneContext context) {
      return false;
    }

    @Override
    boolean visitsRoot() {
      return false;
    }
  };

  /** The node's estimate and statistic. */
  abstract NodeVerdict evaluate(
      double su, double sv, double cu, double cv, int a, PruneContext context);

  /**
   * True if the walk ends after visiting a node {@code climbed} levels above the leaf without a
   * pass.
   */
  abstract boolean stopsAfter(int climbed, PruneContext context);

  /** Whether the walk may climb to the root. */
  boolean visitsRoot() {
    return true;
  }

  /** The parameter value: "code" or "paper_alg2" (an underscore, unlike the other words). */
  @Override
  public String keyword() {
    return name().toLowerCase(Locale.ROOT);
  }

  private static double square(double x) {
    return x * x;
  }
}
