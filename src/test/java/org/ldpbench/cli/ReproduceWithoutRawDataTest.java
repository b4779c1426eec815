package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.cli.datasets.DatasetsCommand;
import org.ldpbench.testing.Slow;

/**
 * What a user without the raw data files gets (everyone outside this project): {@code reproduce}
 * runs every spec it can, skips a real-data spec with one line per missing file, lists them at the
 * end and in REPORT.md, and exits 0; a single {@code run} of that spec stops with one line naming
 * every missing file. Run in a child JVM whose working directory has the descriptors but no raw
 * files (the raw-data search order is relative to the working directory).
 */
@Slow
class ReproduceWithoutRawDataTest {

  private static final String SYNTHETIC =
      """
            name: demo/tiny
            title: "tiny synthetic spec"
            seed: 5
            replications: 2
            quick: {replications: 1}
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 30, nTest: 100}
            sweep:
              epsilon: [1, 8]
            methods:
              - {name: LPCT-P, grid: {depth: [1..2]}}
            output:
              figure: {type: line, x: epsilon, y: accuracy, series: method}
            """;

  private static final String REAL =
      """
            name: demo/real
            title: "two real data sets"
            seed: 5
            replications: 2
            quick: {replications: 1}
            data:
              source: real
            sweep:
              dataset: [rice, census]
              epsilon: [1]
            methods:
              - {name: CT-Q, grid: {depth: [1..2]}}
            """;

  @TempDir Path temp;

  @Test
  void reproduceSkipsSpecsWithoutTheirRawFilesAndRendersTheRest() throws Exception {
    Path work = workingDirectory();
    Path experiments = work.resolve("experiments/demo");
    Files.createDirectories(experiments);
    Files.writeString(experiments.resolve("a-tiny.yaml"), SYNTHETIC);
    Files.writeString(experiments.resolve("b-real.yaml"), REAL);

    Result result =
        ldpbench(
            work,
            "reproduce",
            "--quick",
            "experiments",
            "--results",
            "results",
            "--figures",
            "figures",
            "--threads",
            "1",
            "--no-progress");

    assertThat(result.exit()).as(result.output()).isZero();
    assertThat(work.resolve("figures/demo/tiny.png")).as(result.output()).exists();
    assertThat(result.output())
        .contains("experiments/demo/b-real.yaml: skipped, its raw data are not usable here:")
        .contains("Skipped 1 spec whose raw data files are missing or corrupted")
        .doesNotContain("Exception")
        .doesNotContain("\tat ");
    // every file of both data sets is named once in the closing list, with where to get it
    List<String> files = descriptorFiles(work, "rice", "census");
    assertThat(files).hasSizeGreaterThanOrEqualTo(2);
    String closing = result.output().substring(result.output().indexOf("Files to get"));
    for (String file : files) {
      assertThat(closing).contains("raw data file " + file + " not found");
    }
    assertThat(closing).contains("get it from ");
    String report =
        Files.readString(work.resolve("figures/demo/REPORT.md"), StandardCharsets.UTF_8);
    assertThat(report)
        .contains("## Not rendered on this machine")
        .contains("`experiments/demo/b-real.yaml`");
    assertThat(work.resolve("figures/demo/real.png")).doesNotExist();
  }

  @Test
  void quickRunsNeverWriteIntoTheFullProfilesDirectories() throws Exception {
    Path work = workingDirectory();
    Path experiments = work.resolve("experiments/demo");
    Files.createDirectories(experiments);
    Files.writeString(experiments.resolve("a-tiny.yaml"), SYNTHETIC);

    Result quick =
        ldpbench(work, "reproduce", "--quick", "experiments", "--threads", "1", "--no-progress");

    assertThat(quick.exit()).as(quick.output()).isZero();
    assertThat(work.resolve("results/quick/demo/tiny/trials.csv")).exists();
    assertThat(work.resolve("results/quick/figures/demo/tiny.png")).exists();
    assertThat(work.resolve("results/quick/figures/demo/REPORT.md")).exists();
    assertThat(work.resolve("paper-figures")).doesNotExist();
    assertThat(work.resolve("results/demo")).doesNotExist();

    // a full run of the same spec uses the full roots; --results alone puts the figures beside the
    // results
    Result full =
        ldpbench(work, "run", "experiments/demo/a-tiny.yaml", "--threads", "1", "--no-progress");
    assertThat(full.exit()).as(full.output()).isZero();
    assertThat(work.resolve("results/demo/tiny/trials.csv")).exists();
    assertThat(work.resolve("paper-figures/demo/tiny.png")).exists();
    Result elsewhere =
        ldpbench(
            work,
            "run",
            "experiments/demo/a-tiny.yaml",
            "--quick",
            "--results",
            "scratch",
            "--threads",
            "1",
            "--no-progress");
    assertThat(elsewhere.exit()).as(elsewhere.output()).isZero();
    assertThat(work.resolve("scratch/figures/demo/tiny.png")).exists();
    assertThat(work.resolve("results/quick/figures/demo/tiny.svg")).exists();
  }

  @Test
  void runOfASpecWithoutItsRawFilesIsOneLineNamingEveryFile() throws Exception {
    Path work = workingDirectory();
    Files.writeString(work.resolve("real.yaml"), REAL);

    Result result =
        ldpbench(
            work,
            "run",
            "real.yaml",
            "--quick",
            "--results",
            "results",
            "--figures",
            "figures",
            "--no-progress");

    assertThat(result.exit()).isEqualTo(Main.USER_ERROR);
    List<String> lines = result.output().lines().filter(l -> !l.isBlank()).toList();
    assertThat(lines).hasSize(1);
    for (String file : descriptorFiles(work, "rice", "census")) {
      assertThat(lines.get(0)).contains(file);
    }
    assertThat(work.resolve("results")).doesNotExist();
  }

