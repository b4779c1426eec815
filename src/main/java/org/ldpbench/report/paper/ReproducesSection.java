package org.ldpbench.report.paper;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.kinds.Kinds;

/**
 * The section a paper's {@code REPORT.md} opens with, "What reproduces": the answer to "does this
 * paper reproduce?" in a few lines, generated from the claim checks. Of the paper's claims (one per
 * empirical sentence, {@link SentenceClaims}): the contradicted ones with the size of the
 * difference that decided them, the undetermined ones with the reason and the replications that
 * would decide them, the supported and not contradicted ones by their sentence; then any headline
 * an experiment adds (Table 2's No. 1 counts). A report that checks no sentence of its paper (the
 * theorems' predictions of Berrett–Butucea and Zhao et al., our scale runs) opens with the same
 * heading and says so, with the outcomes of its exploratory rows, so that no reader takes them for
 * the paper's.
 */
final class ReproducesSection {

  private ReproducesSection() {}

  /**
   * The section (empty if the report has no claim rows at all); {@code checks} are all its rows in
   * report order, {@code experiments} names the spec of each, {@code headlines} are one-sentence
   * summaries experiments add.
   */
  static String text(
      List<SentenceClaims.Claim> claims,
      List<ClaimCheck> checks,
      Map<ClaimCheck, String> experiments,
      List<String> headlines) {
    if (claims.isEmpty() && headlines.isEmpty()) {
      return exploratoryOnly(checks, experiments);
    }
    long supported = count(claims, ClaimCheck.Verdict.SUPPORTED);
    long notContradicted = count(claims, ClaimCheck.Verdict.NOT_CONTRADICTED);
    long contradicted = count(claims, ClaimCheck.Verdict.CONTRADICTED);
    long undetermined = count(claims, ClaimCheck.Verdict.UNDETERMINED);
    long power = claims.stream().filter(SentenceClaims.Claim::lacksPower).count();
    StringBuilder md = new StringBuilder("## What reproduces\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "Of the paper's %d claims (one per empirical sentence of its experiment"
                + " and real-data sections, each tested by the rule in its experiment's section below): **%d supported**,"
                + " %d not contradicted (no significant difference either way, with power against the paper's effect),"
                + " **%d contradicted**, %d undetermined (%d of them for lack of power, %s).%n%n",
            claims.size(),
            supported,
            notContradicted,
            contradicted,
            undetermined,
            power,
            percent(power, claims.size()) + " of the claims"));
    section(
        md,
        "Contradicted (the comparison that decided it: our mean difference ± s.e., first minus second)",
        claims,
        ClaimCheck.Verdict.CONTRADICTED,
        experiments,
        true);
    section(
        md,
        "Undetermined (why, and what would decide it)",
        claims,
        ClaimCheck.Verdict.UNDETERMINED,
        experiments,
        true);
    section(md, "Supported", claims, ClaimCheck.Verdict.SUPPORTED, experiments, false);
    section(
        md, "Not contradicted", claims, ClaimCheck.Verdict.NOT_CONTRADICTED, experiments, false);
    for (String headline : headlines) {
      md.append(headline.strip()).append("\n\n");
    }
    return md.toString();
  }

  /**
   * The opening of a report without paper claims: that its rows are exploratory, and their
   * outcomes, the contradicted and undetermined ones by name (empty without any row).
   */
  private static String exploratoryOnly(
      List<ClaimCheck> checks, Map<ClaimCheck, String> experiments) {
    List<ClaimCheck> rows = checks.stream().filter(c -> !c.claim().meta().confirmatory()).toList();
    if (rows.isEmpty()) {
      return "";
    }
    StringBuilder md = new StringBuilder("## What reproduces\n\n");
    md.append(
        String.format(
            Locale.ROOT,
            "No empirical sentence of the paper is tested here as the paper's claim: %s (what the"
                + " paper's theorems predict, or what our own runs should show); such rows never count for"
                + " or against the paper. Outcomes: **%d supported**, %d not contradicted, **%d"
                + " contradicted**, %d undetermined.%n%n",
            rows.size() == 1
                ? "the one row below is our own exploratory check"
                : "the " + rows.size() + " rows below are our own exploratory checks",
            rows.stream().filter(c -> c.verdict() == ClaimCheck.Verdict.SUPPORTED).count(),
            rows.stream().filter(c -> c.verdict() == ClaimCheck.Verdict.NOT_CONTRADICTED).count(),
            rows.stream().filter(c -> c.verdict() == ClaimCheck.Verdict.CONTRADICTED).count(),
            rows.stream().filter(c -> c.verdict() == ClaimCheck.Verdict.UNDETERMINED).count()));
    for (ClaimCheck.Verdict verdict :
        List.of(ClaimCheck.Verdict.CONTRADICTED, ClaimCheck.Verdict.UNDETERMINED)) {
      List<ClaimCheck> mine = rows.stream().filter(c -> c.verdict() == verdict).toList();
      if (mine.isEmpty()) {
        continue;
      }
      String name = verdict.text().replace("*", "");
      md.append("**")
          .append(Character.toUpperCase(name.charAt(0)))
          .append(name.substring(1))
          .append(" (exploratory):**\n\n");
      for (ClaimCheck row : mine) {
        md.append("- ")
            .append(row.claim().text().replaceAll("\\s+", " "))
            .append(" (`")
            .append(experiments.get(row))
            .append("`)");
        if (verdict == ClaimCheck.Verdict.UNDETERMINED && !row.reason().isEmpty()) {
          md.append(": ").append(row.reason());
        }
        md.append("\n");
      }
      md.append("\n");
    }
    return md.toString();
  }

  private static long count(List<SentenceClaims.Claim> claims, ClaimCheck.Verdict verdict) {
    return claims.stream().filter(c -> c.verdict() == verdict).count();
  }

  private static String percent(long part, long whole) {
    return whole == 0 ? "0%" : String.format(Locale.ROOT, "%.0f%%", 100.0 * part / whole);
  }

  private static void section(
      StringBuilder md,
      String title,
      List<SentenceClaims.Claim> claims,
      ClaimCheck.Verdict verdict,
      Map<ClaimCheck, String> experiments,
      boolean detail) {
    List<SentenceClaims.Claim> mine = claims.stream().filter(c -> c.verdict() == verdict).toList();
    if (mine.isEmpty()) {
      return;
    }
    md.append("**").append(title).append(":**\n\n");
    for (SentenceClaims.Claim claim : mine) {
      ClaimCheck first = claim.first();
      md.append("- ")
          .append(claim.sentence().isEmpty() ? "" : claim.sentence() + " ")
          .append("“")
          .append(first.claim().meta().quote().replaceAll("\\s+", " "))
          .append("” (")
          .append(first.claim().meta().location())
          .append(")");
      if (detail) {
        md.append(": ").append(detail(claim, experiments));
      }
      md.append("\n");
    }
    md.append("\n");
  }

  /**
   * For a contradicted claim the deciding comparison with its size; for an undetermined one its
   * reason.
   */
  private static String detail(SentenceClaims.Claim claim, Map<ClaimCheck, String> experiments) {
    ClaimCheck part = claim.deciding();
    String where =
        experiments.containsKey(part)
            ? " (`"
                + experiments.get(part)
                + "`"
                + (claim.parts().size() > 1
                    ? ", part " + (claim.parts().indexOf(part) + 1) + " of " + claim.parts().size()
                    : "")
                + ")"
            : "";
    if (claim.verdict() == ClaimCheck.Verdict.CONTRADICTED) {
      return part.decisive()
              .map(
                  c ->
                      Kinds.of(part.claim()).passFail()
                          ? c.label()
                          : c.label() + ": " + NumberText.meanSe(c.difference(), c.se()))
              .orElse(part.reason())
          + where;
    }
    String needed = ClaimsSection.replicationsText(claim.replicationsNeeded());
    String reason = part.reason().isEmpty() ? "not decided" : part.reason();
    return reason + (needed.isEmpty() ? "" : "; " + needed) + where;
  }

  /** A map from each check to its experiment's name, by identity. */
  static Map<ClaimCheck, String> experiments() {
    return new IdentityHashMap<>();
  }
}
