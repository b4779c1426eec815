package org.ldpbench.method;

/**
 * Which inputs a mechanism's guarantee calls neighbouring: the relation the privacy audit uses to
 * build pairs of inputs.
 */
public enum Neighbours {
  /**
   * Two samples that differ in one whole record, features and label (local, central, distributed
   * DP).
   */
  RECORD,
  /** Two samples that differ in one label only; features are public (label DP). */
  LABEL
}
