package org.ldpbench.method.cube;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A predict call's per-cube decisions: each cube decided once, the same answers as deciding at every point. */
class DecidedCubesTest {

    @Test
    void answersAsAFreshDecisionAtEveryPointAndDecidesEachCubeOnce() {
        SplittableRandom rng = new SplittableRandom(3);
        List<Long> asked = new ArrayList<>();
        DecidedCubes decided = new DecidedCubes(key -> {
            asked.add(key);
            return Math.sin(key) * 1e3; // any pure function of the key
        });
        long key = 0;
        int runs = 0;
        for (int i = 0; i < 20_000; i++) {
            if (rng.nextInt(4) == 0) { // runs of equal keys, as a row-major test grid gives, and returns to old cubes
                key = rng.nextInt(50);
                runs++;
            }
            assertThat(decided.of(key)).isEqualTo(Math.sin(key) * 1e3);
        }
        assertThat(asked).doesNotHaveDuplicates();
        assertThat(decided.size()).isEqualTo(asked.size()).isEqualTo(50);
        assertThat(runs).isGreaterThan(50);
    }
}
