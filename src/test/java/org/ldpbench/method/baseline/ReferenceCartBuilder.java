package org.ldpbench.method.baseline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Features;
import org.ldpbench.data.IndexSort;

/**
 * Test oracle: {@link CartBuilder} as it was before it kept only each feature's non-zero values
 * (commit 55b4c89), unchanged but for its name, so that tests can check the sparse builder gives
 * the same tree, bit for bit, on any data. Its own description follows.
 *
 * <p>Grows a CART classification tree as scikit-learn's {@code DecisionTreeClassifier} does with
 * its defaults (spec/lpct.md §4.1): Gini impurity, the best split over every feature and every
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
 * <p>Each feature is sorted once; a node's points are a segment of every feature's sorted order,
 * partitioned stably at each split, so a level costs O(n·d) instead of O(n·d·log n). The features
 * are copied column-major first, so a feature's scan reads one column instead of one row of d
 * values per point (a cache miss per point on Email's d = 3000).
 */
final class ReferenceCartBuilder {

  /** sklearn's FEATURE_THRESHOLD: values closer than this are one value. */
  static final double FEATURE_THRESHOLD = 1e-7;

  /** sklearn's EPSILON for "pure": impurity at most this. */
  static final double EPSILON = Math.ulp(1.0);

  private final int maxDepth;

  ReferenceCartBuilder(int maxDepth) {
    if (maxDepth < 0) {
      throw new IllegalArgumentException("maxDepth must be >= 0, got " + maxDepth);
    }
    this.maxDepth = maxDepth;
  }

  CartTree build(Features x, ClassLabels labels) {
    int n = x.rows();
    int d = x.columns();
    int classes = labels.classes();
    int[] y = labels.copyLabels();
    double[][] columns = new double[d][n];
    for (int i = 0; i < n; i++) { // row by row: the features are stored row-major
      for (int f = 0; f < d; f++) {
        columns[f][i] = x.get(i, f);
      }
    }
    int[][] sorted = new int[d][];
    for (int f = 0; f < d; f++) {
      sorted[f] = IndexSort.ascending(columns[f]);
    }
    Growth growth = new Growth(columns, y, classes, sorted);
    if (n == 0) {
      growth.addNode(0, new double[classes]);
    } else {
      growth.grow(0, n, 0);
    }
    return growth.tree();
  }

  /** The mutable state of one build. */
  private final class Growth {
    /** Features column-major: the scans of one feature read one column, not one row per point. */
    private final double[][] columns;

    private final int[] y;
    private final int classes;
    private final int[][] sorted;
    private final boolean[] goesLeft;
    private final int[] buffer;
    private final List<int[]> nodes = new ArrayList<>(); // feature, left, right, depth, majority
    private final List<Double> thresholds = new ArrayList<>();

    Growth(double[][] columns, int[] y, int classes, int[][] sorted) {
      this.columns = columns;
      this.y = y;
      this.classes = classes;
      this.sorted = sorted;
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
     * Grows the subtree of the points in segment [start, end) at {@code depth}; returns its node.
     */
    int grow(int start, int end, int depth) {
      int count = end - start;
      double[] counts = new double[classes];
      int[] order0 = sorted[0];
      for (int i = start; i < end; i++) {
        counts[y[order0[i]]]++;
      }
      int node = addNode(depth, counts);
      double squares = 0.0;
      for (double c : counts) {
        squares += c * c;
      }
      double impurity = 1.0 - squares / ((double) count * count);
      if (depth >= maxDepth || count < 2 || impurity <= EPSILON) {
        return node;
      }
      Split split = bestSplit(start, end, counts);
      if (split == null) {
        return node;
      }
      int[] bestOrder = sorted[split.feature];
      for (int i = start; i < end; i++) {
        goesLeft[bestOrder[i]] = i < split.position;
      }
      for (int[] order : sorted) {
        partition(order, start, end);
      }
      int leftCount = split.position - start;
      int leftChild = grow(start, start + leftCount, depth + 1);
      int rightChild = grow(start + leftCount, end, depth + 1);
      int[] record = nodes.get(node);
      record[0] = split.feature;
      record[1] = leftChild;
      record[2] = rightChild;
      thresholds.set(node, split.threshold);
      return node;
    }

    /** Stable partition of one feature's segment: points going left first. */
    private void partition(int[] order, int start, int end) {
      int l = start;
      int r = 0;
      for (int i = start; i < end; i++) {
        int point = order[i];
        if (goesLeft[point]) {
          order[l++] = point;
        } else {
          buffer[r++] = point;
        }
      }
      System.arraycopy(buffer, 0, order, l, r);
    }

    private Split bestSplit(int start, int end, double[] counts) {
      double n = end - start;
      Split best = null;
      double bestProxy = Double.NEGATIVE_INFINITY;
      double[] leftCounts = new double[classes];
      for (int f = 0; f < sorted.length; f++) {
        int[] order = sorted[f];
        double[] column = columns[f];
        if (column[order[end - 1]] <= column[order[start]] + FEATURE_THRESHOLD) {
          continue; // constant on this node
        }
        Arrays.fill(leftCounts, 0.0);
        for (int p = start + 1; p < end; p++) {
          leftCounts[y[order[p - 1]]]++;
          double previous = column[order[p - 1]];
          double current = column[order[p]];
          if (current <= previous + FEATURE_THRESHOLD) {
            continue;
          }
          double nLeft = p - start;
          double nRight = n - nLeft;
          double squaresLeft = 0.0;
          double squaresRight = 0.0;
          for (int k = 0; k < classes; k++) {
            double right = counts[k] - leftCounts[k];
            squaresLeft += leftCounts[k] * leftCounts[k];
            squaresRight += right * right;
          }
          double giniLeft = 1.0 - squaresLeft / (nLeft * nLeft);
          double giniRight = 1.0 - squaresRight / (nRight * nRight);
          double proxy = -nRight * giniRight - nLeft * giniLeft;
          if (proxy > bestProxy) {
            bestProxy = proxy;
            double threshold = previous / 2.0 + current / 2.0;
            if (threshold == current || Double.isInfinite(threshold) || Double.isNaN(threshold)) {
              threshold = previous;
            }
            best = new Split(f, p, threshold);
          }
        }
      }
      return best;
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

  /** A split of a node's segment: points at sorted positions before {@code position} go left. */
  private record Split(int feature, int position, double threshold) {}
}
