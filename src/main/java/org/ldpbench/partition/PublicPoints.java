package org.ldpbench.partition;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;

/**
 * The public sample as the tree builders read it: features row-major, class labels 0..classes−1.
 * Package-private helper shared by the cut rules, so that each rule only says where to cut.
 */
final class PublicPoints {

    final double[] x;
    final int[] y;
    final int dimension;
    final int classes;

    private PublicPoints(double[] x, int[] y, int dimension, int classes) {
        this.x = x;
        this.y = y;
        this.dimension = dimension;
        this.classes = classes;
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
        return x[point * dimension + k];
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
        for (int i : indices) {
            if (x[i * dimension + k] < threshold) {
                counts[y[i]]++;
            }
        }
        return counts;
    }

    /** Number of points of {@code indices} that go left of the cut. */
    int leftSize(int[] indices, int k, double threshold) {
        int n = 0;
        for (int i : indices) {
            if (x[i * dimension + k] < threshold) {
                n++;
            }
        }
        return n;
    }
}
