package org.ldpbench.external;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.AuditTargets;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.cli.Main;
import org.ldpbench.external.process.ExternalProcess;
import org.ldpbench.method.Methods;
import org.ldpbench.testing.Slow;

/**
 * The Python example method (examples/python-method, methods/RR-GRID-PY.yaml) through protocol 1:
 * it is registered from its descriptor, its example spec runs next to LPCT, a spec with it and LPCT
 * gives results identical across thread counts and on resume, and its randomizer passes the
 * sensitivity and calibration layers while a copy that spends 2ε (declaring ε) fails the
 * calibration layer.
 */
@Slow
class ExternalMethodTest {

  private static final String SPEC =
      """
            name: external-check
            seed: 11
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 300, nPublic: 40, nTest: 120}
            sweep:
              epsilon: [1, 8]
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [1]}}
              - {name: RR-GRID-PY, grid: {cells: [2, 3], threshold: [0.4, 0.5]}}
            """;

  @TempDir Path work;

  @Test
  void theDescriptorRegistersTheMethod() {
    assertThat(Methods.find("RR-GRID-PY")).get().isInstanceOf(ExternalMethod.class);
    assertThat(Methods.find("RR-GRID-PY").orElseThrow().info().parameters().names())
        .containsExactlyInAnyOrder("cells", "threshold");
    assertThat(Methods.find("RR-GRID-PY").orElseThrow().info().parameters().postProcessingNames())
        .containsExactly("threshold");
  }

  @Test
  void resultsAreIdenticalAcrossThreadCountsAndOnResume() throws IOException {
    Path spec = work.resolve("spec.yaml");
    Files.writeString(spec, SPEC);
    assertThat(
            Main.execute(
                "run",
                spec.toString(),
                "--results",
                work.resolve("one").toString(),
                "--threads",
                "1",
                "--no-progress"))
        .isZero();
    assertThat(
            Main.execute(
                "run",
                spec.toString(),
                "--results",
                work.resolve("two").toString(),
                "--threads",
                "2",
                "--no-progress"))
        .isZero();
    assertThat(
            Main.execute(
                "run",
                spec.toString(),
                "--results",
                work.resolve("resumed").toString(),
                "--sweep",
                "epsilon=8",
                "--threads",
                "2",
                "--no-progress"))
        .isZero();
    assertThat(
            Main.execute(
                "run",
                spec.toString(),
                "--results",
                work.resolve("resumed").toString(),
                "--threads",
                "2",
                "--no-progress"))
        .isZero();
    List<String> one = scores("one");
    assertThat(one).hasSize(2 * 2 * (1 + 4));
    assertThat(scores("two")).isEqualTo(one);
    assertThat(scores("resumed")).isEqualTo(one);
    assertThat(Files.readString(work.resolve("one/external-check/trials.csv")))
        .doesNotContain(",failed,");
  }

  @Test
  void theExampleSpecRunsNextToLpct() throws IOException {
    Path spec = Path.of("examples/python-method/rr-grid-vs-lpct.yaml");
    assertThat(
            Main.execute(
                "run",
                spec.toString(),
                "--results",
                work.resolve("example").toString(),
                "--threads",
                "2",
                "--no-progress"))
        .isZero();
    Path stored = work.resolve("example/examples/rr-grid-vs-lpct");
    // 4 replications x 3 epsilons x (4 LPCT + 6 RR-GRID-PY configurations), none failed
    assertThat(Files.readAllLines(stored.resolve("trials.csv")))
        .filteredOn(l -> l.contains(",ok,"))
        .hasSize(4 * 3 * (4 + 6));
    List<String> summary = Files.readAllLines(stored.resolve("summary.csv"));
    assertThat(summary).filteredOn(l -> l.startsWith("LPCT,")).hasSize(3);
    assertThat(summary).filteredOn(l -> l.startsWith("RR-GRID-PY,")).hasSize(3);
  }

  @Test
  void anHonestRandomizerPassesTheLayersAndOneSpending2EpsilonFailsCalibration()
      throws IOException {
    ExternalMethod honest = method("RR-GRID-PY", "python3", "examples/python-method/rr_grid.py");
    ExternalMethod greedy =
        method(
            "RR-GRID-2EPS",
            "python3",
            "examples/python-method/rr_grid.py",
            "--epsilon-factor",
            "2");
    for (AuditTarget target : AuditTargets.of(honest, 20, 1.0, 5)) {
      LayerResult sensitivity = new SensitivityAudit(20, 3).audit(target);
      assertThat(sensitivity.passed()).as(sensitivity.summary()).isTrue();
    }
    // the calibration layer tests draws on one-user samples (a release for more users is not one
    // draw of the law)
    for (AuditTarget target : AuditTargets.of(honest, 1, 1.0, 5)) {
      LayerResult calibration = new CalibrationAudit(2000, 1e-6, 13).audit(target);
      assertThat(calibration.passed()).as(calibration.summary()).isTrue();
      assertThat(calibration.summary()).contains("1 tested on draws");
    }
    List<AuditTarget> targets = AuditTargets.of(greedy, 1, 1.0, 5);
    assertThat(targets).isNotEmpty();
    for (AuditTarget target : targets) {
      LayerResult calibration = new CalibrationAudit(2000, 1e-6, 13).audit(target);
      assertThat(calibration.passed()).as(calibration.summary()).isFalse();
      assertThat(calibration.summary()).contains("so the draws spend more than eps");
    }
  }

  @Test
  void aBrokenExecutableIsAOneLineFailureAndABadDescriptorAOneLineError() throws IOException {
    Path file = work.resolve("methods/BAD.yaml");
    Files.createDirectories(file.getParent());
    Files.writeString(
        file,
        """
        name: BAD
        description: x
        protocol: 3
        version: 1
        privacy: local
        budget: x
        command: [python3]
        release: randomized-response
        """);
    assertThatThrownBy(() -> ExternalDescriptor.read(file, work))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("BAD.yaml")
        .hasMessageContaining(
            "BAD.yaml:3:11: protocol: 3 is not supported (this harness speaks 1 to 2)");
    ExternalMethod missing = method("NOWHERE", "python3", "no-such-script.py");
    try (ExternalProcess process = new ExternalProcess(missing.descriptor())) {
      assertThatThrownBy(() -> process.call(process.request("declare")))
          .isInstanceOf(ExternalMethodException.class)
          .hasMessageContaining("NOWHERE")
          .hasMessageNotContaining("\n");
    }
  }

  private ExternalMethod method(String name, String... command) throws IOException {
    Path folder = Files.createDirectories(work.resolve("descriptors"));
    Path file = folder.resolve(name + ".yaml");
    String text =
        Files.readString(Path.of("methods/RR-GRID-PY.yaml"))
            .replace("name: RR-GRID-PY", "name: " + name)
            .replaceAll("command: .*", "command: [" + String.join(", ", command) + "]");
    Files.writeString(file, text);
    return new ExternalMethod(ExternalDescriptor.read(file, Path.of("").toAbsolutePath()));
  }

  /** Each stored trial's key and score, sorted (the store's other columns hold timings). */
  private List<String> scores(String root) throws IOException {
    return Files.readAllLines(work.resolve(root + "/external-check/trials.csv")).stream()
        .skip(1)
        .map(
            l -> {
              String[] c = l.split(",");
              return c[0] + "," + c[2] + "," + c[3] + "," + c[4];
            })
        .sorted()
        .collect(Collectors.toList());
  }
}
