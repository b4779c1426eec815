package org.ldpbench.spec.claim;

import org.ldpbench.param.Keyword;

/**
 * Where a claim comes from and how it is read, whatever its check: the paper's words quoted
 * verbatim with their location and the id of the paper's sentence they come from, or none for a
 * claim of ours; the effect the test must be able to see; the metric it is about; and how many of
 * the values of one sweep axis the claim must hold on.
 *
 * <p>A claim with a {@code quote} is <em>confirmatory</em> (a paper claim: it counts for or against
 * the paper and is corrected for multiple testing across the paper's confirmatory claims) unless
 * its spec says {@code role: exploratory}; a claim without a quote is <em>exploratory</em> (our
 * variants, ablations, acceptance checks): it is reported, but never counts for or against a paper
 * claim.
 *
 * <p>One empirical sentence of a paper is one claim: every claim row of a paper's specs that names
 * the same {@code sentence} is a <em>part</em> of that one claim (the sentence's sub-tests,
 * possibly in several specs), and the parts get one combined verdict ({@code
 * org.ldpbench.report.paper.SentenceClaims}).
 *
 * @param quote the paper's words, verbatim (empty for a claim of ours)
 * @param location section, figure or table of the quote (empty without a quote)
 * @param exploratory true for a claim that never counts for or against the paper
 * @param effect the paper's stated or visible effect in the metric's units, against which the
 *     test's power is computed (NaN: the default of the rule)
 * @param sentence the id of the paper's sentence in its sentence list ({@code
 *     src/test/resources/claims/sentences-PAPER.tsv}), empty if none
 * @param metric the metric the claim is about: empty for the spec's primary metric, or {@code
 *     seconds} for the fit + predict time (lower is better)
 * @param quantifier on how many values of {@code across} the claim must hold
 * @param across the sweep axis the quantifier counts (empty with {@link Quantifier#ALL})
 */
public record ClaimMeta(
    String quote,
    String location,
    boolean exploratory,
    double effect,
    String sentence,
    String metric,
    Quantifier quantifier,
    String across) {

  /** The metric name of run time claims: the fit + predict seconds stored with every trial. */
  public static final String SECONDS = "seconds";

  /** On how many values of an axis a claim must hold. */
  public enum Quantifier implements Keyword {
    /** Every comparison (the default). */
    ALL,
    /** More than half of the values of the axis ("generally", "on most data sets"). */
    MOST,
    /** At least one value of the axis ("on some data sets"). */
    SOME
  }

  public ClaimMeta {
    sentence = sentence == null ? "" : sentence;
    metric = metric == null ? "" : metric;
    quantifier = quantifier == null ? Quantifier.ALL : quantifier;
    across = across == null ? "" : across;
  }

  /** A claim about the primary metric, holding everywhere, of no listed sentence. */
  public ClaimMeta(String quote, String location, boolean exploratory, double effect) {
    this(quote, location, exploratory, effect, "", "", Quantifier.ALL, "");
  }

  /** An exploratory claim of ours, without a quote, with the rule's default effect. */
  public static final ClaimMeta OURS = new ClaimMeta("", "", true, Double.NaN);

  /** A confirmatory paper claim with the rule's default effect. */
  public static ClaimMeta paper(String quote, String location) {
    return new ClaimMeta(quote, location, false, Double.NaN);
  }

  /** True for a paper claim that counts (it has a quote and is not marked exploratory). */
  public boolean confirmatory() {
    return !exploratory;
  }

  /** True if the claim is about run time rather than the primary metric. */
  public boolean aboutSeconds() {
    return metric.equals(SECONDS);
  }
}
