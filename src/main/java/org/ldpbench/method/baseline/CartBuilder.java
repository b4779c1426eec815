package org.ldpbench.method.baseline;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Features;
import org.ldpbench.data.SparseSortedColumns;

/**
 * Grows a CART classification tree as scikit-learn's {@code DecisionTreeClassifier} does with its
 * defaults (spec/lpct.md §4.1): Gini impurity, the best split over every feature and every
 * threshold (midpoints between consecutive distinct values), min_samples_split = 2,
 * min_samples_leaf = 1; a node is a leaf at the depth limit, when pure, with fewer than 2 points,
 * or when every feature is constant on it. A split is made whenever one exists, even with zero gain
 * (sklearn's min_impurity_decrease = 0 test passes then).
 *
 * <p>Details copied from sklearn: values closer than 1e-7 count as equal (FEATURE_THRESHOLD); the
 * threshold is x_p/2 + x_{p+1}/2 (x_p if that rounds up to x_{p+1}); the split score is sklearn's
 * proxy −n_R·Gini_R − n_L·Gini_L, and a later candidate must beat the best strictly. [DIFF] sklearn
 * visits the features in a random order (random_state = None), which only breaks ties between
 * equally good splits; here features are visited in index order, so ties go to the smallest feature
 * index, then the smallest threshold.
 *
 * <p>How, and why so: each feature's entries (its values other than +0.0) are sorted once ({@link
 * SparseSortedColumns}); a node's are a segment of that order, partitioned stably at each split,
 * and the node's other points have the value +0.0. Scans ({@link SplitSearch}) and partitions then
 * cost the entries of a node, not its points times d: on Email (d = 3000, 94% zeros) a fit is about
 * an order of magnitude faster than with every feature's full sorted order. Features constant on a
 * node are dropped below it ({@link NodeFeatures}). The trees are bit for bit those of the dense
 * builder this replaced (kept as the tests' {@code ReferenceCartBuilder}).
 */
final class CartBuilder {

  /** sklearn's FEATURE_THRESHOLD: values closer than this are one value. */
  static final double FEATURE_THRESHOLD = 1e-7;

  /** sklearn's EPSILON for "pure": impurity at most this. */
  static final double EPSILON = Math.ulp(1.0);

  private final int maxDepth;

  CartBuilder(int maxDepth) {
    if (maxDepth < 0) {
      throw new IllegalArgumentException("maxDepth must be >= 0, got " + maxDepth);
    }
    this.maxDepth = maxDepth;
  }

  CartTree build(Features x, ClassLabels labels) {
    int n = x.rows();
    int classes = labels.classes();
    int[] y = labels.copyLabels();
    double[] counts = new double[classes];
    for (int label : y) {
      counts[label]++;
    }
    if (n == 0) {
      Growth empty = new Growth(null, y, classes);
      empty.addNode(0, counts);
      return empty.tree();
    }
    SparseSortedColumns entries = SparseSortedColumns.of(x);
    Growth growth = new Growth(entries, y, classes);
    growth.grow(0, n, NodeFeatures.all(entries, x.columns()), counts, 0);
    return growth.tree();
  }

  /** The mutable state of one build. */
  private final class Growth {
    private final SparseSortedColumns entries;
    private final SplitSearch search;
    private final int[] y;
    private final int classes;

    /** The points, a node's being a segment (partitioned stably at each split, so in row order). */
    private final int[] points;

    private final boolean[] goesLeft;
    private final int[] buffer;
    private final List<int[]> nodes = new ArrayList<>(); // feature, left, right, depth, majority
    private final List<Double> thresholds = new ArrayList<>();

    Growth(SparseSortedColumns entries, int[] y, int classes) {
      this.entries = entries;
      this.search = new SplitSearch(entries, y, classes);
      this.y = y;
      this.classes = classes;
      this.points = new int[y.length];
      for (int i = 0; i < y.length; i++) {
        points[i] = i;
      }
      this.goesLeft = new boolean[y.length];
      this.buffer = new int[y.length];
    }

