package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.distribution.BinomialDistribution;
import org.apache.commons.math3.distribution.NormalDistribution;
import org.ldpbench.experiment.ReferenceSpec;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.stats.SampleSummary;

/**
 * Our results next to reference numbers (a paper's table or the authors' code). A reference row
 * agrees when our mean and the reference differ by at most two standard errors of the
 * difference, sqrt(se_ours² + se_ref²). The reference's s.e. is rarely published, so it is
 * estimated as our standard deviation over √(reference replications), i.e. assuming the same
 * spread. With many rows some disagreements are expected by chance (4.55% each if both estimate
 * the same mean); {@link #chanceProbability()} gives the probability of at least as many.
 */
public final class ReferenceComparison {

    /** Two-sided probability that a standard normal exceeds 2 in absolute value. */
    static final double OUTSIDE_TWO_SE = 2 * new NormalDistribution(null, 0, 1).cumulativeProbability(-2.0);

    private final ReferenceSpec reference;
    private final List<Row> rows;

    private ReferenceComparison(ReferenceSpec reference, List<Row> rows) {
        this.reference = reference;
        this.rows = List.copyOf(rows);
    }

    /** Compares every reference row with its configuration (or best result) in {@code summary}. */
    public static ReferenceComparison of(ReferenceSpec reference, ResultSummary summary) {
        List<Row> rows = new ArrayList<>();
        for (ReferenceSpec.Row row : reference.rows()) {
            SampleSummary ours = null;
            String parameters = "";
            if (reference.compare().equals("best")) {
                ResultSummary.BestResult best = summary.best().stream()
                        .filter(b -> b.method().equals(row.method()) && row.isAt(b.point()))
                        .findFirst().orElse(null);
                if (best != null && best.best() != null) {
                    ours = best.best().score();
                    parameters = best.best().parameters().canonical();
                }
            } else {
                ResultSummary.ConfigurationResult match = summary.configurations().stream()
                        .filter(c -> c.method().equals(row.method()) && row.isAt(c.point())
                                && row.matches(c.parameters()))
                        .findFirst().orElse(null);
                if (match != null) {
                    ours = match.score();
                    parameters = describe(row);
                }
            }
            rows.add(new Row(row, parameters, ours, reference.replications()));
        }
        return new ReferenceComparison(reference, rows);
    }

    private static String describe(ReferenceSpec.Row row) {
        List<String> parts = new ArrayList<>();
        new java.util.TreeMap<>(row.parameters()).forEach((k, v) -> parts.add(k + "=" + ParameterSet.format(v)));
        return String.join(", ", parts);
    }

    public ReferenceSpec reference() {
        return reference;
    }

    public List<Row> rows() {
        return rows;
    }

    /** Rows with a result of ours. */
    public long compared() {
        return rows.stream().filter(r -> r.ours() != null && r.ours().n() > 1).count();
    }

    /** Compared rows further apart than two standard errors. */
    public long outside() {
        return rows.stream().filter(r -> r.ours() != null && r.ours().n() > 1 && !r.agrees()).count();
    }

    /** Expected number of rows outside two standard errors if all means agree. */
    public double expectedOutside() {
        return compared() * OUTSIDE_TWO_SE;
    }

    /** P(at least {@link #outside()} of {@link #compared()} rows outside 2 s.e. by chance). */
    public double chanceProbability() {
        long k = outside();
        if (k == 0) {
            return 1.0;
        }
        BinomialDistribution binomial = new BinomialDistribution(null, (int) compared(), OUTSIDE_TWO_SE);
        return 1.0 - binomial.cumulativeProbability((int) k - 1);
    }

    /**
     * One reference row with our value.
     *
     * @param reference the reference row
     * @param parameters the parameters compared (or our best configuration)
     * @param ours our summary, null if we have no result for it
     * @param referenceReplications replications behind the reference value
     */
    public record Row(ReferenceSpec.Row reference, String parameters, SampleSummary ours, int referenceReplications) {

        /** Estimated s.e. of the reference value (our sd / √(its replications)). */
        public double referenceSe() {
            return ours.sd() / Math.sqrt(referenceReplications);
        }

        /** Our mean minus the reference. */
        public double difference() {
            return ours.mean() - reference.accuracy();
        }

        /** The difference in standard errors of the difference. */
        public double z() {
            double se = Math.sqrt(ours.se() * ours.se() + referenceSe() * referenceSe());
            return se == 0 ? (difference() == 0 ? 0 : Double.POSITIVE_INFINITY) : difference() / se;
        }

        public boolean agrees() {
            return Math.abs(z()) <= 2.0;
        }
    }
}
