package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.ldpbench.testing.TestDatasets;

/**
 * The run-scoped memo: one computation per data object and argument while remembered, bounded per
 * object, by identity of the data object, copies of mutable values, nothing shared between memos;
 * the exact half of a run's memo reachable only through its private samples.
 */
class MemoTest {

  private static final MemoKey<Integer, double[]> ARRAYS =
      MemoKey.ofCopied("test arrays", Integer::equals, 2, double[]::clone);
  private static final MemoKey<Integer, String> TEXTS =
      MemoKey.ofImmutable("test texts", Integer::equals, 2);

  @Test
  void computesOncePerObjectAndArgumentAndHandsOutCopiesOfMutableValues() {
    Memo memo = new Memo();
    Object data = new Object();
    AtomicInteger computed = new AtomicInteger();
    double[] first =
        memo.get(
            ARRAYS,
            data,
            1,
            () -> {
              computed.incrementAndGet();
              return new double[] {1, 2};
            });
    first[0] = 99; // a caller adding noise in place
    double[] second =
        memo.get(
            ARRAYS,
            data,
            1,
            () -> {
              computed.incrementAndGet();
              return new double[] {-1};
            });
    assertThat(computed).hasValue(1);
    assertThat(second).containsExactly(1, 2).isNotSameAs(first);
    assertThat(memo.get(ARRAYS, data, 1, () -> null)).isNotSameAs(second);
  }

  @Test
  void immutableValuesAreHandedOutAsTheyAre() {
    Memo memo = new Memo();
    Object data = new Object();
    String value = memo.get(TEXTS, data, 1, () -> new String("x"));
    assertThat(memo.get(TEXTS, data, 1, () -> "other")).isSameAs(value);
  }

  @Test
  void dataObjectsAreKeysByIdentityArgumentsBySamenessAndKeysApart() {
    Memo memo = new Memo();
    Dataset a = TestDatasets.binary(new double[][] {{0.5}}, new int[] {1});
    Dataset equalButOther = new Dataset(a.features(), a.targets());
    assertThat(memo.get(TEXTS, a, 1, () -> "a")).isEqualTo("a");
    assertThat(memo.get(TEXTS, equalButOther, 1, () -> "b")).isEqualTo("b");
    assertThat(memo.get(TEXTS, a, 2, () -> "c")).isEqualTo("c");
    assertThat(memo.get(TEXTS, a, 1, () -> "d")).isEqualTo("a");
    MemoKey<Integer, String> otherKey = MemoKey.ofImmutable("other", Integer::equals, 2);
    assertThat(memo.get(otherKey, a, 1, () -> "e")).isEqualTo("e");
  }

  @Test
  void keepsAtMostPerObjectArgumentsOldestOutFirst() {
    Memo memo = new Memo();
    Object data = new Object();
    memo.get(TEXTS, data, 1, () -> "one");
    memo.get(TEXTS, data, 2, () -> "two");
    memo.get(TEXTS, data, 3, () -> "three"); // bound 2: 1 goes
    assertThat(memo.get(TEXTS, data, 2, () -> "again")).isEqualTo("two");
    assertThat(memo.get(TEXTS, data, 1, () -> "recomputed")).isEqualTo("recomputed");
  }

  @Test
  void twoMemosShareNothing() {
    Object data = new Object();
    new Memo().get(TEXTS, data, 1, () -> "first run");
    assertThat(new Memo().get(TEXTS, data, 1, () -> "second run")).isEqualTo("second run");
  }

  @Test
  void manyThreadsGetOneValue() throws Exception {
    Memo memo = new Memo();
    Object data = new Object();
    AtomicInteger computed = new AtomicInteger();
    memo.get(
        TEXTS,
        data,
        1,
        () -> {
          computed.incrementAndGet();
          return "v";
        });
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int i = 0; i < 100; i++) {
        results.add(
            pool.submit(
                () ->
                    memo.get(
                        TEXTS,
                        data,
                        1,
                        () -> {
                          computed.incrementAndGet();
                          return "w";
                        })));
      }
      for (Future<String> result : results) {
        assertThat(result.get()).isEqualTo("v");
      }
    } finally {
      pool.shutdownNow();
    }
    assertThat(computed).hasValue(1);
  }

  @Test
  void theExactHalfOfARunIsReachedOnlyThroughItsPrivateSamples() {
    RunMemo run = new RunMemo();
    Dataset records = TestDatasets.binary(new double[][] {{0.1}, {0.9}}, new int[] {0, 1});
    AtomicInteger computed = new AtomicInteger();
    RecordAccess access = new RecordAccess();
    double[] exact =
        access.during(
            () ->
                run.privateSample(records, access)
                    .exact(
                        ARRAYS,
                        7,
                        rows -> {
                          computed.incrementAndGet();
                          return new double[] {rows.size()};
                        }));
    // another sample object over the same records in the same run: remembered
    assertThat(
            access.during(
                () ->
                    run.privateSample(records, access).exact(ARRAYS, 7, rows -> new double[] {-1})))
        .containsExactly(exact);
    assertThat(computed).hasValue(1);
    // the public half, which curators get, does not hold it: asked there, it is computed afresh
    assertThat(run.published().get(ARRAYS, records, 7, () -> new double[] {-2}))
        .containsExactly(-2);
    // nor does a sample made without the run's memo, or another run's
    assertThat(new PrivateSample(records).exact(ARRAYS, 7, rows -> new double[] {-3}))
        .containsExactly(-3);
    assertThat(
            access.during(
                () ->
                    new RunMemo()
                        .privateSample(records, access)
                        .exact(ARRAYS, 7, rows -> new double[] {-4})))
        .containsExactly(-4);
  }
}
