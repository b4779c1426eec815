package org.ldpbench.data;

/**
 * Real-valued responses, for regression (label-DP kNN and cube-mean regressors). The array is
 * not copied; do not modify it.
 *
 * @param values one response per row, all finite
 */
public record RealTargets(double[] values) implements Targets {

    public RealTargets {
        for (int i = 0; i < values.length; i++) {
            if (!Double.isFinite(values[i])) {
                throw new IllegalArgumentException("response at row " + (i + 1) + " is " + values[i]);
            }
        }
    }

    @Override
    public int size() {
        return values.length;
    }

    @Override
    public double value(int i) {
        return values[i];
    }

    @Override
    public RealTargets select(int[] indices) {
        double[] out = new double[indices.length];
        for (int k = 0; k < indices.length; k++) {
            out[k] = values[indices[k]];
        }
        return new RealTargets(out);
    }
}
