package org.ldpbench.cli.datasets;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.cli.workspace.SuggestedCommand;
import org.ldpbench.data.real.EncodedData;
import org.ldpbench.data.real.RawFile;

/**
 * What {@code ldpbench datasets} prints and writes: a status table whose columns are as wide as
 * their longest entry (nothing is cut), then, for every file still missing, the exact way to get it
 * (the command that fetches it, or the steps by hand with the expected file name and SHA-256), and
 * every failed download with its address and reason. The same text, in Markdown, goes to the {@code
 * --status} file.
 */
final class DatasetsReport {

  private final List<DatasetState> states;
  private final Path rawDirectory;
  private final boolean downloadTried;

  /**
   * @param rawDirectory where a user puts a file by hand (the first raw-data directory)
   * @param downloadTried whether this run tried to download the missing files
   */
  DatasetsReport(List<DatasetState> states, Path rawDirectory, boolean downloadTried) {
    this.states = List.copyOf(states);
    this.rawDirectory = rawDirectory;
    this.downloadTried = downloadTried;
  }

  private static final List<String> HEADER =
      List.of("data set", "status", "n_P", "n_Q", "d", "paper n_P / n_Q / d", "raw files in");

  /** The status table as aligned plain text, one row per data set. */
  String table() {
    List<List<String>> rows = new ArrayList<>();
    rows.add(HEADER);
    states.forEach(s -> rows.add(row(s)));
    int[] widths = new int[HEADER.size()];
    for (List<String> row : rows) {
      for (int c = 0; c < row.size(); c++) {
        widths[c] = Math.max(widths[c], row.get(c).length());
      }
    }
    StringBuilder out = new StringBuilder();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.size(); c++) {
        boolean number = c >= 2 && c <= 4;
        String cell = row.get(c);
        String padded =
            number
                ? " ".repeat(widths[c] - cell.length()) + cell
                : cell + " ".repeat(c == row.size() - 1 ? 0 : widths[c] - cell.length());
        line.append(c == 0 ? "" : "  ").append(padded);
      }
      out.append(line.toString().stripTrailing()).append('\n');
    }
    return out.toString();
  }

  /** The status table in Markdown. */
  String markdownTable() {
    StringBuilder md =
        new StringBuilder(
            "| " + String.join(" | ", HEADER) + " |\n|---|---|--:|--:|--:|---|---|\n");
    states.forEach(
        s ->
            md.append("| ")
                .append(
                    String.join(" | ", row(s).stream().map(c -> c.replace("|", "\\|")).toList()))
                .append(" |\n"));
    return md.toString();
  }

  private static List<String> row(DatasetState s) {
    EncodedData data = s.data();
    Map<String, Integer> paper = s.descriptor().paper();
    return List.of(
        s.descriptor().name(),
        s.status(),
        data == null ? "-" : Integer.toString(data.privateTrainRows()),
        data == null ? "-" : Integer.toString(data.publicRows()),
        data == null ? "-" : Integer.toString(data.dimension()),
        paper.isEmpty()
            ? "(not in Table 1)"
            : paper.get("nPrivate") + " / " + paper.get("nPublic") + " / " + paper.get("dimension"),
        s.where() == null ? "-" : s.where().toString());
  }

  /** "N of M data sets ready." */
  String summary() {
    long ready = states.stream().filter(DatasetState::ready).count();
    return ready + " of " + states.size() + " data sets ready.";
  }

  /**
   * For every data set not ready: each unusable file, what is wrong, and how to get it; stand-ins
   * are named. Empty when there is nothing to do.
   */
  List<String> todo() {
    List<String> lines = new ArrayList<>();
    for (DatasetState s : states) {
      if (s.ready()) {
        if (s.descriptor().standIn() != null) {
          lines.add(s.descriptor().name() + " is a STAND-IN: " + s.descriptor().standIn());
        }
        continue;
      }
      if (s.unreadable() != null) {
        lines.add(
            s.descriptor().name()
                + ": the raw files are present but do not read: "
                + s.unreadable());
      }
      for (DatasetState.FileProblem p : s.problems()) {
        lines.add(s.descriptor().name() + ": " + p.file().path() + ": " + p.problem());
        lines.addAll(howToGet(p).stream().map(step -> "    " + step).toList());
      }
    }
    return lines;
  }

  /** Every failed download: "path: address: reason". */
  List<String> failedDownloads() {
    List<String> lines = new ArrayList<>();
    for (DatasetState s : states) {
      for (DatasetState.FileProblem p : s.problems()) {
        p.failures()
            .forEach(f -> lines.add(p.file().path() + ": " + f.address() + ": " + f.reason()));
      }
    }
    return lines;
  }

  /**
   * A closing hint when no address could be reached at all (an offline machine, or one behind a
   * proxy the JDK does not know), or null.
   */
  String offlineHint() {
    List<String> reasons = new ArrayList<>();
    states.forEach(
        s -> s.problems().forEach(p -> p.failures().forEach(f -> reasons.add(f.reason()))));
    if (reasons.isEmpty() || !reasons.stream().allMatch(r -> r.startsWith("host unreachable"))) {
      return null;
    }
    return "No address could be reached: this machine seems to be offline. Behind a proxy, set https_proxy"
        + " (e.g. https_proxy=http://proxy.example:3128) and run the command again.";
  }

  /** Whether a download was tried and failed for some file. */
  boolean downloadFailed() {
    return !failedDownloads().isEmpty();
  }

  /** The command that downloads every data set with a public address, as the user types it here. */
  private static String download() {
    return SuggestedCommand.of("datasets", "--download");
  }

  /**
   * The steps that get {@code p}'s file: the download command, or the manual steps and where to put
   * it.
   */
  private List<String> howToGet(DatasetState.FileProblem p) {
    RawFile file = p.file();
    Path place = rawDirectory.resolve(file.path());
    List<String> steps = new ArrayList<>();
    if (file.downloadable() && !downloadTried) {
      steps.add(
          "fetch it with: "
              + download()
              + "   (or: make datasets); from "
              + file.download()
              + (file.downloads().size() > 1
                  ? " or " + (file.downloads().size() - 1) + " mirror(s)"
                  : ""));
      return steps;
    }
    if (file.manual().isEmpty()) {
      steps.add(
          (file.downloadable()
                  ? "the download failed (see \"Failed downloads\"); run "
                      + download()
                      + " again once the address can be reached, or get it by hand: "
                  : "get it by hand: ")
              + "open "
              + file.url()
              + ", download "
              + file.memberName()
              + " (unzip it if it comes in a zip"
              + " archive) and put it at "
              + place
              + " (sha256 "
              + file.sha256()
              + ")");
      return steps;
    }
    steps.add(
        file.downloadable()
            ? "the download failed (see \"Failed downloads\"); run "
                + download()
                + " again once the address can be reached, or get it by hand:"
            : "no public direct download; get it by hand:");
    List<String> manual = file.manual();
    for (int i = 0; i < manual.size(); i++) {
      steps.add((i + 1) + ". " + manual.get(i).strip().replaceAll("\\s+", " "));
    }
    steps.add(
        (manual.size() + 1)
            + ". Put it at "
            + place
            + " (expected file name "
            + file.memberName()
            + ", sha256 "
            + file.sha256()
            + "); "
            + SuggestedCommand.of("datasets")
            + " checks it.");
    return steps;
  }

  /** The whole report in Markdown (the {@code --status} file). */
  String markdown(String when) {
    StringBuilder md =
        new StringBuilder(
            "# Raw data sets: status\n\n_Written by `ldpbench datasets` "
                + when
                + "; not part of the project (results/ is ignored by git)._\n\n");
    md.append(markdownTable()).append('\n').append(summary()).append("\n");
    List<String> todo = todo();
    if (!todo.isEmpty()) {
      md.append("\n## To do\n\n```\n");
      todo.forEach(line -> md.append(line).append('\n'));
      md.append("```\n");
    }
    List<String> failed = failedDownloads();
    if (!failed.isEmpty()) {
      md.append("\n## Failed downloads\n\n");
      failed.forEach(line -> md.append("- ").append(line).append('\n'));
      String hint = offlineHint();
      if (hint != null) {
        md.append('\n').append(hint).append('\n');
      }
    }
    return md.toString();
  }

  static String signed(int v) {
    return String.format(Locale.ROOT, "%s%d", v > 0 ? "+" : "", v);
  }
}
