package org.ldpbench.partition;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;

/**
 * The max-edge partition of Ma &amp; Yang (Algorithm 1) as coded in the authors' splitter
 * {@code igmaxedge} (spec/lpct.md §2.2–2.3). Starting from [0,1]^d, breadth first, each cell is
 * cut at the midpoint of one of its longest edges, the one whose cut has the largest impurity
 * gain on the public sample (ties: smallest dimension).
 *
 * <p>With {@code fullTree = false} (the code's behaviour, our default) a cell becomes a leaf if
 * any of: (a) it holds ≤ {@code minSamplesSplit} public points; (b) its depth is {@code maxDepth};
 * (c) it holds ≤ {@code minSamplesSplit} distinct public (x, y) rows; (d) the chosen cut would leave
 * fewer than {@code minSamplesLeaf} public points on a side. Only the top max(1, ⌊(m+5)/10⌋) of the
 * m candidate cuts are tried, as in the code (one for d ≤ 14).
 *
 * <p>With {@code fullTree = true} (JMLR Algorithm 1) every cell is cut until {@code maxDepth}, giving
 * exactly 2^maxDepth leaves, empty cells included.
 *
 * <p>A gain that comes out negative by floating-point error only (|gain| &lt; 1e−12) counts as 0,
 * so a candidate is never dropped for rounding; the authors' code can drop it (spec §2.3, quirk).
 *
 * <p>With {@link EdgeRule#RANDOM} (LPCT-R, the random max-edge partition of Cai et al.; spec §2.4)
 * the cut dimension is drawn uniformly among the longest edges from the public randomness, public
 * labels are ignored, and the sample-count stopping rules still apply to the public counts (a
 * drawn cut that leaves fewer than {@code minSamplesLeaf} points on a side makes the cell a leaf).
 */
public final class MaxEdgePartitioner implements Partitioner {

    /** How the cut dimension is chosen among the longest edges. */
    public enum EdgeRule {
        /** The largest impurity gain on the public sample (ties: smallest dimension). */
        IMPURITY,
        /** Uniformly at random, from the public randomness. */
        RANDOM
    }

    /** Gains above −GAIN_TOLERANCE are rounding noise around 0. */
    static final double GAIN_TOLERANCE = 1e-12;

    private final int maxDepth;
    private final SplitCriterion criterion;
    private final int minSamplesSplit;
    private final int minSamplesLeaf;
    private final boolean fullTree;
    private final EdgeRule edgeRule;

    /** The impurity-guided partitioner (see the full constructor). */
    public MaxEdgePartitioner(int maxDepth, SplitCriterion criterion, int minSamplesSplit, int minSamplesLeaf,
            boolean fullTree) {
        this(maxDepth, criterion, minSamplesSplit, minSamplesLeaf, fullTree, EdgeRule.IMPURITY);
    }

    /**
     * @param maxDepth depth p ≥ 0 of the deepest allowed cell
     * @param criterion impurity used to rank the longest edges
     * @param minSamplesSplit cells with at most this many public points (or distinct rows) are leaves
     * @param minSamplesLeaf each child of a cut needs at least this many public points
     * @param fullTree ignore the sample-count rules and always cut to {@code maxDepth}
     * @param edgeRule how the cut dimension is chosen among the longest edges
     */
    public MaxEdgePartitioner(int maxDepth, SplitCriterion criterion, int minSamplesSplit, int minSamplesLeaf,
            boolean fullTree, EdgeRule edgeRule) {
        if (maxDepth < 0 || maxDepth > 30) {
            throw new IllegalArgumentException("maxDepth must be in 0..30, got " + maxDepth);
        }
        if (minSamplesSplit < 0 || minSamplesLeaf < 0) {
            throw new IllegalArgumentException("minimum sample counts must be >= 0");
        }
        this.maxDepth = maxDepth;
        this.criterion = java.util.Objects.requireNonNull(criterion);
        this.minSamplesSplit = minSamplesSplit;
        this.minSamplesLeaf = minSamplesLeaf;
        this.fullTree = fullTree;
        this.edgeRule = java.util.Objects.requireNonNull(edgeRule);
    }

    @Override
    public TreePartition build(Dataset publicSample, RandomGenerator publicRandomness) {
        return new Builder(publicSample, publicRandomness).build();
    }

    /** One build; holds the growing node arrays. */
    private final class Builder {
        private final int d;
        private final double[] x;
        private final int[] y;
        private final int classes;
        private final NodeArrays nodes;
        private final RandomGenerator randomness;

        Builder(Dataset publicSample, RandomGenerator randomness) {
            this.randomness = randomness;
            this.d = publicSample.dimension();
            this.x = publicSample.features().copyRowMajor();
            ClassLabels labels = publicSample.classLabels();
            this.y = labels.copyLabels();
            this.classes = labels.classes();
            this.nodes = new NodeArrays(d);
        }

