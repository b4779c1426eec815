package org.ldpbench.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.report.paper.PaperReport;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.run.ExperimentRunner;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * External methods with {@code privacy: none} (fit/predict on the raw data), shown with the
 * authors'-LPCT adapter (tools/authors-lpct) and a stand-in for the authors' package
 * (src/test/resources/external/authors-lpct-standin), so no test needs their checkout: the
 * registered LPCT-AUTHORS is unaudited (privacy model NONE); with the stand-in it runs next to LPCT
 * with identical results across thread counts and one fit per λ grid; without a checkout every
 * trial is NA with a one-line reason, not a failure. The reason names LPCT_AUTHORS either way; the
 * unset case is checked on the adapter alone, whose environment a test can clear.
 */
class ExternalRawDataMethodTest {

  static final String ADAPTER = "tools/authors-lpct/lpct_authors_adapter.py";
  static final String STAND_IN = "src/test/resources/external/authors-lpct-standin";

  private static final String SPEC =
      """
            name: authors-adapter-check
            seed: 5
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 200, nPublic: 30, nTest: 80}
            sweep:
              epsilon: [1, 8]
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [1]}}
              - {name: LPCT-AUTHORS, grid: {depth: [2], lambda: [0, 1, 10]}}
            """;

  @TempDir Path work;

  @Test
  void theRegisteredAdapterIsAnUnauditedRawDataMethod() {
    assertThat(Methods.find("LPCT-AUTHORS")).get().isInstanceOf(ExternalRawDataMethod.class);
    assertThat(Methods.find("LPCT-AUTHORS").orElseThrow().info().privacyModel())
        .isEqualTo(PrivacyModel.NONE);
    assertThat(Methods.find("LPCT-AUTHORS").orElseThrow().info().parameters().postProcessingNames())
        .containsExactly("lambda");
  }

  @Test
  void withTheStandInItRunsNextToLpctReproducibly() throws IOException {
    ExternalRawDataMethod standIn = method("--authors", STAND_IN);
    List<String> one = run(standIn, "one", 1);
    assertThat(one).hasSize(2 * 2 * (1 + 3));
    assertThat(one).allSatisfy(row -> assertThat(row).contains("|ok|"));
    assertThat(run(standIn, "two", 2)).isEqualTo(one);
    // lambda reaches the adapter's predict: with lambda = 0 the public counts play no part, so the
    // estimates
    // of the lambda grid are not all the same
    assertThat(
            one.stream()
                .filter(r -> r.startsWith("LPCT-AUTHORS|"))
                .map(r -> r.substring(r.lastIndexOf('|')))
                .distinct()
                .count())
        .isGreaterThan(1);
  }

  @Test
  void withoutACheckoutEveryTrialIsNaWithAOneLineReason() throws IOException {
    List<String> rows = run(method("--authors", work.resolve("no-checkout").toString()), "na", 1);
    List<String> authors = rows.stream().filter(r -> r.startsWith("LPCT-AUTHORS|")).toList();
    assertThat(authors)
        .hasSize(2 * 2 * 3)
        .allSatisfy(
            r ->
                assertThat(r)
                    .contains(
                        "NA: LPCT-AUTHORS: "
                            + "LPCT (authors' code) not run: LPCT_AUTHORS="
                            + work.resolve("no-checkout")
                            + " is not a checkout of the authors' repository Karlmyh/LPCT (no LDPCP/ in it)"));
    assertThat(rows.stream().filter(r -> r.startsWith("LPCT|")))
        .hasSize(2 * 2)
        .allSatisfy(r -> assertThat(r).contains("|ok|"));
    // the report's section says why the NA cells are NA
    ExperimentSpec spec =
        SpecParser.parse(
            SPEC,
            "adapter.yaml",
            Methods.standard()
                .replacing(method("--authors", work.resolve("no-checkout").toString())),
            DataSources.standard());
    String report =
        Files.readString(
            PaperReport.write(
                Files.createDirectories(work.resolve("specs/paper")),
                List.of(spec),
                work.resolve("na"),
                work.resolve("figures"),
                ExperimentPlan::of));
    assertThat(report)
        .contains(
            "Not applicable (NA) trials and why:\n\n- LPCT-AUTHORS (12 trials): LPCT-AUTHORS: "
                + "LPCT (authors' code) not run: LPCT_AUTHORS="
                + work.resolve("no-checkout")
                + " is not a checkout");
    assertThat(work.resolve("na/authors-adapter-check/failures.csv"))
        .satisfiesAnyOf(
            f -> assertThat(f).doesNotExist(),
            f -> assertThat(Files.readAllLines(f)).hasSizeLessThanOrEqualTo(1));
  }

