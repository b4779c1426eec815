package org.ldpbench.cli.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.ldpbench.UserError;
import org.ldpbench.store.TidyExport;
import org.ldpbench.store.TrialStore;
import org.ldpbench.store.manifest.StoredManifest;

/**
 * The experiment stores a RESULTS_DIR argument names: the directory itself if it holds a {@code
 * trials.csv} (one experiment's result directory), else every such directory below it (a results
 * root), in path order. Each is named by its manifest's experiment, or by its path below the root
 * when it has no manifest.
 */
final class ResultDirectories {

  private ResultDirectories() {}

  static List<TidyExport.Source> find(Path resultsDir) throws IOException {
    if (!Files.isDirectory(resultsDir)) {
      throw new UserError(resultsDir + ": no such results directory");
    }
    if (Files.exists(resultsDir.resolve(TrialStore.TRIALS))) {
      return List.of(
          source(
              resultsDir,
              resultsDir.getFileName() == null
                  ? resultsDir.toString()
                  : resultsDir.getFileName().toString()));
    }
    List<Path> directories;
    try (Stream<Path> files = Files.walk(resultsDir)) {
      directories =
          files
              .filter(p -> p.getFileName().toString().equals(TrialStore.TRIALS))
              .map(Path::getParent)
              .sorted()
              .toList();
    }
    if (directories.isEmpty()) {
      throw new UserError(
          resultsDir
              + ": no "
              + TrialStore.TRIALS
              + " in it or below it; give an experiment's"
              + " result directory (e.g. results/ma-yang/fig4a-privacy-utility) or a results root");
    }
    List<TidyExport.Source> sources = new ArrayList<>();
    for (Path directory : directories) {
      sources.add(
          source(directory, resultsDir.relativize(directory).toString().replace('\\', '/')));
    }
    return sources;
  }

  private static TidyExport.Source source(Path directory, String fallback) {
    Path manifest = directory.resolve(StoredManifest.FILE);
    String name = fallback;
    if (Files.exists(manifest)) {
      try {
        String experiment = StoredManifest.read(manifest).path("experiment").asText("");
        name = experiment.isEmpty() ? fallback : experiment;
      } catch (IOException e) {
        name = fallback; // an unreadable manifest does not hide the trials
      }
    }
    return new TidyExport.Source(name, directory);
  }
}
