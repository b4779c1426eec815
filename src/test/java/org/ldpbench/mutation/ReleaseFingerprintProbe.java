package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The only test of {@code make mutation}'s first PIT pass (not part of {@code make test}: its name
 * is not a test class name Surefire picks up): one dynamic test per (private method, audit
 * configuration), failing when the {@link ReleaseFingerprints fingerprint} differs from the one
 * recorded from the unmutated code ({@link RecordReleaseFingerprints}, run by the Makefile just
 * before PIT, into {@value #DEFAULT_FILE} or the file of the system property {@value #PROPERTY}).
 * The mutants this pass kills are the release-changing ones; {@link ReleaseFingerprintsTest} shows
 * in {@code make test} that a fingerprint is deterministic and changes when a release does.
 */
class ReleaseFingerprintProbe {

  /** System property naming the recorded fingerprints. */
  static final String PROPERTY = "ldpbench.mutation.fingerprints";

  static final String DEFAULT_FILE = "target/mutation/release-fingerprints.tsv";

  @TestFactory
  Stream<DynamicTest> everyReleaseIsTheRecordedOne() {
    Map<String, String> recorded = read(Path.of(System.getProperty(PROPERTY, DEFAULT_FILE)));
    return ReleaseFingerprints.probes().stream()
        .map(
            probe ->
                DynamicTest.dynamicTest(
                    probe.method() + " #" + probe.index(),
                    () ->
                        assertThat(ReleaseFingerprints.fingerprint(probe))
                            .as(
                                "releases of %s, configuration %s",
                                probe.method(), probe.configuration())
                            .isEqualTo(recorded.get(probe.key()))));
  }

  /** The fingerprints of a file written by {@link RecordReleaseFingerprints}: key → SHA-256. */
  static Map<String, String> read(Path file) {
    Map<String, String> lines = new TreeMap<>();
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        int tab = line.lastIndexOf('\t');
        lines.put(line.substring(0, tab), line.substring(tab + 1));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "no recorded release fingerprints (make mutation records them first): " + file, e);
    }
    return lines;
  }
}
