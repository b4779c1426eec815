package org.ldpbench.report.paper;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.testing.Slow;

/**
 * The claim inventory is the specs' claim blocks: every quote is the paper's words verbatim (up to
 * line breaks; fragments joined by " … " skip formula markup or a page break, in order), every
 * claim without a quote says {@code role: exploratory} explicitly (no silent demotion of a paper
 * claim), and every claim gets a verdict row in its paper's rendered REPORT.md even when nothing
 * has been run. Deterministic: no false failures.
 */
@Slow
class ClaimInventoryTest {

  private static final Path EXPERIMENTS = Path.of("experiments");
  private static final Path PAPERS = Path.of("../shared/papers");

  private static List<Path> specs() throws IOException {
    try (Stream<Path> files = Files.walk(EXPERIMENTS)) {
      return files
          .filter(p -> p.toString().endsWith(".yaml") && !p.toString().contains("/reference/"))
          .sorted()
          .toList();
    }
  }

  private static String normalized(String text) {
    return String.join(" ", text.strip().split("\\s+"));
  }

  @Test
  void everyQuoteIsVerbatimAndEveryOtherClaimIsMarkedExploratory() throws IOException {
    // the papers' texts are not distributed with the project (docs/claims.md): on a clone without
    // them
    // the quotes cannot be checked, but the exploratory marking still is
    boolean papersHere = Files.isDirectory(PAPERS);
    StringBuilder papers = new StringBuilder();
    if (papersHere) {
      try (Stream<Path> files = Files.list(PAPERS)) {
        for (Path p : files.filter(f -> f.toString().endsWith(".txt")).toList()) {
          papers.append(normalized(Files.readString(p, StandardCharsets.UTF_8))).append(' ');
        }
      }
    }
    ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
    List<String> problems = new ArrayList<>();
    int quoted = 0;
    for (Path spec : specs()) {
      JsonNode claims = yaml.readTree(spec.toFile()).path("claims");
      for (int i = 0; i < claims.size(); i++) {
        JsonNode claim = claims.get(i);
        String quote = claim.path("quote").asText("");
        if (quote.isEmpty() && !claim.path("role").asText("").equals("exploratory")) {
          problems.add(spec + " claims[" + i + "]: no quote and not marked role: exploratory");
        }
        if (!quote.isEmpty() && papersHere) {
          quoted++;
          int position = 0;
          for (String fragment : normalized(quote).split(" … ")) {
            // fragments joined by " … " skip formula markup or a page break, in order
            position = papers.indexOf(fragment.strip(), position);
            if (position < 0) {
              problems.add(spec + " claims[" + i + "]: quote not found verbatim: " + quote);
              break;
            }
          }
        }
      }
    }
    assertThat(problems).isEmpty();
    assertThat(quoted).as("quotes checked against %s", PAPERS).isGreaterThan(papersHere ? 40 : -1);
  }

  @Test
  void everyClaimHasAVerdictRowInItsReport(@TempDir Path temp) throws IOException {
    List<Path> paperDirectories;
    try (Stream<Path> dirs = Files.list(EXPERIMENTS)) {
      // experiments/templates holds spec templates for users, not a paper
      paperDirectories =
          dirs.filter(Files::isDirectory)
              .filter(
                  d ->
                      !d.getFileName().toString().equals("test")
                          && !d.getFileName().toString().equals("templates"))
              .sorted()
              .toList();
    }
    for (Path paper : paperDirectories) {
      List<ExperimentSpec> specs = new ArrayList<>();
      try (Stream<Path> files = Files.list(paper)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".yaml")).sorted().toList()) {
          specs.add(SpecParser.parse(f));
        }
      }
      String report =
          Files.readString(
              PaperReport.write(
                  paper,
                  specs,
                  temp.resolve("results"),
                  temp.resolve("figures"),
                  ExperimentPlan::of));
      assertThat(report).contains("**Claims by outcome**");
      for (ExperimentSpec spec : specs) {
        for (ClaimSpec claim : spec.claims()) {
          String row = ClaimsSection.claimText(claim).replace("|", "\\|").replace("\n", " ");
          assertThat(report).as(spec.name() + ": " + claim.text()).contains("| " + row + " |");
        }
      }
    }
  }
}
