package org.ldpbench.method.bb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.AwkwardCubeRows;

/**
 * BB's exact window sums (the statistic its noise is added to) against the per-row tally it had
 * before the bulk keys and counts, kept here as the oracle: bit for bit, on streamed samples whose
 * halves split inside a chunk, with values on cube boundaries and outside [0, 1], on lattices
 * counted in an array and in the hash table.
 */
class BbTalliesTest {

  @Test
  void theWindowSumsAreThoseOfThePerRowTally() {
    // d, h, rows, chunk rows: h = 1/127 in d = 2 has 130^2 cubes, counted in an array for chunks of
    // 65,536 rows
    // and in the hash table for chunks of 2,000
    Object[][] cases = {
      {1, 0.1, 30_001, 4_096},
      {2, 0.136, 200_003, 65_536},
      {2, 1.0 / 127, 140_001, 65_536},
      {2, 1.0 / 127, 9_999, 2_000},
      {3, 0.3, 20_000, 3_000},
      {4, 0.45, 12_345, 5_000},
      {2, 1.0, 7, 3}
    };
    for (Object[] c : cases) {
      int d = (int) c[0];
      double h = (double) c[1];
      CubeLattice lattice = CubeLattice.of(d, h, true, new SplittableRandom(d + 17));
      StreamedRows rows =
          AwkwardCubeRows.of(lattice, (int) c[2], (int) c[3], 2, d * 100 + (int) c[3]);
      BbMechanism bb = new BbMechanism(lattice, PrivacyBudget.pure(1), false);
      double[] exact = bb.perturbations().get(0).statistic().of(new PrivateSample(rows));
      assertThat(exact).as("d %d, h %s, n %s", d, h, c[2]).containsExactly(oracle(rows, lattice));
    }
  }

  /**
   * The window sums from the per-row tally (cubeKey and add per row) that BbMechanism used before.
   */
  private static double[] oracle(SampleRows records, CubeLattice lattice) {
    int n1 = BbMechanism.firstHalf(records.size());
    CubeTallies cubes =
        CubeTallies.overChunks(
            records,
            (chunk, first) -> {
              ClassLabels labels = chunk.classLabels();
              CubeTallies t = CubeTallies.forKeysBelow(lattice.keyBound(), 2);
              for (int i = 0; i < chunk.size(); i++) {
                long key = lattice.cubeKey(chunk.features(), i);
                if (first + i < n1) {
                  t.add(key, 0, 1.0);
                } else if (labels.label(i) == 1) {
                  t.add(key, 1, 1.0);
                }
              }
              return t;
            });
    return new LazyCubeRelease(
            lattice,
            lattice.allKeys(),
            window -> { // every window from its cubes
              double[] sums = new double[2];
              for (long cube : lattice.cubesOfWindow(window)) {
                if (cube >= 0) {
                  double[] t = cubes.of(cube);
                  sums[0] += t[0];
                  sums[1] += t[1];
                }
              }
              return sums;
            },
            2,
            (exact, rng) -> exact,
            0L)
        .coordinates();
  }
}
