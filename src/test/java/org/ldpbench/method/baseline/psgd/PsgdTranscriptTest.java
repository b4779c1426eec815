package org.ldpbench.method.baseline.psgd;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The coordinates of PSGD's release are what the privacy audit compares between neighbouring
 * samples; the curator uses the final parameters, so no fit or golden output would notice a message
 * left out of them. They must be the messages in order, or the final parameters when the transcript
 * was too large to keep.
 */
class PsgdTranscriptTest {

  @Test
  void coordinatesAreTheMessagesInOrder() {
    PsgdTranscript release =
        new PsgdTranscript(
            List.of(new double[] {1, 2}, new double[] {3}, new double[] {4, 5, 6}),
            new double[] {9, 9});

    assertThat(release.coordinates()).containsExactly(1, 2, 3, 4, 5, 6);
  }

  @Test
  void withoutATranscriptTheyAreACopyOfTheFinalParameters() {
    double[] parameters = {0.5, -1};
    PsgdTranscript release = new PsgdTranscript(null, parameters);

    double[] coordinates = release.coordinates();
    coordinates[0] = 42;

    assertThat(release.coordinates()).containsExactly(0.5, -1);
  }
}
