package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The killing pass resumes from its streamed results ({@link KillingResume}, {@link
 * KillingResults}): rows are kept only under the same release commit, source digest and settings,
 * only verdicts count as done, the mutants still to run are R minus those, a row cut short by a
 * stop is dropped, and the times of {@link KillingTimes} come from the gaps between rows. Synthetic
 * files: no PIT here.
 */
class KillingResumeTest {

  @TempDir Path dir;

  static final String A = key("draw", 10);
  static final String B = key("draw", 11);
  static final String C = key("scale", 20);
  static final KillingResults.Header HEADER =
      new KillingResults.Header("3e22558", "d1", "auditCap=6");
  static final String AUDIT =
      "org.ldpbench.mutation.AuditKillers.[engine:junit-jupiter]/[class:org.ldpbench.mutation."
          + "AuditKillers]/[test-factory:everyConfigurationPassesEveryLayer()]/[dynamic-test:#7]";
  static final String GOLDEN =
      "org.ldpbench.mutation.GoldenKillers.[engine:junit-jupiter]/[dynamic-test:#2]";
  static final String UNIT =
      "org.ldpbench.privacy.StandardNormalTest.[engine:junit-jupiter]/[method:quantile()]";

  static String key(String method, int line) {
    return String.join(
        "\t",
        "org.ldpbench.privacy.StandardNormal",
        method,
        "(D)D",
        Integer.toString(line),
        "MathMutator",
        "3",
        "1");
  }

  static String row(String key, String status, String test, long millis) {
    return String.join("\t", key, status, test, "1", Long.toString(millis)) + "\n";
  }

