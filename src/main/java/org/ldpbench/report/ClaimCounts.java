package org.ldpbench.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The table a paper's {@code REPORT.md} opens with: how many claims ended in each outcome, the
 * paper's confirmatory claims and our exploratory ones on separate rows, so that a reader sees the
 * balance before any detail.
 */
final class ClaimCounts {

    private ClaimCounts() {
    }

    /** The counts table (Markdown, with a lead sentence), empty if there are no claims. */
    static String table(List<ClaimCheck> checks) {
        if (checks.isEmpty()) {
            return "";
        }
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("paper (confirmatory)", checks, true));
        rows.add(row("ours (exploratory)", checks, false));
        StringBuilder md = new StringBuilder("**Claims by outcome** (rules below each experiment; confirmatory claims"
                + " corrected by " + PaperClaims.METHOD + "):\n\n");
        MarkdownTable.append(md, List.of("claims", "supported", "not contradicted", "contradicted", "undetermined",
                "total"), rows);
        return md.append("\n").toString();
    }

    private static List<String> row(String name, List<ClaimCheck> checks, boolean confirmatory) {
        List<ClaimCheck> mine = checks.stream().filter(c -> c.claim().meta().confirmatory() == confirmatory).toList();
        List<String> row = new ArrayList<>(List.of(name));
        for (ClaimCheck.Verdict v : List.of(ClaimCheck.Verdict.SUPPORTED, ClaimCheck.Verdict.NOT_CONTRADICTED,
                ClaimCheck.Verdict.CONTRADICTED, ClaimCheck.Verdict.UNDETERMINED)) {
            row.add(Long.toString(mine.stream().filter(c -> c.verdict() == v).count()));
        }
        row.add(Integer.toString(mine.size()));
        return row;
    }
}
