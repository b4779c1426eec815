package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.tables.MarkdownTable;

/**
 * The table a paper's {@code REPORT.md} opens with: how many claims ended in each outcome, the
 * paper's confirmatory claims (one per empirical sentence, however many rows test it: {@link
 * SentenceClaims}) and our exploratory rows on separate lines, so that a reader sees the balance
 * before any detail.
 */
final class ClaimCounts {

  private ClaimCounts() {}

  /** The counts table (Markdown, with a lead sentence), empty if there are no claims. */
  static String table(List<ClaimCheck> checks) {
    if (checks.isEmpty()) {
      return "";
    }
    List<List<String>> rows = new ArrayList<>();
    rows.add(
        row(
            "paper (confirmatory, one per sentence)",
            SentenceClaims.of(checks).stream().map(SentenceClaims.Claim::verdict).toList()));
    rows.add(
        row(
            "ours (exploratory)",
            checks.stream()
                .filter(c -> !c.claim().meta().confirmatory())
                .map(ClaimCheck::verdict)
                .toList()));
    StringBuilder md =
        new StringBuilder(
            "**Claims by outcome** (rules below each experiment; confirmatory claims"
                + " corrected by "
                + PaperClaims.METHOD
                + "; a claim's parts combine as "
                + SentenceClaims.RULE
                + "):\n\n");
    MarkdownTable.append(
        md,
        List.of("claims", "supported", "not contradicted", "contradicted", "undetermined", "total"),
        rows);
    return md.append("\n").toString();
  }

  private static List<String> row(String name, List<ClaimCheck.Verdict> verdicts) {
    List<String> row = new ArrayList<>(List.of(name));
    for (ClaimCheck.Verdict v :
        List.of(
            ClaimCheck.Verdict.SUPPORTED,
            ClaimCheck.Verdict.NOT_CONTRADICTED,
            ClaimCheck.Verdict.CONTRADICTED,
            ClaimCheck.Verdict.UNDETERMINED)) {
      row.add(Long.toString(verdicts.stream().filter(x -> x == v).count()));
    }
    row.add(Integer.toString(verdicts.size()));
    return row;
  }
}
