package org.ldpbench.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.testing.Fakes;

/**
 * One walk for several readers of a store: every visitor sees every trial of the plan in plan order
 * with the row {@link StoredTrials#indexOf(String)} finds, whatever order the store holds its rows
 * in (the guessed row is only a shortcut).
 */
class StoredRowsTest {

  private static final ExperimentPlan PLAN =
      ExperimentPlan.of(
          Fakes.parse(
              """
              name: test/rows
              seed: 5
              replications: 3
              data:
                synthetic: ma-yang-2d
                params: {gamma: 0.5, nPrivate: 200, nPublic: 20, nTest: 100}
              sweep:
                epsilon: [1, 8]
              methods:
                - name: LPCT
                  grid: {depth: [1, 2], lambda: [1, 10]}
              """,
              "rows.yaml"),
          ExperimentSpec.Profile.FULL);

  private record Seen(int replication, String label, String parameters, int row) {}

  private static List<String> keysInPlanOrder() {
    List<String> keys = new ArrayList<>();
    PLAN.forEachTrial((replication, method, point, key, parameters) -> keys.add(key));
    return keys;
  }

  @Test
  void everyVisitorSeesEveryTrialInPlanOrderWithItsRowWhateverTheStoreOrder() {
    List<String> keys = keysInPlanOrder();
    assertThat(keys).hasSize(3 * 2 * 4);
    // stored: all but every fifth trial, in plan order for the first half, shuffled after it
    List<String> storedKeys = new ArrayList<>();
    for (int i = 0; i < keys.size(); i++) {
      if (i % 5 != 0) {
        storedKeys.add(keys.get(i));
      }
    }
    Collections.shuffle(
        storedKeys.subList(storedKeys.size() / 2, storedKeys.size()), new Random(3));
    Map<String, Double> scores = new LinkedHashMap<>();
    for (int i = 0; i < storedKeys.size(); i++) {
      scores.put(storedKeys.get(i), i / 100.0);
    }
    StoredTrials stored = StoredTrials.fromScores("accuracy", scores);

    List<Seen> expected = new ArrayList<>();
    PLAN.forEachTrial(
        (replication, method, point, key, parameters) ->
            expected.add(
                new Seen(
                    replication, method.label(), parameters.canonical(), stored.indexOf(key))));
    List<Seen> first = new ArrayList<>();
    List<Seen> second = new ArrayList<>();
    StoredRows.walk(
        PLAN,
        stored,
        List.of(
            (replication, method, point, parameters, row) ->
                first.add(new Seen(replication, method.label(), parameters.canonical(), row)),
            (replication, method, point, parameters, row) ->
                second.add(new Seen(replication, method.label(), parameters.canonical(), row))));

    assertThat(first).isEqualTo(expected).isEqualTo(second);
    assertThat(first.stream().filter(s -> s.row() < 0)).hasSize((keys.size() + 4) / 5);
    for (int i = 0; i < keys.size(); i++) {
      int row = first.get(i).row();
      if (row >= 0) {
        assertThat(stored.value("accuracy", row)).isEqualTo(scores.get(keys.get(i)));
      }
    }
  }

  @Test
  void aGuessedRowIsTakenOnlyWhenItHoldsTheKey() {
    List<String> keys = keysInPlanOrder();
    Map<String, Double> scores = new LinkedHashMap<>();
    keys.forEach(k -> scores.put(k, 0.5));
    StoredTrials stored = StoredTrials.fromScores("accuracy", scores);
    for (int i = 0; i < keys.size(); i++) {
      int row = stored.indexOf(keys.get(i));
      assertThat(row).isGreaterThanOrEqualTo(0);
      for (int guess : new int[] {-1, 0, row, row + 1, keys.size(), Integer.MAX_VALUE}) {
        assertThat(stored.indexOf(keys.get(i), guess)).isEqualTo(row);
      }
    }
    assertThat(stored.indexOf("0123456789abcdef", 0)).isEqualTo(-1);
    assertThat(stored.indexOf("not a key", 0)).isEqualTo(-1);
  }
}
