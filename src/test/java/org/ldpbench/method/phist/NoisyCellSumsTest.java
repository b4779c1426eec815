package org.ldpbench.method.phist;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the privacy audit reads of a PHIST release ({@link NoisyCellSums#coordinates()}) is what the
 * curator reads ({@link NoisyCellSums#sums}), cell by cell in the documented order: otherwise the
 * audit would measure numbers the curator never sees. Added for {@code make mutation} (a mutant
 * that listed the wrong cells survived the audit and golden tests: docs/mutation.md). The release
 * takes over the map it is given (its values become the released sums), so the tests hand it a
 * mutable copy.
 */
class NoisyCellSumsTest {

  @Test
  void coordinatesListEveryCellsExactSumsFirstAxisSlowest() {
    GridIndexer indexer = new GridIndexer(2, 3);
    NoisyCellSums release =
        new NoisyCellSums(
            indexer,
            new HashMap<>(
                Map.of(
                    indexer.cellOfBins(new int[] {0, 2}),
                    new double[] {3, 1},
                    indexer.cellOfBins(new int[] {2, 1}),
                    new double[] {2, 2})),
            PhistNoise.none());
    double[] expected = new double[18];
    expected[2] = 3; // cell (0, 2): index 0·3 + 2; its count, then its label sum 9 places later
    expected[9 + 2] = 1;
    expected[7] = 2; // cell (2, 1): index 2·3 + 1
    expected[9 + 7] = 2;
    assertThat(release.coordinates()).containsExactly(expected);
  }

  @Test
  void theNoisyCoordinatesAreTheSumsTheCuratorReads() {
    GridIndexer indexer = new GridIndexer(2, 4);
    NoisyCellSums release =
        new NoisyCellSums(
            indexer,
            new HashMap<>(Map.of(indexer.cellOfBins(new int[] {1, 3}), new double[] {5, 4})),
            new PhistNoise(PhistNoise.Mode.AGGREGATE, 1.0, 5, 42L));
    double[] coordinates = release.coordinates();
    assertThat(coordinates).hasSize(32);
    for (int a = 0; a < 4; a++) {
      for (int b = 0; b < 4; b++) {
        double[] sums = release.sums(indexer.cellOfBins(new int[] {a, b}));
        assertThat(new double[] {coordinates[4 * a + b], coordinates[16 + 4 * a + b]})
            .as("cell (%d, %d)", a, b)
            .containsExactly(sums);
      }
    }
  }
}
