package org.ldpbench.benchcheck;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ldpbench.timings.JmhMedians;

/**
 * The committed reference of {@code make bench-check} ({@code docs/jmh-reference/bench-check/}) can
 * judge what the gate runs: LPCT's two benchmarks at both sizes and every {@code @Benchmark} of
 * {@code MethodFamilyBenchmark} (a family added without recording the reference again would fail
 * every check with NO REFERENCE), each measured in sample mode over at least three forks (the
 * median of fork medians needs them), and all on the JDK that the machine line names (one run).
 */
class BenchReferenceTest {

  private static final Path REFERENCE = Path.of("docs/jmh-reference/bench-check");
  private static final Path FAMILIES =
      Path.of("src/jmh/java/org/ldpbench/bench/MethodFamilyBenchmark.java");
  private static final int MIN_FORKS = 3;

  @Test
  void everyBenchmarkOfTheGateHasAReferenceOverThreeForks() throws IOException {
    List<String> labels = new ArrayList<>();
    for (String suite : List.of("LpctBenchmark", "MethodFamilyBenchmark")) {
      Path file = REFERENCE.resolve("jmh-" + suite + ".json");
      assertThat(file).isRegularFile();
      for (JmhMedians.Row row : ForkMedians.rows(file)) {
        labels.add(row.label());
        assertThat(row.mode()).as(row.label()).isEqualTo("sample");
        assertThat(row.unit()).as(row.label()).isEqualTo("ms/op");
        assertThat(row.median()).as(row.label()).isPositive();
      }
      for (JsonNode result : new ObjectMapper().readTree(file.toFile())) {
        JsonNode histogram = result.path("primaryMetric").path("rawDataHistogram");
        assertThat(ForkMedians.forkMedians(histogram))
            .as(result.path("benchmark").asText() + " " + result.path("params"))
            .hasSizeGreaterThanOrEqualTo(MIN_FORKS);
        assertThat(machineLine()).contains("\"" + result.path("jdkVersion").asText() + "\"");
      }
    }
    List<String> expected = new ArrayList<>();
    for (String benchmark : List.of("fitAndPredict", "fitAndPredictNewPublicSample")) {
      for (String n : List.of("10000", "1000000")) {
        expected.add("LpctBenchmark." + benchmark + " (nPrivate=" + n + ")");
      }
    }
    Matcher family =
        Pattern.compile("@Benchmark\\s+public\\s+\\w+\\s+(\\w+)\\(")
            .matcher(Files.readString(FAMILIES, StandardCharsets.UTF_8));
    while (family.find()) {
      expected.add("MethodFamilyBenchmark." + family.group(1));
    }
    assertThat(expected).as("families found in " + FAMILIES).hasSizeGreaterThan(4 + 3);
    assertThat(labels).containsExactlyInAnyOrderElementsOf(expected);
  }

  private static String machineLine() throws IOException {
    return Files.readString(REFERENCE.resolve(JmhMedians.MACHINE_FILE), StandardCharsets.UTF_8);
  }
}
