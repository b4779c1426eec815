package org.ldpbench.partition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The CART-criterion partition of Ma &amp; Yang's real-data experiments ("LPCT-CART" in Tables 2
 * and 3; the authors' splitter {@code igreduction}, {@code GainReductionSplitter}; spec/lpct.md
 * §2.4). No max-edge restriction and no midpoints: in every cell and every dimension,
 *
 * <ol>
 *   <li>the candidate thresholds are the distinct values of numpy's default (linear) quantiles of
 *       the cell's <em>distinct</em> public values at levels (2i+1)/(2s), i = 0..s−1 (s = {@code
 *       searchNumber}, 10 in the code; see {@link #candidateThresholds});
 *   <li>the dimension's split point is the threshold with strictly the largest positive gain,
 *       scanning in ascending order (the first maximum wins); no positive gain, no split point;
 * </ol>
 *
 * then dimensions are ranked by their best gain (stable: ties keep ascending order), the top max(1,
 * ⌊(d+5)/10⌋) are kept, and the first kept one with a split point that leaves {@code
 * minSamplesLeaf} public points on each side is cut; otherwise the cell is a leaf. The sample-count
 * stopping rules are those of {@link TreeGrower}. Points with x[k] &lt; threshold go left;
 * children's rectangles end at the threshold.
 *
 * <p>Differences from the authors' code: a gain that is negative or positive only by rounding
 * (|gain| &lt; 1e−12) counts as 0, so a "cut" sending every point to one side is never chosen. The
 * paper names Gini; the code uses entropy (our default; {@link SplitCriterion#GINI} is the option).
 * With {@code fullTree = true} the sample-count rules are ignored, but a cell without any
 * positive-gain threshold still stays a leaf (the rule has nowhere to cut).
 */
public final class QuantileCriterionPartitioner extends CutRuleTreePartitioner {

  /** Quantile levels per dimension in the authors' code ({@code search_number}). */
  public static final int DEFAULT_SEARCH_NUMBER = 10;

  private final SplitCriterion criterion;
  private final int searchNumber;

  /**
   * @param maxDepth depth p ≥ 0 of the deepest allowed cell
   * @param criterion impurity whose decrease ranks the candidates
   * @param minSamplesSplit cells with at most this many public points (or distinct rows) are leaves
   * @param minSamplesLeaf each child of a cut needs at least this many public points
   * @param fullTree ignore the sample-count rules
   * @param searchNumber s ≥ 1 quantile levels per dimension
   */
  public QuantileCriterionPartitioner(
      int maxDepth,
      SplitCriterion criterion,
      int minSamplesSplit,
      int minSamplesLeaf,
      boolean fullTree,
      int searchNumber) {
    super(maxDepth, minSamplesSplit, minSamplesLeaf, fullTree);
    if (searchNumber < 1) {
      throw new IllegalArgumentException("searchNumber must be >= 1, got " + searchNumber);
    }
    this.criterion = Objects.requireNonNull(criterion);
    this.searchNumber = searchNumber;
  }

  /** With the code's 10 quantile levels. */
  public QuantileCriterionPartitioner(
      int maxDepth,
      SplitCriterion criterion,
      int minSamplesSplit,
      int minSamplesLeaf,
      boolean fullTree) {
    this(maxDepth, criterion, minSamplesSplit, minSamplesLeaf, fullTree, DEFAULT_SEARCH_NUMBER);
  }

  /**
   * Every dimension's best threshold and gain, ranked. A dimension in which the cell has no entry
   * holds only +0.0 there (Email: most of its 3000 dimensions in most cells); those all score
   * alike, so the first one is scored and the others copy it.
   */
  @Override
  List<Cut> candidates(CellPoints cell, double[] lo, double[] hi) {
    int d = cell.points().dimension;
    int[] parentCounts = cell.classCounts();
    double[] gains = new double[d];
    double[] splits = new double[d];
    int allZero = -1;
    for (int k = 0; k < d; k++) {
      if (allZero >= 0 && !cell.hasEntries(k)) {
        gains[k] = gains[allZero];
        splits[k] = splits[allZero];
        continue;
      }
      double best = 0.0;
      double split = Double.NaN;
      double[] thresholds = quantiles(cell.sortedDistinct(k), searchNumber);
      int[][] left = cell.leftClassCounts(k, thresholds);
      for (int j = 0; j < thresholds.length; j++) {
        double gain = MaxEdgePartitioner.gain(criterion, parentCounts, left[j]);
        if (gain > best && gain >= MaxEdgePartitioner.GAIN_TOLERANCE) {
          best = gain;
          split = thresholds[j];
        }
      }
      gains[k] = best;
      splits[k] = split;
      if (allZero < 0 && !cell.hasEntries(k)) {
        allZero = k;
      }
    }
    List<Cut> kept = new ArrayList<>();
    for (int k : CutRule.ranked(gains, CutRule.kept(d))) {
      kept.add(new Cut(k, splits[k], true));
    }
    return kept;
  }

  /**
   * The candidate thresholds of one dimension: {@code np.unique(np.quantile(np.unique(values),
   * [(2i+1)/(2s) for i in range(s)]))} with numpy's default method ("linear", type 7): for distinct
   * sorted values u_0 &lt; … &lt; u_{m−1} and level q, h = (m−1)q, g = h − ⌊h⌋, and the value is
   * numpy's lerp of u_⌊h⌋ and u_⌊h⌋+1 (a + (b−a)g for g &lt; ½, b − (b−a)(1−g) otherwise, so
   * results agree bit for bit). Empty input gives no thresholds.
   *
   * @param values the cell's public values in one dimension (any order, repeats allowed; not
   *     changed)
   * @param levels s ≥ 1
   * @return distinct thresholds, ascending
   */
  public static double[] candidateThresholds(double[] values, int levels) {
    return quantiles(sortedDistinct(values), levels);
  }

  /**
   * The rest of {@link #candidateThresholds}: the distinct quantiles of the sorted distinct values
   * {@code u}.
   */
  static double[] quantiles(double[] u, int levels) {
    int m = u.length;
    if (m == 0) {
      return new double[0];
    }
    double[] q = new double[levels];
    for (int i = 0; i < levels; i++) {
      double level = (2.0 * i + 1.0) / (2.0 * levels);
      double h = (m - 1) * level;
      int below = (int) Math.floor(h);
      int above = Math.min(below + 1, m - 1);
      double g = h - below;
      double a = u[below];
      double b = u[above];
      double diff = b - a;
      q[i] = g >= 0.5 ? b - diff * (1.0 - g) : a + diff * g;
    }
    return sortedDistinct(q);
  }

  /**
   * np.unique: sorted, equal values (by ==, so −0.0 and 0.0 too) kept once. On sparse columns
   * (Email: most of a cell's values are 0) only the non-zero values are sorted and one zero is put
   * in its place: the same array as sorting all of them, whose run of zeros starts with −0.0 if
   * there is one ({@code Arrays.sort} orders −0.0 before 0.0).
   */
  static double[] sortedDistinct(double[] values) {
    int zeros = 0;
    boolean negativeZero = false;
    for (double v : values) {
      if (v == 0.0) {
        zeros++;
        negativeZero |= Double.doubleToRawLongBits(v) != 0L;
      }
    }
    if (zeros > values.length / 2) {
      double[] nonZero = new double[values.length - zeros];
      int n = 0;
      for (double v : values) {
        if (v != 0.0) {
          nonZero[n++] = v;
        }
      }
      Arrays.sort(nonZero, 0, n);
      double[] merged = new double[n + 1];
      int k = 0;
      int i = 0;
      while (i < n && nonZero[i] < 0.0) {
        merged[k++] = nonZero[i++];
      }
      merged[k++] = negativeZero ? -0.0 : 0.0;
      while (i < n) {
        merged[k++] = nonZero[i++];
      }
      return firstOfEachRun(merged, k);
    }
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return firstOfEachRun(sorted, sorted.length);
  }

  /**
   * The first of each run of equal values (by ==) among {@code sorted[0, length)}, compacted in
   * place and copied out.
   */
  private static double[] firstOfEachRun(double[] sorted, int length) {
    int m = 0;
    for (int i = 0; i < length; i++) {
      if (i == 0 || sorted[i] != sorted[m - 1]) {
        sorted[m++] = sorted[i];
      }
    }
    return Arrays.copyOf(sorted, m);
  }
}
