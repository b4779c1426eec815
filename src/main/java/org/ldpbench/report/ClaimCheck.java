package org.ldpbench.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.experiment.ClaimSpec;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.Grids;
import org.ldpbench.experiment.MethodSpec;
import org.ldpbench.experiment.SweepAxis;
import org.ldpbench.experiment.SweepPoint;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.PairedDifference;

/**
 * Checks a paper's claim ({@link ClaimSpec}) against our results. Comparisons between two best
 * configurations use paired per-replication differences (same data, and same noise for methods
 * sharing a release); a claim holds "up to noise" unless some comparison contradicts it by more
 * than two standard errors.
 *
 * @param claim the claim
 * @param verdict {@code consistent}, {@code NOT consistent} or {@code undetermined} (missing results)
 * @param evidence the numbers behind the verdict
 */
public record ClaimCheck(ClaimSpec claim, String verdict, String evidence) {

    static final String CONSISTENT = "consistent";
    static final String INCONSISTENT = "NOT consistent";
    static final String UNDETERMINED = "undetermined";
    static final double K = 2.0;

    /** Evaluates {@code claim}; {@code bayes} is the data's Bayes accuracy or null if unknown. */
    public static ClaimCheck of(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary, Double bayes) {
        List<String> subjects = claim.methods().isEmpty()
                ? plan.spec().methods().stream().map(MethodSpec::label).toList() : claim.methods();
        try {
            return switch (claim.check()) {
                case "increasing" -> increasing(claim, plan, summary, subjects);
                case "dominates" -> dominates(claim, plan, summary, subjects);
                case "within" -> within(claim, plan, summary, subjects);
                case "below-bayes" -> belowBayes(claim, plan, summary, subjects, bayes);
                default -> throw new IllegalStateException("unknown check " + claim.check());
            };
        } catch (MissingResult e) {
            return new ClaimCheck(claim, UNDETERMINED, e.getMessage());
        }
    }

    private static ClaimCheck increasing(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects) {
        SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
        List<SweepAxis> others = plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
        boolean holds = true;
        List<String> evidence = new ArrayList<>();
        for (String method : subjects) {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                if (!matchesAt(rest, claim.at())) {
                    continue;
                }
                List<String> means = new ArrayList<>();
                List<String> drops = new ArrayList<>();
                ResultSummary.ConfigurationResult previous = null;
                for (Object value : along.values()) {
                    Map<String, Object> coordinates = new LinkedHashMap<>(rest);
                    coordinates.put(along.name(), value);
                    ResultSummary.ConfigurationResult current = best(summary, method, SweepPoint.of(plan.spec().sweep(), coordinates));
                    means.add(String.format(Locale.ROOT, "%.4f", current.score().mean()));
                    if (previous != null) {
                        PairedDifference step = PairedDifference.of(current.byReplication(), previous.byReplication());
                        if (!step.notBelow(K)) {
                            holds = false;
                            drops.add(String.format(Locale.ROOT, "drop %.4f (%.1f s.e.) at %s = %s", -step.mean(),
                                    -step.mean() / step.se(), along.name(), ParameterSet.format(value)));
                        }
                    }
                    previous = current;
                }
                evidence.add(method + AxisText.suffix(rest) + ": " + String.join(" → ", means)
                        + (drops.isEmpty() ? "" : " (" + String.join("; ", drops) + ")"));
            }
        }
        return new ClaimCheck(claim, holds ? CONSISTENT : INCONSISTENT, String.join("<br>", evidence));
    }

    private static ClaimCheck dominates(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects) {
        boolean holds = true;
        List<String> evidence = new ArrayList<>();
        for (String method : subjects) {
            for (String other : claim.over()) {
                double worstZ = Double.POSITIVE_INFINITY;
                String worst = "";
                List<String> violations = new ArrayList<>();
                for (SweepPoint point : plan.points()) {
                    if (!matchesAt(point.coordinates(), claim.at())) {
                        continue;
                    }
                    PairedDifference d = PairedDifference.of(best(summary, method, point).byReplication(),
                            best(summary, other, point).byReplication());
                    double z = d.se() == 0 ? (d.mean() >= 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY)
                            : d.mean() / d.se();
                    String at = String.format(Locale.ROOT, "%+.4f (%s) at %s", d.mean(), zText(z), point.describe());
                    if (z < worstZ) {
                        worstZ = z;
                        worst = at;
                    }
                    if (!d.notBelow(K)) {
                        holds = false;
                        violations.add(at);
                    }
                }
                evidence.add(method + " − " + other + ": smallest margin " + worst
                        + (violations.isEmpty() ? "" : "; below by more than 2 s.e.: " + String.join("; ", violations)));
            }
        }
        return new ClaimCheck(claim, holds ? CONSISTENT : INCONSISTENT, String.join("<br>", evidence));
    }

    private static ClaimCheck within(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects) {
        boolean holds = true;
        List<String> evidence = new ArrayList<>();
        String other = claim.over().get(0);
        for (String method : subjects) {
            for (SweepPoint point : plan.points()) {
                if (!matchesAt(point.coordinates(), claim.at())) {
                    continue;
                }
                double a = best(summary, method, point).score().mean();
                double b = best(summary, other, point).score().mean();
                boolean ok = Math.abs(a - b) <= claim.tolerance();
                holds &= ok;
                evidence.add(String.format(Locale.ROOT, "%s %.4f vs %s %.4f at %s: |difference| %.4f %s %s", method,
                        a, other, b, point.describe(), Math.abs(a - b), ok ? "≤" : ">",
                        ParameterSet.format(claim.tolerance())));
            }
        }
        return new ClaimCheck(claim, holds ? CONSISTENT : INCONSISTENT, String.join("<br>", evidence));
    }

    private static ClaimCheck belowBayes(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Double bayes) {
        if (bayes == null) {
            return new ClaimCheck(claim, UNDETERMINED, "the data source does not know its Bayes accuracy");
        }
        double highest = Double.NEGATIVE_INFINITY;
        String where = "";
        boolean holds = true;
        for (String method : subjects) {
            for (SweepPoint point : plan.points()) {
                if (!matchesAt(point.coordinates(), claim.at())) {
                    continue;
                }
                ResultSummary.ConfigurationResult result = best(summary, method, point);
                double mean = result.score().mean();
                if (mean > highest) {
                    highest = mean;
                    where = method + " at " + point.describe();
                }
                holds &= mean - K * result.score().se() <= bayes;
            }
        }
        return new ClaimCheck(claim, holds ? CONSISTENT : INCONSISTENT, String.format(Locale.ROOT,
                "highest mean %.4f (%s) vs Bayes accuracy %.4f", highest, where, bayes));
    }

    private static ResultSummary.ConfigurationResult best(ResultSummary summary, String method, SweepPoint point) {
        ResultSummary.BestResult best = summary.best(method, point).orElse(null);
        if (best == null || best.best() == null || best.best().score().n() < 2) {
            throw new MissingResult("no results for " + method + " at " + point.describe());
        }
        return best.best();
    }

    private static boolean matchesAt(Map<String, Object> coordinates, Map<String, Object> at) {
        for (Map.Entry<String, Object> entry : at.entrySet()) {
            Object value = coordinates.get(entry.getKey());
            if (value != null && !ParameterSet.format(value).equals(ParameterSet.format(entry.getValue()))) {
                return false;
            }
        }
        return true;
    }

    private static String zText(double z) {
        return Double.isInfinite(z) ? "no spread in the differences" : String.format(Locale.ROOT, "%+.1f s.e.", z);
    }

    private static final class MissingResult extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MissingResult(String message) {
            super(message);
        }
    }
}
