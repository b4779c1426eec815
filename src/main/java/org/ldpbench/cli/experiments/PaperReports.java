package org.ldpbench.cli.experiments;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.Memo;
import org.ldpbench.report.paper.LoadedSpec;
import org.ldpbench.report.paper.PaperReport;
import org.ldpbench.spec.ExperimentSpec;

/**
 * The papers' REPORT.md files, as {@code run}, {@code reproduce}, {@code figures} and {@code
 * report} write them after their specs: one per paper directory (the folder of the spec files),
 * written in the folder of its specs' outputs, each ending with the specs this machine could not
 * render for lack of raw data.
 */
final class PaperReports {

  private PaperReports() {}

  /**
   * Writes the REPORT.md of every paper directory (the parent directory of each spec file) that
   * holds one of {@code specFiles}, covering all specs of that directory.
   */
  static void write(List<Path> specFiles, OutputOptions output, PrintWriter log, Memo dataMemo)
      throws IOException {
    write(specFiles, output, log, dataMemo, BestOfChoice.reading(output.results));
  }

  /**
   * As {@link #write(List, OutputOptions, PrintWriter, Memo)}, each spec's stored results from
   * {@code source} (a command's {@link LoadedSpecs}, which hands back what its spec reports read).
   */
  static void write(
      List<Path> specFiles,
      OutputOptions output,
      PrintWriter log,
      Memo dataMemo,
      LoadedSpec.Source source)
      throws IOException {
    write(specFiles, output, log, dataMemo, source, (spec, plan, summary, directory) -> {});
  }

  /**
   * As {@link #write(List, OutputOptions, PrintWriter, Memo)}, handing each loaded store to {@code
   * loaded}. A folder's specs are reported in the folder of their outputs, {@code <figures>/<the
   * folder part of their names>/} (for the papers' specs, the folder's own name), so a spec's
   * REPORT.md always sits beside its figures.
   */
  static void write(
      List<Path> specFiles,
      OutputOptions output,
      PrintWriter log,
      Memo dataMemo,
      PaperReport.LoadedResults loaded)
      throws IOException {
    write(specFiles, output, log, dataMemo, BestOfChoice.reading(output.results), loaded);
  }

  private static void write(
      List<Path> specFiles,
      OutputOptions output,
      PrintWriter log,
      Memo dataMemo,
      LoadedSpec.Source source,
      PaperReport.LoadedResults loaded)
      throws IOException {
    if (output.gridProfile != null) {
      log.println(
          "  REPORT.md describes each spec's default grid profile; the "
              + output.gridProfile
              + " profile's summaries and figures carry the suffix -"
              + output.gridProfile);
      log.flush();
      return;
    }
    Set<Path> paperDirectories = new TreeSet<>();
    for (Path file : specFiles) {
      paperDirectories.add(file.getParent() == null ? Path.of(".") : file.getParent());
    }
    for (Path paper : paperDirectories) {
      List<Path> files;
      try (Stream<Path> listing = Files.list(paper)) {
        files =
            listing
                .filter(p -> p.toString().endsWith(".yaml") || p.toString().endsWith(".yml"))
                .sorted()
                .toList();
      }
      SkippedSpec.Selection selection = SkippedSpec.parse(files, dataMemo, output::profiled);
      Path figuresRoot = output.figuresFor(paper);
      Path own = figuresRoot.resolve(paper.toAbsolutePath().normalize().getFileName().toString());
      Map<Path, List<ExperimentSpec>> byFolder = new LinkedHashMap<>();
      for (ExperimentSpec spec : selection.runnable()) {
        byFolder.computeIfAbsent(outputFolder(spec, figuresRoot), k -> new ArrayList<>()).add(spec);
      }
      if (byFolder.isEmpty()) {
        byFolder.put(own, List.of());
      }
      Path withSkipped = byFolder.containsKey(own) ? own : byFolder.keySet().iterator().next();
      for (Map.Entry<Path, List<ExperimentSpec>> group : byFolder.entrySet()) {
        Path written =
            PaperReport.write(
                paper,
                group.getKey(),
                group.getValue(),
                output.results,
                figuresRoot,
                source,
                loaded);
        if (group.getKey().equals(withSkipped)) {
          appendSkipped(written, selection.skipped());
        }
        log.println("  wrote " + written);
      }
    }
    log.flush();
  }

  /** The folder of {@code spec}'s outputs: {@code figuresRoot/<the folder part of its name>}. */
  static Path outputFolder(ExperimentSpec spec, Path figuresRoot) {
    int slash = spec.name().lastIndexOf('/');
    return slash < 0 ? figuresRoot : figuresRoot.resolve(spec.name().substring(0, slash));
  }

  /** Ends a REPORT.md with the specs left out because their raw data are not on this machine. */
  private static void appendSkipped(Path report, List<SkippedSpec> skipped) throws IOException {
    if (skipped.isEmpty()) {
      return;
    }
    StringBuilder md =
        new StringBuilder(
            """
            ## Not rendered on this machine

            These specs need raw data files that are missing or corrupted here \
            (`make datasets` fetches those with a public address and prints the steps for the others):

            """);
    for (SkippedSpec spec : skipped) {
      md.append("- `").append(spec.file().toString().replace('\\', '/')).append("`\n");
      spec.problems().forEach(problem -> md.append("  - ").append(problem).append("\n"));
    }
    Files.writeString(report, md.append("\n"), StandardCharsets.UTF_8, StandardOpenOption.APPEND);
  }
}
