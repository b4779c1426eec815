package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.testing.MethodFits;

/** Route once: equal cells on the same data share one routing; other cells or data do not. */
class RoutingMemoTest {

    static final DataSplit SPLIT = MethodFits.maYang(0.5, 2000, 60, 100, 3);

    static TreePartition partition(Dataset publicSample, int depth) {
        return new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false).build(publicSample,
                new SplittableRandom(1));
    }

    @Test
    void equalCellsBuiltTwiceAreRoutedOnce() {
        Dataset privateSample = SPLIT.privateSample();
        TreePartition first = partition(SPLIT.publicTrain(), 4);
        TreePartition again = partition(SPLIT.publicTrain(), 4);
        TreePartition deeper = partition(SPLIT.publicTrain(), 5);
        assertThat(again).isNotSameAs(first);
        assertThat(again.sameCells(first)).isTrue();
        assertThat(deeper.sameCells(first)).isFalse();

        AtomicInteger routed = new AtomicInteger();
        java.util.function.Supplier<LeafSums> route = () -> {
            routed.incrementAndGet();
            return LeafTally.route(first, privateSample);
        };
        Dataset fresh = new Dataset(privateSample.features(), privateSample.targets());
        RoutingMemo.TALLIES.get(fresh, first, route);
        RoutingMemo.TALLIES.get(fresh, again, route);
        assertThat(routed).hasValue(1);
        RoutingMemo.TALLIES.get(fresh, deeper, () -> {
            routed.incrementAndGet();
            return LeafTally.route(deeper, privateSample);
        });
        // another sample object with the same content is another key: identity, never content
        RoutingMemo.TALLIES.get(new Dataset(privateSample.features(), privateSample.targets()), first, route);
        assertThat(routed).hasValue(3);
    }

    @Test
    void theTallyHandedOutIsACopyThatNoiseCannotSpoil() {
        Dataset privateSample = new Dataset(SPLIT.privateSample().features(), SPLIT.privateSample().targets());
        TreePartition cells = partition(SPLIT.publicTrain(), 3);
        LeafSums exact = LeafTally.route(cells, privateSample);
        LeafSums first = LeafTally.of(cells, privateSample);
        first.su()[0] += 1000; // what the aggregate randomizer does with its noise
        LeafSums second = LeafTally.of(cells, privateSample);
        assertThat(second.su()).containsExactly(exact.su());
        assertThat(second.sv()).containsExactly(exact.sv());
        assertThat(second.users()).isEqualTo(2000);
    }
}
