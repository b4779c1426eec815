package org.ldpbench.cli.datasets;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.data.download.RawFileDownload;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.RawDataLocator;

/**
 * {@code ldpbench datasets --download} against a local HTTP server (the JDK's) serving fixture
 * files: a direct file, a file in a folder of a zip archive, a file in a zip inside a zip, a mirror
 * tried after a 404, and the failures a user must be told about with the address and the reason
 * (HTTP status, unreachable host, checksum, a zip without the file). No network is needed.
 */
class DatasetsDownloadTest {

  private static final byte[] CSV = "a,b,y\n1,2,0\n3,4,1\n5,6,1\n".getBytes(StandardCharsets.UTF_8);

  @TempDir Path temp;

  private HttpServer server;
  private String base;
  private final List<String> requests = new ArrayList<>();
  private final List<String> log = new ArrayList<>();

  @BeforeEach
  void serve() throws IOException {
    server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    respond("/plain.csv", 200, CSV);
    respond(
        "/folder.zip",
        200,
        zip(
            Map.of(
                "README.txt",
                "hello".getBytes(StandardCharsets.UTF_8),
                "Data Set/inner/d.csv",
                CSV)));
    respond("/nested.zip", 200, zip(Map.of("all.zip", zip(Map.of("d.csv", CSV)))));
    respond("/other.zip", 200, zip(Map.of("something-else.csv", CSV)));
    respond("/page.html", 200, "<html>a landing page</html>".getBytes(StandardCharsets.UTF_8));
    respond("/gone.csv", 404, "not found".getBytes(StandardCharsets.UTF_8));
    server.start();
    base = "http://127.0.0.1:" + server.getAddress().getPort();
  }

  @AfterEach
  void stop() {
    server.stop(0);
  }

