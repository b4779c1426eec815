package org.ldpbench.method.baseline.psgd;

import java.util.List;
import org.ldpbench.method.Release;

/**
 * What the PSGD curator ends up with after the sequentially interactive pass: the messages of the
 * private users in order (the transcript) and the model the curator computed from them, public data
 * and the public permutation ({@link PsgdServer}). The final model is a function of the transcript
 * (post-processing), so either view is covered by the users' guarantee.
 *
 * <p>The transcript has n_P × (number of parameters) numbers (hundreds of millions for a wide
 * network on a large data set), so it is kept only up to {@link #MAX_KEPT_NUMBERS}; otherwise only
 * the final model is.
 *
 * @param messages the transcript, or null if it was too large to keep
 * @param finalParameters the curator's model after the pass
 */
record PsgdTranscript(List<double[]> messages, double[] finalParameters) implements Release {

  /** Transcripts with more numbers than this are not kept (32 MB of doubles). */
  static final long MAX_KEPT_NUMBERS = 1L << 22;

  /**
   * The transcript, message after message, if kept; otherwise the final parameters (a
   * post-processing of the transcript: auditing it is valid, only less powerful).
   */
  @Override
  public double[] coordinates() {
    if (messages == null) {
      return finalParameters.clone();
    }
    int total = messages.stream().mapToInt(m -> m.length).sum();
    double[] out = new double[total];
    int at = 0;
    for (double[] m : messages) {
      System.arraycopy(m, 0, out, at, m.length);
      at += m.length;
    }
    return out;
  }
}
