package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.claims.pending.PendingClaim;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimSpec;

/**
 * The claim inventory against the papers' sentences. {@code
 * src/test/resources/claims/sentences-PAPER.tsv} lists every sentence of a paper's experiment and
 * real-data sections, in order, with its kind; PAPER is the folder of its specs under {@code
 * experiments/}. One empirical sentence is one claim:
 *
 * <ul>
 *   <li>every empirical sentence has at least one confirmatory claim row naming it ({@code
 *       sentence: ID}), so a sentence without a claim fails the test;
 *   <li>every confirmatory row of the paper's specs names an empirical sentence of the list, and
 *       its quote is words of that sentence;
 *   <li>a sentence that restates another points to an empirical one;
 *   <li>no committed claim is {@code pending}: every claim has a rule;
 *   <li>the papers whose predictions stay exploratory (Berrett–Butucea, Zhao et al.) have no
 *       confirmatory row;
 *   <li>where the papers' text is on this machine ({@code ../shared/papers}), every listed sentence
 *       is in it verbatim, its fragments in order.
 * </ul>
 *
 * Deterministic: no false failures.
 */
class SentenceInventoryTest {

  private static final Path LISTS = Path.of("src/test/resources/claims");
  private static final Path EXPERIMENTS = Path.of("experiments");
  private static final Path PAPERS = Path.of("../shared/papers");
  private static final Set<String> KINDS = Set.of("empirical", "interpretation", "design", "data");

  /** One listed sentence. */
  record Sentence(String id, String location, String kind, String text, String note) {}

