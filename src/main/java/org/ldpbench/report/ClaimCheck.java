package org.ldpbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ldpbench.experiment.ClaimSpec;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.Grids;
import org.ldpbench.experiment.MethodSpec;
import org.ldpbench.experiment.SweepAxis;
import org.ldpbench.experiment.SweepPoint;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.Holm;
import org.ldpbench.stats.PairedTest;

/**
 * Checks a paper's claim ({@link ClaimSpec}) against our results with stated tests.
 *
 * <p>A claim is a family of comparisons. Each comparison is a one-sided Student t-test ({@link
 * PairedTest}, n − 1 degrees of freedom) on per-replication paired differences of two best
 * configurations (replication r of both saw the same data, and the same noise for methods sharing a
 * release), or on one configuration's per-replication scores against a constant. "Better" follows
 * the metric's {@link Direction}: d_r = direction.sign() · (a_r − b_r) is positive when a is
 * better. Each comparison gives two p-values, one for the claimed direction and one for the other
 * direction:
 * <ul>
 * <li>{@code decreasing} — as {@code increasing}, with every step claimed to be worse in the metric.
 * <li>{@code increasing} — one comparison per consecutive step along the axis (for every method and
 *     every combination of the other axes), a = the later point, b = the earlier one;
 *     {@code dominates} — one comparison per method, label in {@code over} and sweep point. Claimed:
 *     H₁: mean(d) &gt; −tolerance; other direction: H₁: mean(d) &lt; −tolerance (tolerance 0 unless the
 *     spec gives one: "a ≥ b − tolerance").</li>
 * <li>{@code within} — one comparison per method and sweep point, on the raw difference a − b.
 *     Claimed: equivalence |mean| &lt; tolerance by two one-sided tests (TOST: p = the larger of the
 *     p-values for mean &gt; −tolerance and mean &lt; tolerance); other direction: |mean| &gt;
 *     tolerance, p = min(1, 2 · the smaller of the p-values for mean &gt; tolerance and mean &lt;
 *     −tolerance) (Bonferroni over the two sides).</li>
 * <li>{@code below-bayes} — one comparison per method and sweep point, a one-sample test of the
 *     scores against the Bayes accuracy B with d_r = direction.sign() · (B − score_r). Claimed:
 *     H₁: mean(d) &gt; 0 (worse than Bayes); other direction: H₁: mean(d) &lt; 0 (better than
 *     Bayes, impossible in expectation).</li>
 * </ul>
 * Both lists of p-values are Holm-adjusted ({@link Holm}) over the comparisons of the claim; a
 * comparison whose tested per-replication data are identical to an earlier one's (LPCT-Q at every ε,
 * two methods reading one release) is the same test and is counted once. With
 * α = {@value #ALPHA} the verdict is <b>contradicted</b> if any adjusted p-value for the other
 * direction is &lt; α; otherwise <b>supported</b> if every adjusted p-value for the claimed direction
 * is &lt; α; otherwise <b>not contradicted</b> (the differences are within noise). A claim with a
 * missing result (or no comparison at all) is <b>undetermined</b>. If the claim is true, the chance
 * of calling it contradicted is at most α (Holm controls the family-wise error rate); "supported"
 * requires every comparison to be significant, so it is at least as strict.
 *
 * @param claim the claim
 * @param verdict the verdict
 * @param hypothesis the claimed alternative in words, e.g. "LPCT − other > 0 at every sweep point"
 * @param comparisons every comparison of the family, with raw and Holm-adjusted p-values
 * @param reason why the claim is undetermined (empty otherwise)
 */
