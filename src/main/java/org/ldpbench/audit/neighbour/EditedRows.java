package org.ldpbench.audit.neighbour;

import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;

/**
 * A sample equal to a base sample except for one record: the neighbour the sensitivity layer
 * measures a statistic on. A base held in memory gives a copy with the record replaced (so that
 * mechanisms that read records at random still can); a streamed base (10⁸ users) stays streamed,
 * the record replaced in the chunk that holds it, so a neighbour of any size costs no memory.
 */
public final class EditedRows implements SampleRows {

  private final SampleRows base;
  private final int row;
  private final double[] record;
  private final double target;

  private EditedRows(SampleRows base, int row, double[] record, double target) {
    this.base = base;
    this.row = row;
    this.record = record.clone();
    this.target = target;
  }

  /** {@code base} with record {@code row} replaced by ({@code record}, {@code target}). */
  public static SampleRows of(SampleRows base, int row, double[] record, double target) {
    if (row < 0 || row >= base.size()) {
      throw new IllegalArgumentException("row " + row + " of a sample of " + base.size());
    }
    if (base.chunkCount() == 1) {
      return replaced(base.chunk(0), row, record, target);
    }
    return new EditedRows(base, row, record, target);
  }

  /** A copy of {@code rows} with row {@code row} replaced. */
  public static Dataset replaced(Dataset rows, int row, double[] record, double target) {
    double[] x = rows.features().copyRowMajor();
    System.arraycopy(record, 0, x, row * rows.dimension(), rows.dimension());
    Features features = Features.wrap(x, rows.size(), rows.dimension());
    if (rows.task() == TaskType.CLASSIFICATION) {
      int[] labels = rows.classLabels().copyLabels();
      labels[row] = (int) target;
      return new Dataset(features, new ClassLabels(labels, rows.classes()));
    }
    double[] y = new double[rows.size()];
    for (int i = 0; i < y.length; i++) {
      y[i] = rows.targets().value(i);
    }
    y[row] = target;
    return new Dataset(features, new RealTargets(y));
  }

  @Override
  public int size() {
    return base.size();
  }

  @Override
  public int dimension() {
    return base.dimension();
  }

  @Override
  public TaskType task() {
    return base.task();
  }

  @Override
  public int classes() {
    return base.classes();
  }

  @Override
  public int chunkCount() {
    return base.chunkCount();
  }

  @Override
  public long chunkStart(int c) {
    return base.chunkStart(c);
  }

  @Override
  public Dataset chunk(int c) {
    Dataset rows = base.chunk(c);
    long start = base.chunkStart(c);
    if (row < start || row >= start + rows.size()) {
      return rows;
    }
    return replaced(rows, (int) (row - start), record, target);
  }
}
