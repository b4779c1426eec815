package org.ldpbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.metric.Metric;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.testing.SweepPoints;

/**
 * A score edited in {@code trials.csv} to a value its metric cannot take (accuracy 5.0) is refused
 * when the store is read, naming the file and line (issue 17, gap 1), instead of being averaged
 * into a summary.
 */
class StoredScoreRangeTest {

  private static final List<String> AXES = List.of("epsilon");

  @TempDir Path temp;

  private Path store(String metric, double first, double second) throws IOException {
    Path directory = temp.resolve(metric);
    SweepPoint point = SweepPoints.of(Map.of("epsilon", 1.0));
    try (TrialStore store = TrialStore.open(directory, AXES, List.of(metric))) {
      store.append(
          List.of(
              new TrialRecord(
                  "0123456789abcdef",
                  "LPCT",
                  0,
                  point,
                  "depth=2",
                  Map.of(metric, first),
                  Map.of(),
                  1.0,
                  0.5,
                  null,
                  "LPCT@2",
                  "c1"),
              new TrialRecord(
                  "0123456789abcde0",
                  "LPCT",
                  1,
                  point,
                  "depth=2",
                  Map.of(metric, second),
                  Map.of(),
                  1.0,
                  0.5,
                  null,
                  "LPCT@2",
                  "c1")));
    }
    return directory;
  }

  @Test
  void anAccuracyAboveOneIsRefusedWithFileAndLine() throws IOException {
    Path directory = store("accuracy", 0.75, 0.5);
    Path trials = directory.resolve(TrialStore.TRIALS);
    assertThat(TrialStore.read(directory, AXES, List.of("accuracy")).scores("accuracy")).hasSize(2);
    Files.writeString(trials, Files.readString(trials).replace(",0.5,", ",5.0,"));
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, List.of("accuracy")))
        .isInstanceOf(UserError.class)
        .hasMessage(
            trials
                + ":3: accuracy '5.0' is not allowed; accuracy is in [0, 1]; the file was edited"
                + " or corrupted");
  }

  @Test
  void aNegativeOrNonNumericErrorIsRefusedButALargeOneIsKept() throws IOException {
    Path directory = store("mse", 12.5, 1e300);
    Path trials = directory.resolve(TrialStore.TRIALS);
    assertThat(TrialStore.read(directory, AXES, List.of("mse")).scores("mse"))
        .containsValues(12.5, 1e300);
    String text = Files.readString(trials);
    Files.writeString(trials, text.replace(",12.5,", ",-1,"));
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, List.of("mse")))
        .isInstanceOf(UserError.class)
        .hasMessage(
            trials
                + ":2: mse '-1' is not allowed; mse is in [0, +inf]; the file was edited or corrupted");
    Files.writeString(trials, text.replace(",12.5,", ",abc,"));
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, List.of("mse")))
        .isInstanceOf(UserError.class)
        .hasMessageStartingWith(trials + ":2: mse 'abc' is not allowed");
  }

  @Test
  void everyMetricsRangeFollowsFromItsDefinition() {
    for (Metric bounded : List.of(Metric.ACCURACY, Metric.F1, Metric.EXCESS_RISK)) {
      assertThat(bounded.isPossible(0.0)).isTrue();
      assertThat(bounded.isPossible(1.0)).isTrue();
      assertThat(bounded.isPossible(1.0000001)).isFalse();
      assertThat(bounded.isPossible(-1e-9)).isFalse();
      assertThat(bounded.isPossible(Double.NaN)).isFalse();
    }
    for (Metric squared : List.of(Metric.MSE, Metric.EXCESS_MSE)) {
      assertThat(squared.isPossible(1e300)).isTrue();
      assertThat(squared.isPossible(Double.POSITIVE_INFINITY)).isTrue();
      assertThat(squared.isPossible(-0.5)).isFalse();
      assertThat(squared.isPossible(Double.NaN)).isFalse();
    }
  }
}