public record ClaimCheck(ClaimSpec claim, Verdict verdict, String hypothesis, List<Comparison> comparisons,
        String reason) {

    /** Family-wise significance level per claim. */
    public static final double ALPHA = 0.05;

    public ClaimCheck {
        comparisons = List.copyOf(comparisons);
    }

    /** The outcome of a claim check. */
    public enum Verdict {
        /** Every comparison is significant in the claimed direction (Holm, α). */
        SUPPORTED("supported"),
        /** No comparison is significant the other way, but not all are significant the claimed way. */
        NOT_CONTRADICTED("not contradicted"),
        /** Some comparison is significant the other way (Holm, α). */
        CONTRADICTED("contradicted"),
        /** Results are missing. */
        UNDETERMINED("undetermined");

        private final String text;

        Verdict(String text) {
            this.text = text;
        }

        /** The verdict as written in reports. */
        public String text() {
            return text;
        }
    }

    /**
     * One comparison of a claim.
     *
     * @param label what is compared, e.g. "LPCT − LPCT-Q at ε=1" or "LPCT ε 1 → 2"
     * @param n replications in the test
     * @param difference mean of the raw differences (a − b, or score − Bayes accuracy), not signed
     *     by the direction
     * @param se its standard error
     * @param degenerate true if every difference was the same (see {@link PairedTest})
     * @param pClaimed p-value for the claimed direction
     * @param pAgainst p-value for the other direction
     * @param holmClaimed Holm-adjusted {@code pClaimed} over the claim's comparisons
     * @param holmAgainst Holm-adjusted {@code pAgainst} over the claim's comparisons
     * @param sameAs the label of an earlier comparison of this claim that tested identical
     *     per-replication data (so it is the same test, counted once by Holm), or empty
     */
    public record Comparison(String label, int n, double difference, double se, boolean degenerate,
            double pClaimed, double pAgainst, double holmClaimed, double holmAgainst, String sameAs) {

        /** Significant in the claimed direction after Holm. */
        public boolean forClaim() {
            return holmClaimed < ALPHA;
        }

        /** Significant in the other direction after Holm. */
        public boolean againstClaim() {
            return holmAgainst < ALPHA;
        }
    }

    /**
     * A comparison before the Holm adjustment; {@code data} is what it tested (the per-replication
     * differences, or scores), so that identical tests can be recognised.
     */
    private record Raw(String label, int n, double se, boolean degenerate, double difference, double pClaimed,
            double pAgainst, double[] data) {

        Raw(String label, PairedTest test, double difference, double pClaimed, double pAgainst, double[] data) {
            this(label, test.n(), test.se(), test.degenerate(), difference, pClaimed, pAgainst, data);
        }
    }

    /**
     * Evaluates {@code claim}; {@code bayes} is the data's Bayes accuracy or null if unknown, and
     * {@code direction} says which way the score is better.
     */
    public static ClaimCheck of(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary, Double bayes,
            Direction direction) {
        List<String> subjects = claim.methods().isEmpty()
                ? plan.spec().methods().stream().map(MethodSpec::label).toList() : claim.methods();
        String hypothesis = hypothesis(claim, direction, bayes);
        if (claim.check().equals("slope")) {
            return slope(claim, plan, summary, subjects, direction, hypothesis);
        }
        try {
            List<Raw> raw = switch (claim.check()) {
                case "increasing" -> increasing(claim, plan, summary, subjects, direction);
                case "decreasing" -> increasing(claim, plan, summary, subjects, direction.opposite());
                case "dominates" -> dominates(claim, plan, summary, subjects, direction);
                case "within" -> within(claim, plan, summary, subjects);
                case "peaked" -> peaked(claim, plan, summary, subjects, direction);
                case "optimum-increasing" -> optimumShifts(claim, plan, summary, subjects, direction, true);
                case "optimum-decreasing" -> optimumShifts(claim, plan, summary, subjects, direction, false);
                case "below-bayes" -> {
                    if (bayes == null) {
                        throw new MissingResult("the data source does not know its Bayes accuracy");
                    }
                    yield belowBayes(claim, plan, summary, subjects, bayes, direction);
                }
                default -> throw new IllegalStateException("unknown check " + claim.check());
            };
            if (raw.isEmpty()) {
                throw new MissingResult("no comparison to make (check 'at' and 'along')");
            }
            return decide(claim, hypothesis, raw);
        } catch (MissingResult e) {
            return new ClaimCheck(claim, Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
        }
    }

    /**
     * {@code slope} (spec/phist-labeldp.md §D.4): one comparison per curve of the claim's figure whose
     * method is a subject; it passes when |slope − expected| ≤ tolerance or expected lies in the 95%
     * bootstrap interval. Supported if every curve passes, contradicted if one fails, undetermined if a
     * subject has no fitted curve. No p-values: pClaimed/holmClaimed are 0 for a pass and 1 for a fail
     * (pAgainst the reverse), so {@link Comparison#forClaim()} reads "passes"; difference = slope −
     * expected, se = the interval's half-width / 1.96.
     */
    private static ClaimCheck slope(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Direction direction, String hypothesis) {
        org.ldpbench.experiment.FigureSpec figure = plan.spec().figures().stream()
                .filter(f -> f.fitLogLog() && java.util.Objects.equals(f.name(), claim.figure())).findFirst()
                .orElseThrow(() -> new IllegalStateException("no fitted figure " + claim.figure()));
        List<SlopeFits.Fit> fits = SlopeFits.of(plan, summary, figure, direction);
        List<Comparison> comparisons = new ArrayList<>();
        boolean all = true;
        for (String subject : subjects) {
            List<SlopeFits.Fit> mine = fits.stream().filter(f -> f.method().equals(subject)).toList();
            if (mine.isEmpty()) {
                return new ClaimCheck(claim, Verdict.UNDETERMINED, hypothesis, List.of(),
                        "no fitted slope for " + subject + " (too few points in the fitting window)");
            }
            for (SlopeFits.Fit fit : mine) {
                boolean pass = SlopeFits.passes(fit, claim.expected(), claim.tolerance());
                all &= pass;
                double p = pass ? 0 : 1;
                String label = String.format(java.util.Locale.ROOT, "%s: slope %.3f [%.3f, %.3f] vs %s (%d points)",
                        fit.curve(), fit.ols().slope(), fit.lower(), fit.upper(),
                        ParameterSet.format(claim.expected()), fit.window());
                comparisons.add(new Comparison(label, fit.bootstrap().map(b -> b.replications()).orElse(0),
                        fit.ols().slope() - claim.expected(), (fit.upper() - fit.lower()) / (2 * 1.959964), false, p,
                        1 - p, p, 1 - p, ""));
            }
        }
        return new ClaimCheck(claim, all ? Verdict.SUPPORTED : Verdict.CONTRADICTED, hypothesis, comparisons, "");
    }

    /**
     * The verdict from Holm-adjusted p-values (same order in both arrays): contradicted if any
     * {@code holmAgainst} is below {@link #ALPHA}, else supported if every {@code holmClaimed} is,
     * else not contradicted.
     */
    static Verdict verdict(double[] holmClaimed, double[] holmAgainst) {
        for (double p : holmAgainst) {
            if (p < ALPHA) {
                return Verdict.CONTRADICTED;
            }
        }
        for (double p : holmClaimed) {
            if (!(p < ALPHA)) {
                return Verdict.NOT_CONTRADICTED;
            }
        }
        return holmClaimed.length == 0 ? Verdict.UNDETERMINED : Verdict.SUPPORTED;
    }

    /**
     * Holm over the distinct tests: a comparison whose tested data are identical, replication by
     * replication, to an earlier one's (LPCT-Q at every ε, a method against one that shares its
     * release) is the same test; it is counted once and gets the earlier one's adjusted p-values.
     */
    private static ClaimCheck decide(ClaimSpec claim, String hypothesis, List<Raw> raw) {
        int[] first = new int[raw.size()];
        List<Integer> distinct = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            first[i] = i;
            for (int j : distinct) {
                if (Arrays.equals(raw.get(j).data(), raw.get(i).data())) {
                    first[i] = j;
                    break;
                }
            }
            if (first[i] == i) {
                distinct.add(i);
            }
        }
        double[] claimed = Holm.adjust(distinct.stream().mapToDouble(i -> raw.get(i).pClaimed()).toArray());
        double[] against = Holm.adjust(distinct.stream().mapToDouble(i -> raw.get(i).pAgainst()).toArray());
        List<Comparison> comparisons = new ArrayList<>();
        for (int i = 0; i < raw.size(); i++) {
            Raw r = raw.get(i);
            int k = distinct.indexOf(first[i]);
            comparisons.add(new Comparison(r.label(), r.n(), r.difference(), r.se(),
                    r.degenerate(), r.pClaimed(), r.pAgainst(), claimed[k], against[k],
                    first[i] == i ? "" : raw.get(first[i]).label()));
        }
        return new ClaimCheck(claim, verdict(claimed, against), hypothesis, comparisons, "");
    }

    /** Comparisons that are distinct tests (not the same data as an earlier one). */
    public long distinctComparisons() {
        return comparisons.stream().filter(c -> c.sameAs().isEmpty()).count();
    }

    /**
     * The comparison that decided the verdict: for "contradicted" the one most significant the
     * other way, otherwise the one least significant the claimed way. Empty if undetermined.
     */
    public java.util.Optional<Comparison> decisive() {
        if (comparisons.isEmpty()) {
            return java.util.Optional.empty();
        }
        java.util.Comparator<Comparison> order = verdict == Verdict.CONTRADICTED
                ? java.util.Comparator.comparingDouble(Comparison::holmAgainst)
                : java.util.Comparator.comparingDouble(Comparison::holmClaimed).reversed();
        return comparisons.stream().min(order);
    }

    /** Comparisons with a positive signed difference claimed: H₁ mean(sign·(a − b)) > −tolerance. */
    private static Raw better(String label, double[] a, double[] b, double tolerance, Direction direction) {
        double[] signedA = signed(a, direction);
        double[] signedB = signed(b, direction);
        PairedTest signedTest = test(label, signedA, signedB, -tolerance);
        PairedTest rawTest = test(label, a, b, 0.0);
        return new Raw(label, rawTest, rawTest.mean(), signedTest.pGreater(), signedTest.pLess(), differences(a, b));
    }

    private static List<Raw> increasing(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Direction direction) {
        SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
        List<SweepAxis> others = plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                if (!matchesAt(rest, claim.at())) {
                    continue;
                }
                ResultSummary.ConfigurationResult previous = null;
                Object previousValue = null;
                List<Object> values = along.values();
                if (claim.endsOnly()) {
                    List<Object> inRange = values.stream().filter(v -> {
                        Map<String, Object> c = new LinkedHashMap<>(rest);
                        c.put(along.name(), v);
                        return matchesAt(c, claim.at());
                    }).toList();
                    values = inRange.size() < 2 ? inRange : List.of(inRange.get(0), inRange.get(inRange.size() - 1));
                }
                for (Object value : values) {
                    Map<String, Object> coordinates = new LinkedHashMap<>(rest);
                    coordinates.put(along.name(), value);
                    if (!matchesAt(coordinates, claim.at())) {
                        continue;
                    }
                    ResultSummary.ConfigurationResult current = best(summary, method,
                            SweepPoint.of(plan.spec().sweep(), coordinates));
                    if (previous != null) {
                        String label = method + " " + AxisText.label(along.name()) + " "
                                + ParameterSet.format(previousValue) + " → " + ParameterSet.format(value)
                                + AxisText.suffix(rest);
                        raw.add(better(label, current.byReplication(), previous.byReplication(), claim.tolerance(),
                                direction));
                    }
                    previous = current;
                    previousValue = value;
                }
            }
        }
        return raw;
    }

    /**
     * {@code peaked}: per method and sweep point, the curve over the grid parameter {@code along}
     * (best configuration at each value). The best interior value q and the configuration at every
     * value are chosen on the even-indexed replications; the comparisons "q better than the first
     * value" and/or "q better than the last value" use the odd-indexed ones, so the choice does not
     * bias the tests.
     */
    private static List<Raw> peaked(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Direction direction) {
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (SweepPoint point : points(plan, claim)) {
                GridCurve curve = GridCurve.of(summary, method, point, claim.along(), direction, GridCurve.SELECTION);
                if (curve.size() < 3) {
                    throw new MissingResult(method + " at " + point.describe() + " has " + curve.size()
                            + " values of " + claim.along() + " with results; 'peaked' needs 3");
                }
                int q = curve.bestInterior();
                double[] top = GridCurve.half(curve.configuration(q).byReplication(), GridCurve.TEST);
                List<Integer> ends = switch (claim.sides()) {
                    case "first" -> List.of(0);
                    case "last" -> List.of(curve.size() - 1);
                    default -> List.of(0, curve.size() - 1);
                };
                for (int end : ends) {
                    double[] other = GridCurve.half(curve.configuration(end).byReplication(), GridCurve.TEST);
                    String label = method + " " + claim.along() + " " + ParameterSet.format(curve.value(q)) + " − "
                            + claim.along() + " " + ParameterSet.format(curve.value(end)) + at(point);
                    raw.add(better(label, top, other, 0.0, direction));
                }
            }
        }
        return raw;
    }

    /** Bootstrap resamples of {@code optimum-increasing}. */
    static final int BOOTSTRAP_RESAMPLES = 2000;

    /**
     * {@code optimum-increasing} ({@code optimum-decreasing} with the two p-values swapped): per method, combination of the other sweep axes and step along
     * {@code along} (each consecutive pair, or the first and last value), the best value of the grid
     * parameter at the later point minus the one at the earlier point. The p-values come from a
     * paired bootstrap over replications ({@value #BOOTSTRAP_RESAMPLES} resamples, fixed seed, the
     * same resampled replications at both points): the claimed direction's p-value is the share of
     * resamples in which the later optimum is not larger, (k + 1)/(B + 1); the other direction's is
     * the share in which it is not smaller.
     */
    private static List<Raw> optimumShifts(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Direction direction, boolean increasing) {
        SweepAxis along = plan.spec().axis(claim.along()).orElseThrow();
        List<SweepAxis> others = plan.spec().sweep().stream().filter(a -> !a.name().equals(along.name())).toList();
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (Map<String, Object> rest : Grids.cartesian(others)) {
                if (!matchesAt(rest, claim.at())) {
                    continue;
                }
                List<Object> values = along.values();
                if (claim.endsOnly() && values.size() > 2) {
                    values = List.of(values.get(0), values.get(values.size() - 1));
                }
                GridCurve previous = null;
                Object previousValue = null;
                for (Object value : values) {
                    Map<String, Object> coordinates = new LinkedHashMap<>(rest);
                    coordinates.put(along.name(), value);
                    SweepPoint point = SweepPoint.of(plan.spec().sweep(), coordinates);
                    GridCurve current = GridCurve.of(summary, method, point, claim.parameter(), direction,
                            GridCurve.ALL);
                    if (current.size() < 2) {
                        throw new MissingResult(method + " at " + point.describe() + " has fewer than 2 values of "
                                + claim.parameter() + " with results");
                    }
                    if (previous != null) {
                        String label = method + " best " + claim.parameter() + ", " + AxisText.label(along.name())
                                + " " + ParameterSet.format(previousValue) + " → " + ParameterSet.format(value)
                                + AxisText.suffix(rest);
                        OptimumShift shift = OptimumShift.of(previous, current, direction, BOOTSTRAP_RESAMPLES);
                        raw.add(new Raw(label, shift.n(), shift.se(), shift.degenerate(), shift.shift(),
                                increasing ? shift.pClaimed() : shift.pAgainst(),
                                increasing ? shift.pAgainst() : shift.pClaimed(), shift.resampled()));
                    }
                    previous = current;
                    previousValue = value;
                }
            }
        }
        return raw;
    }

    private static List<Raw> dominates(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, Direction direction) {
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (String other : claim.over()) {
                for (SweepPoint point : points(plan, claim)) {
                    String label = method + " − " + other + at(point);
                    raw.add(better(label, best(summary, method, point).byReplication(),
                            best(summary, other, point).byReplication(), claim.tolerance(), direction));
                }
            }
        }
        return raw;
    }

    private static List<Raw> within(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects) {
        String other = claim.over().get(0);
        double tolerance = claim.tolerance();
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (SweepPoint point : points(plan, claim)) {
                String label = method + " − " + other + at(point);
                double[] a = best(summary, method, point).byReplication();
                double[] b = best(summary, other, point).byReplication();
                PairedTest lower = test(label, a, b, -tolerance);
                PairedTest upper = test(label, a, b, tolerance);
                double equivalent = Math.max(lower.pGreater(), upper.pLess());
                double outside = Math.min(1.0, 2 * Math.min(upper.pGreater(), lower.pLess()));
                PairedTest plain = test(label, a, b, 0.0);
                raw.add(new Raw(label, plain, plain.mean(), equivalent, outside, differences(a, b)));
            }
        }
        return raw;
    }

    private static List<Raw> belowBayes(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary,
            List<String> subjects, double bayes, Direction direction) {
        List<Raw> raw = new ArrayList<>();
        for (String method : subjects) {
            for (SweepPoint point : points(plan, claim)) {
                String label = method + at(point);
                double[] scores = best(summary, method, point).byReplication();
                // d = sign·(score − B): the claim is mean(d) < 0 (not better than Bayes)
                double[] signedScores = signed(scores, direction);
                PairedTest signedTest = oneSample(label, signedScores, direction.sign() * bayes);
                PairedTest plain = oneSample(label, scores, bayes);
                raw.add(new Raw(label, plain, plain.mean(), signedTest.pLess(), signedTest.pGreater(), scores.clone()));
            }
        }
        return raw;
    }

    private static String hypothesis(ClaimSpec claim, Direction direction, Double bayes) {
        boolean higher = direction == Direction.HIGHER_IS_BETTER;
        String better = higher ? ">" : "<";
        String threshold = ParameterSet.format(higher ? -claim.tolerance() : claim.tolerance());
        String first = claim.methods().size() == 1 ? claim.methods().get(0) : "method";
        return switch (claim.check()) {
            case "increasing" -> (claim.endsOnly() ? "last vs first value of " : "each step along ")
                    + AxisText.label(claim.along()) + ": later − earlier " + better + " " + threshold;
            case "decreasing" -> (claim.endsOnly() ? "last vs first value of " : "each step along ")
                    + AxisText.label(claim.along()) + ": later − earlier "
                    + (higher ? "<" : ">") + " " + ParameterSet.format(higher ? claim.tolerance() : -claim.tolerance());
            case "dominates" -> first + " − " + (claim.over().size() == 1 ? claim.over().get(0) : "each of "
                    + String.join(", ", claim.over())) + " " + better + " " + threshold + " at every sweep point";
            case "within" -> "|" + first + " − " + claim.over().get(0) + "| < " + ParameterSet.format(claim.tolerance())
                    + " (equivalence by two one-sided tests); other direction: |difference| > "
                    + ParameterSet.format(claim.tolerance());
            case "peaked" -> "along " + claim.along() + ", the best interior value (chosen on the even-indexed "
                    + "replications) " + better + " " + switch (claim.sides()) {
                        case "first" -> "the first value";
                        case "last" -> "the last value";
                        default -> "the first and the last value";
                    } + " (tested on the odd-indexed replications)";
            case "optimum-increasing", "optimum-decreasing" -> "the best " + claim.parameter() + " at the later "
                    + AxisText.label(claim.along()) + " − the best at the earlier "
                    + (claim.check().equals("optimum-increasing") ? ">" : "<") + " 0 (paired bootstrap over "
                    + "replications)";
            case "slope" -> "fitted log-log slope within " + ParameterSet.format(claim.tolerance()) + " of "
                    + ParameterSet.format(claim.expected()) + ", or " + ParameterSet.format(claim.expected())
                    + " inside its 95% bootstrap interval, for every curve";
            case "below-bayes" -> "mean " + (higher ? "<" : ">") + " Bayes accuracy"
                    + (bayes == null ? "" : " " + String.format(java.util.Locale.ROOT, "%.4f", bayes))
                    + " for every method and sweep point";
            default -> claim.check();
        };
    }

    /** a_r − b_r, NaN where either is missing. */
    private static double[] differences(double[] a, double[] b) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] - b[i];
        }
        return out;
    }

    private static double[] signed(double[] values, Direction direction) {
        double sign = direction.sign();
        double[] out = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            out[i] = sign * values[i];
        }
        return out;
    }

    private static PairedTest test(String label, double[] a, double[] b, double shift) {
        try {
            return PairedTest.of(a, b, shift);
        } catch (IllegalArgumentException e) {
            throw new MissingResult(label + ": " + e.getMessage());
        }
    }

    private static PairedTest oneSample(String label, double[] x, double mu) {
        try {
            return PairedTest.oneSample(x, mu);
        } catch (IllegalArgumentException e) {
            throw new MissingResult(label + ": " + e.getMessage());
        }
    }

    /** " at ε=1, nPublic=50" ("" without sweep axes). */
    private static String at(SweepPoint point) {
        String suffix = AxisText.suffix(point.coordinates());
        return suffix.isEmpty() ? "" : " at " + suffix.substring(2, suffix.length() - 1);
    }

    private static List<SweepPoint> points(ExperimentPlan plan, ClaimSpec claim) {
        return plan.points().stream().filter(p -> matchesAt(p.coordinates(), claim.at())).toList();
    }

    private static ResultSummary.ConfigurationResult best(ResultSummary summary, String method, SweepPoint point) {
        ResultSummary.BestResult best = summary.best(method, point).orElse(null);
        if (best == null || best.best() == null || best.best().score().n() < 2) {
            throw new MissingResult("no results for " + method + " at " + point.describe());
        }
        return best.best();
    }

    static boolean matchesAt(Map<String, Object> coordinates, Map<String, Object> at) {
        for (Map.Entry<String, Object> entry : at.entrySet()) {
            Object value = coordinates.get(entry.getKey());
            if (value != null && !ParameterSet.format(value).equals(ParameterSet.format(entry.getValue()))) {
                return false;
            }
        }
        return true;
    }

    static final class MissingResult extends RuntimeException {
        private static final long serialVersionUID = 1L;

        MissingResult(String message) {
            super(message);
        }
    }
}
