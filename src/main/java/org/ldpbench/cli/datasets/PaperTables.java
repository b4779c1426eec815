package org.ldpbench.cli.datasets;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.ldpbench.cli.workspace.OutputOptions;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.RawDataLocator;

/**
 * The data set table of a paper (Ma &amp; Yang's Table 1), rendered by {@code ldpbench reproduce}
 * into the report folder of every paper whose {@code PAPER.md} includes {@value
 * Table1Markdown#FILE}, before the reports are written. So the committed table changes only with a
 * full run (the only run that writes {@code paper-figures/}); checking the raw files ({@code make
 * datasets}) writes nothing of the project.
 */
public final class PaperTables {

  private PaperTables() {}

  public static void write(List<Path> specFiles, OutputOptions output, PrintWriter log)
      throws IOException, InterruptedException {
    Set<Path> papers = new TreeSet<>();
    for (Path file : specFiles) {
      Path paper = file.getParent() == null ? Path.of(".") : file.getParent();
      Path preamble = paper.resolve("PAPER.md");
      if (Files.exists(preamble)
          && Files.readString(preamble, StandardCharsets.UTF_8)
              .contains("<!-- include: " + Table1Markdown.FILE + " -->")) {
        papers.add(paper);
      }
    }
    if (papers.isEmpty() || !Files.isDirectory(DescriptorReader.DIRECTORY)) {
      return;
    }
    List<DatasetState> states =
        new DatasetsCheck(RawDataLocator.standard(), null, line -> {})
            .all(DatasetsCheck.descriptors(DescriptorReader.DIRECTORY));
    String table = Table1Markdown.of(states);
    for (Path paper : papers) {
      Path file =
          output
              .figuresFor(paper)
              .resolve(paper.getFileName().toString())
              .resolve(Table1Markdown.FILE);
      Files.createDirectories(file.getParent());
      Files.writeString(file, table, StandardCharsets.UTF_8);
      log.println("  wrote " + file);
    }
    log.flush();
  }
}
