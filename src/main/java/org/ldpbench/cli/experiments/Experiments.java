package org.ldpbench.cli.experiments;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.cli.workspace.SuggestedCommand;
import org.ldpbench.data.Memo;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.report.paper.ExperimentReport;
import org.ldpbench.report.paper.LoadedSpec;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.run.OverallProgress;
import org.ldpbench.run.PlanSelection;
import org.ldpbench.run.RunRequest;
import org.ldpbench.run.Shard;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.GridThresholdNotice;
import org.ldpbench.spec.OverBudgetNotice;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.spec.output.DefaultFigure;
import org.ldpbench.store.ResultsLayout;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * What the commands share: run a spec and report it, find spec files, read the last profile; the
 * papers' REPORT.md files are {@link PaperReports}'.
 */
final class Experiments {

  private Experiments() {}

  /**
   * Validates every spec file first (so a typo in the last one does not waste a run), then runs and
   * reports them in order, computing only the part of each spec that {@code selection} keeps
   * (checked against every spec before any runs).
   *
   * @param dataMemo the command's data memo: each real data set is read and encoded once for all
   *     specs
   * @param failures gathers each spec's failed trials, for the command's closing summary and exit
   *     code
   * @param loaded keeps each spec's stored results as its report reads them, for the paper reports
   */
  static void runAll(
      List<Path> specFiles,
      RunOptions run,
      PlanSelection selection,
      OutputOptions output,
      PrintWriter log,
      Memo dataMemo,
      RunFailures failures,
      LoadedSpecs loaded)
      throws IOException {
    List<ExperimentSpec> parsed =
        specFiles.stream().map(f -> SpecParser.parse(f, dataMemo)).map(output::profiled).toList();
    long trials = 0;
    for (ExperimentSpec spec : parsed) { // a bad label or value stops all
      trials =
          Math.addExact(
              trials, BestOfChoice.trialCount(spec, run.profile(), selection, output.results));
    }
    OverallProgress overall = new OverallProgress(parsed.size(), trials, System::nanoTime);
    runInOrder(parsed, run, selection, output, log, overall, failures, loaded);
  }

  /**
   * Runs {@code specs} one after the other, each spec's summaries and figures written while the
   * next one runs; returns once every report is written (or throws the first that failed).
   */
  private static void runInOrder(
      List<ExperimentSpec> specs,
      RunOptions run,
      PlanSelection selection,
      OutputOptions output,
      PrintWriter log,
      OverallProgress overall,
      RunFailures failures,
      LoadedSpecs loaded)
      throws IOException {
    try (BackgroundReports reports = new BackgroundReports(log)) {
      for (ExperimentSpec spec : specs) {
        runAndReport(
            spec,
            run.profile(),
            run.workers(),
            output,
            !run.noProgress,
            run.keepStale,
            run.shard(),
            selection,
            log,
            overall,
            failures,
            reports,
            loaded);
      }
      reports.awaitAll();
    }
  }

  /**
   * As {@link #runAll}, but a spec whose raw data files are missing or corrupted here is skipped
   * with one line per file (what is wrong, where to get it) instead of stopping the others.
   *
   * @param failures gathers each spec's failed trials, for the command's closing summary and exit
   *     code
   * @param loaded keeps each spec's stored results as its report reads them, for the paper reports
   * @return the skipped specs, in order
   */
  static List<SkippedSpec> runAllAvailable(
      List<Path> specFiles,
      RunOptions run,
      OutputOptions output,
      PrintWriter log,
      Memo dataMemo,
      RunFailures failures,
      LoadedSpecs loaded)
      throws IOException {
    SkippedSpec.Selection selection = SkippedSpec.parse(specFiles, dataMemo, output::profiled);
    for (SkippedSpec skipped : selection.skipped()) {
      log.println(skipped.file() + ": skipped, its raw data are not usable here:");
      skipped.problems().forEach(problem -> log.println("  " + problem));
    }
    log.flush();
    long trials = 0;
    for (ExperimentSpec spec : selection.runnable()) {
      trials =
          Math.addExact(
              trials,
              BestOfChoice.trialCount(spec, run.profile(), PlanSelection.ALL, output.results));
    }
    OverallProgress overall =
        new OverallProgress(selection.runnable().size(), trials, System::nanoTime);
    runInOrder(
        selection.runnable(), run, PlanSelection.ALL, output, log, overall, failures, loaded);
    return selection.skipped();
  }

