package org.ldpbench.method.lpct;

import java.util.Map;
import org.ldpbench.data.Memo;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.TreePartition;

/**
 * One LPCT release: the public partition, the private leaf sums (null for LPCT-Q, which uses no
 * private data) and the public leaf counts. Each {@link #model} call is post-processing.
 */
public final class LpctFit implements Fit {

  private final LpctVariant variant;
  private final TreePartition partition;
  private final LeafSums sums;
  private final PublicLeafCounts counts;
  private final RoutedPoints routing;
  private final TheoryChoice theory;

  LpctFit(LpctVariant variant, TreePartition partition, LeafSums sums, PublicLeafCounts counts) {
    this(variant, partition, sums, counts, null);
  }

  LpctFit(
      LpctVariant variant,
      TreePartition partition,
      LeafSums sums,
      PublicLeafCounts counts,
      TheoryChoice theory) {
    this(variant, partition, sums, counts, theory, new Memo());
  }

  /**
   * @param memo the public half of the run's memo, where the routes of evaluation points are
   *     remembered
   */
  LpctFit(
      LpctVariant variant,
      TreePartition partition,
      LeafSums sums,
      PublicLeafCounts counts,
      TheoryChoice theory,
      Memo memo) {
    this.theory = theory;
    this.variant = variant;
    this.partition = partition;
    this.sums = sums;
    this.counts = counts;
    this.routing = new RoutedPoints(partition, memo);
  }

  public TreePartition partition() {
    return partition;
  }

  /** The curator's private input (null for LPCT-Q). */
  public LeafSums leafSums() {
    return sums;
  }

  public PublicLeafCounts publicCounts() {
    return counts;
  }

  @Override
  public Model model(ParameterSet postProcessing) {
    LpctCurator.LeafDecisions decisions =
        switch (variant) {
          case LPCT, LPCT_NP ->
              LpctCurator.weighted(sums, counts, postProcessing.get(LpctMethod.LAMBDA));
          case LPCT_P -> LpctCurator.privateOnly(sums);
          case LPCT_Q -> LpctCurator.publicOnly(counts);
          case LPCT_THEORY -> LpctCurator.weighted(sums, counts, theory.lambda());
        };
    return new TreeClassifierModel(
        routing,
        decisions,
        theory == null
            ? Map.of()
            : Map.of("theoryDepth", (double) theory.depth(), "theoryLambda", theory.lambda()));
  }
}
