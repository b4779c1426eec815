package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.Power;
import org.ldpbench.report.claims.pending.PendingClaim;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.report.tables.MarkdownTable;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.store.ExpectedTrials;

/**
 * The claims part of an experiment's section in {@code REPORT.md}: every claim of the spec checked
 * ({@link ClaimCheck}), one row per claim with the paper's words and their location (or "ours" for
 * an exploratory claim), the rule, the verdict, the claimed alternative and the comparison that
 * decided it (or the minimal detectable effect), and every comparison in a collapsed table.
 */
public final class ClaimsSection {

  /** Why a quick-profile run decides nothing. */
  static final String QUICK = "too few replications (quick profile): not tested";

  private ClaimsSection() {}

  /**
   * The checks of {@code spec}'s claims on its results; a quick-profile run leaves every claim
   * undetermined (too few replications) rather than test it.
   */
  public static List<ClaimCheck> checks(
      ExperimentSpec spec,
      ExpectedTrials plan,
      ResultSummary summary,
      ExperimentSpec.Profile profile) {
    Double bayes = null;
    if (plan.dataSources().get(0) instanceof KnownBayesAccuracy known) {
      bayes = known.bayesAccuracy();
    }
    List<ClaimCheck> checks = new ArrayList<>();
    for (ClaimSpec claim : spec.claims()) {
      checks.add(
          profile == ExperimentSpec.Profile.QUICK && !(claim instanceof PendingClaim)
              ? undetermined(claim, QUICK)
              : Kinds.check(claim, plan, summary, bayes, spec.primaryMetric().direction()));
    }
    return checks;
  }

  /** Every claim of {@code spec} undetermined for {@code reason} (the spec has not been run). */
  static List<ClaimCheck> undetermined(ExperimentSpec spec, String reason) {
    return spec.claims().stream().map(c -> undetermined(c, reason)).toList();
  }

  private static ClaimCheck undetermined(ClaimSpec claim, String reason) {
    return new ClaimCheck(claim, ClaimCheck.Verdict.UNDETERMINED, "not tested", List.of(), reason);
  }

  /** The claims section of one experiment (empty without claims), each row a claim of its own. */
  static String text(List<ClaimCheck> checks) {
    return text(checks, SentenceClaims.of(checks));
  }

