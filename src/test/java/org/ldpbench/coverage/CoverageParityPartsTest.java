package org.ldpbench.coverage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The parts of coverage parity that do not need a run: line sets and their ranges, the committed
 * list (written, read back, malformed lines refused), its staleness (the digest moves with any
 * source in scope or committed spec, and not with a source out of scope), the one list of
 * audit-side runs, and the report's verdict on lines that one half or both halves miss.
 */
class CoverageParityPartsTest {

  private static final String PHIST = "org/ldpbench/method/phist/PhistNoise.java";
  private static final String LAPLACE = "org/ldpbench/privacy/LaplaceMechanism.java";

  @TempDir Path directory;

  private static LineSet lines(String file, String ranges) {
    return LineSet.of(Map.of(file, LineSet.parseRanges(ranges)));
  }

  @Test
  void rangesReadBackToTheSameLines() {
    LineSet set = lines(PHIST, "3,5-9,12");
    assertThat(set.ranges(PHIST)).isEqualTo("3,5-9,12");
    assertThat(set.size()).isEqualTo(7);
    assertThat(set.lines(PHIST)).containsExactly(3, 5, 6, 7, 8, 9, 12);
    assertThat(set.minus(lines(PHIST, "5-8")).ranges(PHIST)).isEqualTo("3,9,12");
    assertThat(set.union(lines(LAPLACE, "1")).files()).containsExactly(PHIST, LAPLACE);
    assertThat(set.intersect(lines(PHIST, "1-5")).ranges(PHIST)).isEqualTo("3,5");
    assertThatThrownBy(() -> LineSet.parseRanges("9-5")).hasMessageContaining("'9-5'");
    assertThatThrownBy(() -> LineSet.parseRanges("0")).hasMessageContaining("'0'");
  }

  @Test
  void theScopeIsMethodAndPrivacyWithoutTheAuditAndTheRegistry() {
    assertThat(CoverageScope.contains(PHIST)).isTrue();
    assertThat(CoverageScope.contains(LAPLACE)).isTrue();
    assertThat(CoverageScope.contains("org/ldpbench/audit/endtoend/EndToEndAudit.java")).isFalse();
    assertThat(CoverageScope.contains("org/ldpbench/run/ExperimentRunner.java")).isFalse();
    // the registry is left out, classes whose names begin with its name are not
    assertThat(CoverageScope.contains("org/ldpbench/method/Methods.java")).isFalse();
    assertThat(CoverageScope.contains("org/ldpbench/method/Methods$1.class")).isFalse();
    assertThat(CoverageScope.contains("org/ldpbench/method/MethodsByName.java")).isTrue();
  }

  @Test
  void theCommittedListIsWrittenAndReadBackAndAMalformedLineIsRefused() throws IOException {
    Path file = directory.resolve("lines.tsv");
    CommittedLines list =
        new CommittedLines(
            "a".repeat(64),
            List.of("experiments/x.yaml"),
            lines(PHIST, "3,5-9").union(lines(LAPLACE, "40")));
    list.write(file, "0123456789ab");
    assertThat(CommittedLines.read(file)).isEqualTo(list);
    Files.writeString(
        file, "# sources-sha256: " + "a".repeat(64) + "\norg/ldpbench/run/Runner.java\t1-3\n");
    assertThatThrownBy(() -> CommittedLines.read(file))
        .hasMessageStartingWith(file + ":2: expected");
    Files.writeString(file, "# sources-sha256: " + "a".repeat(64) + "\n" + PHIST + "\t3,x\n");
    assertThatThrownBy(() -> CommittedLines.read(file))
        .hasMessage(file + ":2: 'x' is not a line number or a range a-b");
    Files.writeString(file, PHIST + "\t3\n");
    assertThatThrownBy(() -> CommittedLines.read(file))
        .hasMessageContaining("no '# sources-sha256:");
  }

