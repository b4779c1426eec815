package org.ldpbench.method.labeldp;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;

/**
 * The coordinates of a label-LDP release are what the privacy audit compares between neighbouring
 * samples; the curators read the record's fields instead, so no fit or golden output would notice a
 * coordinate left out. They must list every feature, row by row, then every privatized label.
 */
class NoisyLabelsTest {

  @Test
  void coordinatesListTheFeaturesRowByRowThenThePrivatizedLabels() {
    Features features = Features.of(new double[][] {{1, 2}, {3, 4}, {5, 6}});
    NoisyLabels release = new NoisyLabels(features, new double[] {-0.5, 0.25, 7});

    assertThat(release.coordinates()).containsExactly(1, 2, 3, 4, 5, 6, -0.5, 0.25, 7);
  }
}
