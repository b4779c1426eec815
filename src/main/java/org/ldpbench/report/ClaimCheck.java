package org.ldpbench.report;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ClaimSpec;
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
 * direction. The comparisons of each kind of claim are made by its {@link ClaimEvaluator}
 * (registered in {@link ClaimEvaluators}; shape and slope claims are described there):
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

    /** Bootstrap resamples of {@code optimum-increasing} and {@code optimum-decreasing}. */
    static final int BOOTSTRAP_RESAMPLES = 2000;

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
     * Evaluates {@code claim} with the evaluator of its kind ({@link ClaimEvaluators}); {@code bayes}
     * is the data's Bayes accuracy or null if unknown, and {@code direction} says which way the
     * score is better.
     */
    public static ClaimCheck of(ClaimSpec claim, ExperimentPlan plan, ResultSummary summary, Double bayes,
            Direction direction) {
        return ClaimEvaluators.evaluate(claim, new ClaimInputs(plan, summary, bayes, direction));
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
    static ClaimCheck decide(ClaimSpec claim, String hypothesis, List<RawComparison> raw) {
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
            RawComparison r = raw.get(i);
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
}
