package org.ldpbench.method.distributed;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The coordinates of a server's kernel release are what the privacy audit compares between
 * neighbouring samples; the curator reads the record's fields instead, so no fit or golden output
 * would notice a bandwidth's values left out. They must be the centre, then every bandwidth's
 * values at every evaluation point, bandwidth by bandwidth.
 */
class KernelReleaseTest {

  @Test
  void coordinatesAreTheCentreThenEveryBandwidthsValues() {
    KernelRelease release =
        new KernelRelease(0.25, new double[][] {{1, 2, 3}, {4, 5, 6}}, new double[] {0.1, 0.2});

    assertThat(release.coordinates()).containsExactly(0.25, 1, 2, 3, 4, 5, 6);
  }

  @Test
  void withoutBandwidthsOnlyTheCentre() {
    assertThat(new KernelRelease(-1, new double[0][], new double[0]).coordinates())
        .containsExactly(-1);
  }
}
