package org.ldpbench.method.labeldp;

import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * The clipping level T of the regression learners: fixed ({@code tails: bounded}, T = clip, a
 * no-op for labels bounded by T, Assumption 2) or, for labels with only p moments
 * ({@code tails: heavy}, Assumption 3), the theory's T = c_T·(…)^{1/p} of the method.
 */
final class ClipLevel {

    private ClipLevel() {
    }

    static ParameterSpec[] parameters() {
        return new ParameterSpec[] {
            ParameterSpec.fit("tails", ParameterType.choice("bounded", "heavy"), "bounded",
                    "bounded: T = clip; heavy: T from the theory for p moments (Zhao et al. Thm 10, 12)"),
            ParameterSpec.fit("clip", ParameterType.real(0.0, false, 1e9), 1.0, "T when tails: bounded"),
            ParameterSpec.fit("p", ParameterType.real(1.0, false, 1e3), 3.0, "moment order p (tails: heavy)"),
            ParameterSpec.fit("cT", ParameterType.real(0.0, false, 1e6), 1.0, "constant of T (tails: heavy)")};
    }

    static boolean heavy(ParameterSet p) {
        return p.getString("tails").equals("heavy");
    }

    /** T: {@code clip}, or c_T·base^{1/exponentDenominator} for heavy tails. */
    static double level(ParameterSet p, double base, double exponentDenominator) {
        return heavy(p) ? p.getDouble("cT") * Math.pow(Math.max(base, 1.0), 1.0 / exponentDenominator)
                : p.getDouble("clip");
    }

    static double clip(double y, double t) {
        return Math.max(-t, Math.min(t, y));
    }
}
