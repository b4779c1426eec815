package org.ldpbench.partition;

import org.ldpbench.param.Keyword;

/**
 * Impurity used to choose among candidate splits. The authors' code uses entropy in bits; the paper
 * text says Gini. Both are offered (spec/lpct.md §2.3); a spec writes {@code criterion: entropy} or
 * {@code gini}.
 */
public enum SplitCriterion implements Keyword {
  /** −Σ p_c log₂ p_c. */
  ENTROPY {
    @Override
    double impurity(int[] counts, int total) {
      if (total == 0) {
        return 0.0;
      }
      double h = 0.0;
      for (int count : counts) {
        if (count > 0 && count < total) {
          double p = (double) count / total;
          h -= p * Math.log(p);
        }
      }
      return h / LN2;
    }
  },
  /** 1 − Σ p_c². */
  GINI {
    @Override
    double impurity(int[] counts, int total) {
      if (total == 0) {
        return 0.0;
      }
      double sumSquares = 0.0;
      for (int count : counts) {
        double p = (double) count / total;
        sumSquares += p * p;
      }
      return 1.0 - sumSquares;
    }
  };

  private static final double LN2 = Math.log(2.0);

  /** Impurity of a node with the given class counts summing to {@code total} (0 if empty). */
  abstract double impurity(int[] counts, int total);

  /**
   * Impurity decrease of splitting a parent with {@code parentCounts} into a left child with {@code
   * leftCounts} and the rest: I(parent) − [n_L·I(L) + n_R·I(R)]/n, and 0 for an empty parent.
   */
  public double gain(int[] parentCounts, int[] leftCounts) {
    int classes = parentCounts.length;
    int total = 0;
    int leftTotal = 0;
    int[] rightCounts = new int[classes];
    for (int c = 0; c < classes; c++) {
      total += parentCounts[c];
      leftTotal += leftCounts[c];
      rightCounts[c] = parentCounts[c] - leftCounts[c];
    }
    if (total == 0) {
      return 0.0;
    }
    int rightTotal = total - leftTotal;
    return impurity(parentCounts, total)
        - (leftTotal * impurity(leftCounts, leftTotal)
                + rightTotal * impurity(rightCounts, rightTotal))
            / total;
  }
}
