package org.ldpbench.cli.results;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.store.StoreMerge;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench merge --into DIR SOURCE...}: merges the result stores of sharded runs (or of runs
 * on several machines). A SOURCE is a results root (every experiment store below it is merged into
 * the same relative place under DIR) or one experiment's result directory (merged into DIR itself).
 */
@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description =
        "Merge result stores (the parts of 'run --shard i/k'): identical trials are kept once, two"
            + " different results for one trial are refused with the trial named.")
public final class MergeCommand implements Callable<Integer> {

  @Option(
      names = "--into",
      paramLabel = "DIR",
      required = true,
      description =
          "Target results root (or experiment directory, if the sources are experiment directories).")
  Path into;

  @Parameters(
      paramLabel = "SOURCE",
      arity = "1..*",
      description = "Results roots or experiment result directories.")
  List<Path> sources;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    PrintWriter log = command.commandLine().getErr();
    boolean storeDirectories =
        sources.stream().allMatch(s -> Files.exists(s.resolve(TrialStore.TRIALS)));
    if (storeDirectories) {
      StoreMerge.Outcome outcome = StoreMerge.merge(into, sources);
      copyManifestIfAbsent(sources.get(0), into);
      report(log, into, outcome);
      return 0;
    }
    // results roots: merge every experiment store found below any of them, by relative path
    Set<Path> relative = new TreeSet<>();
    for (Path source : sources) {
      if (!Files.isDirectory(source)) {
        throw new UserError(source + ": not a directory");
      }
      try (Stream<Path> files = Files.walk(source)) {
        files
            .filter(p -> p.getFileName().toString().equals(TrialStore.TRIALS))
            .forEach(p -> relative.add(source.relativize(p.getParent())));
      }
    }
    if (relative.isEmpty()) {
      throw new UserError("merge: no " + TrialStore.TRIALS + " below " + sources);
    }
    for (Path experiment : relative) {
      List<Path> parts = new ArrayList<>();
      for (Path source : sources) {
        if (Files.exists(source.resolve(experiment).resolve(TrialStore.TRIALS))) {
          parts.add(source.resolve(experiment));
        }
      }
      Path target = into.resolve(experiment);
      StoreMerge.Outcome outcome = StoreMerge.merge(target, parts);
      copyManifestIfAbsent(parts.get(0), target);
      report(log, target, outcome);
    }
    return 0;
  }

  /**
   * The merged store gets the first part's manifest (profile, seeds, runs) when it has none yet.
   */
  private static void copyManifestIfAbsent(Path source, Path target) throws java.io.IOException {
    Path manifest = source.resolve(StoredManifest.FILE);
    Path copy = target.resolve(StoredManifest.FILE);
    if (Files.exists(manifest) && !Files.exists(copy)) {
      Files.copy(manifest, copy);
    }
  }

  private static void report(PrintWriter log, Path target, StoreMerge.Outcome outcome) {
    log.printf(
        "%s: %d trials added, %d already there or duplicated across the parts%n",
        target, outcome.added(), outcome.duplicates());
    log.flush();
  }
}
