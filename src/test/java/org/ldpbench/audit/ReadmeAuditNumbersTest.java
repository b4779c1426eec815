package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.cli.Main;
import org.ldpbench.mutation.ReleaseFingerprints;
import picocli.CommandLine;

/**
 * The numbers that the privacy audit guide (docs/privacy-audit-guide.md, and
 * docs/external-methods.md) states about the privacy audit — its layers, sample sizes, draws,
 * false-failure rates and the draws of {@code make audit} and {@code make audit-report} — are the
 * code's: each stated number is found by its sentence and compared with the constant it describes
 * ({@link AuditLayers}, {@link PrivacyAuditTest#DRAWS}, the Makefile's {@code AUDIT_DRAWS} and
 * {@code REPORT_DRAWS}, the defaults of {@code ldpbench audit}), and every number of draws, users
 * or repetitions in a paragraph about the audit, in the README or any hand-written page of docs/,
 * must be one of those claims, so a new number cannot be added unchecked. (The README once said
 * 100,000 draws per pair where {@code PrivacyAuditTest} used 2,000.) The measured LPCT bounds the
 * guide quotes are checked by {@code LpctPrivacyAuditTest}, which measures them.
 */
class ReadmeAuditNumbersTest {

  private static final Path GUIDE = Path.of("docs/privacy-audit-guide.md");
  private static final Path EXTERNAL = Path.of("docs/external-methods.md");

  /**
   * The README and the guide pages that took over its text, whose paragraphs about the audit may
   * state no number of draws or users without a claim (the generated pages, docs/privacy-audit.md,
   * docs/mutation.md and the timings, are written by the code they describe;
   * docs/external-methods.md has its own claims above).
   */
  private static final List<Path> PAGES =
      List.of(
          Path.of("README.md"),
          GUIDE,
          Path.of("docs/user-guide.md"),
          Path.of("docs/adding-a-method.md"),
          Path.of("docs/data.md"),
          Path.of("docs/distributed-runs.md"),
          Path.of("docs/architecture.md"),
          Path.of("docs/performance.md"));

  /**
   * One number the documentation states: the file, the sentence that states it (group 1 is the
   * number as written) and the text the code's constant gives.
   */
  private record Claim(String what, Path file, Pattern sentence, String expected) {

    Claim(String what, Path file, String sentence, String expected) {
      this(what, file, Pattern.compile(sentence), expected);
    }
  }