        TreePartition build() {
            double[] rootLower = new double[d];
            double[] rootUpper = new double[d];
            Arrays.fill(rootUpper, 1.0);
            int[] all = new int[y.length];
            for (int i = 0; i < all.length; i++) {
                all[i] = i;
            }
            ArrayDeque<Pending> queue = new ArrayDeque<>();
            queue.add(new Pending(nodes.add(-1, 0, rootLower, rootUpper), all));
            while (!queue.isEmpty()) {
                Pending cell = queue.poll();
                Cut cut = chooseCut(cell);
                if (cut == null) {
                    nodes.makeLeaf(cell.node);
                    continue;
                }
                int node = cell.node;
                int childDepth = nodes.depth(node) + 1;
                double[] lo = nodes.lower(node);
                double[] hi = nodes.upper(node);
                double[] leftUpper = hi.clone();
                leftUpper[cut.dimension] = cut.threshold;
                double[] rightLower = lo.clone();
                rightLower[cut.dimension] = cut.threshold;
                int leftNode = nodes.add(node, childDepth, lo, leftUpper);
                int rightNode = nodes.add(node, childDepth, rightLower, hi);
                nodes.makeInner(node, cut.dimension, cut.threshold, leftNode, rightNode);
                queue.add(new Pending(leftNode, cut.leftIndices));
                queue.add(new Pending(rightNode, cut.rightIndices));
            }
            return nodes.toPartition();
        }

        /** The cut of {@code cell}, or null if it is a leaf. */
        private Cut chooseCut(Pending cell) {
            int n = cell.indices.length;
            if (nodes.depth(cell.node) >= maxDepth) {
                return null;
            }
            if (!fullTree && (n <= minSamplesSplit || distinctRowsAtMost(cell.indices, minSamplesSplit))) {
                return null;
            }
            double[] lo = nodes.lower(cell.node);
            double[] hi = nodes.upper(cell.node);
            double longest = 0.0;
            for (int k = 0; k < d; k++) {
                longest = Math.max(longest, hi[k] - lo[k]);
            }
            int[] parentCounts = classCounts(cell.indices);
            Cut[] candidates = new Cut[d];
            int m = 0;
            for (int k = 0; k < d; k++) {
                if (hi[k] - lo[k] == longest) {
                    candidates[m++] = evaluate(cell.indices, parentCounts, k, 0.5 * (lo[k] + hi[k]));
                }
            }
            if (edgeRule == EdgeRule.RANDOM) {
                Cut drawn = candidates[m == 1 ? 0 : randomness.nextInt(m)];
                boolean allowed = fullTree
                        || drawn.leftIndices.length >= minSamplesLeaf && drawn.rightIndices.length >= minSamplesLeaf;
                return allowed ? drawn : null;
            }
            Cut[] ranked = Arrays.copyOf(candidates, m);
            // stable: equal gains keep ascending dimension order (JMLR: ties go to the smallest index)
            Arrays.sort(ranked, (a, b) -> Double.compare(b.gain, a.gain));
            int kept = Math.max(1, (m + 5) / 10);
            for (int r = 0; r < kept; r++) {
                Cut cut = ranked[r];
                if (fullTree) {
                    return cut;
                }
                if (cut.gain < 0) {
                    continue;
                }
                if (cut.leftIndices.length >= minSamplesLeaf && cut.rightIndices.length >= minSamplesLeaf) {
                    return cut;
                }
            }
            return null;
        }

        private Cut evaluate(int[] indices, int[] parentCounts, int dimension, double threshold) {
            int[] leftCounts = new int[classes];
            int leftSize = 0;
            for (int i : indices) {
                if (x[i * d + dimension] < threshold) {
                    leftCounts[y[i]]++;
                    leftSize++;
                }
            }
            int[] leftIndices = new int[leftSize];
            int[] rightIndices = new int[indices.length - leftSize];
            int l = 0;
            int r = 0;
            for (int i : indices) {
                if (x[i * d + dimension] < threshold) {
                    leftIndices[l++] = i;
                } else {
                    rightIndices[r++] = i;
                }
            }
            double gain = criterion.gain(parentCounts, leftCounts);
            if (gain < 0 && gain > -GAIN_TOLERANCE) {
                gain = 0.0;
            }
            return new Cut(dimension, threshold, gain, leftIndices, rightIndices);
        }

        private int[] classCounts(int[] indices) {
            int[] counts = new int[classes];
            for (int i : indices) {
                counts[y[i]]++;
            }
            return counts;
        }

        /** True if the cell's public rows (x, y) take at most {@code limit} distinct values. */
        private boolean distinctRowsAtMost(int[] indices, int limit) {
            Set<Row> seen = new HashSet<>();
            for (int i : indices) {
                seen.add(new Row(Arrays.copyOfRange(x, i * d, i * d + d), y[i]));
                if (seen.size() > limit) {
                    return false;
                }
            }
            return true;
        }
    }

    private record Pending(int node, int[] indices) {
    }

    private record Cut(int dimension, double threshold, double gain, int[] leftIndices, int[] rightIndices) {
    }

    private record Row(double[] x, int y) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Row other && y == other.y && Arrays.equals(x, other.x);
        }

        @Override
        public int hashCode() {
            return 31 * Arrays.hashCode(x) + y;
        }
    }
}