  /** The closing list of {@code reproduce}: every skipped spec and the files it lacks. */
  static void printSkipped(List<SkippedSpec> skipped, PrintWriter log) {
    if (skipped.isEmpty()) {
      return;
    }
    Set<String> files = new TreeSet<>();
    skipped.forEach(s -> files.addAll(s.problems()));
    log.printf(
        "%nSkipped %d spec%s whose raw data files are missing or corrupted (not rendered; each"
            + " REPORT.md lists them at its end):%n",
        skipped.size(), skipped.size() == 1 ? "" : "s");
    skipped.forEach(s -> log.println("  " + s.file()));
    log.println(
        "Files to get (put them in datasets/raw/ or a directory named by "
            + RawDataLocator.ENVIRONMENT
            + "; "
            + SuggestedCommand.of("datasets", "--download")
            + " fetches those with a public address and"
            + " prints the steps for the others):");
    files.forEach(f -> log.println("  " + f));
    log.flush();
  }

  /**
   * Runs the missing trials of {@code spec}, then writes its summaries and figure. The spec ends
   * with one line: what it computed and, when the command runs several specs, {@code overall}'s
   * specs and trials done of all and time elapsed, whether or not progress is shown. Failed trials
   * do not stop the report: they go to {@code failures}, which the command reports at its end. The
   * summaries and figures are written by {@code reports}, in the background while the next spec
   * runs; a spec that measures time waits for them first ({@link
   * ExperimentSpec#reportsRunningTimes}).
   */
  static void runAndReport(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      int threads,
      OutputOptions output,
      boolean progress,
      boolean keepStale,
      Shard shard,
      PlanSelection selection,
      PrintWriter log,
      OverallProgress overall,
      RunFailures failures,
      BackgroundReports reports,
      LoadedSpecs loaded)
      throws IOException {
    if (spec.reportsRunningTimes()) {
      reports.awaitAll(); // its fits are timed: no report may run beside them
    }
    GridThresholdNotice.of(spec).ifPresent(log::println);
    OverBudgetNotice.of(spec).ifPresent(log::println);
    ExperimentPlan plan = BestOfChoice.plan(spec, profile, selection, output.results, log::println);
    ExperimentRunner.Outcome outcome =
        ExperimentRunner.run(
            RunRequest.of(plan, output.results, threads, log)
                .withProgress(progress)
                .withKeepStale(keepStale)
                .withShard(shard)
                .withOverall(overall));
    failures.add(spec.name(), outcome);
    // the spec's one closing line, with how far the whole command is when it runs several specs
    log.printf(
        Locale.ROOT,
        "%s: computed %d trials in %.1f s (%d reused, %d failed)%s%n",
        spec.name(),
        outcome.computed(),
        outcome.seconds(),
        outcome.reused(),
        outcome.failed(),
        overall.specs() > 1 ? " | " + overall.line() : "");
    log.flush();
    if (shard.count() > 1) {
      shardNextSteps(spec, profile, shard, output, outcome.directory(), log);
      return;
    }
    if (selection.restricts()) {
      log.printf(
          "%s: a part of the spec (--methods/--sweep) stored in %s; summaries and figures are left as"
              + " they were. To render what is stored:%n  %s%nor run the whole spec:%n  %s%n",
          spec.name(),
          outcome.directory(),
          nextCommand("figures", spec, profile, output),
          nextCommand("run", spec, profile, output));
      log.flush();
      return;
    }
    reports.submit(reportLog -> report(spec, profile, output, reportLog, loaded));
  }

  /**
   * What to do after one part of a sharded run: merge this part's store into the store {@code
   * figures} reads by itself (unless the part was stored there), then render, as commands that run
   * as printed.
   */
  private static void shardNextSteps(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      Shard shard,
      OutputOptions output,
      Path stored,
      PrintWriter log) {
    boolean quick = profile == ExperimentSpec.Profile.QUICK;
    Path merged = OutputOptions.defaultResults(quick);
    String figures =
        SuggestedCommand.figures(
            spec.file(), quick, merged, output.givenFigures(), output.gridProfile);
    if (output.results.toAbsolutePath().normalize().equals(merged.toAbsolutePath().normalize())) {
      log.printf(
          "%s: shard %s stored in %s; when every part has run, render them:%n  %s%n",
          spec.name(), shard, stored, figures);
    } else {
      log.printf(
          "%s: shard %s stored in %s; merge it (and likewise every other part) into one store, then"
              + " render them:%n  %s%n  %s%n",
          spec.name(),
          shard,
          stored,
          SuggestedCommand.of(
              "merge",
              "--into",
              ResultsLayout.directory(spec, merged).toString(),
              stored.toString()),
          figures);
    }
    log.flush();
  }

