package org.ldpbench.timings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;

/**
 * The JMH section of docs/timings.md is read from JMH's JSON result files: the median is the 50th
 * percentile of the primary score (not its mean), the peak heap the profiler's secondary result;
 * the files' machine line and dates are named; without files the section says nothing was measured.
 */
class JmhMediansTest {

  /**
   * A copy of the fixture (two results: a sample-mode benchmark with peak heap, an avgt one with a
   * parameter).
   */
  private static Path fixture(Path directory) throws IOException {
    Path file = directory.resolve("jmh-Fixture.json");
    try (InputStream in = JmhMediansTest.class.getResourceAsStream("jmh-fixture.json")) {
      assertThat(in).as("fixture on the test class path").isNotNull();
      Files.copy(in, file);
    }
    Files.setLastModifiedTime(file, FileTime.from(Instant.parse("2026-11-26T04:30:00Z")));
    return file;
  }

  @Test
  void rowsAreTheFixturesFiftiethPercentilesAndPeakHeap(@TempDir Path temp) throws IOException {
    List<JmhMedians.Row> rows = JmhMedians.rows(fixture(temp));
    assertThat(rows)
        .containsExactly(
            new JmhMedians.Row(
                "MethodFamilyBenchmark.dtkFig5", "", "sample", 13.893632, "ms/op", 319.040992),
            new JmhMedians.Row(
                "LpctBenchmark.fit", "nPrivate=10000", "avgt", 2.25, "ms/op", Double.NaN));
  }

  @Test
  void sectionListsEveryRowWithTheMachineJvmAndFileDate(@TempDir Path temp) throws IOException {
    Path file = fixture(temp);
    Files.writeString(
        temp.resolve(JmhMedians.MACHINE_FILE), "2 cores, openjdk version \"17.0.15\", load 3.1\n");
    String section = JmhMedians.section(List.of(file));
    assertThat(section)
        .startsWith("## JMH medians (make bench)\n")
        .contains("Machine: 2 cores, openjdk version \"17.0.15\", load 3.1.")
        .contains("JVM: OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1 [-Xmx2g].")
        .contains("jmh-Fixture.json 2026-11-26T04:30Z")
        // the median column is the 50th percentile (13.89), not the mean score (16.97)
        .contains("| MethodFamilyBenchmark.dtkFig5 | - | sample | 13.89 | ms/op | 319 |")
        .contains("| LpctBenchmark.fit | nPrivate=10000 | avgt | 2.250 | ms/op | - |")
        .doesNotContain("16.97")
        .doesNotContain(JmhMedians.NOT_MEASURED);
  }

  @Test
  void withoutResultFilesTheSectionSaysNotMeasured(@TempDir Path temp) throws IOException {
    assertThat(JmhMedians.section(List.of()))
        .isEqualTo("## JMH medians (make bench)\n\nnot measured: run make bench first.\n");
    Path missing = temp.resolve("jmh-Missing.json");
    assertThat(JmhMedians.section(List.of(missing)))
        .contains("not measured: run make bench first (no " + missing + ")");
    // one file present, one missing: the missing one is a row of its own
    String mixed = JmhMedians.section(List.of(fixture(temp), missing));
    assertThat(mixed)
        .contains("| jmh-Missing.json | | | not measured: run make bench first | | |")
        .contains("| MethodFamilyBenchmark.dtkFig5 |")
        .contains("Machine: not recorded");
  }

  @Test
  void theTimingsPageEndsWithTheSection(@TempDir Path temp) throws IOException {
    String page =
        TimingsReport.markdown(
            new TimingsReport.Command("make reproduce", 1, 1, "2 cores"),
            List.of(),
            JmhMedians.section(List.of(fixture(temp))));
    assertThat(page)
        .startsWith("# Timings\n")
        .contains("\n\n## JMH medians (make bench)\n")
        .endsWith("| LpctBenchmark.fit | nPrivate=10000 | avgt | 2.250 | ms/op | - |\n");
  }

  @Test
  void aFileThatIsNotJmhJsonIsAUserError(@TempDir Path temp) throws IOException {
    Path notArray = Files.writeString(temp.resolve("x.json"), "{\"benchmark\": 1}");
    assertThatThrownBy(() -> JmhMedians.section(List.of(notArray)))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("JMH's JSON result array");
  }

  @Test
  void numbersKeepFourSignificantDigits() {
    assertThat(JmhMedians.number(11744.051)).isEqualTo("11744");
    assertThat(JmhMedians.number(14.70531)).isEqualTo("14.71");
    assertThat(JmhMedians.number(0.5)).isEqualTo("0.5000");
  }
}
