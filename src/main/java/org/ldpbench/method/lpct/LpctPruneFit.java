package org.ldpbench.method.lpct;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Model;
import org.ldpbench.method.Predictions;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.TreePartition;

/**
 * One LPCT-prune release: the depth-p0 tree with its private leaf sums and public counts, and with
 * the fallback the depth-p_min tree and its sums. {@link #model} prunes with the chosen constants
 * (post-processing, no new noise); if the walk raises the fallback flag and the fallback was
 * released, the model is the private-only estimate η̃_P on the depth-p_min tree (Algorithm 2's
 * output in that case).
 *
 * <p>Diagnostics besides LPCT's: {@code p0}, {@code pMin}, {@code flag} (1 if the walk raised the
 * flag), {@code fallbackUsed}, {@code leavesPassed} (leaves whose walk stopped at a node passing
 * its test) and {@code meanLevelsClimbed}.
 */
final class LpctPruneFit implements Fit {

  private final TreePartition tree;
  private final NodeTotals totals;
  private final PruneContext context;
  private final TreePartition fallbackTree;
  private final LeafSums fallbackSums;
  private final RoutedPoints routing;
  private final RoutedPoints fallbackRouting;

  LpctPruneFit(
      TreePartition tree,
      LeafSums sums,
      PublicLeafCounts counts,
      PruneContext context,
      TreePartition fallbackTree,
      LeafSums fallbackSums) {
    this(tree, sums, counts, context, fallbackTree, fallbackSums, new Memo());
  }

  /**
   * @param memo the public half of the run's memo, where the routes of evaluation points are
   *     remembered
   */
  LpctPruneFit(
      TreePartition tree,
      LeafSums sums,
      PublicLeafCounts counts,
      PruneContext context,
      TreePartition fallbackTree,
      LeafSums fallbackSums,
      Memo memo) {
    this.tree = tree;
    this.totals = NodeTotals.of(tree, sums, counts);
    this.context = context;
    this.fallbackTree = fallbackTree;
    this.fallbackSums = fallbackSums;
    this.routing = new RoutedPoints(tree, memo);
    this.fallbackRouting = fallbackTree == null ? null : new RoutedPoints(fallbackTree, memo);
  }

  TreePartition partition() {
    return tree;
  }

  PruneContext context() {
    return context;
  }

  /** The depth-p_min tree of the fallback, or null. */
  TreePartition fallbackPartition() {
    return fallbackTree;
  }

  /** The sums of the fallback query, or null. */
  LeafSums fallbackSums() {
    return fallbackSums;
  }

  /** The pruning walk with the given constants. */
  LpctPruning.Result prune(PruneConstants constants) {
    return LpctPruning.prune(tree, totals, constants, context);
  }

  @Override
  public Model model(ParameterSet postProcessing) {
    LpctPruning.Result result = prune(postProcessing.get(LpctPruneMethod.CONSTANTS));
    boolean fallback = result.flag() && fallbackSums != null;
    Model inner =
        fallback
            ? new TreeClassifierModel(fallbackRouting, LpctCurator.privateOnly(fallbackSums))
            : new TreeClassifierModel(routing, result.decisions());
    Map<String, Double> extra = new LinkedHashMap<>();
    extra.put("p0", (double) context.p0());
    extra.put("pMin", (double) context.pMin());
    extra.put("flag", result.flag() ? 1.0 : 0.0);
    extra.put("fallbackUsed", fallback ? 1.0 : 0.0);
    extra.put("leavesPassed", (double) result.leavesPassed());
    extra.put("meanLevelsClimbed", result.meanLevelsClimbed());
    return new Model() {
      @Override
      public Predictions predict(Features points) {
        Predictions predictions = inner.predict(points);
        Map<String, Double> diagnostics = new LinkedHashMap<>(predictions.diagnostics());
        diagnostics.putAll(extra);
        return Predictions.ofLabels(predictions.labels(), diagnostics);
      }
    };
  }
}
