package org.ldpbench.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.testing.Slow;

/**
 * The light check of coverage parity in {@code make test}: every line in scope that the committed
 * runs execute (the list {@code make coverage-parity} records, {@link CommittedLines}) is executed
 * by the audit side ({@link AuditSide}: the golden specs, and the privacy audit with {@value
 * #DRAWS} draws), and by the golden specs alone ({@link ParityReport}). The audit side runs here in
 * two child JVMs under the JaCoCo agent, as in {@code make coverage-parity}; only the committed
 * runs' lines come from the committed list (running every committed spec is the heavy target's
 * job), so the list must be fresh: made from the sources in scope and the committed specs as they
 * are.
 *
 * <p>Where the raw data are missing (a clone without {@code ../shared/datasets/raw}), the golden
 * specs of real-data paths are skipped and the check is reported as skipped with them, as the
 * real-data specs themselves are.
 *
 * <p>Deterministic: the audit side runs with fixed seeds, so a line is covered in every run or in
 * none; there is no false-failure rate.
 */
@Slow
class CoverageParityTest {

  /** The audit's draws here: coverage does not grow with the draws, the time does. */
  static final int DRAWS = 20;

  private static CommittedLines committed;
  private static String digest;

  @TempDir static Path out;

  @BeforeAll
  static void readTheCommittedList() throws IOException {
    committed = CommittedLines.read(CommittedLines.DEFAULT);
    digest = SourceDigest.of(CoverageScope.SOURCES, CoverageScope.EXPERIMENTS);
  }

  @Test
  void theCommittedListIsMadeFromTheseSources() {
    assertThat(committed.digest())
        .as(
            "%s was made from other sources (in src/main/java/org/ldpbench/method,"
                + " privacy or experiments/): run `%s` and commit it",
            CommittedLines.DEFAULT, CommittedLines.MAKE)
        .isEqualTo(digest);
    assertThat(committed.lines().size()).as("lines the committed runs execute").isPositive();
  }

  @Test
  void theAuditSideExecutesEveryLineTheCommittedRunsExecute()
      throws IOException, InterruptedException {
    Assumptions.assumeTrue(
        committed.digest().equals(digest), "the committed list is stale (the test above fails)");
    ParityRuns.auditSide(DRAWS, out, 10);
    List<String> skipped = Files.readAllLines(out.resolve(AuditSide.SKIPPED));
    Assumptions.assumeTrue(
        skipped.isEmpty() || !committed.skipped().isEmpty(),
        "golden specs skipped for missing raw"
            + " data, whose lines the committed list (made with every committed spec) needs: "
            + skipped);
    LineSet golden = ExecutedLines.read(CoverageScope.CLASSES, List.of(out.resolve("golden.exec")));
    LineSet audit = ExecutedLines.read(CoverageScope.CLASSES, List.of(out.resolve("audit.exec")));
    ParityReport report =
        new ParityReport(
            committed.lines(), golden, audit, ExecutedLines.executable(CoverageScope.CLASSES));
    Path written = Path.of("target/coverage-parity/light-report.md");
    Files.createDirectories(written.getParent());
    Files.writeString(
        written,
        report.markdown(
            CoverageScope.SOURCES,
            "The light check (CoverageParityTest, "
                + DRAWS
                + " draws) against "
                + CommittedLines.DEFAULT_PATH
                + "."),
        StandardCharsets.UTF_8);
    assertThat(report.passes())
        .as(
            "%s%nThe lines, with their text: %s (make coverage-parity for the full run)",
            String.join(System.lineSeparator(), report.summary()), written)
        .isTrue();
  }
}
