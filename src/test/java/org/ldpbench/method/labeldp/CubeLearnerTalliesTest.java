package org.ldpbench.method.labeldp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.StreamedRows;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.testing.AwkwardCubeRows;

/**
 * The cube learners' tallies (class counts; count and clipped sum) against the per-row tallies they
 * had before the bulk keys and counts, kept here as the oracles: every cube's statistics bit for
 * bit, per chunk and over a chunked pass, with values on cube boundaries and outside [0, 1], on
 * lattices counted in an array and in the hash table.
 */
class CubeLearnerTalliesTest {

  @Test
  void classCountsAndClippedSumsAreThoseOfThePerRowTallies() {
    // d, h, rows, chunk rows, classes: h = 1/131 in d = 2 is 134^2 cubes x 2 classes (ZH-1 at N =
    // 2e8 has 133^2),
    // counted in an array for chunks of 65,536 rows and in the hash table for chunks of 4,000
    Object[][] cases = {
      {1, 0.05, 20_000, 4_096, 2},
      {2, 0.05, 150_000, 65_536, 2},
      {2, 1.0 / 131, 140_000, 65_536, 2},
      {2, 1.0 / 131, 12_000, 4_000, 2},
      {2, 0.02, 70_000, 65_536, 5},
      {3, 0.2, 30_000, 7_000, 3},
      {4, 0.4, 9_000, 3_000, 2},
      {2, 1.0, 5, 2, 4}
    };
    for (Object[] c : cases) {
      int d = (int) c[0];
      double h = (double) c[1];
      int classes = (int) c[4];
      CubeLattice lattice = CubeLattice.of(d, h, true, new SplittableRandom(d * 7 + classes));
      StreamedRows rows =
          AwkwardCubeRows.of(lattice, (int) c[2], (int) c[3], classes, d * 13 + classes);
      String what = "d " + d + ", h " + h + ", chunks of " + c[3];
      same(
          CubeLearner.classCounts(rows, lattice, classes),
          CubeTallies.overChunks(
              rows, (chunk, first) -> classCountsOracle(chunk, lattice, classes)),
          lattice,
          "class counts, " + what);
      same(
          CubeLearner.clippedSums(rows, lattice, 1.5),
          CubeTallies.overChunks(rows, (chunk, first) -> clippedSumsOracle(chunk, lattice, 1.5)),
          lattice,
          "clipped sums, " + what);
      Dataset whole = rows.materialize();
      same(
          CubeLearner.classCounts(whole, lattice, classes),
          classCountsOracle(whole, lattice, classes),
          lattice,
          "class counts in memory, " + what);
      same(
          CubeLearner.clippedSums(whole, lattice, 0.5),
          clippedSumsOracle(whole, lattice, 0.5),
          lattice,
          "clipped sums in memory, " + what);
    }
  }

  private static void same(
      CubeTallies actual, CubeTallies expected, CubeLattice lattice, String what) {
    assertThat(actual.occupied()).as(what).isEqualTo(expected.occupied());
    for (long key = -1; key <= lattice.keyBound(); key++) {
      assertThat(actual.of(key)).as("%s, key %d", what, key).containsExactly(expected.of(key));
    }
  }

  /** The per-row class counts that CubeLearner.classCounts computed before. */
  private static CubeTallies classCountsOracle(Dataset records, CubeLattice lattice, int classes) {
    ClassLabels labels = records.classLabels();
    CubeTallies t = CubeTallies.forKeysBelow(lattice.keyBound(), classes);
    for (int i = 0; i < records.size(); i++) {
      t.add(lattice.cubeKey(records.features(), i), labels.label(i), 1.0);
    }
    return t;
  }

  /** The per-row count and clipped sum that CubeLearner.clippedSums computed before. */
  private static CubeTallies clippedSumsOracle(Dataset records, CubeLattice lattice, double clip) {
    CubeTallies t = CubeTallies.forKeysBelow(lattice.keyBound(), 2);
    for (int i = 0; i < records.size(); i++) {
      long key = lattice.cubeKey(records.features(), i);
      t.add(key, 0, 1.0);
      t.add(key, 1, Math.max(-clip, Math.min(clip, records.targets().value(i))));
    }
    return t;
  }
}