  /**
   * {@code command} ({@code run} or {@code figures}) of {@code spec} in {@code profile} with the
   * output options the user gave, so that it finds the same store and figure roots.
   */
  static String nextCommand(
      String command, ExperimentSpec spec, ExperimentSpec.Profile profile, OutputOptions output) {
    List<String> words = new ArrayList<>(List.of(command, spec.file()));
    if (profile == ExperimentSpec.Profile.QUICK) {
      words.add("--quick");
    }
    words.addAll(output.given());
    return SuggestedCommand.of(words);
  }

  /**
   * Writes summaries and every output of {@code spec} from its stored trials. Outputs drawn from
   * the data source alone (heat maps) are written even when nothing has been stored; the others
   * then need a run first, which is an error if the spec has any.
   */
  static void report(
      ExperimentSpec spec, ExperimentSpec.Profile profile, OutputOptions output, PrintWriter log)
      throws IOException {
    report(spec, profile, output, log, BestOfChoice.reading(output.results));
  }

  /**
   * As {@link #report(ExperimentSpec, ExperimentSpec.Profile, OutputOptions, PrintWriter)}, the
   * stored results given by {@code source} (which may keep them for the paper reports: {@link
   * LoadedSpecs}).
   */
  static void report(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      OutputOptions output,
      PrintWriter log,
      LoadedSpec.Source source)
      throws IOException {
    Path directory = ResultsLayout.directory(spec, output.results);
    if (!Files.exists(directory.resolve(TrialStore.TRIALS))) {
      for (Path written : ExperimentReport.writeDataFigures(spec, output.figuresFor(spec))) {
        log.println("  wrote " + written);
      }
      log.flush();
      if (!spec.hasTrials()) {
        return;
      }
      throw new UserError(
          directory.resolve(TrialStore.TRIALS)
              + ": no stored trials; run the experiment first: "
              + nextCommand("run", spec, profile, output));
    }
    LoadedSpec loaded = source.load(spec, profile, directory);
    for (Path written :
        ExperimentReport.write(
            loaded.plan(), loaded.summary(), directory, output.figuresFor(spec))) {
      log.println("  wrote " + written);
    }
    DefaultFigure.note(spec).ifPresent(log::println);
    log.flush();
  }

  /** The profile of the last run stored for {@code spec} (full if unknown). */
  static ExperimentSpec.Profile lastProfile(ExperimentSpec spec, Path resultsRoot) {
    Path manifest = ResultsLayout.directory(spec, resultsRoot).resolve(StoredManifest.FILE);
    if (!Files.exists(manifest)) {
      return ExperimentSpec.Profile.FULL;
    }
    try {
      return StoredManifest.profile(StoredManifest.load(manifest));
    } catch (IOException e) {
      return ExperimentSpec.Profile.FULL;
    }
  }

  /**
   * Folders of spec templates for users ({@code experiments/templates/}): validated by tests, not
   * reproduced.
   */
  static final String TEMPLATES = "templates";

  /**
   * Every {@code .yaml}/{@code .yml} file under {@code directory}, in path order, except those in a
   * {@value #TEMPLATES} folder below it: templates are starting points for a user's own comparison
   * (their placeholder method would run the papers' methods again), not experiments of the papers.
   */
  static List<Path> specFiles(Path directory) throws IOException {
    if (!Files.isDirectory(directory)) {
      throw new UserError(directory + ": no such directory of experiment specs");
    }
    try (Stream<Path> files = Files.walk(directory)) {
      return files
          .filter(Files::isRegularFile)
          .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
          .filter(
              p ->
                  !directory
                      .relativize(p)
                      .toString()
                      .replace(File.separatorChar, '/')
                      .matches("(.*/)?" + TEMPLATES + "/.*"))
          .sorted()
          .toList();
    }
  }
}
