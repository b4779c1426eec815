package org.ldpbench.data;

/**
 * A mechanism that reads the private sample whole (random access: kNN, CART, gradient descent) was
 * given a sample that its data source streams in chunks. The message says what to change.
 */
public final class StreamedSampleException extends IllegalStateException {

  private static final long serialVersionUID = 1L;

  public StreamedSampleException(int rows) {
    super(
        "this method reads the private sample whole, but its "
            + rows
            + " rows are streamed in chunks"
            + " (data parameter stream: true); only methods that read chunks (LPCT and its variants, BB,"
            + " the label-DP cube learners) accept a streamed sample: drop stream or use such a method");
  }
}