  private void respond(String path, int status, byte[] body) {
    server.createContext(
        path,
        exchange -> {
          synchronized (requests) {
            requests.add(path);
          }
          exchange.sendResponseHeaders(status, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
  }

  @Test
  void aDirectFileIsFetchedAndChecked() throws Exception {
    DatasetState state = check("plain", "download: " + base + "/plain.csv");

    assertThat(state.ready()).isTrue();
    assertThat(temp.resolve("raw/plain/d.csv")).hasBinaryContent(CSV);
    assertThat(noPartialFiles()).isTrue();
    assertThat(log)
        .containsExactly(
            "fetched plain/d.csv from "
                + base
                + "/plain.csv ("
                + String.format(Locale.ROOT, "%.1f kB", CSV.length / 1e3)
                + "; sha256 checked)");
  }

  @Test
  void aFileInAFolderOfAZipArchiveIsUnpacked() throws Exception {
    DatasetState state = check("zipped", "download: " + base + "/folder.zip");

    assertThat(state.ready()).isTrue();
    assertThat(temp.resolve("raw/zipped/d.csv")).hasBinaryContent(CSV);
    assertThat(noPartialFiles()).isTrue();
  }

  @Test
  void aFileInAZipInsideAZipIsUnpacked() throws Exception {
    DatasetState state = check("nested", "download: " + base + "/nested.zip");

    assertThat(state.ready()).isTrue();
    assertThat(temp.resolve("raw/nested/d.csv")).hasBinaryContent(CSV);
  }

  @Test
  void aMirrorIsTriedAfterAFailedAddressAndTheFailureIsKept() throws Exception {
    DatasetState state =
        check("mirror", "download: [" + base + "/gone.csv, " + base + "/plain.csv]");

    assertThat(state.ready()).isTrue();
    assertThat(requests).containsExactly("/gone.csv", "/plain.csv");
  }

  @Test
  void anHttpErrorIsNamedWithItsAddressAndStatus() throws Exception {
    DatasetState state = check("gone", "download: " + base + "/gone.csv");

    assertThat(state.ready()).isFalse();
    DatasetsReport report = new DatasetsReport(List.of(state), temp.resolve("raw"), true);
    assertThat(report.downloadFailed()).isTrue();
    assertThat(report.failedDownloads())
        .containsExactly("gone/d.csv: " + base + "/gone.csv: HTTP 404");
    assertThat(report.offlineHint()).as("the host answered").isNull();
    assertThat(temp.resolve("raw/gone/d.csv")).doesNotExist();
    assertThat(noPartialFiles()).isTrue();
  }

  @Test
  void aPageInsteadOfTheFileFailsItsChecksumAndIsNotKept() throws Exception {
    DatasetState state = check("page", "download: " + base + "/page.html");

    assertThat(state.problems())
        .singleElement()
        .satisfies(
            p ->
                assertThat(p.failures())
                    .singleElement()
                    .satisfies(
                        f ->
                            assertThat(f.reason())
                                .startsWith("checksum: the file served has sha256 ")
                                .contains("expected " + sha256(CSV))));
    assertThat(temp.resolve("raw/page/d.csv")).doesNotExist();
    assertThat(noPartialFiles()).isTrue();
  }

  @Test
  void aZipWithoutTheFileSaysWhatItHolds() throws Exception {
    DatasetState state = check("other", "download: " + base + "/other.zip");

    assertThat(state.problems().get(0).failures().get(0).reason())
        .isEqualTo("no file named d.csv in the zip archive (it holds something-else.csv)");
  }

  @Test
  void anUnreachableHostIsNamedAsSuch() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      closedPort = socket.getLocalPort();
    }
    String address = "http://127.0.0.1:" + closedPort + "/d.csv";

    DatasetState state = check("unreachable", "download: [" + address + ", " + address + "2]");

    DatasetsReport report = new DatasetsReport(List.of(state), temp.resolve("raw"), true);
    assertThat(report.failedDownloads()).hasSize(2);
    assertThat(report.failedDownloads().get(0))
        .startsWith("unreachable/d.csv: " + address + ": host unreachable: ")
        .doesNotContain("null");
    assertThat(report.failedDownloads().get(1))
        .as("the host is not tried again in the same run")
        .isEqualTo(
            "unreachable/d.csv: "
                + address
                + "2: host unreachable: 127.0.0.1 (not tried again in"
                + " this run)");
    assertThat(report.offlineHint()).startsWith("No address could be reached");
    assertThat(report.todo())
        .contains(
            "    the download failed (see \"Failed downloads\"); run bin/ldpbench"
                + " datasets --download again once the address can be reached, or get it by hand: open"
                + " https://example.org/unreachable, download d.csv (unzip it if it comes in a zip archive) and put it at "
                + temp.resolve("raw/unreachable/d.csv")
                + " (sha256 "
                + sha256(CSV)
                + ")");
  }

  @Test
  void aFileWithoutAddressGetsItsManualStepsWithNameAndChecksum() throws Exception {
    DatasetState state =
        check("byhand", "manual: [\"Sign in at https://example.org.\", \"Click Download.\"]");

    DatasetsReport report = new DatasetsReport(List.of(state), temp.resolve("raw"), true);
    assertThat(report.downloadFailed()).isFalse();
    assertThat(report.todo())
        .containsExactly(
            "byhand: byhand/d.csv: missing (searched " + temp.resolve("raw") + ")",
            "    no public direct download; get it by hand:",
            "    1. Sign in at https://example.org.",
            "    2. Click Download.",
            "    3. Put it at "
                + temp.resolve("raw/byhand/d.csv")
                + " (expected file name d.csv, sha256 "
                + sha256(CSV)
                + "); bin/ldpbench datasets checks it.");
  }

  @Test
  void withoutDownloadAMissingFileNamesTheCommandThatFetchesIt() throws Exception {
    writeDescriptor("later", "download: " + base + "/plain.csv");
    RawDataLocator locator = new RawDataLocator(List.of(temp.resolve("raw")));
    DatasetState state =
        new DatasetsCheck(locator, null, line -> {})
            .all(DescriptorReader.all(temp.resolve("datasets")))
            .get(0);

    assertThat(requests).isEmpty();
    assertThat(new DatasetsReport(List.of(state), temp.resolve("raw"), false).todo())
        .contains(
            "    fetch it with: bin/ldpbench datasets --download   (or: make datasets); from "
                + base
                + "/plain.csv");
  }

  @Test
  void theStatusTableCutsNoPath() throws Exception {
    Path deep =
        temp.resolve(
            "a-raw-data-directory-with-a-rather-long-name/and-another-long-folder-below-it");
    writeDescriptor("deep", "download: " + base + "/plain.csv");
    RawDataLocator locator = new RawDataLocator(List.of(deep));
    List<DatasetState> states =
        new DatasetsCheck(locator, new RawFileDownload(Map.of()), line -> {})
            .all(DescriptorReader.all(temp.resolve("datasets")));

    String table = new DatasetsReport(states, deep, true).table();

    assertThat(table).contains(deep.resolve("deep").toString()).doesNotContain("…");
    assertThat(table.lines().toList()).hasSize(2);
    assertThat(table.lines().toList().get(1))
        .matches("deep +ready +1 +1 +2 +\\(not in Table 1\\) +/.*");
  }

  private DatasetState check(String name, String download) throws Exception {
    writeDescriptor(name, download);
    RawDataLocator locator = new RawDataLocator(List.of(temp.resolve("raw")));
    List<DatasetState> states =
        new DatasetsCheck(locator, new RawFileDownload(Map.of()), log::add)
            .all(DescriptorReader.all(temp.resolve("datasets")));
    return states.get(0);
  }

  private void writeDescriptor(String name, String download) throws Exception {
    Files.createDirectories(temp.resolve("datasets"));
    Files.writeString(
        temp.resolve("datasets/" + name + ".yaml"),
        "name: "
            + name
            + "\ntitle: "
            + name
            + "\nfiles:\n  - path: "
            + name
            + "/d.csv\n    sha256: "
            + sha256(CSV)
            + "\n    url: https://example.org/"
            + name
            + "\n    "
            + download
            + "\n"
            + "format: csv\nlabel: {column: y, positive: [\"1\"]}\npublic: {rule: first, rows: 1}\n");
  }

  private boolean noPartialFiles() throws IOException {
    if (!Files.exists(temp.resolve("raw"))) {
      return true;
    }
    try (Stream<Path> files = Files.walk(temp.resolve("raw"))) {
      return files.noneMatch(
          p -> p.toString().endsWith(".part") || p.toString().endsWith(".download"));
    }
  }

  private static byte[] zip(Map<String, byte[]> entries) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream zip = new ZipOutputStream(bytes)) {
      for (Map.Entry<String, byte[]> e : new TreeMap<>(entries).entrySet()) {
        zip.putNextEntry(new ZipEntry(e.getKey()));
        zip.write(e.getValue());
        zip.closeEntry();
      }
    }
    return bytes.toByteArray();
  }

  private static String sha256(byte[] bytes) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }
}
