package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/** The random max-edge rule of LPCT-R: only longest edges are cut, at their midpoints, chosen at random. */
class RandomMaxEdgeTest {

    private static Dataset publicSample(int n, int d, long seed) {
        SplittableRandom rng = new SplittableRandom(seed);
        double[] x = new double[n * d];
        int[] y = new int[n];
        for (int i = 0; i < n; i++) {
            for (int k = 0; k < d; k++) {
                x[i * d + k] = rng.nextDouble();
            }
            y[i] = x[i * d] > 0.3 ? 1 : 0; // labels depend on x1 only: the impurity rule would always cut x1 first
        }
        return new Dataset(Features.wrap(x, n, d), ClassLabels.binary(y));
    }

    private static MaxEdgePartitioner random(int depth) {
        return new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false, MaxEdgePartitioner.EdgeRule.RANDOM);
    }

    @Test
    void everyCutHalvesALongestEdgeOfItsCell() {
        Dataset data = publicSample(300, 3, 1);
        for (long seed = 0; seed < 200; seed++) {
            TreePartition tree = random(5).build(data, new SplittableRandom(seed));
            for (int node = 0; node < tree.nodeCount(); node++) {
                if (tree.isLeaf(node)) {
                    continue;
                }
                int k = tree.splitDimension(node);
                double longest = 0;
                for (int j = 0; j < 3; j++) {
                    longest = Math.max(longest, tree.upper(node, j) - tree.lower(node, j));
                }
                assertThat(tree.upper(node, k) - tree.lower(node, k)).isEqualTo(longest);
                assertThat(tree.threshold(node)).isEqualTo(0.5 * (tree.lower(node, k) + tree.upper(node, k)));
            }
        }
    }

    @Test
    void theRootDimensionIsUniformAndIgnoresTheLabels() {
        Dataset data = publicSample(300, 3, 2);
        int[] counts = new int[3];
        int draws = 3000;
        for (long seed = 0; seed < draws; seed++) {
            counts[random(1).build(data, new SplittableRandom(seed)).splitDimension(0)]++;
        }
        // each count ~ Binomial(3000, 1/3): sd 25.8; 5 sd either side fails a correct rule with probability < 1e-6
        for (int count : counts) {
            assertThat(count).isBetween(1000 - 129, 1000 + 129);
        }
        // the impurity rule, by contrast, always cuts x1 here
        assertThat(new MaxEdgePartitioner(1, SplitCriterion.ENTROPY, 1, 1, false).build(data, new SplittableRandom(5))
                .splitDimension(0)).isZero();
    }

    @Test
    void theSamePublicRandomnessGivesTheSamePartition() {
        Dataset data = publicSample(200, 2, 3);
        Set<String> shapes = new HashSet<>();
        for (long seed = 0; seed < 20; seed++) {
            TreePartition a = random(4).build(data, new SplittableRandom(seed));
            TreePartition b = random(4).build(data, new SplittableRandom(seed));
            assertThat(describe(a)).isEqualTo(describe(b));
            shapes.add(describe(a));
        }
        assertThat(shapes).hasSizeGreaterThan(1);
    }

    private static String describe(TreePartition tree) {
        StringBuilder out = new StringBuilder();
        for (int node = 0; node < tree.nodeCount(); node++) {
            out.append(tree.splitDimension(node)).append(':').append(tree.threshold(node)).append(';');
        }
        return out.toString();
    }
}
