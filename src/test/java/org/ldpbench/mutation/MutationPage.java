package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.ldpbench.mutation.MutationScore.Category;

/**
 * Writes {@code docs/mutation.md} from the XML reports of {@code make mutation}'s two PIT passes
 * and the hand-written reasons ({@link MutationReasons}): the score, counts per package and class,
 * every surviving release-changing mutant with its reason (or "no reason given yet"), the mutants
 * killed by tests added for them (their reasons say which), and the reasons that match no
 * release-changing mutant. The page is a function of its inputs only (sorted, no clock), so a rerun
 * on the same code writes the same page.
 *
 * <p>Usage: {@code MutationPage RELEASE_XML KILLING_XML REASONS_TSV OUT_MD COMMIT [RUN_NOTE
 * [README]]}: with a README, its line that starts with "Mutation score: " becomes the page's score
 * line (MutationPageTest checks it).
 */
public final class MutationPage {

  /**
   * The line of the page that states the score; the README quotes it ({@code MutationPageTest}).
   */
  static final String SCORE_PREFIX = "Mutation score: ";

  /** System property: the run's scope (classes, methods, release commit) for the score line. */
  static final String SCOPE = "ldpbench.mutation.scope";

  private MutationPage() {}

  public static void main(String[] args) throws IOException {
    if (args.length < 5 || args.length > 8) {
      System.err.println(
          "usage: MutationPage RELEASE_XML KILLING_RESULTS REASONS_TSV OUT_MD COMMIT [RUN_NOTE"
              + " [README [PLAN_TSV]]]  (KILLING_RESULTS: killing-results.tsv, or a PIT mutations.xml)");
      System.exit(2);
    }
    MutationScore score;
    Map<String, String> reasons;
    Budget budget;
    try {
      List<Mutant> release = MutationsXml.read(Path.of(args[0]));
      score =
          args[1].endsWith(".xml")
              ? MutationScore.join(release, MutationsXml.read(Path.of(args[1])))
              : MutationScore.join(release, KillingResults.read(Path.of(args[1])).verdicts());
      reasons = MutationReasons.read(Path.of(args[2]));
      budget = args.length == 8 ? Budget.read(Path.of(args[7])) : Budget.NONE;
    } catch (IOException | IllegalArgumentException e) {
      System.err.println("mutation page: " + e.getMessage());
      System.exit(1);
      return;
    }
    String scope = System.getProperty(SCOPE, "");
    String page = render(score, reasons, args[4], args.length >= 6 ? args[5] : "", budget, scope);
    Files.writeString(Path.of(args[3]), page, StandardCharsets.UTF_8);
    if (args.length >= 7) {
      Path readme = Path.of(args[6]);
      Files.writeString(
          readme,
          quoted(Files.readString(readme, StandardCharsets.UTF_8), scoreLine(score, scope)),
          StandardCharsets.UTF_8);
    }
    System.out.println(scoreLine(score, scope) + " (" + args[3] + ")");
    long unexplained =
        score.survivors().stream().filter(m -> !reasons.containsKey(m.reasonKey())).count();
    if (unexplained > 0) {
      System.out.println(
          unexplained + " surviving release-changing mutant(s) without a reason in " + args[2]);
    }
  }

  /**
   * The score line, e.g. "Mutation score: 93.1% of the release-changing mutants killed (270 of
   * 290)"; while the killing pass is incomplete, how far it got and no score.
   */
  static String scoreLine(MutationScore score) {
    return scoreLine(score, "");
  }

  /**
   * The score line with the run's scope after it (the classes mutated, the methods checked and the
   * release pass's commit; the Makefile passes it as system property {@value #SCOPE}), so that the
   * README, which quotes the line, says what the score is of.
   */
  static String scoreLine(MutationScore score, String scope) {
    return scoreOnly(score) + (scope.isBlank() ? "" : "; scope: " + scope.strip());
  }