    int addNode(int depth, double[] counts) {
      int majority = 0;
      for (int k = 1; k < classes; k++) {
        if (counts[k] > counts[majority]) {
          majority = k;
        }
      }
      nodes.add(new int[] {-1, -1, -1, depth, majority});
      thresholds.add(Double.NaN);
      return nodes.size() - 1;
    }

    /**
     * Grows the subtree of the points in segment [start, end) of {@link #points}, whose class
     * counts are {@code counts}, at {@code depth}; returns its node.
     */
    int grow(int start, int end, NodeFeatures features, double[] counts, int depth) {
      int count = end - start;
      int node = addNode(depth, counts);
      double squares = 0.0;
      for (double c : counts) {
        squares += c * c;
      }
      double impurity = 1.0 - squares / ((double) count * count);
      if (depth >= maxDepth || count < 2 || impurity <= EPSILON) {
        return node;
      }
      NodeFeatures varying = features.varying(count, entries);
      SplitSearch.Split split = search.best(count, counts, varying);
      if (split == null) {
        return node;
      }
      int j = split.index();
      boolean zeroGoesLeft = 0.0 <= split.leftMax();
      for (int i = start; i < end; i++) {
        goesLeft[points[i]] = zeroGoesLeft;
      }
      for (int k = varying.from()[j]; k < varying.to()[j]; k++) {
        goesLeft[entries.rows()[k]] = entries.values()[k] <= split.leftMax();
      }
      double[] leftCounts = new double[classes];
      int middle = partitionPoints(start, end, leftCounts);
      if (middle - start != split.leftCount()) {
        throw new IllegalStateException(
            "split of " + split.leftCount() + " points sent " + (middle - start));
      }
      double[] rightCounts = new double[classes];
      for (int k = 0; k < classes; k++) {
        rightCounts[k] = counts[k] - leftCounts[k];
      }
      int[] middles = new int[varying.size()];
      for (int i = 0; i < varying.size(); i++) {
        middles[i] = entries.partition(varying.from()[i], varying.to()[i], goesLeft);
      }
      int leftChild =
          grow(
              start,
              middle,
              new NodeFeatures(varying.features(), varying.from(), middles),
              leftCounts,
              depth + 1);
      int rightChild =
          grow(
              middle,
              end,
              new NodeFeatures(varying.features(), middles, varying.to()),
              rightCounts,
              depth + 1);
      int[] record = nodes.get(node);
      record[0] = varying.features()[j];
      record[1] = leftChild;
      record[2] = rightChild;
      thresholds.set(node, split.threshold());
      return node;
    }

    /**
     * Stable partition of {@link #points}' segment, left first; adds the left points' classes to
     * {@code leftCounts}.
     */
    private int partitionPoints(int start, int end, double[] leftCounts) {
      int l = start;
      int r = 0;
      for (int i = start; i < end; i++) {
        int point = points[i];
        if (goesLeft[point]) {
          points[l++] = point;
          leftCounts[y[point]]++;
        } else {
          buffer[r++] = point;
        }
      }
      System.arraycopy(buffer, 0, points, l, r);
      return l;
    }

    CartTree tree() {
      int size = nodes.size();
      int[] feature = new int[size];
      double[] threshold = new double[size];
      int[] left = new int[size];
      int[] right = new int[size];
      int[] depth = new int[size];
      int[] majority = new int[size];
      for (int i = 0; i < size; i++) {
        int[] record = nodes.get(i);
        feature[i] = record[0];
        left[i] = record[1];
        right[i] = record[2];
        depth[i] = record[3];
        majority[i] = record[4];
        threshold[i] = thresholds.get(i);
      }
      return new CartTree(feature, threshold, left, right, depth, majority);
    }
  }
}