  @Test
  void theDigestMovesWithEverySourceInScopeAndEveryCommittedSpecOnly() throws IOException {
    Path sources = directory.resolve("src");
    Path specs = directory.resolve("experiments");
    write(sources.resolve(PHIST), "class PhistNoise {}\n");
    write(
        sources.resolve("org/ldpbench/audit/endtoend/EndToEndAudit.java"),
        "class EndToEndAudit {}\n");
    write(sources.resolve("org/ldpbench/run/Runner.java"), "class Runner {}\n");
    write(specs.resolve("ma-yang/fig.yaml"), "name: a\n");
    write(specs.resolve("templates/t.yaml"), "name: t\n");
    String before = SourceDigest.of(sources, specs);
    write(
        sources.resolve("org/ldpbench/audit/endtoend/EndToEndAudit.java"),
        "class EndToEndAudit { int x; }\n");
    write(sources.resolve("org/ldpbench/run/Runner.java"), "class Runner { int x; }\n");
    write(specs.resolve("templates/t.yaml"), "name: t2\n");
    assertThat(SourceDigest.of(sources, specs)).as("out of scope").isEqualTo(before);
    write(sources.resolve(PHIST), "class PhistNoise { }\n");
    String edited = SourceDigest.of(sources, specs);
    assertThat(edited).as("a source in scope").isNotEqualTo(before);
    write(specs.resolve("ma-yang/fig.yaml"), "name: b\n");
    assertThat(SourceDigest.of(sources, specs)).as("a committed spec").isNotEqualTo(edited);
  }

  @Test
  void theCommittedAuditSideListsBothHalvesAndAnUnknownRunIsRefused() throws IOException {
    List<AuditSide.Run> runs = AuditSide.read(Path.of(AuditSide.LIST_PATH));
    assertThat(runs).extracting(AuditSide.Run::kind).containsAll(AuditSide.KINDS);
    assertThat(runs).anySatisfy(r -> assertThat(r.words()).containsExactly("golden-specs"));
    assertThat(runs).anySatisfy(r -> assertThat(r.words()).startsWith("ldpbench", "audit"));
    Path file = directory.resolve("side.txt");
    Files.writeString(
        file, "# comment\naudit ldpbench audit {spec} --draws {draws}\nmutation pit\n");
    assertThatThrownBy(() -> AuditSide.read(file))
        .hasMessage(file + ":3: kind 'mutation' is not one of [golden, audit]");
    Files.writeString(file, "audit mvn test\n");
    assertThatThrownBy(() -> AuditSide.read(file))
        .hasMessageContaining(":1: run 'mvn test' is neither");
    Files.writeString(file, "audit ldpbench audit {spec} --draws {draws}\n");
    AuditSide.Run run = AuditSide.read(file).get(0);
    assertThat(run.resolved(7, "experiments/a.yaml"))
        .containsExactly("ldpbench", "audit", "experiments/a.yaml", "--draws", "7");
  }

  @Test
  void aLineACommittedRunExecutesFailsUnlessBothTheSideAndTheGoldenSpecsCoverIt() {
    LineSet committed = lines(PHIST, "10-14");
    LineSet executable = lines(PHIST, "1-20");
    ParityReport covered =
        new ParityReport(committed, lines(PHIST, "10-14"), lines(PHIST, "12"), executable);
    assertThat(covered.passes()).isTrue();
    ParityReport auditOnly =
        new ParityReport(committed, lines(PHIST, "10-13"), lines(PHIST, "14"), executable);
    assertThat(auditOnly.passes())
        .as("line 14 is run by the audit but by no golden spec")
        .isFalse();
    assertThat(auditOnly.checks().get(0).missing().isEmpty()).isTrue();
    assertThat(auditOnly.checks().get(1).missing().ranges(PHIST)).isEqualTo("14");
    ParityReport neither =
        new ParityReport(committed, lines(PHIST, "10-12"), lines(PHIST, "10"), executable);
    assertThat(neither.checks().get(0).missing().ranges(PHIST)).isEqualTo("13-14");
    assertThat(neither.summary())
        .contains(
            "FAIL audit side: 2 line(s) in 1 file(s) executed by a committed run but"
                + " by neither the golden specs nor the audit runs");
  }

  @Test
  void theReportListsEachMissingLineWithItsText() throws IOException {
    Path sources = directory.resolve("src");
    write(sources.resolve(PHIST), "line one\nline two\n        return scale / 2;\n");
    ParityReport report =
        new ParityReport(
            lines(PHIST, "1-3"), lines(PHIST, "1-2"), LineSet.empty(), lines(PHIST, "1-3"));
    String markdown = report.markdown(sources, "header");
    assertThat(markdown)
        .contains(
            "### org.ldpbench.method.phist",
            "`PhistNoise.java` lines 3",
            "    3          return scale / 2;");
  }

  private static void write(Path file, String text) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
  }
}
