package org.ldpbench.method.baseline;

import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;

/** What the non-private CART baselines of Ma &amp; Yang's Table 2 train on (spec/lpct.md §4.1). */
public enum CartVariant {
  /** CT-W: the private training sample together with all public data, without privacy. */
  CT_W(
      MethodInfo.classifier(
          "CT-W",
          "NON-PRIVATE CART (Gini, exhaustive) on private + public data: the reference upper bound",
          PrivacyModel.NONE)),
  /** CT-Q: the public sample only; uses no private data and does not depend on ε. */
  CT_Q(
      MethodInfo.classifier(
              "CT-Q", "CART (Gini, exhaustive) on the public sample only", PrivacyModel.NONE)
          .needingPublicData());

  private final MethodInfo info;

  CartVariant(MethodInfo info) {
    this.info = info;
  }

  /** Name, description and privacy model (the parameters come from {@link CartMethod}). */
  public MethodInfo info() {
    return info;
  }
}
