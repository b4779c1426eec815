package org.ldpbench.report.paper;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.kinds.Kinds;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialReuse;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * {@code paper-figures/<paper>/REPORT.md}: for every experiment of one paper, our figure, our
 * numbers (mean ± s.e. of the best grid configuration), the paper's claims checked against them,
 * the comparison with reference numbers where the spec has some, and every deviation (the spec's
 * notes). Generated from stored results only; an experiment without results is listed as not run. A
 * hand-written {@code experiments/<paper>/PAPER.md}, if present, is copied in as the preamble.
 */
public final class PaperReport {

  public static final String FILE = "REPORT.md";
  public static final String REFERENCE_CSV = "reference-comparison.csv";
  private static final String PREAMBLE = "PAPER.md";

  private PaperReport() {}

  /**
   * Writes the report of the specs in {@code paperDirectory} to {@code figuresRoot/<paper directory
   * name>/REPORT.md} and returns its path; {@code planner} expands each spec's stored profile into
   * the trials its store holds.
   */
  public static Path write(
      Path paperDirectory,
      List<ExperimentSpec> specs,
      Path resultsRoot,
      Path figuresRoot,
      ExpectedTrials.Planner planner)
      throws IOException {
    return write(
        paperDirectory,
        figuresRoot.resolve(paperDirectory.getFileName().toString()),
        specs,
        resultsRoot,
        figuresRoot,
        LoadedSpec.Source.reading(planner),
        (spec, plan, summary, directory) -> {});
  }

  /**
   * Called for every spec whose stored results a report has loaded, so that a caller can render the
   * spec's own outputs from them without reading the store a second time.
   */
  public interface LoadedResults {
    void loaded(
        ExperimentSpec spec, ExpectedTrials plan, ResultSummary summary, Path resultDirectory)
        throws IOException;
  }

