package org.ldpbench.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.audit.AuditFixtureProvider;
import org.ldpbench.hash.SourceDigest;
import org.ldpbench.testing.Fakes;
import org.ldpbench.testing.Slow;

/**
 * {@code ldpbench audit}: one-line errors, a registered method audited in process, and a method
 * registered only by a test-only provider (a service file on a child JVM's class path, as a user's
 * plugin jar) audited through the command, passing when correct and exiting 1 when broken.
 */
class AuditCommandTest {

  @TempDir Path temp;

  @Test
  void unknownNamesAndBadOptionsAreOneLineErrors() {
    CliTest.Result unknown = CliTest.run("audit", "NO-SUCH-METHOD");
    assertThat(unknown.code()).isEqualTo(Main.USER_ERROR);
    assertThat(unknown.err().strip())
        .doesNotContain("\n")
        .startsWith("ldpbench: error: unknown method or spec file: NO-SUCH-METHOD (methods: ");
    CliTest.Result draws = CliTest.run("audit", "LPCT", "--draws", "3");
    assertThat(draws.err().strip())
        .isEqualTo("ldpbench: error: --draws must be at least 20, got 3");
    CliTest.Result epsilon = CliTest.run("audit", "LPCT", "--epsilon", "0");
    assertThat(epsilon.err().strip())
        .isEqualTo("ldpbench: error: --epsilon must lie in [1e-6, 1e6], got 0.0");
    CliTest.Result none = CliTest.run("audit");
    assertThat(none.err().strip())
        .isEqualTo("ldpbench: error: give one method name or spec files, or --all");
    CliTest.Result missing = CliTest.run("audit", "no/such/spec.yaml");
    assertThat(missing.err().strip())
        .isEqualTo("ldpbench: error: spec file not found: no/such/spec.yaml");
  }

  @Slow
  @Test
  void aSpecIsAuditedAtTheRunsScaleTargetByTarget() {
    // the golden rates-regression spec: four private regressors at n = 600, two budgets each, 8
    // targets
    CliTest.Result result =
        CliTest.run(
            "audit",
            "--scale-only",
            "--verbose",
            "src/test/resources/golden/specs/rates-regression.yaml");
    assertThat(result.code()).as(result.out() + result.err()).isZero();
    assertThat(result.out())
        .contains("PASS golden/rates-regression [CDP-CUBE] CDP-CUBE ")
        .contains(" n=600: ")
        .contains(
            "golden/rates-regression at the run's scale: 8 mechanism targets"
                + " audited, 0 failed, 0 not audited");
    assertThat(result.err()).contains("auditing golden/rates-regression at the run's scale");
  }

  @Slow
  @Test
  void theReportRecordsTheDigestOfTheSourcesItAudited() throws IOException {
    // run in the project directory, as make audit-report is: the header names the checkout's digest
    Path table = temp.resolve("docs/privacy-audit.md");
    CliTest.Result result =
        CliTest.run(
            "audit", "LLDP-RR", "--epsilon", "1", "--draws", "100", "--report", table.toString());
    assertThat(result.code()).as(result.out() + result.err()).isZero();
    assertThat(Files.readString(table))
        .startsWith(
            "# Privacy audit: power table\n\nSources: `"
                + SourceDigest.of(Path.of(""), SourceDigest.Scope.AUDIT_TABLE).hex()
                + "` (SHA-256 of ")
        .contains("| LLDP-RR | `");
  }

  @Test
  void aRegisteredMethodPrintsEachMechanismsClaimBoundAndVerdict() {
    CliTest.Result result = CliTest.run("audit", "LLDP-RR", "--epsilon", "1", "--draws", "2000");
    assertThat(result.code()).as(result.out() + result.err()).isZero();
    assertThat(result.out())
        .contains("LLDP-RR [end-to-end]: 0 of 2 mechanism audits failed")
        .contains("PASS")
        .contains("declared (eps 1.000, delta 0.0)")
        .contains("lower bound eps>=")
        .contains("at confidence 0.999998")
        .contains("LLDP-RR [whole-fit]");
  }