  private Path file(String text) throws IOException {
    Path f = dir.resolve("killing-results.tsv");
    Files.writeString(f, text, StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void aMatchingHeaderKeepsTheVerdictsAndLeavesTheRestToRun() throws IOException {
    Path f =
        file(
            HEADER.line()
                + "\n# run started\t1000\n"
                + row(A, "KILLED", UNIT, 2000)
                + row(B, "RUN_ERROR", "-", 3000)
                + row(key("gone", 99), "SURVIVED", "-", 4000)
                + String.join(
                    "\t", C, "SURV")); // the row in flight when the pass was stopped: no newline
    KillingResume.Decision d =
        KillingResume.decide(HEADER, Optional.of(KillingResults.read(f)), List.of(A, B, C));

    assertThat(d.startOver()).isFalse();
    assertThat(d.kept()).extracting(KillingResults.Row::key).containsExactly(A);
    assertThat(d.todo())
        .containsExactly(B, C); // a RUN_ERROR is not a verdict; the cut row is not done
    assertThat(d.reason())
        .isEqualTo(
            "resuming the killing pass: 1 of 3 release-changing mutants already run "
                + "(1 killed), 2 to run; 1 rows of mutants outside R dropped");
  }

  @Test
  void anyChangeOfReleaseSourcesOrSettingsStartsOverAndSaysWhy() throws IOException {
    Path f = file(HEADER.line() + "\n" + row(A, "KILLED", UNIT, 2000));
    Optional<KillingResults.Content> old = Optional.of(KillingResults.read(f));
    List<String> r = List.of(A, B);

    KillingResume.Decision commit =
        KillingResume.decide(new KillingResults.Header("5eafa49", "d1", "auditCap=6"), old, r);
    assertThat(commit.startOver()).isTrue();
    assertThat(commit.kept()).isEmpty();
    assertThat(commit.todo()).containsExactly(A, B);
    assertThat(commit.reason())
        .contains("dropping 1 results")
        .contains("the release pass ran at 5eafa49, the rows at 3e22558");
    assertThat(
            KillingResume.decide(new KillingResults.Header("3e22558", "d2", "auditCap=6"), old, r)
                .reason())
        .contains("src/main or the killing tests' sources changed (digest d1 -> d2)");
    assertThat(
            KillingResume.decide(new KillingResults.Header("3e22558", "d1", "auditCap=0"), old, r)
                .reason())
        .contains("the settings changed (auditCap=6 -> auditCap=0)");
    assertThat(KillingResume.decide(HEADER, Optional.empty(), r).reason())
        .isEqualTo("starting the killing pass: no results yet");
    assertThat(
            KillingResume.decide(
                    HEADER, Optional.of(KillingResults.read(file(row(A, "KILLED", UNIT, 1)))), r)
                .reason())
        .contains("has no header line");
  }

  @Test
  void theDigestChangesWithAFilesBytesOrName() throws IOException {
    Path src = Files.createDirectories(dir.resolve("src"));
    Files.writeString(src.resolve("A.java"), "class A {}");
    String one = KillingResume.digest(List.of(src));
    assertThat(KillingResume.digest(List.of(src))).isEqualTo(one);
    Files.writeString(src.resolve("A.java"), "class A { }");
    String two = KillingResume.digest(List.of(src));
    assertThat(two).isNotEqualTo(one);
    Files.move(src.resolve("A.java"), src.resolve("B.java"));
    assertThat(KillingResume.digest(List.of(src))).isNotEqualTo(two);
  }

  @Test
  void aMalformedRowInsideTheFileIsAnErrorNamingFileAndLine() throws IOException {
    Path f = file(HEADER.line() + "\n" + "garbage\n" + row(A, "KILLED", UNIT, 2000));
    assertThatThrownBy(() -> KillingResults.read(f))
        .hasMessageStartingWith(f + " line 2: not a killing-results row");
  }

  @Test
  void theSuiteOfAKillIsTheKillingTestsClass() {
    assertThat(new KillingResults.Row(A, "KILLED", AUDIT, 3, 0).suite())
        .isEqualTo(KillingResults.Suite.AUDIT);
    assertThat(new KillingResults.Row(A, "KILLED", GOLDEN, 1, 0).suite())
        .isEqualTo(KillingResults.Suite.GOLDEN);
    assertThat(new KillingResults.Row(A, "KILLED", UNIT, 1, 0).suite())
        .isEqualTo(KillingResults.Suite.UNIT);
    assertThat(new KillingResults.Row(A, "TIMED_OUT", "-", 1, 0).suite())
        .isEqualTo(KillingResults.Suite.NONE);
    assertThat(new KillingResults.Row(A, "SURVIVED", "-", 9, 0).suite())
        .isEqualTo(KillingResults.Suite.NONE);
  }

  @Test
  void theChangedMethodsOfAMutantAreTheProbesItFails() {
    String probe =
        "org.ldpbench.mutation.ReleaseFingerprintProbe.[engine:junit-jupiter]/[class:org.ldpbench."
            + "mutation.ReleaseFingerprintProbe]/[test-factory:everyReleaseIsTheRecordedOne()]/[dynamic-test:#";
    List<String> probes = List.of("PHIST", "PHIST", "DTK");
    Map<String, Set<String>> changed =
        KillingResume.changedMethods(
            Map.of(
                A,
                List.of(probe + "2]", probe + "3]"),
                B,
                List.of(probe + "1]"),
                C,
                List.of(probe + "4]")),
            probes);
    assertThat(changed)
        .containsEntry(A, Set.of("PHIST", "DTK"))
        .containsEntry(B, Set.of("PHIST"))
        .as("a probe outside the list: no restriction for that mutant")
        .doesNotContainKey(C);
  }

  @Test
  void perMutantTimesAreTheGapsBetweenRowsTimesTheThreads() {
    List<String> lines =
        List.of(
            HEADER.line(),
            row(C, "KILLED", UNIT, 500).strip(),
            "# run started\t1000",
            row(A, "KILLED", UNIT, 3000).strip(),
            row(B, "SURVIVED", "-", 9000).strip(),
            row(C, "KILLED", AUDIT, 9000).strip(),
            "# run ended\t9500");
    List<KillingTimes.Timed> t = KillingTimes.times(lines, 2);
    // the kept row before the run's mark is not timed; B and C were written together (one unit):
    // they share
    assertThat(t).extracting(KillingTimes.Timed::seconds).containsExactly(4.0, 6.0, 6.0);
    assertThat(t)
        .extracting(KillingTimes.Timed::outcome)
        .containsExactly(
            KillingTimes.Outcome.UNIT, KillingTimes.Outcome.SURVIVED, KillingTimes.Outcome.AUDIT);
  }
}
