package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The committed reports come from clean commits (issue 17, item 5): every "Trials behind these
 * numbers" line of every paper-figures/&lt;paper&gt;/REPORT.md names one commit, without {@code
 * +dirty} (a working tree with uncommitted changes), without "mixed" commits and without trials
 * kept from an older implementation. A report regenerated from a dirty tree or from a store filled
 * by several commits fails here, not in review.
 */
class CommittedReportsProvenanceTest {

  private static final String PREFIX = "Trials behind these numbers: ";

  /** "commit 0123456789ab. Metric: …" — one clean 12-digit commit. */
  private static final Pattern CLEAN = Pattern.compile("commit [0-9a-f]{12}\\. Metric: .*");

  @Test
  void everyCommittedReportNamesOneCleanCommitPerExperiment() throws IOException {
    List<Path> reports;
    try (Stream<Path> files = Files.list(Path.of("paper-figures"))) {
      reports =
          files.map(d -> d.resolve("REPORT.md")).filter(Files::isRegularFile).sorted().toList();
    }
    assertThat(reports).hasSizeGreaterThanOrEqualTo(5);
    List<String> bad = new ArrayList<>();
    int lines = 0;
    for (Path report : reports) {
      for (String line : Files.readAllLines(report)) {
        if (line.startsWith(PREFIX)) {
          lines++;
          String rest = line.substring(PREFIX.length());
          if (!CLEAN.matcher(rest).matches()) {
            bad.add(report.getParent().getFileName() + ": " + rest);
          }
        }
      }
    }
    assertThat(lines).as("provenance lines found").isGreaterThan(40);
    assertThat(bad).as("provenance lines that are not one clean commit").isEmpty();
  }
}
