package org.ldpbench.report;

import java.util.List;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.PairedTest;

/**
 * What the claim evaluators share: the sweep points a claim looks at, the best configuration of a
 * method there, and the paired tests on per-replication scores, each turning a missing result into
 * {@link MissingResult}.
 */
final class ClaimData {

    private ClaimData() {
    }

    /** The sweep points of {@code plan} that match {@code at}. */
    static List<SweepPoint> points(ExperimentPlan plan, Map<String, Object> at) {
        return plan.points().stream().filter(p -> matchesAt(p.coordinates(), at)).toList();
    }

    /** The best configuration of {@code method} at {@code point}, with at least 2 replications. */
    static ResultSummary.ConfigurationResult best(ResultSummary summary, String method, SweepPoint point) {
        ResultSummary.BestResult best = summary.best(method, point).orElse(null);
        if (best == null || best.best() == null || best.best().score().n() < 2) {
            throw new MissingResult("no results for " + method + " at " + point.describe());
        }
        return best.best();
    }

    /** True if {@code coordinates} agree with {@code at} on every axis both have. */
    static boolean matchesAt(Map<String, Object> coordinates, Map<String, Object> at) {
        for (Map.Entry<String, Object> entry : at.entrySet()) {
            Object value = coordinates.get(entry.getKey());
            if (value != null && !ParameterSet.format(value).equals(ParameterSet.format(entry.getValue()))) {
                return false;
            }
        }
        return true;
    }

    /** Comparisons with a positive signed difference claimed: H₁ mean(sign·(a − b)) > −tolerance. */
    static RawComparison better(String label, double[] a, double[] b, double tolerance, Direction direction) {
        double[] signedA = signed(a, direction);
        double[] signedB = signed(b, direction);
        PairedTest signedTest = test(label, signedA, signedB, -tolerance);
        PairedTest rawTest = test(label, a, b, 0.0);
        return new RawComparison(label, rawTest, rawTest.mean(), signedTest.pGreater(), signedTest.pLess(),
                differences(a, b));
    }

    /** a_r − b_r, NaN where either is missing. */
    static double[] differences(double[] a, double[] b) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] - b[i];
        }
        return out;
    }

    /** The values times the direction's sign, so that larger is better. */
    static double[] signed(double[] values, Direction direction) {
        double sign = direction.sign();
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = sign * values[i];
        }
        return out;
    }

    /** The paired t-test of a − b against {@code shift}; too few replications make the result missing. */
    static PairedTest test(String label, double[] a, double[] b, double shift) {
        try {
            return PairedTest.of(a, b, shift);
        } catch (IllegalArgumentException e) {
            throw new MissingResult(label + ": " + e.getMessage());
        }
    }

    /** The one-sample t-test of x against {@code mu}; too few replications make the result missing. */
    static PairedTest oneSample(String label, double[] x, double mu) {
        try {
            return PairedTest.oneSample(x, mu);
        } catch (IllegalArgumentException e) {
            throw new MissingResult(label + ": " + e.getMessage());
        }
    }

    /** " at ε=1, nPublic=50" ("" without sweep axes). */
    static String at(SweepPoint point) {
        String suffix = AxisText.suffix(point.coordinates());
        return suffix.isEmpty() ? "" : " at " + suffix.substring(2, suffix.length() - 1);
    }
}
