package org.ldpbench.method.phist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.AuditLayers;
import org.ldpbench.audit.RunAudit;
import org.ldpbench.audit.RunTargets;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * Issue 32's second planted fault: PHIST releasing cells of index 4 and up without noise ({@link
 * PhistSkippingCells}). The method-level audit builds a 2 × 2 grid, where the fault has no site, so
 * it passes; the audit of what E7 runs (grids of up to 32 cells; every configuration on the first
 * data point, n = 2,000: the fault does not depend on n) must fail it. Deterministic (fixed seeds).
 */
@Slow
class PhistSkippingCellsTest {

  private static final Path SPEC = Path.of("experiments/berrett-butucea/e7-phist.yaml");

  private static List<RunAudit.Outcome> audit(Methods methods) throws IOException {
    ExperimentSpec spec =
        SpecParser.parse(Files.readString(SPEC), SPEC.toString(), methods, DataSources.standard());
    List<RunAudit.Outcome> out = new ArrayList<>();
    RunAudit.light()
        .audit(
            spec,
            ExperimentSpec.Profile.QUICK,
            RunTargets.Budgets.FIRST_POINT,
            Fault.NONE,
            o -> {
              if (o.target().label().startsWith("PHIST")) {
                out.add(o);
              }
            });
    return out;
  }

  @Test
  void theMethodLevelAuditPassesIt() {
    AuditOptions options = new AuditOptions(List.of(1.0), 200, 1e-6, Fault.NONE, 1);
    MethodAuditResult calibration =
        AuditLayers.calibration().audit(new PhistSkippingCells(), options);
    assertThat(calibration.passed()).as(calibration.summary()).isTrue();
  }

  @Test
  void theAuditOfWhatE7RunsFailsItOnTheLargerGrids() throws IOException {
    List<RunAudit.Outcome> outcomes = audit(Methods.standard().replacing(new PhistSkippingCells()));
    assertThat(outcomes).isNotEmpty();
    List<RunAudit.Outcome> failed = outcomes.stream().filter(RunAudit.Outcome::failed).toList();
    assertThat(failed)
        .as(outcomes.stream().map(RunAudit.Outcome::line).toList().toString())
        .isNotEmpty()
        .allSatisfy(o -> assertThat(o.calibration().summary()).contains("carries no noise"));
    // the 2-cell grids of the first configurations have no cell of index 4: they pass
    assertThat(outcomes).anyMatch(o -> o.audited() && !o.failed());
  }

  @Test
  void theRealMethodPassesWhatE7Runs() throws IOException {
    assertThat(audit(Methods.standard()))
        .isNotEmpty()
        .allSatisfy(
            o -> {
              assertThat(o.audited()).as(o.line()).isTrue();
              assertThat(o.failed()).as(o.line()).isFalse();
            });
  }
}
