package org.ldpbench.testing;

import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.synthetic.MaYang2dFactory;

/**
 * The small data sets that tests share: hand-made rows, uniform noisy-diagonal samples and draws of
 * the ma-yang-2d generator under a fixed seed. One place, so that tests of different layers use the
 * same samples and a change of a generator shows in one spot.
 */
public final class TestDatasets {

  private TestDatasets() {}

  /** A binary-labelled dataset with the given rows (copied) and labels (not copied). */
  public static Dataset binary(double[][] x, int[] y) {
    return new Dataset(Features.of(x), ClassLabels.binary(y));
  }

  /**
   * A binary-labelled dataset of {@code y.length} rows whose features are {@code rowMajor} (not
   * copied).
   */
  public static Dataset binaryRowMajor(double[] rowMajor, int[] y) {
    return new Dataset(
        Features.wrap(rowMajor, y.length, rowMajor.length / y.length), ClassLabels.binary(y));
  }

  /**
   * A private sample of one user with features (x1, x2) and label y: one side of a neighbouring
   * pair.
   */
  public static PrivateSample oneUser(double x1, double x2, int y) {
    return new PrivateSample(binary(new double[][] {{x1, x2}}, new int[] {y}));
  }

  /**
   * {@code n} uniform points in [0,1]^d with labels 1(x_0 + x_1 &gt; 1) flipped with probability
   * 0.2.
   */
  public static Dataset uniform(int n, int d, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[n * d];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < d; k++) {
        x[i * d + k] = rng.nextDouble();
      }
      int clean = d >= 2 && x[i * d] + x[i * d + 1] > 1.0 ? 1 : 0;
      y[i] = rng.nextDouble() < 0.2 ? 1 - clean : clean;
    }
    return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
  }

  /** Features of the given points. */
  public static Features points(double[]... x) {
    return Features.of(x);
  }

  /**
   * A draw of the ma-yang-2d generator with the given parameters on the sample streams {@code
   * streams}.
   */
  public static DataSplit maYang(
      double gamma, int nPrivate, int nPublic, int nTest, SampleStreams streams) {
    MaYang2dFactory factory = new MaYang2dFactory();
    DataSource source =
        factory.create(
            factory
                .info()
                .parameters()
                .complete(
                    Map.of(
                        "gamma", gamma, "nPrivate", nPrivate, "nPublic", nPublic, "nTest", nTest)));
    return source.draw(streams);
  }

  /** Sample streams seeded by {@link Objects#hash} of (seed, role, identity). */
  public static SampleStreams hashedStreams(long seed) {
    return (role, identity) -> new SplittableRandom(Objects.hash(seed, role, identity));
  }
}
