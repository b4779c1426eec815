package org.ldpbench.data;

/**
 * Class labels 0..classes−1. Binary problems (all of Ma &amp; Yang) have classes = 2. The array is
 * not copied; do not modify it.
 *
 * @param labels one label per row
 * @param classes number of classes, &gt;= 2
 */
public record ClassLabels(int[] labels, int classes) implements Targets {

    public ClassLabels {
        if (classes < 2) {
            throw new IllegalArgumentException("need at least 2 classes, got " + classes);
        }
        for (int i = 0; i < labels.length; i++) {
            if (labels[i] < 0 || labels[i] >= classes) {
                throw new IllegalArgumentException(
                        "label " + labels[i] + " at row " + (i + 1) + " is outside 0.." + (classes - 1));
            }
        }
    }

    /** Binary labels in {0, 1}. */
    public static ClassLabels binary(int[] labels) {
        return new ClassLabels(labels, 2);
    }

    @Override
    public int size() {
        return labels.length;
    }

    public int label(int i) {
        return labels[i];
    }

    @Override
    public double value(int i) {
        return labels[i];
    }

    @Override
    public ClassLabels select(int[] indices) {
        int[] out = new int[indices.length];
        for (int k = 0; k < indices.length; k++) {
            out[k] = labels[indices[k]];
        }
        return new ClassLabels(out, classes);
    }
}
