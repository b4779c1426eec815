package org.ldpbench.method.baseline;

/** What the non-private CART baselines of Ma &amp; Yang's Table 2 train on (spec/lpct.md §4.1). */
public enum CartVariant {
    /** CT-W: the private training sample together with all public data, without privacy. */
    CT_W("CT-W", "NON-PRIVATE CART (Gini, exhaustive) on private + public data: the reference upper bound"),
    /** CT-Q: the public sample only; uses no private data and does not depend on ε. */
    CT_Q("CT-Q", "CART (Gini, exhaustive) on the public sample only");

    private final String methodName;
    private final String description;

    CartVariant(String methodName, String description) {
        this.methodName = methodName;
        this.description = description;
    }

    public String methodName() {
        return methodName;
    }

    public String description() {
        return description;
    }
}
