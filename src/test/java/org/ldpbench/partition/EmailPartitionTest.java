package org.ldpbench.partition;

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
 * On Email (the sparse data set the rules were made fast for: 3000 word counts), the max-edge and
 * quantile growths give node for node the partitions of the dense rules ({@link ReferenceCutRules},
 * {@link ReferenceTreeGrower}), on the private rows LPCT-HEAD grows on and on the public rows, at
 * depths 4 and 16, with the rules' defaults (entropy, minSamplesSplit = minSamplesLeaf = 1).
 * Skipped without the raw data file.
 */
@Slow
class EmailPartitionTest {

  @Test
  void samePartitionsOnEmail() throws java.io.IOException {
    RawDataLocator locator = RawDataLocator.standard();
    assumeTrue(
        DescriptorReader.all(DescriptorReader.DIRECTORY).get("email").files().stream()
            .allMatch(f -> locator.find(f) != null),
        "Email's raw data file not found");
    ExperimentSpec spec =
        SpecParser.parse(Path.of("experiments/ma-yang/table2-ablations.yaml"), new Memo());
    ExperimentPlan.Unit unit =
        ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL).units().stream()
            .filter(u -> "email".equals(String.valueOf(u.data().points().get(0).get("dataset"))))
            .findFirst()
            .orElseThrow();
    DataSplit split = unit.data().source().draw(unit.sampleStreams());
    int compared = 0;
    for (Dataset sample : new Dataset[] {split.privateSample(), split.publicTrain()}) {
      PartitionGrowth maxEdge =
          new MaxEdgePartitioner(0, SplitCriterion.ENTROPY, 1, 1, false).growth(sample);
      PartitionGrowth quantile =
          new QuantileCriterionPartitioner(0, SplitCriterion.ENTROPY, 1, 1, false).growth(sample);
      for (int depth : new int[] {4, 16}) {
        PartitionGrowthTest.assertSame(
            maxEdge.atDepth(depth),
            new ReferenceTreeGrower(depth, 1, 1, false)
                .grow(PublicPoints.of(sample), ReferenceCutRules.maxEdge(SplitCriterion.ENTROPY)),
            "max-edge, depth " + depth);
        TreePartition expected =
            new ReferenceTreeGrower(depth, 1, 1, false)
                .grow(
                    PublicPoints.of(sample),
                    ReferenceCutRules.quantile(
                        SplitCriterion.ENTROPY,
                        QuantileCriterionPartitioner.DEFAULT_SEARCH_NUMBER));
        PartitionGrowthTest.assertSame(
            quantile.atDepth(depth), expected, "quantile, depth " + depth);
        assertThat(expected.leafCount()).isGreaterThan(4);
        compared++;
      }
    }
    assertThat(compared).isEqualTo(4);
  }
}