  /**
   * As {@link #write(Path, List, Path, Path, ExpectedTrials.Planner)}, into {@code
   * reportDirectory}: the folder of the specs' own outputs ({@code figuresRoot/<the folder part of
   * their names>}), so that a spec whose name's folder is not its file's folder keeps its report
   * beside its figures, handing each spec's loaded results to {@code loaded} as well. {@code
   * paperDirectory} is where its {@code PAPER.md} preamble is looked for; {@code source} gives each
   * spec's stored results (for the profile its manifest names). The sections are built in parallel
   * (one spec per task) and written in spec order.
   */
  public static Path write(
      Path paperDirectory,
      Path reportDirectory,
      List<ExperimentSpec> specs,
      Path resultsRoot,
      Path figuresRoot,
      LoadedSpec.Source source,
      LoadedResults loaded)
      throws IOException {
    Files.createDirectories(reportDirectory);
    List<Section> sections;
    try {
      sections =
          specs.parallelStream()
              .map(
                  spec -> {
                    try {
                      return section(
                          spec, resultsRoot, figuresRoot, reportDirectory, source, loaded);
                    } catch (IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                  })
              .toList();
    } catch (java.io.UncheckedIOException e) {
      throw e.getCause();
    }
    List<ClaimCheck> all = new ArrayList<>();
    sections.forEach(s -> all.addAll(s.checks()));
    List<ClaimCheck> adjusted = PaperClaims.adjust(all);
    List<SentenceClaims.Claim> claims = SentenceClaims.of(adjusted);
    Map<ClaimCheck, String> experiments = ReproducesSection.experiments();
    List<String> headlines = new ArrayList<>();
    int index = 0;
    for (Section section : sections) {
      for (int i = 0; i < section.checks().size(); i++) {
        experiments.put(adjusted.get(index++), section.name());
      }
      headlines.addAll(section.headlines());
    }
    StringBuilder md = new StringBuilder();
    Path preamble = paperDirectory.resolve(PREAMBLE);
    String opening =
        ReproducesSection.text(claims, adjusted, experiments, headlines)
            + ClaimCounts.table(adjusted)
            + QuickProfileWarning.of(specs, resultsRoot);
    if (Files.exists(preamble)) {
      String text =
          includes(Files.readString(preamble, StandardCharsets.UTF_8).strip(), reportDirectory);
      text =
          Placeholders.render(
              text, sections.stream().map(Section::results).toList(), paperDirectory);
      md.append(QuickProfileWarning.afterTitle(text, opening)).append("\n\n");
    } else {
      md.append("# ").append(reportDirectory.getFileName()).append("\n\n").append(opening);
    }
    md.append("_Generated by `ldpbench report` from the stored results in `")
        .append(resultsRoot)
        .append("/`; do not edit by hand. Rerun `make figures` after a run to refresh it._\n\n");
    int next = 0;
    for (Section section : sections) {
      int size = section.checks().size();
      md.append(section.before())
          .append(ClaimsSection.text(adjusted.subList(next, next + size), claims))
          .append(section.after());
      next += size;
    }
    Path file = reportDirectory.resolve(FILE);
    Files.writeString(file, md.toString(), StandardCharsets.UTF_8);
    return file;
  }

  /**
   * One experiment's section, split around its claims so that the claims can be corrected across
   * the paper before they are written.
   *
   * @param before the text up to the claims
   * @param checks the claims checked within the experiment
   * @param after the text after the claims
   * @param results the experiment's loaded results, for the preamble's placeholders (null if not
   *     run)
   */
  record Section(
      String name,
      String before,
      List<ClaimCheck> checks,
      String after,
      Placeholders.Results results,
      List<String> headlines) {}

  private static Section section(
      ExperimentSpec spec,
      Path resultsRoot,
      Path figuresRoot,
      Path reportDirectory,
      LoadedSpec.Source source,
      LoadedResults loaded)
      throws IOException {
    StringBuilder md = new StringBuilder();
    md.append("## ").append(spec.title()).append("\n\n");
    md.append("Spec: `").append(spec.file().replace('\\', '/')).append("`");
    Path directory = ResultsLayout.directory(spec, resultsRoot);
    Path manifestFile = directory.resolve(StoredManifest.FILE);
    boolean run = Files.exists(directory.resolve(TrialStore.TRIALS)) && Files.exists(manifestFile);
    if (!spec.hasTrials() || !run) {
      if (spec.hasTrials()) {
        md.append("\n\n_Not run yet: `make experiment EXP=").append(spec.name()).append("`._");
      }
      md.append("\n\n");
      dataOutputs(md, spec, figuresRoot, reportDirectory);
      StringBuilder after = new StringBuilder();
      notes(after, spec);
      return new Section(
          spec.name(),
          md.toString(),
          ClaimsSection.undetermined(spec, "not run on this machine"),
          after.toString(),
          null,
          List.of());
    }
    JsonNode manifest = StoredManifest.read(manifestFile);
    ExperimentSpec.Profile profile = StoredManifest.profile(manifest);
    LoadedSpec results = source.load(spec, profile, directory);
    ExpectedTrials plan = results.plan();
    ResultSummary summary = results.summary();
    String provenance = results.provenance().describe();
    loaded.loaded(spec, plan, summary, directory);
    md.append(
        String.format(
            Locale.ROOT,
            " · %s profile, %d replications, %d trials · %s%n%n",
            profile.name().toLowerCase(Locale.ROOT),
            plan.replications(),
            plan.trialCount(),
            lastRun(manifest)));
    md.append("Trials behind these numbers: ")
        .append(provenance)
        .append(". Metric: ")
        .append(spec.primaryMetric().id())
        .append(" (")
        .append(
            spec.primaryMetric().direction() == Direction.HIGHER_IS_BETTER
                ? "higher is better"
                : "lower is better")
        .append(").\n\n");
    OutputContext context = OutputContext.withResults(plan, summary, figuresRoot);
    for (OutputSpec figure : spec.figures()) {
      Kinds.of(figure).appendOutputToReport(figure, context, reportDirectory, md);
    }
    BestResultsTable.append(md, spec, summary);
    md.append(results.notApplicable());
    List<ClaimCheck> checks = ClaimsSection.checks(spec, plan, summary, profile);
    StringBuilder after = new StringBuilder();
    if (spec.reference().isPresent()) {
      ReferenceComparison comparison = ReferenceComparison.of(spec.reference().get(), summary);
      ReferenceSection.writeCsv(comparison, spec, directory.resolve(REFERENCE_CSV));
      after.append(ReferenceSection.text(spec, comparison));
    }
    notes(after, spec);
    return new Section(
        spec.name(),
        md.toString(),
        checks,
        after.toString(),
        new Placeholders.Results(spec, plan, summary, profile),
        Headlines.of(spec, plan, summary, profile));
  }

  /**
   * Links every output of {@code spec} that needs no trials (heat maps; they may not be rendered
   * yet).
   */
  private static void dataOutputs(
      StringBuilder md, ExperimentSpec spec, Path figuresRoot, Path reportDirectory) {
    OutputContext context = OutputContext.withoutResults(spec, figuresRoot);
    for (OutputSpec figure : spec.figures()) {
      if (!figure.needsTrials()) {
        Kinds.of(figure).appendOutputToReport(figure, context, reportDirectory, md);
      }
    }
  }

  /** The claims section (see {@link ClaimsSection}). */
  public static String claimsText(List<ClaimCheck> checks) {
    return ClaimsSection.text(checks);
  }

  /** The reference section (see {@link ReferenceSection}). */
  static String referenceText(ExperimentSpec spec, ReferenceComparison comparison) {
    return ReferenceSection.text(spec, comparison);
  }

  /** The differences beyond the reference's tolerance (see {@link ReferenceSection}). */
  static String largeDifferences(ExperimentSpec spec, ReferenceComparison comparison) {
    return ReferenceSection.largeDifferences(spec, comparison);
  }

  /**
   * A preamble line {@code <!-- include: FILE -->}: FILE of the report's directory (e.g. a table
   * written by a command).
   */
  private static final Pattern INCLUDE =
      Pattern.compile("(?m)^<!-- include: ([A-Za-z0-9._-]+) -->$");

  /**
   * The preamble with every include line replaced by the named file of the report directory, or by
   * a note that it has not been written yet.
   */
  static String includes(String preamble, Path reportDirectory) throws IOException {
    Matcher m = INCLUDE.matcher(preamble);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      Path file = reportDirectory.resolve(m.group(1));
      String text =
          Files.exists(file)
              ? Files.readString(file, StandardCharsets.UTF_8).strip()
              : "_(" + m.group(1) + " has not been written yet)_";
      m.appendReplacement(out, Matcher.quoteReplacement(text));
    }
    m.appendTail(out);
    return out.toString();
  }

