package org.ldpbench.timings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The machine-speed section divides this machine's JMH medians by the reference machine's,
 * benchmark by benchmark (only where name, parameters, mode and unit match), and scales the
 * command's wall time by the geometric mean of the ratios; without files on either side it says so
 * instead of guessing.
 */
class MachineSpeedTest {

  /**
   * A JMH JSON result file with one sample-mode result per {name, median} pair (what JmhMedians
   * reads).
   */
  private static Path jmh(Path directory, String fileName, Object... nameAndMedian)
      throws IOException {
    Files.createDirectories(directory);
    StringBuilder json = new StringBuilder("[");
    for (int i = 0; i < nameAndMedian.length; i += 2) {
      json.append(i == 0 ? "" : ",")
          .append(
              String.format(
                  Locale.ROOT,
                  "{\"benchmark\":\"org.ldpbench.bench.%s\",\"mode\":\"sample\",\"params\":{},"
                      + "\"primaryMetric\":{\"score\":1.0,\"scorePercentiles\":{\"50.0\":%s},\"scoreUnit\":\"ms/op\"},"
                      + "\"secondaryMetrics\":{}}",
                  nameAndMedian[i],
                  nameAndMedian[i + 1]));
    }
    return Files.writeString(directory.resolve(fileName), json.append("]").toString());
  }

  @Test
  void ratiosTheirGeometricMeanAndTheScaledWallTime(@TempDir Path temp) throws IOException {
    Path reference =
        jmh(temp.resolve("ref"), "jmh-Family.json", "Family.a", 10.0, "Family.b", 100.0);
    Files.writeString(
        temp.resolve("ref").resolve(JmhMedians.MACHINE_FILE),
        "2 cores, reference box, 2026-11-28\n");
    Path measured =
        jmh(temp.resolve("here"), "jmh-Family.json", "Family.a", 20.0, "Family.b", 800.0);
    String section = MachineSpeed.section(List.of(measured), List.of(reference), 2400);
    assertThat(section)
        .startsWith(MachineSpeed.HEADING + "\n\n")
        .contains("Reference: jmh-Family.json of 2 cores, reference box, 2026-11-28.")
        .contains("| Family.a | 10.00 | 20.00 | ms/op | 2.00 |")
        .contains("| Family.b | 100.0 | 800.0 | ms/op | 8.00 |")
        // sqrt(2 * 8) = 4: 40 min at a quarter of the speed is 10 min at the reference's
        .contains("Geometric mean of the 2 ratios: **4.00** (2.00 to 8.00)")
        .contains("about **10 min 0 s** (40 min 0 s / 4.00")
        .doesNotContain("not compared");
  }

  @Test
  void theSpeedRatioIsTheSectionsGeometricMean(@TempDir Path temp) throws IOException {
    Path reference =
        jmh(temp.resolve("ref"), "jmh-Family.json", "Family.a", 10.0, "Family.b", 100.0);
    Path measured =
        jmh(
            temp.resolve("here"),
            "jmh-Family.json",
            "Family.a",
            20.0,
            "Family.b",
            800.0,
            "Family.c",
            1.0);
    List<JmhMedians.Row> mine = JmhMedians.rows(measured);
    List<JmhMedians.Row> theirs = JmhMedians.rows(reference);
    assertThat(MachineSpeed.speedRatio(mine, theirs))
        .as("sqrt(2 * 8); Family.c is not in the reference")
        .isCloseTo(4.0, org.assertj.core.api.Assertions.within(1e-12));
    assertThat(MachineSpeed.section(List.of(measured), List.of(reference), 60))
        .contains("**4.00**");
    assertThat(MachineSpeed.speedRatio(mine, List.of())).isNaN();
  }

  @Test
  void benchmarksMissingFromTheReferenceAreListedNotCompared(@TempDir Path temp)
      throws IOException {
    Path reference = jmh(temp.resolve("ref"), "jmh-Family.json", "Family.a", 10.0);
    Path measured = jmh(temp.resolve("here"), "jmh-Family.json", "Family.a", 5.0, "Family.c", 7.0);
    String section = MachineSpeed.section(List.of(measured), List.of(reference), 60);
    assertThat(section)
        .contains("Geometric mean of the 1 ratios: **0.50** (0.50 to 0.50)")
        .contains("about **2 min 0 s**")
        .contains("Reference: jmh-Family.json (machine not recorded)")
        .contains("Not in the reference, not compared: Family.c.")
        .doesNotContain("| Family.c |");
    Path other = jmh(temp.resolve("other"), "jmh-Other.json", "Other.x", 1.0);
    assertThat(MachineSpeed.section(List.of(other), List.of(reference), 60))
        .contains("Not compared: no benchmark of this run is in the reference (Other.x).")
        .doesNotContain("Geometric mean");
  }

  @Test
  void withoutReferenceOrMeasurementTheSectionSaysWhatIsMissing(@TempDir Path temp)
      throws IOException {
    Path measured = jmh(temp.resolve("here"), "jmh-Family.json", "Family.a", 5.0);
    assertThat(MachineSpeed.section(List.of(measured), List.of(), 60))
        .contains("No reference")
        .doesNotContain("Geometric mean");
    assertThat(MachineSpeed.section(List.of(), List.of(measured), 60))
        .contains("this machine's JMH medians were not measured")
        .doesNotContain("Geometric mean");
    assertThat(MachineSpeed.section(List.of(temp.resolve("absent.json")), List.of(measured), 60))
        .contains("were not measured");
  }

  @Test
  void theCommittedReferenceReadsAndComparesEveryMethodFamilyWithItself() throws IOException {
    Path reference = Path.of("docs/jmh-reference/jmh-MethodFamilyBenchmark.json");
    assertThat(reference).as("the committed reference of make timings").isRegularFile();
    assertThat(Path.of("docs/jmh-reference").resolve(JmhMedians.MACHINE_FILE)).isRegularFile();
    List<JmhMedians.Row> rows = JmhMedians.rows(reference);
    assertThat(rows)
        .extracting(JmhMedians.Row::benchmark)
        .contains(
            "MethodFamilyBenchmark.pglmEmail",
            "MethodFamilyBenchmark.psgdNetworkCensus",
            "MethodFamilyBenchmark.dtkFig5",
            "MethodFamilyBenchmark.labelDpKnn",
            "MethodFamilyBenchmark.bbStreamed",
            "MethodFamilyBenchmark.cartCensus");
    String section = MachineSpeed.section(List.of(reference), List.of(reference), 600);
    assertThat(section)
        .contains("Geometric mean of the " + rows.size() + " ratios: **1.00** (1.00 to 1.00)")
        .contains("about **10 min 0 s**")
        .contains("2 cores");
  }
}
