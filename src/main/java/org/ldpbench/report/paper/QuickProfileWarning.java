package org.ldpbench.report.paper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * The notice at the top of a REPORT.md whose results come, in part or whole, from quick-profile
 * runs: their tables are a smoke test with few replications, and the numbers quoted in the paper's
 * prose (PAPER.md) describe the full runs, not the tables below. Empty when every stored result is
 * of the full profile, so paper-size reports are unchanged.
 */
final class QuickProfileWarning {

  private QuickProfileWarning() {}

  /**
   * The notice for {@code specs}' stored results under {@code resultsRoot}, or "" if none is quick.
   */
  static String of(List<ExperimentSpec> specs, Path resultsRoot) throws IOException {
    List<String> quick = new ArrayList<>();
    int stored = 0;
    for (ExperimentSpec spec : specs) {
      Path manifest = ResultsLayout.directory(spec, resultsRoot).resolve(StoredManifest.FILE);
      if (!spec.hasTrials() || !Files.exists(manifest)) {
        continue;
      }
      stored++;
      if (StoredManifest.profile(StoredManifest.read(manifest)) == ExperimentSpec.Profile.QUICK) {
        quick.add(spec.name() + " (" + spec.quick().describe(spec.sweep()) + ")");
      }
    }
    if (quick.isEmpty()) {
      return "";
    }
    return String.format(
        Locale.ROOT,
        "> **Quick profile: not the paper-size results.** %d of the %d experiments"
            + " with stored results below ran with their quick profile, with the number of replications (and"
            + " the sweep values kept, where the quick profile leaves some out) in brackets: %s. Their tables and figures are a smoke test: a standard error from one replication"
            + " reads n/a, tables with fewer than %d replications carry no Wilcoxon marks, and numbers quoted in"
            + " the text above the sections come from the full runs, not from these tables. Paper-size results:"
            + " `make reproduce` (outputs in `paper-figures/`).%n%n",
        quick.size(),
        stored,
        String.join(", ", quick),
        ExperimentTables.MIN_WILCOXON_REPLICATIONS);
  }

  /**
   * {@code preamble} with {@code warning} after its first line when that is a title, else before
   * it.
   */
  static String afterTitle(String preamble, String warning) {
    if (warning.isEmpty()) {
      return preamble;
    }
    int end = preamble.indexOf('\n');
    if (preamble.startsWith("# ") && end > 0) {
      String rest = preamble.substring(end + 1).replaceFirst("^\n+", "");
      return preamble.substring(0, end + 1) + "\n" + warning.strip() + "\n\n" + rest;
    }
    return warning + preamble;
  }
}
