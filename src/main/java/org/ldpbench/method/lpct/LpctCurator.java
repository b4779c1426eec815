package org.ldpbench.method.lpct;

/**
 * LPCT's estimators, computed by the curator from {@link LeafSums} (private releases) and {@link
 * PublicLeafCounts} only (spec/lpct.md §2.6). Everything here is post-processing.
 *
 * <ul>
 *   <li>{@link #weighted}: η̃(λ) = (S_V + λC_V)/(S_U + λC_U) (eq. 8); λ is the weight of one public
 *       sample relative to one private sample. λ = 0 is the private-only estimate, λ → ∞ the
 *       public-only one.
 *   <li>{@link #privateOnly} (LPCT-P): S_V/S_U.
 *   <li>{@link #publicOnly} (LPCT-Q): C_V/C_U.
 * </ul>
 *
 * A leaf predicts 1 iff its estimate is strictly above 1/2. 0/0 is 0 (the paper's convention; for
 * LPCT-P/Q the code's NaN compares false, which gives the same label). Noise can make the
 * denominator of eq. 8 negative; the ratio is used as it is (as in the code), and the number of
 * such leaves is reported.
 */
public final class LpctCurator {

  private LpctCurator() {}

  /** Per-leaf decisions with eq. 8 at weight {@code lambda} ≥ 0. */
  public static LeafDecisions weighted(LeafSums sums, PublicLeafCounts counts, double lambda) {
    if (!(lambda >= 0.0) || !Double.isFinite(lambda)) {
      throw new IllegalArgumentException("lambda must be finite and >= 0, got " + lambda);
    }
    int leaves = sums.leafCount();
    double[] eta = new double[leaves];
    int[] labels = new int[leaves];
    int nonPositive = 0;
    for (int j = 0; j < leaves; j++) {
      double numerator = sums.sv()[j] + lambda * counts.cv()[j];
      double denominator = sums.su()[j] + lambda * counts.cu()[j];
      if (denominator <= 0.0) {
        nonPositive++;
      }
      eta[j] = ratio(numerator, denominator);
      labels[j] = eta[j] > 0.5 ? 1 : 0;
    }
    return new LeafDecisions(eta, labels, nonPositive);
  }

  /** LPCT-P: per-leaf decisions from the private releases alone, S_V/S_U. */
  public static LeafDecisions privateOnly(LeafSums sums) {
    int leaves = sums.leafCount();
    double[] eta = new double[leaves];
    int[] labels = new int[leaves];
    int nonPositive = 0;
    for (int j = 0; j < leaves; j++) {
      if (sums.su()[j] <= 0.0) {
        nonPositive++;
      }
      eta[j] = ratio(sums.sv()[j], sums.su()[j]);
      labels[j] = eta[j] > 0.5 ? 1 : 0;
    }
    return new LeafDecisions(eta, labels, nonPositive);
  }

  /** LPCT-Q: per-leaf decisions from the public sample alone, C_V/C_U (empty leaf: 0). */
  public static LeafDecisions publicOnly(PublicLeafCounts counts) {
    int leaves = counts.cu().length;
    double[] eta = new double[leaves];
    int[] labels = new int[leaves];
    for (int j = 0; j < leaves; j++) {
      eta[j] = ratio(counts.cv()[j], counts.cu()[j]);
      labels[j] = eta[j] > 0.5 ? 1 : 0;
    }
    return new LeafDecisions(eta, labels, 0);
  }

  private static double ratio(double numerator, double denominator) {
    return denominator == 0.0 ? 0.0 : numerator / denominator;
  }

  /**
   * Per-leaf estimates and labels.
   *
   * @param eta estimate of P(Y = 1 | leaf)
   * @param labels 1 iff eta &gt; 1/2
   * @param nonPositiveDenominators leaves whose denominator was ≤ 0 (a noise artefact)
   */
  public record LeafDecisions(double[] eta, int[] labels, int nonPositiveDenominators) {}
}
