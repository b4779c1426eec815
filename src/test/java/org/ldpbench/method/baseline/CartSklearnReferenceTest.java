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
import java.util.Map;
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
import org.junit.jupiter.api.Test;

/**
 * CT-W and CT-Q against scikit-learn's DecisionTreeClassifier on identical rows (issue 18 item
 * 4a): {@code src/test/resources/reference/cart-sklearn.csv} holds sklearn 1.2.1's test accuracy
 * for every data set of Table 2, replications 0–2 and every max_depth of the grid, written once by
 * {@code tools/cart_reference.py} from the rows {@code ldpbench split} exports. Each cell must
 * agree within 0.005, except the cells listed in {@link #EXPLAINED} with the reason we verified.
 * Deterministic (no noise): a failure is a real difference. Skipped without the raw data files.
 */
@Slow
class CartSklearnReferenceTest {

    static final Path REFERENCE = Path.of("src/test/resources/reference/cart-sklearn.csv");
    static final double TOLERANCE = 0.005;

    /**
     * Cells allowed to differ, by "dataset" (all its cells) with the verified reason. Ties between
     * equally good splits go to the lowest feature index here and to sklearn's random feature order
     * there (random_state = 0); on data with many tied candidate splits (word counts, one-hot
     * columns) the trees then differ below the first tie.
     */
    static final Map<String, String> EXPLAINED = Map.of();

    @Test
    void ctwAndCtqAgreeWithSklearnCellByCell() throws IOException {
        assumeTrue(Files.exists(REFERENCE), "no reference file");
        RawDataLocator locator = RawDataLocator.standard();
        assumeTrue(DescriptorReader.all(DescriptorReader.DIRECTORY).values().stream()
                .allMatch(d -> d.files().stream().allMatch(f -> locator.find(f) != null)), "raw data files not found");
        Map<String, Double> reference = new HashMap<>();
        for (String line : Files.readAllLines(REFERENCE, StandardCharsets.UTF_8)) {
            if (line.startsWith("#") || line.startsWith("dataset,")) {
                continue;
            }
            String[] f = line.split(",");
            reference.put(f[0] + "|" + f[1] + "|" + f[2] + "|" + f[3], Double.parseDouble(f[4]));
        }
        assertThat(reference).hasSizeGreaterThanOrEqualTo(11 * 3 * 2 * 12);
        ExperimentSpec spec = SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"), new Memo());
        ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
        List<String> disagreements = new ArrayList<>();
        int compared = 0;
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
                    String key = dataset + "|" + unit.replication() + "|" + variant.info().name() + "|" + depth;
                    Double theirs = reference.get(key);
                    assertThat(theirs).as("reference cell " + key).isNotNull();
                    int[] labels = fit.model(MethodFits.postParameters(method, Map.of("depth", depth)))
                            .predict(split.test().features()).labels();
                    double ours = MethodFits.accuracy(labels, split);
                    compared++;
                    if (Math.abs(ours - theirs) > TOLERANCE && !EXPLAINED.containsKey(dataset)) {
                        disagreements.add(String.format(java.util.Locale.ROOT, "%s: ours %.4f, sklearn %.4f", key,
                                ours, theirs));
                    }
                }
            }
        }
        assertThat(compared).isEqualTo(11 * 3 * 2 * 12);
        assertThat(disagreements).as("cells differing by more than " + TOLERANCE).isEmpty();
    }
}
