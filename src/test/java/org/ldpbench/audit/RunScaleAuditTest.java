package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * The light pass of the audit at the run's scale ({@link RunAudit#light()}), one dynamic test per
 * committed spec: the experiments, the golden specs and the Python example. For each method of a
 * spec, its last fit configuration at the first budget on the first data point of the quick profile
 * ({@link RunTargets.Budgets#FIRST}), on the data the run draws, through the sensitivity and
 * calibration layers: the expected verdict of a clean configuration is PASS. A target not audited
 * must say why, and the reason must be one of {@link #NOT_AUDITED} (make audit audits everything).
 *
 * <p>False-failure rate: the sensitivity layer is deterministic; each calibration test rejects a
 * correct mechanism with probability at most about 1e-6, a few hundred of them here; seeds are
 * fixed, so a failure is the same failure every run.
 */
@Slow
class RunScaleAuditTest {

  /** Reasons a target may go unaudited in this pass, each with why that is right. */
  static final Map<String, String> NOT_AUDITED =
      Map.of(
          "more than this pass audits", "samples of more than 200,000 users are left to make audit",
          "this pass audits the first",
              "the other servers of a distributed protocol run the same code: make audit",
          "not applicable, so not run either",
              "a configuration the method refuses (PHIST's memory guard) runs as NA",
          "uses no private data", "LPCT-Q fits on public data only",
          "data not drawn",
              "a real-data spec without its raw files (../shared/datasets/raw): reproduce skips it too");

  /** The reasons of {@link #NOT_AUDITED} that may leave a whole spec unaudited in this pass. */
  static final List<String> WHOLE_SPEC_REASONS =
      List.of("more than this pass audits", "not applicable, so not run either", "data not drawn");

  static List<Path> committedSpecs() throws IOException {
    List<Path> specs = new ArrayList<>();
    for (String root : List.of("experiments", "src/test/resources/golden/specs")) {
      try (Stream<Path> files = Files.walk(Path.of(root))) {
        files
            .filter(p -> p.toString().endsWith(".yaml") && !p.toString().contains("templates"))
            .sorted()
            .forEach(specs::add);
      }
    }
    specs.add(Path.of("examples/python-method/rr-grid-vs-lpct.yaml"));
    return specs;
  }

  @TestFactory
  Stream<DynamicTest> everyCommittedSpecPassesAtTheRunsScale() throws IOException {
    return committedSpecs().stream()
        .map(
            path ->
                DynamicTest.dynamicTest(
                    path.toString(),
                    () -> {
                      ExperimentSpec spec = SpecParser.parse(path);
                      List<RunAudit.Outcome> outcomes = new ArrayList<>();
                      RunAudit.light()
                          .audit(
                              spec,
                              ExperimentSpec.Profile.QUICK,
                              RunTargets.Budgets.FIRST,
                              Fault.NONE,
                              outcomes::add);
                      // a spec none of whose targets is audited here is allowed only when every
                      // target is out of this
                      // pass as a whole (too large, not run, no data); servers after the first and
                      // public-only fits
                      // never stand for a whole spec
                      boolean wholeSpecOut =
                          outcomes.stream()
                              .allMatch(
                                  o ->
                                      !o.audited()
                                          && WHOLE_SPEC_REASONS.stream()
                                              .anyMatch(o.target().skipped().orElse("")::contains));
                      if (!outcomes.isEmpty() && !wholeSpecOut) {
                        assertThat(outcomes)
                            .as(path + ": a spec with private methods must have a target audited")
                            .anyMatch(RunAudit.Outcome::audited);
                      }
                      for (RunAudit.Outcome outcome : outcomes) {
                        if (outcome.audited()) {
                          assertThat(outcome.failed())
                              .as(
                                  outcome.line()
                                      + "\n"
                                      + outcome.sensitivity()
                                      + "\n"
                                      + outcome.calibration())
                              .isFalse();
                        } else {
                          String reason = outcome.target().skipped().orElse("");
                          assertThat(NOT_AUDITED.keySet())
                              .as(
                                  outcome.line()
                                      + ": a target not audited must give a listed"
                                      + " reason")
                              .anyMatch(reason::contains);
                        }
                      }
                    }));
  }
}