  @Test
  void datasetsDownloadFetchesFilesWithADirectAddressAndNamesManualStepsForTheRest()
      throws Exception {
    Path work = temp.resolve("downloads");
    Files.createDirectories(work.resolve("datasets"));
    byte[] good = "a,b,y\n1,2,0\n3,4,1\n".getBytes(StandardCharsets.UTF_8);
    String sha = sha256(good);
    com.sun.net.httpserver.HttpServer server =
        com.sun.net.httpserver.HttpServer.create(
            new java.net.InetSocketAddress(java.net.InetAddress.getLoopbackAddress(), 0), 0);
    server.createContext(
        "/good.csv",
        exchange -> {
          exchange.sendResponseHeaders(200, good.length);
          exchange.getResponseBody().write(good);
          exchange.close();
        });
    server.createContext(
        "/wrong.csv",
        exchange -> {
          byte[] page = "<html>a landing page</html>".getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, page.length);
          exchange.getResponseBody().write(page);
          exchange.close();
        });
    server.start();
    try {
      String base = "http://127.0.0.1:" + server.getAddress().getPort();
      Files.writeString(
          work.resolve("datasets/direct.yaml"),
          descriptor("direct", "direct/d.csv", sha, "download: " + base + "/good.csv"));
      Files.writeString(
          work.resolve("datasets/wrongfile.yaml"),
          descriptor("wrongfile", "wrongfile/w.csv", sha, "download: " + base + "/wrong.csv"));
      Files.writeString(
          work.resolve("datasets/byhand.yaml"), descriptor("byhand", "byhand/h.csv", sha, ""));

      Result result = ldpbench(work, "datasets", "--download", "--status", "results/datasets.md");

      assertThat(result.exit()).as(result.output()).isEqualTo(DatasetsCommand.FAILED);
      assertThat(work.resolve("datasets/raw/direct/d.csv")).hasBinaryContent(good);
      assertThat(work.resolve("datasets/raw/wrongfile/w.csv")).doesNotExist();
      assertThat(work.resolve("datasets/raw/wrongfile/w.csv.part")).doesNotExist();
      assertThat(result.output())
          .contains(
              "wrongfile/w.csv: " + base + "/wrong.csv: checksum: the file served" + " has sha256 ")
          .contains("byhand: byhand/h.csv: missing")
          .contains(
              "get it by hand: open"
                  + " https://example.org/byhand, download h.csv (unzip it if it comes in a zip archive) and put it at"
                  + " datasets/raw/byhand/h.csv (sha256 "
                  + sha
                  + ")");
      assertThat(work.resolve("results/datasets.md"))
          .content()
          .contains("| direct | ready |")
          .contains("## Failed downloads");
      try (Stream<Path> written = Files.walk(work)) {
        assertThat(written.filter(Files::isRegularFile).map(p -> work.relativize(p).toString()))
            .as("only the raw file and the status: no Table 1, nothing of the project")
            .containsExactlyInAnyOrder(
                "datasets/direct.yaml",
                "datasets/wrongfile.yaml",
                "datasets/byhand.yaml",
                "datasets/raw/direct/d.csv",
                "results/datasets.md");
      }
    } finally {
      server.stop(0);
    }
  }

  private static String descriptor(String name, String path, String sha, String download) {
    return "name: "
        + name
        + "\ntitle: "
        + name
        + "\nfiles:\n  - path: "
        + path
        + "\n    sha256: "
        + sha
        + "\n    url: https://example.org/"
        + name
        + "\n"
        + (download.isEmpty() ? "" : "    " + download + "\n")
        + "format: csv\nlabel: {column: y, positive: [\"1\"]}\npublic: {rule: first, rows: 1}\n";
  }

  private static String sha256(byte[] bytes) throws Exception {
    return HexFormat.of()
        .formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
  }

  /** A directory with the data set descriptors but no raw files, and no ../shared beside it. */
  private Path workingDirectory() throws IOException {
    Path work = temp.resolve("clone");
    Files.createDirectories(work.resolve("datasets"));
    try (Stream<Path> descriptors = Files.list(Path.of("datasets"))) {
      for (Path d : descriptors.filter(p -> p.toString().endsWith(".yaml")).toList()) {
        Files.copy(d, work.resolve("datasets").resolve(d.getFileName()));
      }
    }
    assertThat(work.resolve("../shared")).doesNotExist();
    return work;
  }

  private static List<String> descriptorFiles(Path work, String... names) throws IOException {
    List<String> files = new ArrayList<>();
    for (String name : names) {
      for (String line : Files.readAllLines(work.resolve("datasets/" + name + ".yaml"))) {
        String trimmed = line.strip();
        if (trimmed.startsWith("- path:") || trimmed.startsWith("path:")) {
          files.add(trimmed.substring(trimmed.indexOf(':') + 1).strip());
        }
      }
    }
    return files;
  }

  private record Result(int exit, String output) {}

  private static Result ldpbench(Path work, String... args) throws Exception {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-Djava.awt.headless=true",
                "-cp",
                System.getProperty("java.class.path"),
                "org.ldpbench.cli.Main"));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    builder.environment().remove("LDPBENCH_DATA");
    Process child = builder.start();
    byte[] out = child.getInputStream().readAllBytes();
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(child.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