  private static String scoreOnly(MutationScore score) {
    if (!score.complete()) {
      long run = score.count(Category.RELEASE_KILLED) + score.count(Category.RELEASE_SURVIVED);
      return SCORE_PREFIX
          + "no final score yet: "
          + run
          + " of "
          + score.releaseChanging()
          + " release-changing mutants run so far: "
          + score.count(Category.RELEASE_KILLED)
          + " killed";
    }
    return SCORE_PREFIX
        + String.format(Locale.ROOT, "%.1f%%", 100 * score.score())
        + " of the release-changing mutants killed by the unit, golden and audit tests ("
        + score.count(Category.RELEASE_KILLED)
        + " of "
        + score.releaseChanging()
        + ")";
  }

  /**
   * {@code readme} with its line that starts with {@link #SCORE_PREFIX} replaced by {@code
   * scoreLine}.
   */
  static String quoted(String readme, String scoreLine) {
    if (readme.lines().noneMatch(l -> l.startsWith(SCORE_PREFIX))) {
      throw new IllegalArgumentException(
          "the README has no line starting with \"" + SCORE_PREFIX + "\" to put the score on");
    }
    return readme
        .lines()
        .map(l -> l.startsWith(SCORE_PREFIX) ? scoreLine + "." : l)
        .collect(Collectors.joining("\n", "", readme.endsWith("\n") ? "\n" : ""));
  }

  /**
   * The killing pass's audit budget as it was applied ({@code killing-plan.tsv}, written by the
   * killer order of {@code tools/pit-release-changing}): per mutant, the audit tests covering it,
   * those of the methods whose releases it changes, and those it was given, and the cap.
   */
  record Budget(Map<String, int[]> plans) {

    static final Budget NONE = new Budget(Map.of());

    static Budget read(Path file) throws IOException {
      Map<String, int[]> plans = new TreeMap<>();
      if (!Files.exists(file)) {
        return NONE;
      }
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        String[] f = line.split("\t", -1);
        if (f.length == 11) {
          plans.put(
              String.join("\t", List.of(f).subList(0, 7)),
              new int[] {
                Integer.parseInt(f[7]),
                Integer.parseInt(f[8]),
                Integer.parseInt(f[9]),
                Integer.parseInt(f[10])
              });
        }
      }
      return new Budget(plans);
    }

    /** Whether the methods' restriction left out audit tests covering this mutant. */
    boolean restricted(Mutant m) {
      int[] p = plans.get(m.filterKey());
      return p != null && p[1] < p[0];
    }

    /** Whether the cap left out audit tests of the methods whose releases this mutant changes. */
    boolean capped(Mutant m) {
      int[] p = plans.get(m.filterKey());
      return p != null && p[2] < p[1];
    }

