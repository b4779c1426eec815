package org.ldpbench.method;

/**
 * Which data a method protects and who is trusted. It tells the runner which budgets a method needs
 * and tells readers of a report which methods may fairly be compared.
 */
public enum PrivacyModel {
  /** No privacy (baselines such as CT-W, non-private references). */
  NONE("non-private"),
  /** Every private record (features and label) is randomized by its owner (LPCT, PHIST, LPDT). */
  LOCAL("local DP"),
  /** Features are public, each label is randomized by its owner (Zhao et al.). */
  LABEL_LOCAL("label local DP"),
  /** A trusted curator holds the raw private data and releases a DP output. */
  CENTRAL("central DP"),
  /** A trusted curator holds raw labels; only the labels are protected. */
  LABEL_CENTRAL("label central DP"),
  /** Each server is a trusted curator of its own data with its own (ε, δ) (Auddy et al.). */
  DISTRIBUTED("distributed DP");

  private final String label;

  PrivacyModel(String label) {
    this.label = label;
  }

  public String label() {
    return label;
  }
}
