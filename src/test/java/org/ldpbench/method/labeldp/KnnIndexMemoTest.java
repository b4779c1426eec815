package org.ldpbench.method.labeldp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;

/**
 * The label-LDP curators of one replication share the index of the released features: the same
 * object for the same features and memo, a new one for other features or another memo, and a shared
 * index predicts exactly as a fresh one.
 */
class KnnIndexMemoTest {

  private static Features random(long seed, int n) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[2 * n];
    for (int i = 0; i < x.length; i++) {
      x[i] = rng.nextDouble();
    }
    return Features.wrap(x, n, 2);
  }

  @Test
  void oneIndexPerFeaturesObjectAndMemo() {
    Memo memo = new Memo();
    Features a = random(1, 500);
    Features b = random(1, 500); // equal values, another object
    KnnIndex first = KnnIndex.of(memo, a);
    assertThat(KnnIndex.of(memo, a)).isSameAs(first);
    assertThat(KnnIndex.of(memo, b)).isNotSameAs(first);
    assertThat(KnnIndex.of(new Memo(), a)).isNotSameAs(first);
  }

  @Test
  void aSharedIndexPredictsAsAFreshOne() {
    Memo memo = new Memo();
    Features x = random(2, 2000);
    double[] y = new double[2000];
    SplittableRandom rng = new SplittableRandom(3);
    for (int i = 0; i < y.length; i++) {
      y[i] = rng.nextGaussian();
    }
    Features query = random(4, 300);
    KnnIndex.of(memo, x); // built by an earlier curator
    double[] shared = new KnnModel(KnnIndex.of(memo, x), y, 25, 1.0).predict(query).values();
    double[] fresh = new KnnModel(x, y, 25, 1.0).predict(query).values();
    assertThat(shared).isEqualTo(fresh);
  }
}
