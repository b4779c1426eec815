package org.ldpbench.data.real;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleStreams;

/**
 * One real data set as the paper's real-data protocol uses it (spec/lpct.md 7.3): the public rows
 * fixed by the split rule; per replication, 20% of the private rows (⌈0.2 N⌉, drawn from the
 * replication's own stream) held out as the test set and the rest as the private training sample; a
 * min–max scaler fitted on the public features and applied to all three. Every method of a
 * replication gets the same split, which makes the paired tests valid.
 *
 * <p>For Ma &amp; Yang's Figure 10 two options shrink the data: a random subset of the public rows
 * ({@code nPublic}; the scaler is then fitted on the subset, the only public data the methods see)
 * and a share δ of the private training rows ({@code privateFraction}; the code's {@code N − ⌈(1 −
 * 0.8 δ) N⌉} rows). The test rows stay the replication's 20% at every δ, so the points of a δ sweep
 * are paired; the authors' code tests on all unused private rows instead.
 */
public final class RealDataSource implements DataSource {

  /** Share of the private rows held out for testing. */
  static final double TEST_SHARE = 0.2;

  private final DatasetDescriptor descriptor;
  private final EncodedData data;
  private final String fileHashes;
  private final int nPublic;
  private final double privateFraction;
  private final boolean reseeded;

  /**
   * @param nPublic how many of the public rows to use (a random subset per replication, the same at
   *     every private fraction), 0 for all
   * @param privateFraction share δ of the private training rows used (Ma &amp; Yang Fig. 10), 1 for
   *     all
   */
  RealDataSource(
      DatasetDescriptor descriptor, EncodedData data, int nPublic, double privateFraction) {
    this(descriptor, data, nPublic, privateFraction, false);
  }

  /**
   * @param reseeded true when {@code descriptor}'s random public rule was given another seed than
   *     its file's ({@code publicSeed}): the id then names the seed
   */
  RealDataSource(
      DatasetDescriptor descriptor,
      EncodedData data,
      int nPublic,
      double privateFraction,
      boolean reseeded) {
    if (!(privateFraction > 0 && privateFraction <= 1)) {
      throw new IllegalArgumentException(
          "privateFraction must be in (0, 1], got " + privateFraction);
    }
    this.descriptor = descriptor;
    this.data = data;
    this.nPublic = nPublic;
    this.privateFraction = privateFraction;
    this.reseeded = reseeded;
    this.fileHashes =
        String.join(
            ",",
            descriptor.files().stream().map(RawFile::sha256).map(h -> h.substring(0, 12)).toList());
  }

  /** ⌈0.2 N⌉, as scikit-learn's train_test_split(test_size = 0.2) rounds. */
  static int testSize(int privateRows) {
    return (int) Math.ceil(TEST_SHARE * privateRows - 1e-9);
  }

  public EncodedData data() {
    return data;
  }

  /**
   * The training rows used at private fraction δ, as the authors' code (spec/lpct.md 6.3): {@code N
   * − ⌈(1 − 0.8 δ) N⌉} of the N private rows, which is all training rows at δ = 1.
   */
  static int trainingRows(int privateRows, double privateFraction) {
    return privateRows - (int) Math.ceil((1 - 0.8 * privateFraction) * privateRows - 1e-9);
  }

  @Override
  public String id() {
    // the defaults leave the id (and so every trial key of the full data) as it was before the
    // options existed
    return RealDataFactory.NAME
        + "{dataset="
        + descriptor.name()
        + ",files="
        + fileHashes
        + (nPublic > 0 ? ",nPublic=" + nPublic : "")
        + (privateFraction < 1 ? ",privateFraction=" + privateFraction : "")
        + (reseeded ? ",publicSeed=" + descriptor.publicSeed() : "")
        + "}";
  }

  @Override
  public String provenance() {
    return "real data set "
        + descriptor.title()
        + " (datasets/"
        + descriptor.name()
        + ".yaml; files "
        + descriptor.files().stream().map(f -> f.path() + " sha256 " + f.sha256()).toList()
        + ")"
        + (descriptor.standIn() == null ? "" : "; STAND-IN: " + descriptor.standIn());
  }

  @Override
  public DataSplit draw(SampleStreams streams) {
    int d = data.dimension();
    int[] publicRows = rows(true);
    if (nPublic > 0 && nPublic < publicRows.length) {
      // a replication's subset is the same at every private fraction (and a smaller one part of a
      // larger one)
      int[] pick =
          Encoder.permutation(
              publicRows.length,
              streams.stream("public-subset", "real{" + descriptor.name() + "}").nextLong());
      int[] subset = new int[nPublic];
      for (int i = 0; i < nPublic; i++) {
        subset[i] = publicRows[pick[i]];
      }
      Arrays.sort(subset);
      publicRows = subset;
    }
    int[] privateRows = rows(false);
    int[] order =
        Encoder.permutation(
            privateRows.length,
            streams.stream("test-split", "real{" + descriptor.name() + "}").nextLong());
    int nTest = testSize(privateRows.length);
    int[] test = new int[nTest];
    int[] train =
        new int
            [Math.min(
                privateRows.length - nTest, trainingRows(privateRows.length, privateFraction))];
    for (int i = 0; i < nTest + train.length; i++) {
      if (i < nTest) {
        test[i] = privateRows[order[i]];
      } else {
        train[i - nTest] = privateRows[order[i]];
      }
    }
    Arrays.sort(test);
    Arrays.sort(train);
    double[] min = new double[d];
    double[] max = new double[d];
    Arrays.fill(min, Double.POSITIVE_INFINITY);
    Arrays.fill(max, Double.NEGATIVE_INFINITY);
    for (int r : publicRows) {
      for (int k = 0; k < d; k++) {
        double v = data.features()[r * d + k];
        min[k] = Math.min(min[k], v);
        max[k] = Math.max(max[k], v);
      }
    }
    return DataSplit.of(
        scaled(publicRows, min, max), scaled(train, min, max), scaled(test, min, max));
  }

  private int[] rows(boolean wantPublic) {
    return IntStream.range(0, data.rows()).filter(r -> data.isPublic()[r] == wantPublic).toArray();
  }

  /**
   * The rows scaled by the public min–max (scikit-learn's MinMaxScaler: a column constant on the
   * public rows is shifted by its minimum only).
   */
  private Dataset scaled(int[] rows, double[] min, double[] max) {
    int d = data.dimension();
    double[] x = new double[rows.length * d];
    int[] y = new int[rows.length];
    for (int i = 0; i < rows.length; i++) {
      for (int k = 0; k < d; k++) {
        double range = max[k] - min[k];
        double lo = Double.isFinite(min[k]) ? min[k] : 0.0;
        x[i * d + k] = (data.features()[rows[i] * d + k] - lo) / (range > 0 ? range : 1.0);
      }
      y[i] = data.labels()[rows[i]];
    }
    return new Dataset(Features.wrap(x, rows.length, d), ClassLabels.binary(y));
  }
}
