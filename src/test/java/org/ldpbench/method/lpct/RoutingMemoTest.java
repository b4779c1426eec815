package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;

/**
 * Route once: equal cells on the same data share one routing within a run; other cells, other data
 * or another run do not; what is handed out cannot spoil what is remembered.
 */
class RoutingMemoTest {

  static final DataSplit SPLIT = MethodFits.maYang(0.5, 2000, 60, 100, 3);

  static TreePartition partition(Dataset publicSample, int depth) {
    return new MaxEdgePartitioner(depth, SplitCriterion.ENTROPY, 1, 1, false)
        .build(publicSample, new SplittableRandom(1));
  }

  private static Dataset copyOf(Dataset sample) {
    return new Dataset(sample.features(), sample.targets());
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
    Supplier<LeafSums> route =
        () -> {
          routed.incrementAndGet();
          return LeafTally.route(first, privateSample);
        };
    Memo memo = new Memo();
    Dataset fresh = copyOf(privateSample);
    memo.get(RoutingMemo.TALLIES, fresh, first, route);
    memo.get(RoutingMemo.TALLIES, fresh, again, route);
    assertThat(routed).hasValue(1);
    memo.get(
        RoutingMemo.TALLIES,
        fresh,
        deeper,
        () -> {
          routed.incrementAndGet();
          return LeafTally.route(deeper, privateSample);
        });
    // another sample object with the same content is another key: identity, never content
    memo.get(RoutingMemo.TALLIES, copyOf(privateSample), first, route);
    assertThat(routed).hasValue(3);
    // another run's memo shares nothing
    new Memo().get(RoutingMemo.TALLIES, fresh, first, route);
    assertThat(routed).hasValue(4);
  }

  @Test
  void theRandomizerOfOneRunTalliesOnceAndItsNoiseCannotSpoilTheTally() {
    RunMemo run = new RunMemo();
    Dataset records = copyOf(SPLIT.privateSample());
    RecordAccess access = new RecordAccess();
    PrivateSample sample = run.privateSample(records, access);
    TreePartition cells = partition(SPLIT.publicTrain(), 3);
    LeafSums exact = LeafTally.route(cells, records);
    AtomicInteger routed = new AtomicInteger();
    LeafSums first =
        access.during(
            () ->
                sample.exact(
                    RoutingMemo.TALLIES,
                    cells,
                    rows -> {
                      routed.incrementAndGet();
                      return LeafTally.route(cells, rows);
                    }));
    first.su()[0] += 1000; // what the aggregate randomizer does with its noise
    // a second sample object over the same records, as the runner makes one per fit: same run, same
    // tally
    LeafSums second =
        access.during(
            () ->
                run.privateSample(records, access)
                    .exact(
                        RoutingMemo.TALLIES,
                        cells,
                        rows -> {
                          routed.incrementAndGet();
                          return LeafTally.route(cells, rows);
                        }));
    assertThat(routed).hasValue(1);
    assertThat(second).isNotSameAs(first);
    assertThat(second.su()).containsExactly(exact.su());
    assertThat(second.sv()).containsExactly(exact.sv());
    assertThat(second.users()).isEqualTo(2000);

    // the randomizer itself: two releases at different eps from one run's sample see the same exact
    // tally
    LeafSums one =
        access.during(
            () ->
                new LpctLocalRandomizer(cells, PrivacyBudget.pure(1.0))
                    .release(sample, new SplittableRandom(5)));
    LeafSums two =
        access.during(
            () ->
                new LpctLocalRandomizer(cells, PrivacyBudget.pure(1.0))
                    .release(sample, new SplittableRandom(5)));
    assertThat(two.su()).containsExactly(one.su());
    assertThat(routed).hasValue(1);
  }

  @Test
  void routesAreImmutableCopiesOfWhatTheyWereBuiltFrom() {
    int[] leaves = {0, 1, 2};
    boolean[] inside = {true, false, true};
    RoutedPoints.Routes routes = new RoutedPoints.Routes(leaves, inside);
    leaves[0] = 7;
    inside[1] = true;
    assertThat(routes.leaf(0)).isZero();
    assertThat(routes.inRootCell(1)).isFalse();
    assertThat(routes.size()).isEqualTo(3);
  }

  @Test
  void theRoutesOfEvaluationPointsAreSharedByTheFitsOfOneRunOnly() {
    Memo run = new Memo();
    TreePartition cells = partition(SPLIT.publicTrain(), 4);
    Features points = SPLIT.test().features();
    RoutedPoints.Routes a = new RoutedPoints(cells, run).route(points);
    RoutedPoints.Routes b = new RoutedPoints(partition(SPLIT.publicTrain(), 4), run).route(points);
    RoutedPoints.Routes other = new RoutedPoints(cells, new Memo()).route(points);
    assertThat(b).isSameAs(a);
    assertThat(other).isNotSameAs(a);
    for (int i = 0; i < points.rows(); i++) {
      assertThat(other.leaf(i)).isEqualTo(a.leaf(i));
    }
  }
}
