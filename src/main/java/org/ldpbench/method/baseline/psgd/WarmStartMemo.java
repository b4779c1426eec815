package org.ldpbench.method.baseline.psgd;

import java.util.Arrays;
import java.util.function.Supplier;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;

/**
 * PSGD's public warm start (100 full-batch steps on the public sample) does not depend on the
 * privacy budget: the ε values of a sweep share it (remembered in the public half of the run's
 * {@link Memo}). On Census's 41,292 public rows it is most of a PSGD-N fit.
 */
final class WarmStartMemo {

  record Key(int dimension, int hidden, double learningRate, int steps, double[] initial) {

    boolean same(Key other) {
      return dimension == other.dimension
          && hidden == other.hidden
          && learningRate == other.learningRate
          && steps == other.steps
          && Arrays.equals(initial, other.initial);
    }
  }

  /** Warm starts per public sample; copies are handed out. */
  static final MemoKey<Key, double[]> STARTS =
      MemoKey.ofCopied("PSGD warm starts", Key::same, 64, double[]::clone);

  private WarmStartMemo() {}

  /**
   * The warm start for these inputs, computed by {@code compute} at most once while remembered; a
   * copy.
   */
  static double[] get(
      Memo memo,
      Dataset publicSample,
      PsgdNetwork network,
      double learningRate,
      int steps,
      double[] initial,
      Supplier<double[]> compute) {
    Key key = new Key(network.dimension(), network.hidden(), learningRate, steps, initial.clone());
    return memo.get(STARTS, publicSample, key, compute);
  }
}
