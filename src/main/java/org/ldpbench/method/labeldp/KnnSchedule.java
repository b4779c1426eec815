package org.ldpbench.method.labeldp;

import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * The number of neighbours k of the kNN regressors (spec §C.5): the theory's schedule times a
 * constant c_k, or fixed; always in 1..N.
 */
final class KnnSchedule {

    private KnnSchedule() {
    }

    static ParameterSpec[] parameters(String theory) {
        return new ParameterSpec[] {
            ParameterSpec.fit("neighbours", ParameterType.choice("theory", "fixed"), "theory",
                    "theory: k = ck * " + theory + "; fixed: k as given"),
            ParameterSpec.fit("ck", ParameterType.real(0.0, false, 1e9), 1.0, "constant of the k schedule"),
            ParameterSpec.fit("k", ParameterType.integer(1, Integer.MAX_VALUE), 10, "k when neighbours: fixed"),
            ParameterSpec.fit("beta", ParameterType.real(0.0, false, 1.0), 1.0, "Hoelder exponent beta of the schedule")};
    }

    /** k from the schedule value {@code theory} (before the constant), clamped to 1..n. */
    static int k(ParameterSet p, double theory, long n) {
        double k = p.getString("neighbours").equals("fixed") ? p.getInt("k") : p.getDouble("ck") * theory;
        return (int) Math.max(1, Math.min(n, Math.round(k)));
    }

    /** The non-private schedule N^{2β/(2β+d)}. */
    static double nonPrivate(long n, int d, double beta) {
        return Math.pow(n, 2 * beta / (2 * beta + d));
    }
}
