package org.ldpbench.partition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The max-edge partition of Ma &amp; Yang (Algorithm 1) as coded in the authors' splitter {@code
 * igmaxedge} (spec/lpct.md §2.2–2.3). Starting from [0,1]^d, breadth first, each cell is cut at the
 * midpoint of one of its longest edges, the one whose cut has the largest impurity gain on the
 * public sample (ties: smallest dimension).
 *
 * <p>With {@code fullTree = false} (the code's behaviour, our default) a cell becomes a leaf if any
 * of: (a) it holds ≤ {@code minSamplesSplit} public points; (b) its depth is {@code maxDepth}; (c)
 * it holds ≤ {@code minSamplesSplit} distinct public (x, y) rows; (d) the chosen cut would leave
 * fewer than {@code minSamplesLeaf} public points on a side. Only the top max(1, ⌊(m+5)/10⌋) of the
 * m candidate cuts are tried, as in the code (one for d ≤ 14).
 *
 * <p>With {@code fullTree = true} (JMLR Algorithm 1) every cell is cut until {@code maxDepth},
 * giving exactly 2^maxDepth leaves, empty cells included.
 *
 * <p>A gain that comes out negative by floating-point error only (|gain| &lt; 1e−12) counts as 0,
 * so a candidate is never dropped for rounding; the authors' code can drop it (spec §2.3, quirk).
 */
public final class MaxEdgePartitioner extends CutRuleTreePartitioner {

  /** Gains above −GAIN_TOLERANCE are rounding noise around 0. */
  static final double GAIN_TOLERANCE = 1e-12;

  private final SplitCriterion criterion;

  /**
   * @param maxDepth depth p ≥ 0 of the deepest allowed cell
   * @param criterion impurity used to rank the longest edges
   * @param minSamplesSplit cells with at most this many public points (or distinct rows) are leaves
   * @param minSamplesLeaf each child of a cut needs at least this many public points
   * @param fullTree ignore the sample-count rules and always cut to {@code maxDepth}
   */
  public MaxEdgePartitioner(
      int maxDepth,
      SplitCriterion criterion,
      int minSamplesSplit,
      int minSamplesLeaf,
      boolean fullTree) {
    super(maxDepth, minSamplesSplit, minSamplesLeaf, fullTree);
    this.criterion = Objects.requireNonNull(criterion);
  }

  /**
   * The midpoint cuts of the longest edges, ranked by gain (stable: equal gains keep ascending
   * dimension order, JMLR's "smallest index"), the top max(1, ⌊(m+5)/10⌋) of them; a cut with a
   * negative gain is not usable. A cut that sends every point to one side (Email: most of its 3000
   * dimensions in most cells) has one gain per cell, computed once.
   */
  @Override
  List<Cut> candidates(CellPoints cell, double[] lo, double[] hi) {
    int[] longest = CutRule.longestEdges(lo, hi);
    int[] parentCounts = cell.classCounts();
    int[] none = new int[parentCounts.length];
    double allLeft = gain(criterion, parentCounts, parentCounts);
    double allRight = gain(criterion, parentCounts, none);
    double[] thresholds = new double[longest.length];
    double[] gains = new double[longest.length];
    for (int c = 0; c < longest.length; c++) {
      int k = longest[c];
      double threshold = 0.5 * (lo[k] + hi[k]);
      thresholds[c] = threshold;
      if (!cell.hasEntries(k)) { // every point has +0.0 here
        gains[c] = 0.0 < threshold ? allLeft : allRight;
        continue;
      }
      int[] left = cell.leftClassCounts(k, threshold);
      gains[c] =
          Arrays.equals(left, parentCounts)
              ? allLeft
              : Arrays.equals(left, none) ? allRight : gain(criterion, parentCounts, left);
    }
    List<Cut> kept = new ArrayList<>();
    for (int c : CutRule.ranked(gains, CutRule.kept(longest.length))) {
      kept.add(new Cut(longest[c], thresholds[c], gains[c] >= 0));
    }
    return kept;
  }

  /** The criterion's gain, with |gain| &lt; {@link #GAIN_TOLERANCE} below 0 counted as 0. */
  static double gain(SplitCriterion criterion, int[] parentCounts, int[] leftCounts) {
    double gain = criterion.gain(parentCounts, leftCounts);
    return gain < 0 && gain > -GAIN_TOLERANCE ? 0.0 : gain;
  }
}
