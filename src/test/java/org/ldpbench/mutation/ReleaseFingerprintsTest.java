package org.ldpbench.mutation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.CellLaplaceMethod;
import org.ldpbench.audit.CellLaplaceMethod.Variant;
import org.ldpbench.testing.Slow;

/**
 * The release fingerprints that define {@code make mutation}'s release-changing mutants ({@link
 * ReleaseFingerprints}) are a function of the code alone, and see a change of the noise: otherwise
 * the release pass would call mutants release-changing at random, or miss them. Slow: every private
 * method's protocols are built (about 2.5 s on a loaded 2-core machine).
 */
@Slow
class ReleaseFingerprintsTest {

  @Test
  void aFingerprintIsTheSameEveryTime() {
    CellLaplaceMethod method = new CellLaplaceMethod("TEST-CELLS", Variant.CORRECT);
    String first = ReleaseFingerprints.releases(method, 0, Map.of());
    assertThat(first)
        .as("every setting releases something")
        .contains("mechanisms=1")
        .doesNotContain("refused");
    assertThat(first.lines())
        .hasSize(
            ReleaseFingerprints.EPSILONS.size()
                * ReleaseFingerprints.SCALES.size()
                * (1 + ReleaseFingerprints.DRAWS));
    assertThat(ReleaseFingerprints.releases(method, 0, Map.of())).isEqualTo(first);
  }

  @Test
  void lessNoiseChangesTheFingerprintAndSoDoesAnotherConfigurationIndex() {
    String correct =
        ReleaseFingerprints.releases(
            new CellLaplaceMethod("TEST-CELLS", Variant.CORRECT), 0, Map.of());
    String tooLittleNoise =
        ReleaseFingerprints.releases(
            new CellLaplaceMethod("TEST-CELLS", Variant.TOO_LITTLE_NOISE), 0, Map.of());
    // the same settings, other numbers: every release line differs, the setting lines do not
    assertThat(tooLittleNoise.lines().filter(l -> l.contains("draw=")).toList())
        .doesNotContainAnyElementsOf(correct.lines().filter(l -> l.contains("draw=")).toList());
    assertThat(tooLittleNoise.lines().filter(l -> l.contains("mechanisms=")).toList())
        .isEqualTo(correct.lines().filter(l -> l.contains("mechanisms=")).toList());
    assertThat(
            ReleaseFingerprints.releases(
                new CellLaplaceMethod("TEST-CELLS", Variant.CORRECT), 1, Map.of()))
        .as("each configuration index has seeds of its own")
        .isNotEqualTo(correct);
  }

  @Test
  void everyRegisteredPrivateMethodHasAProbeForEachAuditConfiguration() {
    assertThat(ReleaseFingerprints.probes())
        .extracting(ReleaseFingerprints.Probe::method)
        .isNotEmpty()
        .containsAll(ReleaseFingerprints.privateMethods().stream().map(m -> m.name()).toList());
    assertThat(ReleaseFingerprints.probes())
        .extracting(ReleaseFingerprints.Probe::key)
        .doesNotHaveDuplicates();
  }
}