  /**
   * The claims section of one experiment (empty without claims); {@code claims} are the paper's
   * claims the rows may be parts of (their combined verdict is shown on each part's row).
   */
  static String text(List<ClaimCheck> checks, List<SentenceClaims.Claim> claims) {
    if (checks.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder();
    md.append(
        String.format(
            Locale.ROOT,
            "What the paper says, checked against these numbers by rules fixed before"
                + " the run. Tests use each method's configuration chosen on the even-indexed replications and scores"
                + " of the odd-indexed ones (the figures and tables above choose on all replications, as the paper"
                + " does); one-sided paired t-tests, α = %s: a claim holds when every one of its comparisons is"
                + " significant for it (an intersection–union test, unadjusted), and is contradicted when one is"
                + " significant against it after Holm within the claim; the paper's confirmatory"
                + " claims are then corrected across the paper (%s). **contradicted**: significant against the"
                + " claim; *supported*: significant for it; *not contradicted*: neither, with power ≥ %s against the"
                + " claim's effect; undetermined: too little power (the minimal detectable effect and the replications"
                + " that would decide it are shown) or results missing. One empirical sentence of the paper is one"
                + " claim: a sentence tested by several rows (here or in other experiments) has one verdict, by the"
                + " rule %s. Exploratory rows are ours and never count for or against the paper."
                + " Differences are mean ± s.e. of first minus second.%n%n",
            ParameterSet.format(ClaimCheck.ALPHA),
            PaperClaims.METHOD,
            ParameterSet.format(Power.POWER),
            SentenceClaims.RULE));
    List<List<String>> rows = new ArrayList<>();
    for (ClaimCheck check : checks) {
      String verdict =
          verdictText(check)
              + SentenceClaims.of(claims, check)
                  .filter(e -> e.getKey().parts().size() > 1)
                  .map(
                      e ->
                          String.format(
                              Locale.ROOT,
                              "; part %d of %d of claim %s, whose verdict is %s",
                              e.getValue(),
                              e.getKey().parts().size(),
                              e.getKey().sentence(),
                              emphasis(e.getKey().verdict())))
                  .orElse("");
      rows.add(
          List.of(
              claimText(check.claim()),
              check.claim().meta().confirmatory() ? "paper" : "exploratory",
              Kinds.of(check.claim()).ruleOf(check.claim()),
              verdict,
              check.hypothesis(),
              decisiveText(check)));
    }
    MarkdownTable.append(
        md,
        List.of(
            "claim",
            "role",
            "rule",
            "verdict",
            "tested (claimed direction)",
            "deciding comparison"),
        rows);
    md.append("\n");
    for (int i = 0; i < checks.size(); i++) {
      appendComparisons(md, i + 1, checks.get(i));
    }
    return md.toString();
  }

  /**
   * The sentence id, the paper's words with their location, then our reading; or our claim's text.
   */
  static String claimText(ClaimSpec claim) {
    if (claim.meta().quote().isEmpty()) {
      return claim.text();
    }
    String sentence = claim.meta().sentence().isEmpty() ? "" : claim.meta().sentence() + " ";
    return sentence
        + "“"
        + claim.meta().quote().replaceAll("\\s+", " ")
        + "” ("
        + claim.meta().location()
        + "). Read as: "
        + claim.text();
  }

  /**
   * A verdict with the report's emphasis: bold for contradicted, italics for supported and not
   * contradicted.
   */
  static String emphasis(ClaimCheck.Verdict verdict) {
    return switch (verdict) {
      case CONTRADICTED -> "**" + verdict.text() + "**";
      case SUPPORTED, NOT_CONTRADICTED -> "*" + verdict.text() + "*";
      case UNDETERMINED -> verdict.text();
    };
  }

  private static void appendComparisons(StringBuilder md, int number, ClaimCheck check) {
    if (check.comparisons().isEmpty()) {
      return;
    }
    md.append(
        String.format(
            Locale.ROOT,
            "<details><summary>Claim %d: %s</summary>%n%n",
            number,
            check.comparisons().size() == 1
                ? "the comparison"
                : "all " + check.comparisons().size() + " comparisons"));
    List<List<String>> comparisonRows = new ArrayList<>();
    for (ClaimCheck.Comparison c : check.comparisons()) {
      String label =
          c.sameAs().isEmpty() ? c.label() : c.label() + " (same test as " + c.sameAs() + ")";
      if (Kinds.of(check.claim()).passFail()) {
        comparisonRows.add(
            List.of(
                label,
                String.format(Locale.ROOT, "%+.3f", c.difference()),
                c.forClaim() ? "supports" : "—",
                c.againstClaim() ? "**contradicts**" : "—"));
        continue;
      }
      comparisonRows.add(
          List.of(
              label,
              differenceText(c),
              pText(c.pClaimed(), c.holmClaimed(), c.forClaim()),
              pText(c.pAgainst(), c.holmAgainst(), c.againstClaim())));
    }
    MarkdownTable.append(
        md,
        List.of("comparison", "difference", "p for the claim (as tested)", "p against it (Holm)"),
        comparisonRows);
    md.append("\n</details>\n\n");
  }

  private static String verdictText(ClaimCheck check) {
    String verdict = emphasis(check.verdict());
    if (check.comparisons().isEmpty()) {
      return verdict;
    }
    if (Kinds.of(check.claim()).passFail()) {
      long supporting =
          check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
      long against =
          check.comparisons().stream().filter(ClaimCheck.Comparison::againstClaim).count();
      return String.format(
          Locale.ROOT,
          "%s (%d of %d %s support, %d contradict)",
          verdict,
          supporting,
          check.comparisons().size(),
          Kinds.of(check.claim()).passFailItems(),
          against);
    }
    long forClaim = check.comparisons().stream().filter(ClaimCheck.Comparison::forClaim).count();
    long against = check.comparisons().stream().filter(ClaimCheck.Comparison::againstClaim).count();
    int size = check.comparisons().size();
    long distinct = check.distinctComparisons();
    String paper =
        Double.isNaN(check.paperFor())
            ? ""
            : String.format(
                Locale.ROOT,
                "; across the paper p = %s for, %s against",
                NumberText.p(check.paperFor()),
                NumberText.p(check.paperAgainst()));
    return String.format(
        Locale.ROOT,
        "%s (%d comparison%s%s: %d significant for the claim, %d against%s)",
        verdict,
        size,
        size == 1 ? "" : "s",
        distinct == size ? "" : ", " + distinct + " distinct",
        forClaim,
        against,
        paper);
  }

  /**
   * What would decide an undetermined check: "about 640 replications would decide it", or why none
   * would.
   */
  static String replicationsText(int needed) {
    if (needed <= 0) {
      return "";
    }
    if (needed == Integer.MAX_VALUE) {
      return "no number of replications decides it (the observed difference is 0 at the rule's precision)";
    }
    return String.format(
        Locale.ROOT,
        "about %d replications would decide it (power %s at the paper-wide level)",
        needed,
        ParameterSet.format(Power.POWER));
  }

  private static String decisiveText(ClaimCheck check) {
    String power =
        Double.isNaN(check.mde())
            ? ""
            : "; effect "
                + NumberText.effect(check.effect())
                + ", minimal detectable "
                + NumberText.effect(check.mde());
    String needed = replicationsText(check.replicationsNeeded());
    power += needed.isEmpty() ? "" : "; " + needed;
    if (Kinds.of(check.claim()).passFail()) {
      String decisive = check.decisive().map(c -> c.label()).orElse(check.reason());
      return needed.isEmpty() ? decisive : decisive + "; " + check.reason() + "; " + needed;
    }
    if (check.comparisons().isEmpty()) {
      return check.reason();
    }
    String prefix = check.reason().isEmpty() ? "" : check.reason() + ". ";
    return prefix
        + check
            .decisive()
            .map(
                c ->
                    c.label()
                        + ": "
                        + differenceText(c)
                        + "; p = "
                        + NumberText.p(c.pClaimed())
                        + " for the claim (Holm "
                        + NumberText.p(c.holmClaimed())
                        + "), "
                        + NumberText.p(c.pAgainst())
                        + " against (Holm "
                        + NumberText.p(c.holmAgainst())
                        + ")")
            .orElse("")
        + power;
  }

  private static String differenceText(ClaimCheck.Comparison c) {
    return NumberText.meanSe(c.difference(), c.se())
        + (c.degenerate() ? " (identical differences)" : "");
  }

  private static String pText(double raw, double holm, boolean significant) {
    String text = NumberText.p(raw) + " (" + NumberText.p(holm) + ")";
    return significant ? "**" + text + "**" : text;
  }
}
