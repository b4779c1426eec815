package org.ldpbench.cli.datasets;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.data.download.RawFileDownload;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.RawDataLocator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench datasets [--download] [--status FILE] [--table1 FILE]}: checks every raw file of
 * {@code datasets/*.yaml} (present? SHA-256 right?) in {@code datasets/raw/} and {@code
 * $LDPBENCH_DATA}, with {@code --download} first fetches every missing file that has a public
 * direct address (zip archives unpacked, SHA-256 checked), and prints a status table with our sizes
 * next to Table 1's, the steps for every file still missing (by hand, with the expected file name
 * and SHA-256, for data sets behind an account) and every failed download with its address and
 * reason. Exit code 1 when a download failed or a file is corrupted or unreadable; a file that can
 * only be got by hand is not a failure. Writes no file of the project: the status goes to {@code
 * --status} (make datasets: {@code results/datasets.md}), Table 1 only where {@code --table1} says
 * (a full run renders it, {@link PaperTables}).
 */
@Command(
    name = "datasets",
    mixinStandardHelpOptions = true,
    description =
        "Check the raw real-data files (datasets/*.yaml), fetch the missing ones (--download), and print"
            + " what is ready, with n_P, n_Q and d next to the paper's Table 1, and how to get the rest.")
public final class DatasetsCommand implements Callable<Integer> {

  /** Exit code when a download failed or a file is corrupted or unreadable. */
  public static final int FAILED = 1;

  @Option(
      names = "--download",
      description =
          "Fetch every missing (or corrupted) file that has a public direct"
              + " address into datasets/raw/: mirrors tried in order, zip archives unpacked, the SHA-256 checked before a"
              + " file is kept.")
  boolean download;

  @Option(
      names = "--status",
      paramLabel = "FILE",
      description =
          "Also write the status (table, to-do, failed"
              + " downloads) as Markdown to FILE (make datasets: results/datasets.md).")
  Path status;

  @Option(
      names = "--table1",
      paramLabel = "FILE",
      description =
          "Also write Table 1 (ours next to the paper's) as"
              + " Markdown to FILE (a full run renders it into the paper's report folder by itself).")
  Path table1;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = command.commandLine().getOut();
    RawDataLocator locator = RawDataLocator.standard();
    RawFileDownload downloader = download ? new RawFileDownload(System.getenv()) : null;
    DatasetsCheck check =
        new DatasetsCheck(
            locator,
            downloader,
            line -> {
              out.println(line);
              out.flush();
            });
    List<DatasetState> states = check.all(DatasetsCheck.descriptors(DescriptorReader.DIRECTORY));
    DatasetsReport report = new DatasetsReport(states, locator.directories().get(0), download);
    if (download) {
      out.println();
    }
    out.print(report.table());
    out.println(report.summary());
    List<String> todo = report.todo();
    if (!todo.isEmpty()) {
      out.println();
      out.println("To do:");
      todo.forEach(line -> out.println("  " + line));
    }
    List<String> failed = report.failedDownloads();
    if (!failed.isEmpty()) {
      out.println();
      out.println("Failed downloads (address: reason):");
      failed.forEach(line -> out.println("  " + line));
      String hint = report.offlineHint();
      if (hint != null) {
        out.println(hint);
      }
    }
    out.flush();
    if (status != null) {
      write(
          status,
          report.markdown(
              "at "
                  + Instant.now().truncatedTo(ChronoUnit.SECONDS)
                  + (download ? " (with --download)" : "")),
          out);
    }
    if (table1 != null) {
      write(table1, Table1Markdown.of(states), out);
    }
    boolean broken =
        states.stream()
            .anyMatch(s -> s.status().equals("corrupted") || s.status().equals("unreadable"));
    return report.downloadFailed() || broken ? FAILED : 0;
  }

  private static void write(Path file, String text, PrintWriter out) throws java.io.IOException {
    Path parent = file.toAbsolutePath().getParent();
    Files.createDirectories(parent);
    Files.writeString(file, text, StandardCharsets.UTF_8);
    out.println("wrote " + file);
    out.flush();
  }
}