  /** The sentence lists, by paper folder. */
  static Map<String, List<Sentence>> lists() throws IOException {
    Map<String, List<Sentence>> out = new LinkedHashMap<>();
    try (Stream<Path> files = Files.list(LISTS)) {
      for (Path file :
          files
              .filter(f -> f.getFileName().toString().matches("sentences-.*\\.tsv"))
              .sorted()
              .toList()) {
        String paper = file.getFileName().toString().replaceAll("^sentences-|\\.tsv$", "");
        List<Sentence> sentences = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
          if (line.startsWith("#") || line.startsWith("id\t") || line.isBlank()) {
            continue;
          }
          String[] f = line.split("\t", -1);
          assertThat(f).as(file + ": " + line).hasSize(5);
          sentences.add(new Sentence(f[0], f[1], f[2], f[3], f[4]));
        }
        out.put(paper, sentences);
      }
    }
    return out;
  }

  static List<ExperimentSpec> specs(String paper) throws IOException {
    List<ExperimentSpec> specs = new ArrayList<>();
    try (Stream<Path> files = Files.list(EXPERIMENTS.resolve(paper))) {
      for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
        specs.add(SpecParser.parse(f));
      }
    }
    return specs;
  }

  /**
   * Whitespace collapsed and line-break hyphens joined ("al- most" is "almost"), so quotes match
   * however they were wrapped.
   */
  static String normalized(String text) {
    return String.join(" ", text.strip().split("(?U)\\s+"))
        .replaceAll("(\\p{L})- (\\p{Ll})", "$1$2");
  }

  @Test
  void everyEmpiricalSentenceIsOneClaimAndEveryPaperClaimIsASentence() throws IOException {
    Map<String, List<Sentence>> lists = lists();
    assertThat(lists).containsKeys("ma-yang", "distributed");
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, List<Sentence>> list : lists.entrySet()) {
      Map<String, Sentence> byId = new LinkedHashMap<>();
      for (Sentence s : list.getValue()) {
        if (byId.put(s.id(), s) != null) {
          problems.add(list.getKey() + ": id " + s.id() + " twice");
        }
        boolean restates = s.kind().startsWith("restates ");
        if (!KINDS.contains(s.kind()) && !restates) {
          problems.add(s.id() + ": kind '" + s.kind() + "'");
        }
        if (!s.kind().equals("empirical")
            && !restates
            && !s.kind().equals("design")
            && s.note().isBlank()) {
          problems.add(
              s.id()
                  + ": a sentence of kind "
                  + s.kind()
                  + " says in its note why nothing is measured");
        }
      }
      for (Sentence s : list.getValue()) {
        if (s.kind().startsWith("restates ")) {
          Sentence target = byId.get(s.kind().substring("restates ".length()));
          if (target == null || !target.kind().equals("empirical")) {
            problems.add(
                s.id()
                    + ": restates "
                    + s.kind()
                    + ", which is not an empirical sentence of the list");
          }
        }
      }
      Map<String, Integer> claimed = new LinkedHashMap<>();
      for (ExperimentSpec spec : specs(list.getKey())) {
        for (ClaimSpec claim : spec.claims()) {
          if (!claim.meta().confirmatory()) {
            continue;
          }
          String where = spec.name() + " \"" + claim.text() + "\"";
          Sentence sentence = byId.get(claim.meta().sentence());
          if (sentence == null || !sentence.kind().equals("empirical")) {
            problems.add(
                where
                    + ": names no empirical sentence of the list (sentence: '"
                    + claim.meta().sentence()
                    + "')");
            continue;
          }
          claimed.merge(sentence.id(), 1, Integer::sum);
          for (String fragment : normalized(claim.meta().quote()).split(" … ")) {
            if (!normalized(sentence.text()).contains(fragment.strip())) {
              problems.add(
                  where + ": its quote is not words of " + sentence.id() + ": " + fragment);
            }
          }
        }
      }
      for (Sentence s : list.getValue()) {
        if (s.kind().equals("empirical") && !claimed.containsKey(s.id())) {
          problems.add(
              list.getKey() + ": " + s.id() + " (" + s.location() + ") has no claim: " + s.text());
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void noCommittedClaimIsPendingAndTheoremPredictionsStayExploratory() throws IOException {
    List<String> problems = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(EXPERIMENTS)) {
      for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
        String paper = dir.getFileName().toString();
        if (paper.equals("templates")) {
          continue;
        }
        for (ExperimentSpec spec : specs(paper)) {
          for (ClaimSpec claim : spec.claims()) {
            if (claim instanceof PendingClaim) {
              problems.add(spec.name() + ": pending claim \"" + claim.text() + "\"");
            }
            if (Set.of("berrett-butucea", "label-dp", "scale").contains(paper)
                && claim.meta().confirmatory()) {
              problems.add(
                  spec.name()
                      + ": a confirmatory claim in "
                      + paper
                      + " (its theorems'"
                      + " predictions are exploratory): \""
                      + claim.text()
                      + "\"");
            }
          }
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  @Test
  void everyListedSentenceIsThePapersWordsInOrder() throws IOException {
    Assumptions.assumeTrue(Files.isDirectory(PAPERS), "the papers' text is not on this machine");
    List<String> problems = new ArrayList<>();
    for (Map.Entry<String, List<Sentence>> list : lists().entrySet()) {
      Path file = LISTS.resolve("sentences-" + list.getKey() + ".tsv");
      String header = Files.readAllLines(file, StandardCharsets.UTF_8).get(0);
      assertThat(header).as(file + " names its paper's text file").startsWith("# paper: ");
      Path paper = PAPERS.resolve(header.substring("# paper: ".length()).split(" ")[0]);
      String text =
          String.join(" ", Files.readString(paper, StandardCharsets.UTF_8).split("(?U)\\s+"));
      int position = 0;
      for (Sentence s : list.getValue()) {
        for (String fragment : s.text().split(" … ")) {
          String words = String.join(" ", fragment.strip().split("(?U)\\s+"));
          int found = text.indexOf(words, position);
          if (found < 0) {
            problems.add(s.id() + ": not found after the previous sentence: " + words);
            break;
          }
          position = found + words.length();
        }
      }
    }
    assertThat(problems).isEmpty();
  }
}
