package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.mutation.MutationScore.Category;

/**
 * docs/mutation.md's generator ({@link MutationPage}) counts the two PIT passes right, keeps the
 * hand-written reasons, shows new survivors without one as such, and the README quotes the score
 * the committed page states.
 */
class MutationPageTest {

  @TempDir Path dir;

  private static String mutation(
      String status, String method, int line, String mutator, int index) {
    return "<mutation detected='"
        + !status.equals("SURVIVED")
        + "' status='"
        + status
        + "' numberOfTestsRun='1'>"
        + "<sourceFile>A.java</sourceFile><mutatedClass>org.ldpbench.privacy.A</mutatedClass>"
        + "<mutatedMethod>"
        + method
        + "</mutatedMethod><methodDescription>()D</methodDescription>"
        + "<lineNumber>"
        + line
        + "</lineNumber>"
        + "<mutator>org.pitest.mutationtest.engine.gregor.mutators."
        + mutator
        + "</mutator>"
        + "<indexes><index>"
        + index
        + "</index></indexes><blocks><block>0</block></blocks>"
        + "<killingTest/><description>replaced "
        + index
        + "</description></mutation>\n";
  }

  private Path report(String name, String... mutations) throws IOException {
    Path file = dir.resolve(name);
    Files.writeString(
        file,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<mutations partial=\"false\">\n"
            + String.join("", mutations)
            + "</mutations>\n",
        StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void theScoreCountsOnlyReleaseChangingMutantsAndSurvivorsKeepTheirReasons() throws IOException {
    // five mutants: two change a release (one killed), one leaves releases unchanged, one is not
    // exercised,
    // one is killed by the release pass through a time-out and by the killing pass too
    Path release =
        report(
            "release.xml",
            mutation("KILLED", "draw", 10, "MathMutator", 1),
            mutation("KILLED", "draw", 11, "MathMutator", 2),
            mutation("SURVIVED", "curate", 20, "MathMutator", 3),
            mutation("NO_COVERAGE", "unused", 30, "NegateConditionalsMutator", 4),
            mutation("TIMED_OUT", "loop", 40, "IncrementsMutator", 5));
    Path killing =
        report(
            "killing.xml",
            mutation("KILLED", "draw", 10, "MathMutator", 1),
            mutation("SURVIVED", "draw", 11, "MathMutator", 2),
            mutation("KILLED", "curate", 20, "MathMutator", 3),
            mutation("NO_COVERAGE", "unused", 30, "NegateConditionalsMutator", 4),
            mutation("TIMED_OUT", "loop", 40, "IncrementsMutator", 5));
    MutationScore score =
        MutationScore.join(MutationsXml.read(release), MutationsXml.read(killing));

    assertThat(score.mutants())
        .extracting(MutationScore.Joined::category)
        .containsExactly(
            Category.RELEASE_KILLED,
            Category.RELEASE_SURVIVED,
            Category.RELEASE_UNCHANGED,
            Category.NOT_EXERCISED,
            Category.RELEASE_KILLED);
    assertThat(score.releaseChanging()).isEqualTo(3);
    assertThat(score.score()).isEqualTo(2.0 / 3);
    assertThat(MutationPage.scoreLine(score))
        .isEqualTo(
            MutationPage.SCORE_PREFIX
                + "66.7% of the release-changing mutants killed by the unit, golden and audit tests (2 of 3)");

    assertThat(MutationPage.scoreLine(score, "classes privacy.* at abc1234"))
        .isEqualTo(
            MutationPage.SCORE_PREFIX
                + "66.7% of the release-changing mutants killed by the unit, golden and audit tests (2 of 3);"
                + " scope: classes privacy.* at abc1234");
    assertThat(
            MutationPage.render(
                score, Map.of(), "abc1234", "", MutationPage.Budget.NONE, "classes privacy.*"))
        .contains("(2 of 3); scope: classes privacy.*.**");

    String withoutReason = MutationPage.render(score, Map.of(), "abc1234", "");
    assertThat(withoutReason)
        .contains(
            "| `privacy.A` | draw | 11 | MathMutator | replaced 2 | **no reason given yet** |")
        .contains("| privacy | 5 | 3 | 2 | 66.7% | 1 | 1 | 0 |")
        // loop:40 timed out in both passes: counted in R and killed, and shown apart
        .contains("| R, of which the release pass saw only a time-out | 1 |")
        .contains("| R, killed only by a time-out | 1 |");
    Path reasons = dir.resolve("reasons.tsv");
    Files.writeString(
        reasons,
        "# comment\norg.ldpbench.privacy.A\tdraw\t11\tMathMutator\tequivalent mutant: "
            + "the sum is symmetric\norg.ldpbench.privacy.A\tgone\t99\tMathMutator\tkilled by XTest (added)\n");
    String withReason = MutationPage.render(score, MutationReasons.read(reasons), "abc1234", "");
    assertThat(withReason)
        .contains("| 11 | MathMutator | replaced 2 | equivalent mutant: the sum is symmetric |")
        .doesNotContain("no reason given yet")
        .contains(
            "## Reasons that match no release-changing mutant\n\nOutside this run's scope, or their line moved or the mutant is gone: "
                + "update or remove them in `docs/mutation-reasons.tsv`.\n\n"
                + "- org.ldpbench.privacy.A gone 99 MathMutator: killed by XTest (added)");
    assertThat(MutationPage.render(score, MutationReasons.read(reasons), "abc1234", ""))
        .as("the page is a function of its inputs")
        .isEqualTo(withReason);
    Files.writeString(
        reasons, "org.ldpbench.privacy.A\tdraw\t10\tMathMutator\tkilled by XTest (added)\n");
    assertThat(MutationPage.render(score, MutationReasons.read(reasons), "abc1234", ""))
        .contains(
            """
            ## Release-changing mutants killed by tests added for them

            - org.ldpbench.privacy.A draw 10 MathMutator: killed by XTest (added)
            """);
  }

  @Test
  void passesOverDifferentMutantsAndMalformedReasonsAreRefusedWithTheirFile() throws IOException {
    List<Mutant> one =
        MutationsXml.read(report("a.xml", mutation("KILLED", "draw", 10, "MathMutator", 1)));
    List<Mutant> other =
        MutationsXml.read(report("b.xml", mutation("KILLED", "draw", 12, "MathMutator", 1)));
    assertThatThrownBy(() -> MutationScore.join(one, other))
        .hasMessageContaining("mutant of the killing pass missing from the release pass");
    assertThatThrownBy(() -> MutationScore.join(one, List.of()))
        .hasMessageContaining("release-changing mutant missing from the killing pass");
    Path reasons = dir.resolve("bad.tsv");
    Files.writeString(reasons, "org.ldpbench.privacy.A\tdraw\tten\tMathMutator\twhy\n");
    assertThatThrownBy(() -> MutationReasons.read(reasons))
        .hasMessageStartingWith(reasons + " line 1: expected");
    Path coverage = dir.resolve("coverage.xml");
    Files.writeString(coverage, "<coverage></coverage>");
    assertThatThrownBy(() -> MutationsXml.read(coverage))
        .hasMessage(coverage + ": root element coverage, expected mutations");
  }

  @Test
  void theKillingPassMayLeaveOutMutantsOutsideROnly() throws IOException {
    // the release pass: R = {draw:10}; curate:20 leaves releases unchanged, unused:30 is not
    // exercised
    List<Mutant> release =
        MutationsXml.read(
            report(
                "r.xml",
                mutation("KILLED", "draw", 10, "MathMutator", 1),
                mutation("SURVIVED", "curate", 20, "MathMutator", 2),
                mutation("NO_COVERAGE", "unused", 30, "NegateConditionalsMutator", 3)));
    KillingPassScope.Scope scope = KillingPassScope.of(release);
    assertThat(scope.targetClasses()).containsExactly("org.ldpbench.privacy.A");
    assertThat(scope.excludedMethods()).containsExactlyInAnyOrder("curate", "unused");
    // the killing pass's mutant list (PIT feature RELEASECHANGING, tools/pit-release-changing)
    // holds R only,
    // in MutantKey's form: class, method, descriptor, line, mutator's simple name, indexes, blocks
    assertThat(KillingPassScope.releaseChanging(release))
        .containsExactly("org.ldpbench.privacy.A\tdraw\t()D\t10\tMathMutator\t1\t0");

    // a killing pass over that scope holds draw:10 only, and the join keeps the others'
    // release-pass fate
    MutationScore score =
        MutationScore.join(
            release,
            MutationsXml.read(report("k.xml", mutation("KILLED", "draw", 10, "MathMutator", 1))));
    assertThat(score.mutants())
        .extracting(MutationScore.Joined::category)
        .containsExactly(
            Category.RELEASE_KILLED, Category.RELEASE_UNCHANGED, Category.NOT_EXERCISED);
    assertThat(score.score()).isEqualTo(1.0);

    // a method name with a mutant of R is kept even where its other mutants are outside R
    List<Mutant> mixed =
        MutationsXml.read(
            report(
                "m.xml",
                mutation("KILLED", "draw", 10, "MathMutator", 1),
                mutation("SURVIVED", "draw", 11, "MathMutator", 2)));
    assertThat(KillingPassScope.of(mixed).excludedMethods()).isEmpty();
    List<Mutant> noR =
        MutationsXml.read(report("n.xml", mutation("SURVIVED", "draw", 11, "MathMutator", 2)));
    assertThatThrownBy(() -> KillingPassScope.of(noR)).hasMessageContaining("detected no mutant");
  }

  private Path results(String... rows) throws IOException {
    Path file = dir.resolve("killing-results.tsv");
    Files.writeString(
        file,
        new KillingResults.Header("abc1234", "d", "s").line()
            + "\n# run started\t0\n"
            + String.join("", rows),
        StandardCharsets.UTF_8);
    return file;
  }

  private static String row(int index, int line, String status, String test) {
    return String.join(
            "\t",
            "org.ldpbench.privacy.A",
            "draw",
            "()D",
            Integer.toString(line),
            "MathMutator",
            Integer.toString(index),
            "0",
            status,
            test,
            "1",
            "5")
        + "\n";
  }

  static final String UNIT = "org.ldpbench.privacy.ATest.[engine:junit-jupiter]/[method:x()]";
  static final String AUDIT =
      "org.ldpbench.mutation.AuditKillers.[engine:junit-jupiter]/[dynamic-test:#3]";
  static final String GOLDEN =
      "org.ldpbench.mutation.GoldenKillers.[engine:junit-jupiter]/[dynamic-test:#1]";

  @Test
  void whileTheKillingPassIsIncompleteThePageCountsWhatRanAndGivesNoScore() throws IOException {
    // R = four mutants; the streamed results hold two of them
    List<Mutant> release =
        MutationsXml.read(
            report(
                "r.xml",
                mutation("KILLED", "draw", 10, "MathMutator", 1),
                mutation("KILLED", "draw", 11, "MathMutator", 2),
                mutation("KILLED", "draw", 12, "MathMutator", 3),
                mutation("KILLED", "draw", 13, "MathMutator", 4),
                mutation("SURVIVED", "draw", 14, "MathMutator", 5)));
    MutationScore partial =
        MutationScore.join(
            release,
            KillingResults.read(results(row(1, 10, "KILLED", UNIT), row(2, 11, "SURVIVED", "-")))
                .verdicts());

    assertThat(partial.complete()).isFalse();
    assertThat(partial.count(Category.RELEASE_NOT_YET_RUN)).isEqualTo(2);
    assertThat(MutationPage.scoreLine(partial))
        .isEqualTo(
            MutationPage.SCORE_PREFIX
                + "no final score yet: 2 of 4 release-changing mutants run so far: 1 killed");
    String page = MutationPage.render(partial, Map.of(), "abc1234", "");
    assertThat(page)
        .contains(
            "**Mutation score: no final score yet: 2 of 4 release-changing mutants run so far: "
                + "1 killed.**")
        .contains("The killing pass is incomplete: 2 release-changing mutants have not been run")
        .contains("| R, not yet run by the killing pass | 2 |")
        .contains("| privacy | 5 | 2 | 1 | 50.0% | 1 | 0 | 0 | 2 |")
        .doesNotContain("% of the release-changing mutants killed");
    assertThat(
            MutationPage.quoted("Mutation score: 90.0% of old.\n", MutationPage.scoreLine(partial)))
        .isEqualTo(
            "Mutation score: no final score yet: 2 of 4 release-changing mutants run so far: 1 killed.\n");
  }

  @Test
  void aCompletePassHasItsScoreAndEachKillIsAttributedToItsSuite() throws IOException {
    List<Mutant> release =
        MutationsXml.read(
            report(
                "r.xml",
                mutation("KILLED", "draw", 10, "MathMutator", 1),
                mutation("KILLED", "draw", 11, "MathMutator", 2),
                mutation("KILLED", "draw", 12, "MathMutator", 3),
                mutation("TIMED_OUT", "draw", 13, "MathMutator", 4),
                mutation("KILLED", "draw", 15, "MathMutator", 6)));
    MutationScore score =
        MutationScore.join(
            release,
            KillingResults.read(
                    results(
                        row(1, 10, "KILLED", UNIT),
                        row(2, 11, "KILLED", GOLDEN),
                        row(3, 12, "KILLED", AUDIT),
                        row(4, 13, "TIMED_OUT", "-"),
                        row(6, 15, "SURVIVED", "-")))
                .verdicts());

    assertThat(score.complete()).isTrue();
    assertThat(MutationPage.scoreLine(score))
        .isEqualTo(
            MutationPage.SCORE_PREFIX
                + "80.0% of the release-changing mutants killed by the unit, golden and audit tests (4 of 5)");
    Path plan = dir.resolve("plan.tsv");
    // the survivor (line 15): 12 covering audits, 5 of its methods, 3 given (cap 3)
    Files.writeString(
        plan,
        String.join(
                "\t",
                "org.ldpbench.privacy.A",
                "draw",
                "()D",
                "15",
                "MathMutator",
                "6",
                "0",
                "12",
                "5",
                "3",
                "3")
            + "\n");
    String page =
        MutationPage.render(score, Map.of(), "abc1234", "", MutationPage.Budget.read(plan));
    assertThat(page)
        .contains("| unit tests of `method..` and `privacy..` | 1 |")
        .contains("| golden outputs (`GoldenKillers`) | 1 |")
        .contains("| privacy audit (`AuditKillers`) | 1 |")
        .contains("| a time-out or memory error naming no test | 1 |")
        .contains("the unit tests are tests of the project too")
        .contains("and at most 3 of them, the cheapest first (`MUTATION_AUDIT_CAP`)")
        .contains(
            "| given fewer audit tests than cover them (other methods' audits left out) | 1 |")
        .contains("| hit the cap (audits of their own methods left out) | 1 |")
        .doesNotContain("not yet run");
    assertThatThrownBy(
            () ->
                MutationScore.join(
                    release, KillingResults.read(results(row(9, 99, "KILLED", UNIT))).verdicts()))
        .hasMessageContaining("missing from the release pass");
  }

  @Test
  void theGeneratorPutsTheScoreOnTheReadmesScoreLineOnly() {
    String readme =
        "# x\nMutation testing: see the page.\nMutation score: 1.0% of old (1 of 100).\nend\n";
    assertThat(MutationPage.quoted(readme, "Mutation score: 95.0% of new (95 of 100)"))
        .isEqualTo(
            "# x\nMutation testing: see the page.\nMutation score: 95.0% of new (95 of 100).\nend\n");
    assertThatThrownBy(() -> MutationPage.quoted("# x\n", "Mutation score: 1%"))
        .hasMessageContaining("no line starting with");
  }

  @Test
  void theReadmeQuotesTheScoreOfTheCommittedPage() throws IOException {
    String page = Files.readString(Path.of("docs/mutation.md"), StandardCharsets.UTF_8);
    String scoreLine =
        page.lines()
            .filter(l -> l.startsWith("**" + MutationPage.SCORE_PREFIX))
            .findFirst()
            .orElseThrow(() -> new AssertionError("docs/mutation.md states no score"))
            .replaceAll("^\\*\\*|\\.\\*\\*$", "");
    assertThat(Files.readString(Path.of("README.md"), StandardCharsets.UTF_8))
        .as("README quotes docs/mutation.md's score line")
        .contains(scoreLine);
  }
}
