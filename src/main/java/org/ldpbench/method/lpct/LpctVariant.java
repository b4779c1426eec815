package org.ldpbench.method.lpct;

/**
 * The estimators that share LPCT's public-data partition (spec/lpct.md §2.6, §6). All four are
 * registered as separate methods; LPCT and LPCT-P read the same private release.
 */
public enum LpctVariant {
    /** Eq. 8: private releases and public counts combined with weight λ. */
    LPCT("LPCT", "locally private classification tree: private releases + lambda-weighted public counts (eq. 8)"),
    /**
     * LPCT with the depth and λ of the rate theory (Thm 4, constants 1) instead of a grid: the rate
     * check's estimator (spec §8), not in the paper's figures.
     */
    LPCT_THEORY("LPCT-theory", "LPCT with depth and lambda from the rate theory (Thm 4, constants 1): the rate check"),
    /** Private releases only, S_V/S_U on the same partition. */
    LPCT_P("LPCT-P", "LPCT's partition with the private releases only (S_V/S_U)"),
    /** Public labels only, C_V/C_U on the same partition; uses no private data at all. */
    LPCT_Q("LPCT-Q", "LPCT's partition with the public labels only (C_V/C_U)"),
    /**
     * Eq. 9: eq. 8 without noise, i.e. exact private counts. NOT private: the reference for the
     * best accuracy reachable at a sample size.
     */
    LPCT_NP("LPCT-NP", "NON-PRIVATE reference: eq. 8 with exact private counts (eq. 9), same partition and grid");

    private final String methodName;
    private final String description;

    LpctVariant(String methodName, String description) {
        this.methodName = methodName;
        this.description = description;
    }

    public String methodName() {
        return methodName;
    }

    public String description() {
        return description;
    }

    boolean usesLambda() {
        return this == LPCT || this == LPCT_NP;
    }

    boolean drawsNoise() {
        return this == LPCT || this == LPCT_P || this == LPCT_THEORY;
    }
}
