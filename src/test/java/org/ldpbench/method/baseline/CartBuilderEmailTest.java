package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.data.real.DescriptorReader;
import org.ldpbench.data.real.RawDataLocator;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;
import org.ldpbench.testing.Slow;

/**
 * {@link CartBuilder} grows CT-W's and CT-Q's trees on Email (the sparse data set it was made fast
 * for: d = 3000 word counts) exactly as {@link ReferenceCartBuilder} does, replications 0 and 1 of
 * Table 2 at depth 16. Skipped without the raw data file.
 */
@Slow
class CartBuilderEmailTest {

  @Test
  void sameTreesOnEmail() throws java.io.IOException {
    RawDataLocator locator = RawDataLocator.standard();
    assumeTrue(
        DescriptorReader.all(DescriptorReader.DIRECTORY).get("email").files().stream()
            .allMatch(f -> locator.find(f) != null),
        "Email's raw data file not found");
    ExperimentSpec spec =
        SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"), new Memo());
    int compared = 0;
    for (ExperimentPlan.Unit unit : ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).units()) {
      Object dataset = unit.data().points().get(0).get("dataset");
      Object epsilon = unit.data().points().get(0).get("epsilon");
      if (!"email".equals(String.valueOf(dataset))
          || unit.replication() > 1
          || !"0.5".equals(String.valueOf(epsilon))) {
        continue;
      }
      DataSplit split = unit.data().source().draw(unit.sampleStreams());
      for (Dataset training :
          new Dataset[] {
            CartMethod.concatenate(split.publicTrain(), split.privateSample()), split.publicTrain()
          }) {
        CartTree expected =
            new ReferenceCartBuilder(16).build(training.features(), training.classLabels());
        CartTree actual = new CartBuilder(16).build(training.features(), training.classLabels());
        assertThat(expected.nodeCount()).isGreaterThan(20);
        assertThat(CartBuilderEquivalenceTest.difference(expected, actual)).isNull();
        compared++;
      }
    }
    assertThat(compared).isEqualTo(4);
  }
}
