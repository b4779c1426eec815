package org.ldpbench.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.testing.Slow;

/**
 * The golden specs of committed code paths ({@code golden/specs/paths/}, found by coverage parity)
 * catch what the older golden specs miss. Issue 32's fault: PHIST with {@code noise: code} drawing
 * half its noise, version not bumped ({@link PhistCodeNoiseHalved}). {@code ma-yang-2d.yaml} runs
 * PHIST with {@code noise: aggregate} only, so PHIST's line there still matches (GoldenOutputsTest
 * passed with this fault before); {@code paths/phist-code.yaml} fails with "output of
 * PHIST/phist-code changed: bump its implementation version", and so does {@code make test}.
 */
@Slow
class GoldenCodePathsTest {

  private static List<GoldenLine> committed;

  @BeforeAll
  static void readTheCommittedLines() throws IOException {
    committed = new GoldenFile(GoldenFile.DEFAULT).read();
  }

  private static GoldenOutputs.Result phistSpecs(Methods methods) throws IOException {
    Set<String> specs = Set.of("ma-yang-2d.yaml", "phist-code.yaml");
    return GoldenOutputs.compute(
        GoldenOutputs.SPECS,
        methods,
        DataSources.standard(),
        file -> specs.contains(file.getFileName().toString()));
  }

  @Test
  void phistCodeNoiseHalvedWithoutAVersionBumpFailsTheGoldenCheck() throws IOException {
    Methods mutated =
        Methods.standard()
            .replacing(
                new PhistCodeNoiseHalved((PrivateMethod) Methods.find("PHIST").orElseThrow()));
    GoldenOutputs.Result result = phistSpecs(mutated);

    GoldenOutput aggregate = result.find(GoldenLine.METHOD, "PHIST").orElseThrow();
    assertThat(GoldenCheck.check(aggregate, committed).passes())
        .as("ma-yang-2d.yaml runs noise: aggregate only: the mutant leaves its outputs as recorded")
        .isTrue();

    GoldenOutput code = result.find(GoldenLine.METHOD, "PHIST/phist-code").orElseThrow();
    assertThat(code.line().implementation()).isEqualTo("PHIST@1+rates-classification@1");
    GoldenCheck.Verdict verdict = GoldenCheck.check(code, committed);
    assertThat(verdict.recorded()).isTrue();
    assertThat(verdict.failure())
        .contains("output of PHIST/phist-code changed: bump its implementation version");
  }

  @Test
  void theCodePathSpecGivesLinesOfItsOwnAndTheUnmutatedPhistMatchesThem() throws IOException {
    GoldenOutputs.Result result = phistSpecs(Methods.standard());
    GoldenOutput code = result.find(GoldenLine.METHOD, "PHIST/phist-code").orElseThrow();
    assertThat(code.text()).contains("PHIST-code").doesNotContain("golden/ma-yang-2d");
    assertThat(GoldenCheck.check(code, committed).passes()).isTrue();
    assertThat(result.find(GoldenLine.DATA, "rates-classification/phist-code")).isPresent();
    assertThat(result.find(GoldenLine.METHOD, "PHIST").orElseThrow().text())
        .doesNotContain("golden/phist-code");
  }
}
