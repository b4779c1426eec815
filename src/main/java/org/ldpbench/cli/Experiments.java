package org.ldpbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.experiment.ExperimentPlan;
import org.ldpbench.experiment.ExperimentRunner;
import org.ldpbench.experiment.ExperimentSpec;
import org.ldpbench.experiment.RunRequest;
import org.ldpbench.experiment.SpecParser;
import org.ldpbench.data.Memo;
import org.ldpbench.experiment.Shard;
import org.ldpbench.experiment.Manifest;
import org.ldpbench.experiment.StoredTrials;
import org.ldpbench.experiment.TrialStore;
import org.ldpbench.report.ExperimentReport;
import org.ldpbench.report.PaperReport;
import org.ldpbench.report.PaperReport;

/** What the commands share: run a spec and report it, find spec files, read the last profile. */
final class Experiments {

    private Experiments() {
    }

    /**
     * Validates every spec file first (so a typo in the last one does not waste a run), then runs
     * and reports them in order.
     *
     * @param dataMemo the command's data memo: each real data set is read and encoded once for all specs
     */
    static void runAll(List<Path> specFiles, RunOptions run, OutputOptions output, PrintWriter log, Memo dataMemo)
            throws IOException {
        List<ExperimentSpec> parsed = specFiles.stream().map(f -> SpecParser.parse(f, dataMemo))
                .map(output::profiled).toList();
        for (ExperimentSpec spec : parsed) {
            runAndReport(spec, run.profile(), run.workers(), output, !run.noProgress, run.keepStale, run.shard(), log);
        }
    }

    /** Runs the missing trials of {@code spec}, then writes its summaries and figure. */
    static void runAndReport(ExperimentSpec spec, ExperimentSpec.Profile profile, int threads, OutputOptions output,
            boolean progress, boolean keepStale, Shard shard, PrintWriter log) throws IOException {
        ExperimentPlan plan = ExperimentPlan.of(spec, profile);
        ExperimentRunner.Outcome outcome = ExperimentRunner.run(RunRequest.of(plan, output.results, threads, log)
                .withProgress(progress).withKeepStale(keepStale).withShard(shard));
        log.printf(java.util.Locale.ROOT, "%s: computed %d trials in %.1f s (%d reused, %d failed)%n", spec.name(),
                outcome.computed(), outcome.seconds(), outcome.reused(), outcome.failed());
        if (shard.count() > 1) {
            log.printf("%s: shard %s stored in %s; merge all parts with 'ldpbench merge', then 'ldpbench figures'%n",
                    spec.name(), shard, outcome.directory());
            log.flush();
            return;
        }
        report(spec, profile, output, log);
    }

    /**
     * Writes summaries and every output of {@code spec} from its stored trials. Outputs drawn from
     * the data source alone (heat maps) are written even when nothing has been stored; the others
     * then need a run first, which is an error if the spec has any.
     */
    static void report(ExperimentSpec spec, ExperimentSpec.Profile profile, OutputOptions output, PrintWriter log)
            throws IOException {
        ExperimentPlan plan = ExperimentPlan.of(spec, profile);
        Path directory = ExperimentRunner.directory(spec, output.results);
        if (!Files.exists(directory.resolve(TrialStore.TRIALS))) {
            for (Path written : ExperimentReport.writeDataFigures(spec, output.figures)) {
                log.println("  wrote " + written);
            }
            log.flush();
            if (!spec.hasTrials()) {
                return;
            }
        }
        StoredTrials stored = TrialStore.read(directory, ExperimentRunner.axes(spec),
                ExperimentRunner.metrics(spec));
        for (Path written : ExperimentReport.write(plan, stored, directory, output.figures)) {
            log.println("  wrote " + written);
        }
        log.flush();
    }

    /**
     * Writes the REPORT.md of every paper directory (the parent directory of each spec file) that
     * holds one of {@code specFiles}, covering all specs of that directory.
     */
    static void writePaperReports(List<Path> specFiles, OutputOptions output, PrintWriter log, Memo dataMemo)
            throws IOException {
        writePaperReports(specFiles, output, log, dataMemo, (spec, plan, summary, directory) -> {
        });
    }

    /** As {@link #writePaperReports(List, OutputOptions, PrintWriter, Memo)}, handing each loaded store to {@code loaded}. */
    static void writePaperReports(List<Path> specFiles, OutputOptions output, PrintWriter log, Memo dataMemo,
            PaperReport.LoadedResults loaded) throws IOException {
        if (output.gridProfile != null) {
            log.println("  REPORT.md describes each spec's default grid profile; the " + output.gridProfile
                    + " profile's summaries and figures carry the suffix -" + output.gridProfile);
            log.flush();
            return;
        }
        java.util.Set<Path> paperDirectories = new java.util.TreeSet<>();
        for (Path file : specFiles) {
            paperDirectories.add(file.getParent() == null ? Path.of(".") : file.getParent());
        }
        for (Path paper : paperDirectories) {
            List<Path> files;
            try (Stream<Path> listing = Files.list(paper)) {
                files = listing.filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                        .sorted().toList();
            }
            List<ExperimentSpec> specs = files.stream().map(f -> SpecParser.parse(f, dataMemo)).toList();
            Path written = PaperReport.write(paper, specs, output.results, output.figures, loaded);
            log.println("  wrote " + written);
        }
        log.flush();
    }

    /** The profile of the last run stored for {@code spec} (full if unknown). */
    static ExperimentSpec.Profile lastProfile(ExperimentSpec spec, Path resultsRoot) {
        Path manifest = ExperimentRunner.directory(spec, resultsRoot).resolve(Manifest.FILE);
        if (!Files.exists(manifest)) {
            return ExperimentSpec.Profile.FULL;
        }
        try {
            return Manifest.profile(Manifest.load(manifest));
        } catch (IOException e) {
            return ExperimentSpec.Profile.FULL;
        }
    }

    /** Every {@code .yaml}/{@code .yml} file under {@code directory}, in path order. */
    static List<Path> specFiles(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            throw new UserError(directory + ": no such directory of experiment specs");
        }
        try (Stream<Path> files = Files.walk(directory)) {
            return files.filter(Files::isRegularFile)
                    .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                    .sorted().toList();
        }
    }
}
