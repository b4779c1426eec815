package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * DT-HIST's bin sums are scaled by 1/(n·h^d) (h the side of a bin), which is also their declared L2
 * sensitivity. The scale and the sensitivity move together, so a wrong scale leaves the release a
 * rescaled private one that no audit layer fails; this pins the scale itself.
 */
class HistogramMechanismTest {

  @Test
  void theBinSumsAreScaledByOneOverNTimesTheBinVolume() {
    ShiftedGrid grid = new ShiftedGrid(2, 0.25, 0); // 4 x 4 bins of side 0.25
    HistogramMechanism mechanism =
        new HistogramMechanism(grid, 10, new PrivacyBudget(1.0, 1e-4), true);

    Sensitivity declared = mechanism.perturbations().get(0).sensitivity();

    assertThat(declared.norm()).isEqualTo(Sensitivity.Norm.L2);
    assertThat(declared.bound()).isCloseTo(1.0 / (10 * 0.25 * 0.25), within(1e-12));
  }
}