  @Test
  void naTrialsAreRecomputedOnceACheckoutIsNamed() throws IOException {
    ExternalRawDataMethod without = method(Map.of(), "--authors", work.resolve("none").toString());
    ExternalRawDataMethod with = method(Map.of("LPCT_AUTHORS", STAND_IN), "--authors", STAND_IN);
    assertThat(with.implementationIdentity())
        .startsWith("LPCT-AUTHORS@1~env:")
        .isNotEqualTo(without.implementationIdentity());
    assertThat(run(without, "resumed", 1).stream().filter(r -> r.startsWith("LPCT-AUTHORS|")))
        .allSatisfy(r -> assertThat(r).contains("|NA: "));
    // the store appends: the NA rows stay, and every trial now also has a computed row
    assertThat(
            run(with, "resumed", 1).stream()
                .filter(r -> r.startsWith("LPCT-AUTHORS|") && r.contains("|ok|")))
        .hasSize(2 * 2 * 3);
  }

  @Test
  void withLpctAuthorsUnsetTheAdapterSaysWhatToSet() throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder("python3", ADAPTER);
    builder.environment().remove("LPCT_AUTHORS");
    builder.environment().remove("LPCT_AUTHORS_PYTHON");
    Process process = builder.start();
    process
        .getOutputStream()
        .write(
            "{\"op\":\"hello\",\"protocol\":1}\n{\"op\":\"fit\",\"epsilon\":1}\n"
                .concat("{\"op\":\"bye\"}\n")
                .getBytes(StandardCharsets.UTF_8));
    process.getOutputStream().close();
    List<String> replies =
        new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
            .lines()
            .toList();
    process.waitFor();
    String why =
        "LPCT (authors' code) not run: LPCT_AUTHORS is not set: name a checkout of the authors' "
            + "repository Karlmyh/LPCT";
    // refused at hello already (the harness then remembers it for the run), and at fit for older
    // harnesses
    assertThat(replies).hasSize(2);
    assertThat(replies.get(0)).startsWith("{\"protocol\": 1, \"notApplicable\": \"" + why);
    assertThat(replies.get(1)).startsWith("{\"notApplicable\": \"" + why);
  }

  @Test
  void aRefusedHelloIsAskedOncePerRunAndARefusedFitOncePerFitGroup() throws IOException {
    Path script = work.resolve("refuses.py");
    Files.writeString(
        script,
        """
                import json, sys
                with open(sys.argv[1], "a") as starts:
                    starts.write("started\\n")
                for line in sys.stdin:
                    op = json.loads(line).get("op")
                    if op == "bye":
                        break
                    if op == "hello":
                        reply = {"protocol": 1}
                        if sys.argv[2] == "hello":
                            reply["notApplicable"] = "refused at hello"
                    else:
                        reply = {"notApplicable": "refused at " + op}
                    print(json.dumps(reply), flush=True)
                """);
    for (String refuses : List.of("hello", "fit")) {
      Path starts = work.resolve("starts-" + refuses);
      List<String> rows = run(methodRunning(script, starts, refuses), "refused-" + refuses, 1);
      // 2 replications x 2 epsilons: 4 fit groups of 3 lambdas each
      assertThat(rows.stream().filter(r -> r.startsWith("LPCT-AUTHORS|")))
          .hasSize(2 * 2 * 3)
          .allSatisfy(
              r -> assertThat(r).contains("|NA: LPCT-AUTHORS: refused at " + refuses + "|"));
      assertThat(Files.readAllLines(starts)).hasSize(refuses.equals("hello") ? 1 : 2 * 2);
    }
    // on 2 threads the first two fit groups may both ask; the rows are the same
    Path starts = work.resolve("starts-2-threads");
    assertThat(run(methodRunning(script, starts, "hello"), "refused-2-threads", 2))
        .isEqualTo(
            run(methodRunning(script, work.resolve("starts-again"), "hello"), "refused-again", 1));
    assertThat(Files.readAllLines(starts)).hasSizeBetween(1, 2);
  }

  @Test
  void aRawDataDescriptorTakesNoReleaseLaw() throws IOException {
    Path file = Files.createDirectories(work.resolve("methods")).resolve("RAW.yaml");
    Files.writeString(
        file,
        """
        name: RAW
        description: x
        protocol: 1
        version: 1
        privacy: none
        budget: x
        command: [python3]
        release: randomized-response
        """);
    assertThatThrownBy(() -> ExternalDescriptor.read(file, work))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("RAW.yaml")
        .hasMessageContaining("privacy 'none' takes no 'release'");
  }

  /** LPCT-AUTHORS as registered, but with the adapter's extra arguments. */
  private ExternalRawDataMethod method(String... arguments) throws IOException {
    return method(System.getenv(), arguments);
  }

  /**
   * LPCT-AUTHORS as registered with the adapter's extra arguments, its identity from {@code
   * environment}.
   */
  private ExternalRawDataMethod method(Map<String, String> environment, String... arguments)
      throws IOException {
    Path file = Files.createDirectories(work.resolve("descriptors")).resolve("LPCT-AUTHORS.yaml");
    String command = "command: [python3, " + ADAPTER + ", " + String.join(", ", arguments) + "]";
    Files.writeString(
        file,
        Files.readString(Path.of("methods/LPCT-AUTHORS.yaml"))
            .replaceAll("command: .*", command.replace("\\", "\\\\")));
    return new ExternalRawDataMethod(
        ExternalDescriptor.read(file, Path.of("").toAbsolutePath()), environment);
  }

  /** LPCT-AUTHORS as registered, but running {@code python3 script starts mode}. */
  private ExternalRawDataMethod methodRunning(Path script, Path starts, String mode)
      throws IOException {
    Path file = Files.createDirectories(work.resolve("descriptors")).resolve("LPCT-AUTHORS.yaml");
    String command = "command: [python3, '" + script + "', '" + starts + "', " + mode + "]";
    Files.writeString(
        file,
        Files.readString(Path.of("methods/LPCT-AUTHORS.yaml"))
            .replaceAll("command: .*", command.replace("\\", "\\\\")));
    return new ExternalRawDataMethod(
        ExternalDescriptor.read(file, Path.of("").toAbsolutePath()), Map.of());
  }

  /**
   * Each stored trial as "method|params|replication|outcome|accuracy", sorted (timings left out).
   */
  private List<String> run(ExternalRawDataMethod method, String root, int threads)
      throws IOException {
    ExperimentSpec spec =
        SpecParser.parse(
            SPEC, "adapter.yaml", Methods.standard().replacing(method), DataSources.standard());
    ExperimentRunner.run(
        ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL),
        work.resolve(root),
        threads,
        new PrintWriter(new StringWriter()),
        false);
    Path folder = work.resolve(root + "/authors-adapter-check");
    Map<String, String> configurations = new HashMap<>();
    for (CSVRecord r : records(folder.resolve("trial-configs.csv"))) {
      configurations.put(r.get("config"), r.get("method") + "|" + r.get("params"));
    }
    List<String> rows = new ArrayList<>();
    for (CSVRecord r : records(folder.resolve("trials.csv"))) {
      rows.add(
          String.join(
              "|",
              configurations.get(r.get("config")),
              r.get("replication"),
              r.get("outcome"),
              r.get("accuracy")));
    }
    return rows.stream().sorted().toList();
  }

  private static List<CSVRecord> records(Path file) throws IOException {
    try (var reader = Files.newBufferedReader(file)) {
      return CSVFormat.DEFAULT
          .builder()
          .setHeader()
          .setSkipHeaderRecord(true)
          .get()
          .parse(reader)
          .getRecords();
    }
  }
}
