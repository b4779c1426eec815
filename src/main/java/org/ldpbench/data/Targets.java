package org.ldpbench.data;

/**
 * What is to be predicted for each row: class labels for classification, real values for
 * regression. Methods state which kind they accept; a mismatch is rejected before any trial runs.
 */
public sealed interface Targets permits ClassLabels, RealTargets {

  /** Number of rows. */
  int size();

  /** The targets of the given rows, in that order. */
  Targets select(int[] indices);

  /** Label i as a real number (class index for labels), for mechanisms that treat it as a value. */
  double value(int i);
}
