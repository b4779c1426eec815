package org.ldpbench.method.baseline.psgd;

import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;

/** The two PSGD models of Ma &amp; Yang's Table 2 (spec/lpct.md §4.5). */
public enum PsgdVariant {
  /** Logistic regression: Linear(d → 1) + sigmoid. */
  LINEAR(
      MethodInfo.classifier(
          "PSGD-L",
          "private SGD (PrivUnitG, one pass, public warm start) of a logistic regression",
          PrivacyModel.LOCAL)),
  /** One hidden ReLU layer of width h: Linear(d → h), ReLU, Linear(h → 1), sigmoid. */
  NETWORK(
      MethodInfo.classifier(
          "PSGD-N",
          "private SGD (PrivUnitG, one pass, public warm start) of a one-hidden-layer ReLU network",
          PrivacyModel.LOCAL));

  private final MethodInfo info;

  PsgdVariant(MethodInfo info) {
    this.info = info;
  }

  /** Name, description and privacy model (version and parameters come from {@link PsgdMethod}). */
  public MethodInfo info() {
    return info;
  }
}