  private static List<Claim> claims() throws IOException {
    CommandLine.Model.CommandSpec audit =
        new CommandLine(new Main()).getSubcommands().get("audit").getCommandSpec();
    @SuppressWarnings("unchecked")
    List<Double> epsilons = (List<Double>) audit.findOption("--epsilon").initialValue();
    int draws = (Integer) audit.findOption("--draws").initialValue();
    return List.of(
        new Claim(
            "the number of layers",
            GUIDE,
            "(\\w+) layers run, in this order",
            word(AuditLayers.standard().size())),
        new Claim(
            "the sample sizes of the sensitivity and calibration layers",
            GUIDE,
            "samples of\\s+((?:\\d+, )*\\d+ and \\d+) users",
            listed(AuditLayers.SAMPLE_SIZES)),
        new Claim(
            "the calibration layer's draws",
            GUIDE,
            "tests ([\\d,]+) draws against the law",
            thousands(AuditLayers.CALIBRATION_DRAWS)),
        new Claim(
            "the calibration layer's draws",
            EXTERNAL,
            "tests ([\\d,]+) `randomize` draws",
            thousands(AuditLayers.CALIBRATION_DRAWS)),
        new Claim(
            "the calibration layer's level",
            EXTERNAL,
            "\\(chi-square, α = (\\S+)\\)",
            power(AuditLayers.CALIBRATION_ALPHA)),
        new Claim(
            "PrivacyAuditTest's draws per input",
            GUIDE,
            "label DP — ([\\d,]+) times each",
            thousands(PrivacyAuditTest.DRAWS)),
        new Claim(
            "PrivacyAuditTest's false-failure rate per pair",
            GUIDE,
            "false-failure rate\\s+≤ (\\S+) per pair",
            power(2 * PrivacyAuditTest.LIGHT.alpha())),
        new Claim(
            "the end-to-end layer's false-failure rate per pair",
            GUIDE,
            "fails a pair with probability at most\\s+(\\S+)\\)",
            String.format(Locale.ROOT, "%.0e", 2 * PrivacyAuditTest.LIGHT.alpha())
                .replace("e-0", "e-")),
        new Claim(
            "ldpbench audit's default draws",
            GUIDE,
            "\\[--draws (\\d+)\\]",
            Integer.toString(draws)),
        new Claim(
            "ldpbench audit's default budgets",
            GUIDE,
            "\\[--epsilon ([\\d.,]+)\\]",
            epsilons.stream()
                .map(e -> e == Math.rint(e) ? Long.toString(Math.round(e)) : e.toString())
                .collect(Collectors.joining(","))),
        new Claim(
            "make audit's draws (AUDIT_DRAWS)",
            GUIDE,
            "`AUDIT_DRAWS` = ([\\d,]+) draws",
            thousands(Integer.parseInt(makeVariable("AUDIT_DRAWS")))),
        new Claim(
            "make audit-report's draws (REPORT_DRAWS)",
            GUIDE,
            "`REPORT_DRAWS` = ([\\d,]+)",
            thousands(Integer.parseInt(makeVariable("REPORT_DRAWS")))),
        new Claim(
            "the private sample sizes of make mutation's release fingerprints",
            GUIDE,
            "audit configurations, (\\d+ to \\d+) users",
            ReleaseFingerprints.SCALES.get(0).privateSize()
                + " to "
                + ReleaseFingerprints.SCALES
                    .get(ReleaseFingerprints.SCALES.size() - 1)
                    .privateSize()));
  }

  /** "1, 10 and 100". */
  private static String listed(List<Integer> values) {
    List<String> text = values.stream().map(String::valueOf).toList();
    return String.join(", ", text.subList(0, text.size() - 1))
        + " and "
        + text.get(text.size() - 1);
  }

  /**
   * Where a number is stated next to draws, users or repetitions (a number and at most one word
   * between).
   */
  private static final Pattern STATED =
      Pattern.compile(
          "(?<![\\w.,·])(\\d[\\d,]*)(?=\\s+(?:\\S+\\s+)?(?:draws|times each|users)\\b)");

  @Test
  void everyClaimIsStatedAndEqualsTheCode() throws IOException {
    for (Claim claim : claims()) {
      Matcher matcher = claim.sentence().matcher(Files.readString(claim.file()));
      int found = 0;
      while (matcher.find()) {
        found++;
        assertThat(matcher.group(1))
            .as("%s in %s (\"%s\")", claim.what(), claim.file(), matcher.group())
            .isEqualTo(claim.expected());
      }
      assertThat(found)
          .as(
              "%s: no sentence of %s matches /%s/ any more; state it again or change the claim",
              claim.what(), claim.file(), claim.sentence())
          .isPositive();
    }
  }

  @Test
  void everyNumberOfDrawsOrUsersInTheDocsAuditParagraphsIsAClaim() throws IOException {
    List<Claim> claims = claims();
    List<String> unchecked = new ArrayList<>();
    for (Path page : PAGES) {
      unchecked.addAll(unchecked(page, Files.readString(page), claims));
    }
    assertThat(unchecked)
        .as("numbers the docs state about the audit without a claim in this test")
        .isEmpty();
  }

