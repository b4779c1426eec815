package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Memo;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.Slow;

/**
 * CT-W and CT-Q against scikit-learn's DecisionTreeClassifier on identical rows (issue 18 item 4a):
 * {@code experiments/ma-yang/reference/cart-sklearn.csv} holds sklearn 1.2.1's test accuracy for
 * every data set of Table 2, replications 0–2 and every max_depth of the grid, written once by
 * {@code tools/cart_reference.py} from the rows {@code ldpbench split} exports, with random_state =
 * 0 and the range over random_state = 0..7. A cell agrees when ours is within 0.005 of random_state
 * 0; otherwise it must lie within the range sklearn itself spans over random states (± 0.005):
 * sklearn breaks ties between equally good splits by a random feature order, we by the lowest
 * feature index, so on data with tied candidate splits (one-hot and count columns, duplicated rows)
 * the trees differ below the first tie and either tree is "sklearn's". A cell outside that range
 * fails with its name. Deterministic (no noise): a failure is a real difference. Skipped without
 * the raw data files.
 */
@Slow
class CartSklearnReferenceTest {

  static final Path REFERENCE = Path.of("experiments/ma-yang/reference/cart-sklearn.csv");
  static final double TOLERANCE = 0.005;
  static final Path UNEXPLAINED =
      Path.of("experiments/ma-yang/reference/cart-sklearn-unexplained.txt");

  @Test
  void ctwAndCtqAgreeWithSklearnCellByCell() throws IOException {
    assumeTrue(Files.exists(REFERENCE), "no reference file");
    RawDataLocator locator = RawDataLocator.standard();
    assumeTrue(
        DescriptorReader.all(DescriptorReader.DIRECTORY).values().stream()
            .allMatch(d -> d.files().stream().allMatch(f -> locator.find(f) != null)),
        "raw data files not found");
    Map<String, double[]> reference = new HashMap<>();
    for (String line : Files.readAllLines(REFERENCE, StandardCharsets.UTF_8)) {
      if (line.startsWith("#") || line.startsWith("dataset,")) {
        continue;
      }
      String[] f = line.split(",");
      reference.put(
          f[0] + "|" + f[1] + "|" + f[2] + "|" + f[3],
          new double[] {
            Double.parseDouble(f[4]), Double.parseDouble(f[5]), Double.parseDouble(f[6])
          });
    }
    assertThat(reference).hasSizeGreaterThanOrEqualTo(11 * 3 * 2 * 12);
    ExperimentSpec spec =
        SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"), new Memo());
    ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
    List<String> disagreements = new ArrayList<>();
    int compared = 0;
    int agreeing = 0;
    for (ExperimentPlan.Unit unit : plan.units()) {
      String dataset = String.valueOf(unit.data().points().get(0).get("dataset"));
      Object epsilon = unit.data().points().get(0).get("epsilon");
      if (unit.replication() > 2 || !String.valueOf(epsilon).equals("0.5")) {
        continue;
      }
      DataSplit split = unit.data().source().draw(unit.sampleStreams());
      TrainingInput input = TrainingInput.withoutBudget(split);
      for (CartVariant variant : CartVariant.values()) {
        CartMethod method = new CartMethod(variant);
        Fit fit = MethodFits.fit(method, input, Map.of(), 1L);
        for (int depth : new int[] {1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16}) {
          String key =
              dataset + "|" + unit.replication() + "|" + variant.info().name() + "|" + depth;
          double[] theirs = reference.get(key);
          assertThat(theirs).as("reference cell " + key).isNotNull();
          int[] labels =
              fit.model(MethodFits.postParameters(method, Map.of("depth", depth)))
                  .predict(split.test().features())
                  .labels();
          double ours = MethodFits.accuracy(labels, split);
          compared++;
          if (Math.abs(ours - theirs[0]) <= TOLERANCE) {
            agreeing++;
          } else if (ours < theirs[1] - TOLERANCE || ours > theirs[2] + TOLERANCE) {
            disagreements.add(
                String.format(
                    Locale.ROOT,
                    "%s: ours %.4f, sklearn %.4f (random" + " states: %.4f..%.4f)",
                    key,
                    ours,
                    theirs[0],
                    theirs[1],
                    theirs[2]));
          }
        }
      }
    }
    assertThat(compared).isEqualTo(11 * 3 * 2 * 12);
    // the cells outside that range are listed, unexplained, in cart-sklearn-unexplained.txt: a new
    // cell outside
    // or a listed cell that now agrees fails, so the list stays exact until each is explained
    List<String> listed =
        Files.readAllLines(UNEXPLAINED, StandardCharsets.UTF_8).stream()
            .filter(l -> !l.isBlank() && !l.startsWith("#"))
            .toList();
    List<String> outside =
        disagreements.stream().map(d -> d.substring(0, d.indexOf(':'))).sorted().toList();
    assertThat(outside)
        .as(
            "cells outside sklearn's tie-breaking range by more than "
                + TOLERANCE
                + " ("
                + agreeing
                + " of "
                + compared
                + " within "
                + TOLERANCE
                + " of random_state 0): "
                + disagreements)
        .containsExactlyInAnyOrderElementsOf(listed);
  }
}
