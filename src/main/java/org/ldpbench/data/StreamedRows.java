package org.ldpbench.data;

import java.util.Objects;

/**
 * A sample delivered in chunks of {@link #chunkRows()} rows, chunk c made by a generator from its
 * own random stream (seeded by the chunk index), so memory holds a chunk per reading thread, never
 * the sample (issue 10: 10⁸ users with {@code -Xmx1g}). A source that streams a sample draws the
 * same rows when it materialises it: the in-memory sample is the concatenation of the chunks.
 */
public final class StreamedRows implements SampleRows {

  private final int size;
  private final int dimension;
  private final TaskType task;
  private final int classes;
  private final int chunkRows;
  private final Generator generator;

  /** Makes the rows of one chunk. */
  @FunctionalInterface
  public interface Generator {
    /**
     * The {@code rows} rows of chunk {@code chunk}; must be thread-safe and give equal content per
     * chunk index.
     */
    Dataset rows(int chunk, int rows);
  }

  /**
   * @param size number of rows n
   * @param dimension number of feature columns
   * @param task class labels or real values
   * @param classes number of classes (0 for real values)
   * @param chunkRows rows per chunk (the last chunk may be shorter)
   * @param generator makes the rows of a chunk from its index and row count
   */
  public StreamedRows(
      int size, int dimension, TaskType task, int classes, int chunkRows, Generator generator) {
    if (size < 0 || dimension < 1 || chunkRows < 1) {
      throw new IllegalArgumentException(
          "need size >= 0, dimension >= 1 and chunkRows >= 1, got "
              + size
              + ", "
              + dimension
              + ", "
              + chunkRows);
    }
    this.size = size;
    this.dimension = dimension;
    this.task = Objects.requireNonNull(task, "task");
    this.classes = classes;
    this.chunkRows = chunkRows;
    this.generator = Objects.requireNonNull(generator, "generator");
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public int dimension() {
    return dimension;
  }

  @Override
  public TaskType task() {
    return task;
  }

  @Override
  public int classes() {
    return classes;
  }

  /** Rows per chunk. */
  public int chunkRows() {
    return chunkRows;
  }

  @Override
  public int chunkCount() {
    return Math.max(1, (int) ((size + (long) chunkRows - 1) / chunkRows));
  }

  @Override
  public long chunkStart(int c) {
    return Math.min((long) c * chunkRows, size);
  }

  /** Rows in chunk {@code c}. */
  public int rowsOf(int c) {
    return (int) (chunkStart(c + 1) - chunkStart(c));
  }

  @Override
  public Dataset chunk(int c) {
    if (c < 0 || c >= chunkCount()) {
      throw new IndexOutOfBoundsException("chunk " + c + " of " + chunkCount());
    }
    Dataset rows = generator.rows(c, rowsOf(c));
    if (rows.size() != rowsOf(c) || rows.dimension() != dimension) {
      throw new IllegalStateException(
          "chunk "
              + c
              + " has "
              + rows.size()
              + " x "
              + rows.dimension()
              + " values, expected "
              + rowsOf(c)
              + " x "
              + dimension);
    }
    return rows;
  }

  /**
   * Every chunk in one in-memory dataset (it holds all n rows: for samples that fit in memory); the
   * only chunk itself when there is one.
   */
  public Dataset materialize() {
    if (chunkCount() == 1) {
      return chunk(0);
    }
    double[] x = new double[Math.multiplyExact(size, dimension)];
    int[] labels = task == TaskType.CLASSIFICATION ? new int[size] : null;
    double[] values = task == TaskType.CLASSIFICATION ? null : new double[size];
    boolean inRange = true; // every chunk's labels lie in 0 .. classes - 1
    for (int c = 0; c < chunkCount(); c++) {
      Dataset rows = chunk(c);
      int from = (int) chunkStart(c);
      rows.features().copyInto(x, from * dimension);
      if (labels != null) {
        inRange &= ((ClassLabels) rows.targets()).classes() <= classes;
      }
      for (int i = 0; i < rows.size(); i++) {
        if (labels != null) {
          labels[from + i] = ((ClassLabels) rows.targets()).label(i);
        } else {
          values[from + i] = rows.targets().value(i);
        }
      }
    }
    // every value was checked when its chunk was made (targets are labels or finite values)
    Targets targets =
        labels == null
            ? RealTargets.ofChecked(values)
            : inRange ? ClassLabels.ofChecked(labels, classes) : new ClassLabels(labels, classes);
    return new Dataset(Features.ofChecked(x, size, dimension), targets);
  }

  @Override
  public String toString() {
    return "streamed sample of " + size + " rows in " + chunkCount() + " chunks of " + chunkRows;
  }
}
