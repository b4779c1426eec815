package org.ldpbench.partition;

import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;

/**
 * The random max-edge partition of Cai et al. (2023), LPCT-R in Ma &amp; Yang (spec/lpct.md §2.4;
 * the authors' splitter {@code maxedge}, {@code MaxEdgeRandomSplitter}): each cell is cut at the
 * midpoint of one of its longest edges chosen <em>uniformly at random</em>; public labels are not
 * looked at. The authors' sample-count stopping rules on public counts still apply (see {@link
 * TreeGrower}): in particular, if the drawn edge leaves fewer than {@code minSamplesLeaf} public
 * points on a side the cell is a leaf (no second draw, as in the code).
 *
 * <p>The draws come from the public randomness passed to {@link #build}, one uniform choice per
 * cell that gets that far (breadth-first order), so the partition is a function of the public
 * sample and that stream only: independent of the private data, the privacy noise and ε.
 */
public final class RandomMaxEdgePartitioner implements Partitioner {

  private final TreeGrower grower;

  /**
   * @param maxDepth depth p ≥ 0 of the deepest allowed cell
   * @param minSamplesSplit cells with at most this many public points (or distinct rows) are leaves
   * @param minSamplesLeaf each child of a cut needs at least this many public points
   * @param fullTree ignore the sample-count rules and always cut to {@code maxDepth}
   */
  public RandomMaxEdgePartitioner(
      int maxDepth, int minSamplesSplit, int minSamplesLeaf, boolean fullTree) {
    this.grower = new TreeGrower(maxDepth, minSamplesSplit, minSamplesLeaf, fullTree);
  }

  @Override
  public TreePartition build(Dataset publicSample, RandomGenerator publicRandomness) {
    Objects.requireNonNull(publicRandomness, "publicRandomness");
    return grower.grow(
        PublicPoints.of(publicSample),
        (cell, lo, hi) -> {
          int[] longest = CutRule.longestEdges(lo, hi);
          int k =
              longest.length == 1 ? longest[0] : longest[publicRandomness.nextInt(longest.length)];
          return List.of(new Cut(k, 0.5 * (lo[k] + hi[k]), true));
        });
  }
}