    /** The cap in force (0: none; -1: no plan recorded). */
    int cap() {
      return plans.values().stream().mapToInt(p -> p[3]).max().orElse(-1);
    }
  }

  static String render(
      MutationScore score, Map<String, String> reasons, String commit, String runNote) {
    return render(score, reasons, commit, runNote, Budget.NONE);
  }

  static String render(
      MutationScore score,
      Map<String, String> reasons,
      String commit,
      String runNote,
      Budget budget) {
    return render(score, reasons, commit, runNote, budget, "");
  }

  static String render(
      MutationScore score,
      Map<String, String> reasons,
      String commit,
      String runNote,
      Budget budget,
      String scope) {
    StringBuilder md = new StringBuilder();
    md.append("# Mutation testing\n\n");
    md.append("Generated by `make mutation` (PIT, `org.ldpbench.mutation.MutationPage`) at commit ")
        .append(commit)
        .append(". Do not edit: reasons for survivors go in `docs/mutation-reasons.tsv`.");
    if (!runNote.isBlank()) {
      md.append(' ').append(runNote.strip());
    }
    md.append("\n\n**").append(scoreLine(score, scope)).append(".**\n\n");
    if (!score.complete()) {
      md.append("The killing pass is incomplete: ")
          .append(score.count(Category.RELEASE_NOT_YET_RUN))
          .append(
              " release-changing mutants have not been run yet, so this page gives no final score. "
                  + "`make mutation-killing` resumes the pass from `target/mutation/killing-results.tsv`.\n\n");
    }
    md.append(
        """
                PIT mutates `org.ldpbench.method..` and `org.ldpbench.privacy..` (not the audit, `org.ldpbench.audit..`) with its DEFAULTS
                mutators, twice. **Release-changing mutants (R)** are those of the first pass, whose only test is
                `ReleaseFingerprintProbe`, detects: the SHA-256 of every release (every number a mechanism hands its
                curator) of every registered private method, in each of its audit configurations, at ε ∈ {0.5, 1, 4},
                on private samples of 1, 10 and 500 users (the last with records on corners and mid-lines), with fixed
                seeds, differs from the unmutated code's, or a protocol or mechanism throws or hangs where it did not.
                **Killed** means that one of the second pass's tests fails, times out or runs out of memory. Its tests
                (the Makefile's `MUTATION_KILLERS`) are the privacy audit (`AuditKillers`: one test per private method,
                configuration and layer, as `PrivacyAuditTest`), the golden outputs (`GoldenKillers`: per method, as
                `GoldenOutputsTest`) and the project's fast unit tests of `method..` and `privacy..` (every test class
                there but the audit's and those tagged `@Slow`). The issue names the audit and the golden tests as the
                killers; the unit tests are tests of the project too, and they kill release-changing mutants in
                milliseconds that would otherwise cost 30 to 100 s audits, so they are counted, and the table "Kills
                by suite" shows how many kills each suite makes, the privacy checks' own included. The second pass runs
                only the mutants of R (`KillingPassScope` lists them; the PIT feature `RELEASECHANGING` of
                `tools/pit-release-changing` drops the others): the score reads no other. A mutant's tests run unit
                first, then golden, then audit, each group fastest first; PIT stops at the first failing test, so the
                order changes the time, not a verdict. The score is |R ∩ killed| / |R|. Mutants
                outside R are not exercised by any fingerprinted release, or leave every release unchanged
                (post-processing in curators, declarations the releases do not read, equivalent mutants).

                """);
    md.append("| | mutants |\n|---|---:|\n");
    md.append("| all | ").append(score.mutants().size()).append(" |\n");
    md.append("| release-changing (R) | ").append(score.releaseChanging()).append(" |\n");
    md.append("| R, of which the release pass saw only a time-out | ")
        .append(
            score.mutants().stream().filter(j -> j.mutant().status().equals("TIMED_OUT")).count())
        .append(" |\n");
    md.append("| R, killed | ").append(score.count(Category.RELEASE_KILLED)).append(" |\n");
    md.append("| R, killed only by a time-out | ")
        .append(
            score.mutants().stream()
                .filter(j -> j.category() == Category.RELEASE_KILLED && j.killedByTimeOut())
                .count())
        .append(" |\n");
    md.append("| R, surviving | ").append(score.count(Category.RELEASE_SURVIVED)).append(" |\n");
    md.append("| outside R: releases unchanged | ")
        .append(score.count(Category.RELEASE_UNCHANGED))
        .append(" |\n");
    md.append("| outside R: not exercised by a release | ")
        .append(score.count(Category.NOT_EXERCISED))
        .append(" |\n");
    md.append("| not run by PIT (non-viable, minion error) | ")
        .append(score.count(Category.NOT_RUN))
        .append(" |\n");
    if (!score.complete()) {
      md.append("| R, not yet run by the killing pass | ")
          .append(score.count(Category.RELEASE_NOT_YET_RUN))
          .append(" |\n");
    }
    md.append('\n');
    suites(md, score);
    auditBudget(md, score, budget);

    md.append("## Per package\n\n");
    table(md, score, m -> m.packageName(), "package");
    md.append("\n## Per class\n\n");
    table(md, score, m -> m.topLevelClass(), "class");

    md.append("\n## Surviving release-changing mutants\n\n");
    List<Mutant> survivors = new ArrayList<>(score.survivors());
    survivors.sort(
        Comparator.comparing(Mutant::mutatedClass)
            .thenComparingInt(Mutant::line)
            .thenComparing(Mutant::mutator)
            .thenComparing(Mutant::identity));
    if (survivors.isEmpty()) {
      md.append("None.\n");
    } else {
      md.append(
          "| class | method | line | mutator | mutation | reason |\n|---|---|---:|---|---|---|\n");
      for (Mutant m : survivors) {
        md.append("| ")
            .append(shortClass(m.mutatedClass()))
            .append(" | ")
            .append(cell(m.method()))
            .append(" | ")
            .append(m.line())
            .append(" | ")
            .append(m.mutator())
            .append(" | ")
            .append(cell(m.description()))
            .append(" | ")
            .append(cell(reasons.getOrDefault(m.reasonKey(), "**no reason given yet**")))
            .append(" |\n");
      }
    }
    Set<String> survivorKeys = new LinkedHashSet<>();
    survivors.forEach(m -> survivorKeys.add(m.reasonKey()));
    Set<String> killedKeys = new LinkedHashSet<>();
    score.mutants().stream()
        .filter(j -> j.category() == Category.RELEASE_KILLED)
        .forEach(j -> killedKeys.add(j.mutant().reasonKey()));
    List<String> killedNow =
        reasons.entrySet().stream()
            .filter(e -> !survivorKeys.contains(e.getKey()) && killedKeys.contains(e.getKey()))
            .map(e -> "- " + e.getKey().replace('\t', ' ') + ": " + e.getValue())
            .sorted()
            .toList();
    md.append("\n## Release-changing mutants killed by tests added for them\n\n");
    md.append(killedNow.isEmpty() ? "None.\n" : String.join("\n", killedNow) + "\n");
    List<String> stale =
        reasons.entrySet().stream()
            .filter(e -> !survivorKeys.contains(e.getKey()) && !killedKeys.contains(e.getKey()))
            .map(e -> "- " + e.getKey().replace('\t', ' ') + ": " + e.getValue())
            .sorted()
            .toList();
    md.append("\n## Reasons that match no release-changing mutant\n\n");
    md.append(
        stale.isEmpty()
            ? "None.\n"
            : "Outside this run's scope, or their line moved or the mutant is gone: "
                + "update or remove them in `docs/mutation-reasons.tsv`.\n\n"
                + String.join("\n", stale)
                + "\n");
    return md.toString();
  }

  /** The kills of R by the suite of their killing test. */
  private static void suites(StringBuilder md, MutationScore score) {
    Map<KillingResults.Suite, Long> kills = new EnumMap<>(KillingResults.Suite.class);
    score.mutants().stream()
        .filter(j -> j.category() == Category.RELEASE_KILLED)
        .forEach(j -> kills.merge(j.suite(), 1L, Long::sum));
    md.append(
        "## Kills by suite\n\nThe suite of the test that killed each release-changing mutant (a mutant's "
            + "tests run in this order; the first failing one kills it).\n\n| suite | kills |\n|---|---:|\n");
    md.append("| unit tests of `method..` and `privacy..` | ")
        .append(kills.getOrDefault(KillingResults.Suite.UNIT, 0L))
        .append(" |\n");
    md.append("| golden outputs (`GoldenKillers`) | ")
        .append(kills.getOrDefault(KillingResults.Suite.GOLDEN, 0L))
        .append(" |\n");
    md.append("| privacy audit (`AuditKillers`) | ")
        .append(kills.getOrDefault(KillingResults.Suite.AUDIT, 0L))
        .append(" |\n");
    md.append("| a time-out or memory error naming no test | ")
        .append(kills.getOrDefault(KillingResults.Suite.NONE, 0L))
        .append(" |\n\n");
  }

  /** The audit budget's rule and how many survivors it touched. */
  private static void auditBudget(StringBuilder md, MutationScore score, Budget budget) {
    md.append("## Audit budget\n\n");
    md.append(
        "A surviving mutant runs every test it is given, and an audit test takes 30 to 100 s. So a mutant of R "
            + "is given only the audit tests of the private methods whose releases it changes (the release pass "
            + "runs with PIT's full mutation matrix: the fingerprint tests a mutant fails name those methods)");
    int cap = budget.cap();
    if (cap > 0) {
      md.append(", and at most ")
          .append(cap)
          .append(" of them, the cheapest first (`MUTATION_AUDIT_CAP`)");
    } else if (cap == 0) {
      md.append(", with no cap on their number (`MUTATION_AUDIT_CAP` = 0)");
    }
    md.append(
        ". A restriction only removes tests: it can leave a mutant surviving that more audits would have "
            + "killed, never make one count as killed.");
    if (cap < 0) {
      md.append(
          " No plan was recorded for this run (`killing-plan.tsv`), so the page cannot say which "
              + "survivors the budget touched.\n\n");
      return;
    }
    List<Mutant> survivors = score.survivors();
    long restricted = survivors.stream().filter(budget::restricted).count();
    long capped = survivors.stream().filter(budget::capped).count();
    md.append("\n\n| surviving release-changing mutants | count |\n|---|---:|\n| all | ")
        .append(survivors.size())
        .append(" |\n| given fewer audit tests than cover them (other methods' audits left out) | ")
        .append(restricted)
        .append(" |\n| hit the cap (audits of their own methods left out) | ")
        .append(capped)
        .append(" |\n\n");
  }

  @SuppressWarnings("EnumOrdinal") // counts indexed by category: a dense array over the enum
  private static void table(
      StringBuilder md, MutationScore score, Function<Mutant, String> group, String what) {
    Map<String, long[]> rows = new TreeMap<>();
    for (MutationScore.Joined j : score.mutants()) {
      long[] counts =
          rows.computeIfAbsent(
              group.apply(j.mutant()), k -> new long[Category.values().length + 1]);
      counts[j.category().ordinal()]++;
      counts[Category.values().length]++;
    }
    boolean pending = !score.complete();
    md.append("| ")
        .append(what)
        .append(
            pending
                ? " | mutants | R run so far | R killed | killed of run |"
                : " | mutants | R | R killed | score |")
        .append(" releases unchanged | not exercised |" + " not run |")
        .append(pending ? " R not yet run |" : "")
        .append("\n|---|---:|---:|---:|---:|---:|---:|---:|")
        .append(pending ? "---:|" : "")
        .append("\n");
    rows.forEach(
        (name, c) -> {
          long r = c[Category.RELEASE_KILLED.ordinal()] + c[Category.RELEASE_SURVIVED.ordinal()];
          long notYet = c[Category.RELEASE_NOT_YET_RUN.ordinal()];
          md.append("| ")
              .append(what.equals("class") ? shortClass(name) : name.replace("org.ldpbench.", ""))
              .append(" | ")
              .append(c[Category.values().length])
              .append(" | ")
              .append(r)
              .append(" | ")
              .append(c[Category.RELEASE_KILLED.ordinal()])
              .append(" | ")
              .append(
                  r == 0
                      ? "–"
                      : String.format(
                          Locale.ROOT, "%.1f%%", 100.0 * c[Category.RELEASE_KILLED.ordinal()] / r))
              .append(" | ")
              .append(c[Category.RELEASE_UNCHANGED.ordinal()])
              .append(" | ")
              .append(c[Category.NOT_EXERCISED.ordinal()])
              .append(" | ")
              .append(c[Category.NOT_RUN.ordinal()])
              .append(pending ? " | " + notYet : "")
              .append(" |\n");
        });
  }

  private static String shortClass(String name) {
    return "`" + name.replace("org.ldpbench.", "") + "`";
  }

  private static String cell(String text) {
    return text.replace("|", "\\|").replace("\n", " ");
  }
}