  @Test
  @Slow
  void aMethodRegisteredOnlyByATestProviderIsAuditedThroughTheCommand() throws Exception {
    Path services = Fakes.serviceClassPath(temp.resolve("plugin"), AuditFixtureProvider.class);
    Child ok = child(services, "audit", "TEST-AUDIT-OK", "--epsilon", "1", "--draws", "4000");
    assertThat(ok.code()).as(ok.output()).isZero();
    assertThat(ok.output())
        .contains("TEST-AUDIT-OK [end-to-end]: 0 of 1 mechanism audits failed")
        .contains("TEST-AUDIT-OK [sensitivity]: 3 mechanism audits passed")
        .contains("TEST-AUDIT-OK [calibration]: 3 mechanism audits passed")
        .contains("PASS");
    Child broken =
        child(services, "audit", "TEST-AUDIT-BROKEN", "--epsilon", "1", "--draws", "4000");
    assertThat(broken.code()).as(broken.output()).isEqualTo(1);
    assertThat(broken.output())
        .contains("TEST-AUDIT-BROKEN [calibration]: 3 of 3 mechanism audits failed")
        .contains("declared 1.00000, expected 4.00000")
        .contains("FAIL")
        .contains("TEST-AUDIT-BROKEN: layer 2 of 4, calibration: FAILED in ")
        .contains(
            "TEST-AUDIT-BROKEN: stopped after the failed calibration layer (--all-layers runs the"
                + " end-to-end, whole-fit layers too)")
        .doesNotContain("[end-to-end]")
        .doesNotContain("layer 3 of 4");
    Child all =
        child(
            services,
            "audit",
            "TEST-AUDIT-BROKEN",
            "--epsilon",
            "1",
            "--draws",
            "4000",
            "--all-layers");
    assertThat(all.code()).as(all.output()).isEqualTo(1);
    assertThat(all.output())
        .contains("TEST-AUDIT-BROKEN [calibration]: 3 of 3 mechanism audits failed")
        .contains("TEST-AUDIT-BROKEN [end-to-end]: 1 of 1 mechanism audits failed")
        .contains("TEST-AUDIT-BROKEN: layer 4 of 4, whole-fit: ")
        .doesNotContain("stopped after");
  }

  @Test
  void eachLayerSaysWhenItStartsAndEndsWithItsVerdictAndTime() {
    CliTest.Result result = CliTest.run("audit", "LLDP-RR", "--epsilon", "1", "--draws", "400");
    assertThat(result.code()).as(result.out() + result.err()).isZero();
    List<String> progress =
        result.err().lines().filter(l -> l.startsWith("LLDP-RR: layer ")).toList();
    assertThat(progress).hasSize(8);
    String[] names = {"sensitivity", "calibration", "end-to-end", "whole-fit"};
    for (int i = 0; i < 4; i++) {
      assertThat(progress.get(2 * i))
          .isEqualTo("LLDP-RR: layer " + (i + 1) + " of 4, " + names[i] + ": started");
      assertThat(progress.get(2 * i + 1))
          .matches(
              "LLDP-RR: layer "
                  + (i + 1)
                  + " of 4, "
                  + names[i]
                  + ": passed in [0-9]+\\.[0-9] s \\(.+\\)");
    }
    assertThat(result.out()).doesNotContain("layer 1 of 4").contains("LLDP-RR [whole-fit]");
  }

  private record Child(int code, String output) {}

  private Child child(Path services, String... args) throws IOException, InterruptedException {
    String java = ProcessHandle.current().info().command().orElse("java");
    List<String> command =
        new ArrayList<>(
            List.of(
                java,
                "-cp",
                services + File.pathSeparator + System.getProperty("java.class.path"),
                "org.ldpbench.cli.Main"));
    command.addAll(List.of(args));
    Path log = Files.createTempFile(temp, "child", ".log");
    Process process =
        new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertThat(process.waitFor(5, TimeUnit.MINUTES))
        .as("the child audit did not end in 5 minutes")
        .isTrue();
    return new Child(process.exitValue(), Files.readString(log));
  }
}
