package org.ldpbench.method.baseline;

import java.util.Arrays;
import java.util.function.Supplier;
import org.ldpbench.data.Dataset;
import org.ldpbench.method.DataMemo;

/**
 * PSGD's public warm start (100 full-batch steps on the public sample) does not depend on the
 * privacy budget: the ε values of a sweep share it ({@link DataMemo}). On Census's 41,292 public
 * rows it is most of a PSGD-N fit.
 */
final class WarmStartMemo {

    private record Key(int dimension, int hidden, double learningRate, int steps, double[] initial) {

        boolean same(Key other) {
            return dimension == other.dimension && hidden == other.hidden && learningRate == other.learningRate
                    && steps == other.steps && Arrays.equals(initial, other.initial);
        }
    }

    private static final DataMemo<Key, double[]> STARTS = new DataMemo<>(Key::same, 64);

    private WarmStartMemo() {
    }

    /** The warm start for these inputs, computed by {@code compute} at most once while remembered; a copy. */
    static double[] get(Dataset publicSample, PsgdNetwork network, double learningRate, int steps, double[] initial,
            Supplier<double[]> compute) {
        Key key = new Key(network.dimension(), network.hidden(), learningRate, steps, initial.clone());
        return STARTS.get(publicSample, key, compute).clone();
    }
}