  private static void notes(StringBuilder md, ExperimentSpec spec) {
    if (spec.notes().isEmpty()) {
      return;
    }
    md.append("Deviations and notes:\n\n");
    spec.notes().forEach(n -> md.append("- ").append(n.replaceAll("\\s+", " ")).append("\n"));
    md.append("\n");
  }

  /**
   * "last run DATE, commit C: what it did · status: S", preceded by "N runs, " when the result
   * directory has been run more than once.
   */
  static String lastRun(JsonNode manifest) {
    List<StoredManifest.Run> runs = StoredManifest.runs(manifest);
    if (runs.isEmpty()) {
      return "no run recorded in " + StoredManifest.FILE;
    }
    StoredManifest.Run last = runs.get(runs.size() - 1);
    // trials copied from another spec's results (reuse:) are counted as reused: say from where
    String copied =
        last.notes() == null
            ? ""
            : last.notes().stream()
                .filter(note -> note.startsWith(TrialReuse.COPIED))
                .map(note -> " (" + note + ")")
                .collect(Collectors.joining());
    return String.format(
        Locale.ROOT,
        "%slast run %s, commit %s%s: %s trials computed, %s reused from earlier runs%s,"
            + " %s s on %s threads (Java %s) · status: %s",
        runs.size() > 1 ? runs.size() + " runs, " : "",
        last.started() == null ? "?" : last.started().replaceFirst("T.*", ""),
        abbreviate(last.commit() == null ? "?" : last.commit()),
        Boolean.TRUE.equals(last.dirty()) ? " (with uncommitted changes)" : "",
        orUnknown(last.computed()),
        orUnknown(last.reused()),
        copied,
        orUnknown(last.wallSeconds()),
        orUnknown(last.threads()),
        last.java() == null ? manifest.path("jvm").path("version").asText("?") : last.java(),
        orUnknown(last.status()));
  }

  private static String orUnknown(Object value) {
    return value == null ? "?" : value.toString();
  }

  private static String abbreviate(String commit) {
    return commit.length() > 10 ? commit.substring(0, 10) : commit;
  }
}
