package org.ldpbench.method;

/**
 * What a curator receives from one mechanism: per-user releases, their exact aggregate, or a
 * central release. {@link #coordinates()} flattens it to numbers, the view under which the privacy
 * audit compares the releases of neighbouring inputs.
 */
public interface Release {

  /** Every number the curator receives, in a fixed order. */
  double[] coordinates();
}