  @Test
  void aNumberOfDrawsWithoutAClaimIsFound() {
    String page =
        """
                Four layers run, in this order.

                The audit draws 5,000 draws per pair.

                Elsewhere: 7 users.
                """;
    Path file = Path.of("page.md");
    List<Claim> claims =
        List.of(
            new Claim("layers", file, "(\\w+) layers run, in this order", "Four"),
            new Claim("draws", file, "audit draws ([\\d,]+) draws", "5,000"));
    assertThat(unchecked(file, page, claims)).isEmpty();
    assertThat(unchecked(file, page, claims.subList(0, 1)))
        .containsExactly("page.md: 5,000 draws per pair.");
  }

  /**
   * The numbers of draws, users or repetitions in {@code text}'s paragraphs that mention the audit
   * and that no claim about {@code file} covers, each as "file: the number and the rest of its
   * line".
   */
  private static List<String> unchecked(Path file, String text, List<Claim> claims) {
    List<int[]> covered = new ArrayList<>();
    for (Claim claim : claims) {
      if (claim.file().equals(file)) {
        Matcher matcher = claim.sentence().matcher(text);
        while (matcher.find()) {
          covered.add(new int[] {matcher.start(), matcher.end()});
        }
      }
    }
    List<String> unchecked = new ArrayList<>();
    int start = 0;
    for (String paragraph : text.split("\n\\s*\n", -1)) {
      int at = text.indexOf(paragraph, start);
      start = at + paragraph.length();
      if (!paragraph.toLowerCase(Locale.ROOT).contains("audit")) {
        continue;
      }
      Matcher number = STATED.matcher(paragraph);
      while (number.find()) {
        int position = at + number.start();
        if (covered.stream().noneMatch(c -> c[0] <= position && position < c[1])) {
          int end = text.indexOf('\n', position);
          unchecked.add(file + ": " + text.substring(position, end < 0 ? text.length() : end));
        }
      }
    }
    return unchecked;
  }

  @Test
  void theHeavyOptionsAndTheCommittedTableUseTheMakefilesDraws() throws IOException {
    assertThat(AuditOptions.heavy().draws())
        .as("AuditOptions.heavy() is make audit's")
        .isEqualTo(Integer.parseInt(makeVariable("AUDIT_DRAWS")));
    assertThat(Files.readString(Path.of("docs/privacy-audit.md")))
        .as("docs/privacy-audit.md is make audit-report's")
        .contains("(" + makeVariable("REPORT_DRAWS") + " draws per input and pair");
  }

  @Test
  void theFormatsReadAsTheGuideWritesThem() {
    assertThat(word(4)).isEqualTo("Four");
    assertThat(thousands(2000)).isEqualTo("2,000");
    assertThat(thousands(200_000)).isEqualTo("200,000");
    assertThat(power(2e-6)).isEqualTo("2·10⁻⁶");
    assertThat(power(1e-6)).isEqualTo("10⁻⁶");
  }

  /** A default {@code NAME ?= value} of the Makefile. */
  private static String makeVariable(String name) throws IOException {
    Matcher matcher =
        Pattern.compile("(?m)^" + name + "\\s*\\?=\\s*(\\S+)\\s*$")
            .matcher(Files.readString(Path.of("Makefile")));
    assertThat(matcher.find()).as("%s ?= ... in the Makefile", name).isTrue();
    return matcher.group(1);
  }

  private static String word(int n) {
    String[] words = {
      "Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"
    };
    return n < words.length ? words[n] : Integer.toString(n);
  }

  private static String thousands(int n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  /** {@code 2e-6} as the guide writes it: {@code 2·10⁻⁶} ({@code 10⁻⁶} for a mantissa of 1). */
  private static String power(double value) {
    int exponent = (int) Math.floor(Math.log10(value) + 1e-9);
    long mantissa = Math.round(value / Math.pow(10, exponent));
    String superscript =
        Integer.toString(exponent)
            .chars()
            .mapToObj(c -> String.valueOf("⁻⁰¹²³⁴⁵⁶⁷⁸⁹".charAt(c == '-' ? 0 : c - '0' + 1)))
            .collect(Collectors.joining());
    return (mantissa == 1 ? "" : mantissa + "·") + "10" + superscript;
  }
}
