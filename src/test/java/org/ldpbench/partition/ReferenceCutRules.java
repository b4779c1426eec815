package org.ldpbench.partition;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Test oracle: the max-edge and quantile (LPCT-CART) cut rules as they were before they read a
 * cell's sorted entries ({@link CellPoints}), unchanged but for reading the public points through
 * the dense helpers below (then {@code PublicPoints}' own methods): every dimension's values of
 * every cell scanned point by point. {@link ReferenceTreeGrower} grows with them, and the tests
 * hold the new rules to them, cut list for cut list and partition for partition.
 */
final class ReferenceCutRules {

  private ReferenceCutRules() {}

  /** A cut rule on a cell given by its points' indices (the old {@link CutRule}). */
  interface Rule {
    List<Cut> candidates(PublicPoints points, int[] indices, double[] lower, double[] upper);
  }

  /** The old {@code MaxEdgePartitioner.candidates}. */
  static Rule maxEdge(SplitCriterion criterion) {
    return (points, indices, lo, hi) -> {
      int[] longest = CutRule.longestEdges(lo, hi);
      int[] parentCounts = classCounts(points, indices);
      Scored[] ranked = new Scored[longest.length];
      for (int c = 0; c < longest.length; c++) {
        int k = longest[c];
        double threshold = 0.5 * (lo[k] + hi[k]);
        double gain =
            MaxEdgePartitioner.gain(
                criterion, parentCounts, leftClassCounts(points, indices, k, threshold));
        ranked[c] = new Scored(new Cut(k, threshold, gain >= 0), gain);
      }
      Arrays.sort(ranked, (a, b) -> Double.compare(b.gain, a.gain));
      List<Cut> kept = new ArrayList<>();
      for (int r = 0; r < CutRule.kept(ranked.length); r++) {
        kept.add(ranked[r].cut);
      }
      return kept;
    };
  }

  /** The old {@code QuantileCriterionPartitioner.candidates}. */
  static Rule quantile(SplitCriterion criterion, int searchNumber) {
    return (points, indices, lo, hi) -> {
      int d = points.dimension;
      int[] parentCounts = classCounts(points, indices);
      Scored[] ranked = new Scored[d];
      double[] values = new double[indices.length];
      for (int k = 0; k < d; k++) {
        gather(points, indices, k, values);
        double best = 0.0;
        double split = Double.NaN;
        double[] thresholds =
            QuantileCriterionPartitioner.candidateThresholds(values, searchNumber);
        int[][] left = leftClassCounts(points, indices, values, thresholds);
        for (int j = 0; j < thresholds.length; j++) {
          double gain = MaxEdgePartitioner.gain(criterion, parentCounts, left[j]);
          if (gain > best && gain >= MaxEdgePartitioner.GAIN_TOLERANCE) {
            best = gain;
            split = thresholds[j];
          }
        }
        ranked[k] = new Scored(new Cut(k, split, true), best);
      }
      Arrays.sort(ranked, (a, b) -> Double.compare(b.gain, a.gain));
      List<Cut> kept = new ArrayList<>();
      for (int r = 0; r < CutRule.kept(d); r++) {
        kept.add(ranked[r].cut);
      }
      return kept;
    };
  }

  private record Scored(Cut cut, double gain) {}

  /** Dimension {@code k} of the points {@code indices}, in that order, into {@code out}. */
  static void gather(PublicPoints points, int[] indices, int k, double[] out) {
    for (int i = 0; i < indices.length; i++) {
      out[i] = points.get(indices[i], k);
    }
  }

  /** Class counts of the points {@code indices}. */
  static int[] classCounts(PublicPoints points, int[] indices) {
    int[] counts = new int[points.classes];
    for (int i : indices) {
      counts[points.y[i]]++;
    }
    return counts;
  }

  /** Class counts of the points of {@code indices} with x[k] &lt; threshold. */
  static int[] leftClassCounts(PublicPoints points, int[] indices, int k, double threshold) {
    int[] counts = new int[points.classes];
    for (int i : indices) {
      if (points.get(i, k) < threshold) {
        counts[points.y[i]]++;
      }
    }
    return counts;
  }

  /**
   * For each ascending threshold, the class counts of the gathered {@code values} below it (one
   * pass, buckets).
   */
  static int[][] leftClassCounts(
      PublicPoints points, int[] indices, double[] values, double[] thresholds) {
    int t = thresholds.length;
    int[][] counts = new int[t][points.classes];
    if (t == 0) {
      return counts;
    }
    int[][] buckets = new int[t + 1][points.classes];
    for (int i = 0; i < indices.length; i++) {
      double v = values[i];
      if (Double.isNaN(v)) {
        continue;
      }
      int b = 0;
      while (b < t && thresholds[b] <= v) {
        b++;
      }
      buckets[b][points.y[indices[i]]]++;
    }
    int[] running = new int[points.classes];
    for (int j = 0; j < t; j++) {
      for (int c = 0; c < points.classes; c++) {
        running[c] += buckets[j][c];
      }
      counts[j] = running.clone();
    }
    return counts;
  }

  /** Number of points of {@code indices} with x[k] &lt; threshold. */
  static int leftSize(PublicPoints points, int[] indices, int k, double threshold) {
    int n = 0;
    for (int i : indices) {
      if (points.get(i, k) < threshold) {
        n++;
      }
    }
    return n;
  }
}
