package org.ldpbench.partition;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;

/**
 * The public sample as the tree builders read it: features column-major, class labels
 * 0..classes−1. Package-private helper shared by the cut rules, so that each rule only says where to
 * cut. Column-major because the per-dimension scans are what the rules do most: a cell's values of
 * one dimension are then a gather inside one column (n doubles) instead of one cache line per point
 * from rows of d doubles, which on Email (d = 3000) made every scan a cache miss per point.
 */
final class PublicPoints {

    /** Column-major features: dimension k of point i at {@code columns[k * size + i]}. */
    private final double[] columns;
    final int[] y;
    final int dimension;
    final int classes;

    private PublicPoints(double[] rowMajor, int[] y, int dimension, int classes) {
        this.y = y;
        this.dimension = dimension;
        this.classes = classes;
        int n = y.length;
        this.columns = new double[rowMajor.length];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < dimension; k++) {
                columns[k * n + i] = rowMajor[i * dimension + k];
            }
        }
    }

    static PublicPoints of(Dataset sample) {
        ClassLabels labels = sample.classLabels();
        return new PublicPoints(sample.features().copyRowMajor(), labels.copyLabels(), sample.dimension(),
                labels.classes());
    }

    int size() {
        return y.length;
    }

    double get(int point, int k) {
        return columns[k * y.length + point];
    }

    /** The features of {@code point}, a new array. */
    double[] row(int point) {
        double[] row = new double[dimension];
        for (int k = 0; k < dimension; k++) {
            row[k] = columns[k * y.length + point];
        }
        return row;
    }

    /** Dimension {@code k} of the points {@code indices}, in that order, into {@code out} (at least as long). */
    void gather(int[] indices, int k, double[] out) {
        int base = k * y.length;
        for (int i = 0; i < indices.length; i++) {
            out[i] = columns[base + indices[i]];
        }
    }

    /** Class counts of the points {@code indices}. */
    int[] classCounts(int[] indices) {
        int[] counts = new int[classes];
        for (int i : indices) {
            counts[y[i]]++;
        }
        return counts;
    }

    /** Class counts of the points of {@code indices} that go left of the cut, i.e. x[dimension] &lt; threshold. */
    int[] leftClassCounts(int[] indices, int k, double threshold) {
        int[] counts = new int[classes];
        int base = k * y.length;
        for (int i : indices) {
            if (columns[base + i] < threshold) {
                counts[y[i]]++;
            }
        }
        return counts;
    }

    /**
     * For each of the ascending {@code thresholds}, the class counts of the points {@code indices}
     * whose gathered values {@code values} (dimension k, same order, {@link #gather}) are below it:
     * {@link #leftClassCounts(int[], int, double)} for every threshold in one pass. Each point falls
     * in the bucket b = number of thresholds ≤ its value and is below thresholds b, b + 1, …; the
     * counts are the buckets' running sums (a NaN is below none, as {@code <} says).
     */
    int[][] leftClassCounts(int[] indices, double[] values, double[] thresholds) {
        int t = thresholds.length;
        int[][] counts = new int[t][classes];
        if (t == 0) {
            return counts;
        }
        int[][] buckets = new int[t + 1][classes];
        for (int i = 0; i < indices.length; i++) {
            double v = values[i];
            if (Double.isNaN(v)) {
                continue;
            }
            int b = 0;
            while (b < t && thresholds[b] <= v) {
                b++;
            }
            buckets[b][y[indices[i]]]++;
        }
        int[] running = new int[classes];
        for (int j = 0; j < t; j++) {
            for (int c = 0; c < classes; c++) {
                running[c] += buckets[j][c];
            }
            counts[j] = running.clone();
        }
        return counts;
    }

    /** Number of points of {@code indices} that go left of the cut. */
    int leftSize(int[] indices, int k, double threshold) {
        int n = 0;
        int base = k * y.length;
        for (int i : indices) {
            if (columns[base + i] < threshold) {
                n++;
            }
        }
        return n;
    }
}
