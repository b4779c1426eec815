package org.ldpbench.method.baseline;

/** The two PSGD models of Ma &amp; Yang's Table 2 (spec/lpct.md §4.5). */
public enum PsgdVariant {
    /** Logistic regression: Linear(d → 1) + sigmoid. */
    LINEAR("PSGD-L", "private SGD (PrivUnitG, one pass, public warm start) of a logistic regression"),
    /** One hidden ReLU layer of width h: Linear(d → h), ReLU, Linear(h → 1), sigmoid. */
    NETWORK("PSGD-N", "private SGD (PrivUnitG, one pass, public warm start) of a one-hidden-layer ReLU network");

    private final String methodName;
    private final String description;

    PsgdVariant(String methodName, String description) {
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
