package org.ldpbench.audit.neighbour;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.data.TaskType;

/**
 * The base samples of the audit's neighbouring samples ({@link NeighbourFamilies}) and of the
 * calibration layer's, at the audited size: records uniform in the cube with random targets, every
 * record piled at the centre, or two piles and a centre; held in memory up to {@value #IN_MEMORY}
 * values (records × features) and streamed in chunks beyond, with the reading of one record of a
 * streamed sample.
 */
public final class BaseSamples {

  /** Rows per chunk of a streamed piled base. */
  private static final int CHUNK = 1 << 16;

  /** Most values (records × features) of a base held in memory; larger bases are streamed. */
  private static final long IN_MEMORY = 1L << 23;

  private BaseSamples() {}

  /**
   * k records at {@code a} with target {@code ya}, k at {@code b} with {@code yb}, the rest at the
   * centre with {@code yb}.
   */
  static SampleRows piles(AuditTarget target, int k, double[] a, double ya, double[] b, double yb) {
    int n = target.sampleSize();
    int d = target.dimension();
    PileChunks chunks = new PileChunks(target, k, a, ya, b, yb, filled(d, 0.5));
    if ((long) n * d > IN_MEMORY) {
      return new StreamedRows(
          n,
          d,
          target.task(),
          target.task() == TaskType.CLASSIFICATION ? target.classes() : 0,
          CHUNK,
          chunks);
    }
    return chunks.rows(0L, n);
  }

  /** The chunks of a streamed sample of two piles and a centre. */
  private record PileChunks(
      AuditTarget target, int k, double[] a, double ya, double[] b, double yb, double[] centre)
      implements StreamedRows.Generator {

    @Override
    public Dataset rows(int chunk, int rows) {
      return rows((long) chunk * CHUNK, rows);
    }

    Dataset rows(long first, int rows) {
      int d = target.dimension();
      double[] x = new double[rows * d];
      double[] y = new double[rows];
      for (int i = 0; i < rows; i++) {
        long row = first + i;
        double[] at = row < k ? a : row < 2L * k ? b : centre;
        System.arraycopy(at, 0, x, i * d, d);
        y[i] = row < k ? ya : yb;
      }
      Features features = Features.wrap(x, rows, d);
      if (target.task() == TaskType.CLASSIFICATION) {
        int[] labels = new int[rows];
        for (int i = 0; i < rows; i++) {
          labels[i] = (int) y[i];
        }
        return new Dataset(features, new ClassLabels(labels, target.classes()));
      }
      return new Dataset(features, new RealTargets(y));
    }
  }

  /** Record {@code row} of a sample (read from the chunk that holds it). */
  public static double[] record(SampleRows rows, int row) {
    int c = chunkOf(rows, row);
    Dataset chunk = rows.chunk(c);
    return chunk.features().row((int) (row - rows.chunkStart(c)));
  }

  /** Target of record {@code row}. */
  public static double target(SampleRows rows, int row) {
    int c = chunkOf(rows, row);
    return rows.chunk(c).targets().value((int) (row - rows.chunkStart(c)));
  }

  private static int chunkOf(SampleRows rows, int row) {
    int lo = 0;
    int hi = rows.chunkCount() - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (rows.chunkStart(mid) <= row) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    return lo;
  }

  /**
   * Records uniform in [0, 1]^d with random targets (binary or K-class labels, reals in [−2, 2]).
   */
  public static Dataset randomSample(AuditTarget target, SplittableRandom rng) {
    int n = target.sampleSize();
    int d = target.dimension();
    double[] x = new double[n * d];
    for (int i = 0; i < x.length; i++) {
      x[i] = rng.nextDouble();
    }
    Features features = Features.wrap(x, n, d);
    if (target.task() == TaskType.CLASSIFICATION) {
      int[] labels = new int[n];
      for (int i = 0; i < n; i++) {
        labels[i] = rng.nextInt(target.classes());
      }
      return new Dataset(features, new ClassLabels(labels, target.classes()));
    }
    double[] y = new double[n];
    for (int i = 0; i < n; i++) {
      y[i] = 4 * rng.nextDouble() - 2;
    }
    return new Dataset(features, new RealTargets(y));
  }

  /**
   * Every record at the centre of the cube with target 1 (class 1); streamed beyond {@value
   * #IN_MEMORY} values.
   */
  public static SampleRows piled(AuditTarget target) {
    int n = target.sampleSize();
    int d = target.dimension();
    if ((long) n * d <= IN_MEMORY) {
      return piledChunk(target, n);
    }
    return new StreamedRows(
        n,
        d,
        target.task(),
        target.task() == TaskType.CLASSIFICATION ? target.classes() : 0,
        CHUNK,
        (chunk, rows) -> piledChunk(target, rows));
  }

  private static Dataset piledChunk(AuditTarget target, int n) {
    double[] x = new double[n * target.dimension()];
    Arrays.fill(x, 0.5);
    Features features = Features.wrap(x, n, target.dimension());
    if (target.task() == TaskType.CLASSIFICATION) {
      int[] labels = new int[n];
      Arrays.fill(labels, 1);
      return new Dataset(features, new ClassLabels(labels, target.classes()));
    }
    double[] y = new double[n];
    Arrays.fill(y, 1.0);
    return new Dataset(features, new RealTargets(y));
  }

  /** A record with every coordinate {@code value}. */
  public static double[] filled(int d, double value) {
    double[] x = new double[d];
    Arrays.fill(x, value);
    return x;
  }
}
