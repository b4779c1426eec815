package org.ldpbench.cli.datasets;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.ldpbench.UserError;
import org.ldpbench.data.download.RawFileDownload;
import org.ldpbench.data.real.DatasetDescriptor;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.EncodedData;
import org.ldpbench.data.real.Encoder;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.data.real.RawFile;

/**
 * Checks every data set of {@code datasets/*.yaml}: each raw file present with its SHA-256 (in the
 * locator's directories), then the data set encoded for its sizes. With a downloader, a file
 * missing or corrupted is first fetched into the first raw-data directory ({@code datasets/raw/}).
 */
final class DatasetsCheck {

  private final RawDataLocator locator;
  private final RawFileDownload downloader;
  private final Consumer<String> log;

  /**
   * @param downloader fetches missing files, or null to only check
   * @param log one line per download attempt
   */
  DatasetsCheck(RawDataLocator locator, RawFileDownload downloader, Consumer<String> log) {
    this.locator = locator;
    this.downloader = downloader;
    this.log = log;
  }

  /**
   * The descriptors of {@code directory}; a one-line error if there is none (not run from the
   * project root).
   */
  static Map<String, DatasetDescriptor> descriptors(Path directory) throws IOException {
    Map<String, DatasetDescriptor> descriptors = DescriptorReader.all(directory);
    if (descriptors.isEmpty()) {
      throw new UserError(
          "no data set descriptors in "
              + directory.toAbsolutePath()
              + "; run ldpbench from the project root");
    }
    return descriptors;
  }

  List<DatasetState> all(Map<String, DatasetDescriptor> descriptors)
      throws IOException, InterruptedException {
    List<DatasetState> states = new ArrayList<>();
    for (DatasetDescriptor d : descriptors.values()) {
      states.add(check(d));
    }
    return states;
  }

  DatasetState check(DatasetDescriptor d) throws IOException, InterruptedException {
    List<DatasetState.FileProblem> problems = new ArrayList<>();
    Path where = null;
    for (RawFile file : d.files()) {
      DatasetState.FileProblem problem = problem(file);
      if (problem != null && downloader != null && file.downloadable()) {
        RawFileDownload.Result fetched =
            downloader.fetch(file, locator.directories().get(0).resolve(file.path()), log);
        problem =
            fetched.ok()
                ? problem(file)
                : new DatasetState.FileProblem(
                    file, problem.found(), problem.problem(), fetched.failures());
      }
      if (problem != null) {
        problems.add(problem);
      } else if (where == null) {
        where = locator.find(file).getParent();
      }
    }
    if (!problems.isEmpty()) {
      boolean corrupted = problems.stream().anyMatch(p -> p.found() != null);
      return new DatasetState(d, corrupted ? "corrupted" : "missing", null, null, problems, null);
    }
    try {
      EncodedData data = Encoder.encode(d, locator);
      return new DatasetState(
          d, d.standIn() == null ? "ready" : "ready*", where, data, List.of(), null);
    } catch (IOException | RuntimeException e) {
      return new DatasetState(d, "unreadable", where, null, List.of(), e.getMessage());
    }
  }

  /**
   * The raw-data directories searched: the first (where downloads go), and the others that exist.
   */
  private List<String> searched() {
    List<String> out = new ArrayList<>();
    for (Path dir : locator.directories()) {
      if (out.isEmpty() || java.nio.file.Files.isDirectory(dir)) {
        out.add(dir.toString());
      }
    }
    return out;
  }

  /** What is wrong with {@code file} here, or null if it is present with its SHA-256. */
  private DatasetState.FileProblem problem(RawFile file) throws IOException {
    Path found = locator.find(file);
    if (found == null) {
      return new DatasetState.FileProblem(
          file, null, "missing (searched " + String.join(", ", searched()) + ")", List.of());
    }
    String actual = RawDataLocator.sha256(found);
    if (!actual.equals(file.sha256())) {
      return new DatasetState.FileProblem(
          file,
          found,
          found
              + " has sha256 "
              + actual
              + ", expected "
              + file.sha256()
              + " (corrupted, or another version of the data)",
          List.of());
    }
    return null;
  }
}
