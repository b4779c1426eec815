package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.synthetic.MaYang2d;
import org.ldpbench.data.synthetic.MaYang2dFactory;
import org.ldpbench.data.synthetic.MaYang2dSource;
import org.ldpbench.data.synthetic.RateClassificationFactory;
import org.ldpbench.data.synthetic.RateRegressionFactory;

/**
 * Streamed private samples (issue 10, item 2): a source with {@code stream: true} delivers, chunk
 * by chunk, exactly the rows it holds in memory without it; its id (and so every trial key) does
 * not change; each chunk is regenerated alone, in any order, with equal content.
 */
class StreamedSamplesTest {

  private static SampleStreams streams(long seed) {
    return (role, identity) -> new SplittableRandom(Objects.hash(seed, role, identity));
  }

  private static DataSource source(DataSourceFactory factory, Map<String, Object> given) {
    return factory.create(factory.info().parameters().complete(given));
  }

  private static Map<String, Object> with(Map<String, Object> given, boolean stream) {
    Map<String, Object> out = new HashMap<>(given);
    out.put("stream", stream);
    return out;
  }

  /** Three chunks and a short last one: 2.3 chunks of 65,536 rows. */
  private static final int N = 150_000;

  @Test
  void maYangStreamedRowsAreTheInMemoryRowsAndTheIdIsUnchanged() {
    Map<String, Object> given = Map.of("gamma", 0.5, "nPrivate", N, "nPublic", 50, "nTest", 100);
    DataSource inMemory = source(new MaYang2dFactory(), with(given, false));
    DataSource streamed = source(new MaYang2dFactory(), with(given, true));
    assertThat(streamed.id()).isEqualTo(inMemory.id()).doesNotContain("stream");

    DataSplit a = inMemory.draw(streams(3L));
    DataSplit b = streamed.draw(streams(3L));
    assertThat(b.privateRows().get(0)).isInstanceOf(StreamedRows.class);
    assertThat(b.privateRows().get(0).chunkCount()).isEqualTo(3);
    assertSame(((StreamedRows) b.privateRows().get(0)).materialize(), a.privateSample());
    assertSame(b.publicTrain(), a.publicTrain());
    assertSame(b.test(), a.test());
    assertThat(b.privateSizes()).containsExactly(N);
  }

  @Test
  void maYangSamplesWithinOneChunkAreDrawnFromTheSampleStreamAsBefore() {
    // version 2 drew the private rows x1, x2, label sequentially from stream("private", etaP); a
    // sample of
    // up to one chunk must be those rows still (the paper's figures use n_P <= 16,000)
    int n = 1000;
    DataSplit split =
        source(new MaYang2dFactory(), Map.of("gamma", 0.5, "nPrivate", n, "nPublic", 5, "nTest", 5))
            .draw(streams(4L));
    SplittableRandom rng = (SplittableRandom) streams(4L).stream("private", "etaP{threshold=0.33}");
    MaYang2d model = new MaYang2d(0.5, 0.33);
    Dataset rows = split.privateSample();
    for (int i = 0; i < n; i++) {
      double x1 = rng.nextDouble();
      double x2 = rng.nextDouble();
      int y = rng.nextDouble() < model.etaPrivate(x1, x2) ? 1 : 0;
      assertThat(rows.features().get(i, 0)).isEqualTo(x1);
      assertThat(rows.features().get(i, 1)).isEqualTo(x2);
      assertThat(rows.classLabels().label(i)).isEqualTo(y);
    }
    assertThat(MaYang2dSource.CHUNK).isEqualTo(65_536);
  }

  @Test
  void rateDesignStreamedRowsAreTheInMemoryRowsForLabelsAndRealValues() {
    for (DataSourceFactory factory :
        new DataSourceFactory[] {new RateClassificationFactory(), new RateRegressionFactory()}) {
      Map<String, Object> given = Map.of("d", 2, "nPrivate", N, "testGrid", 8);
      DataSource inMemory = source(factory, with(given, false));
      DataSource streamed = source(factory, with(given, true));
      assertThat(streamed.id()).isEqualTo(inMemory.id());
      DataSplit a = inMemory.draw(streams(5L));
      DataSplit b = streamed.draw(streams(5L));
      Dataset rows = ((StreamedRows) b.privateRows().get(0)).materialize();
      assertSame(rows, a.privateSample());
      assertThat(a.sha256())
          .as("the fingerprint differs: it hashes a streamed sample's first and last chunk")
          .isNotEqualTo(b.sha256());
      assertThat(b.sha256()).isEqualTo(streamed.draw(streams(5L)).sha256());
    }
  }

  @Test
  void chunksAreRegeneratedAloneInAnyOrderWithEqualContent() {
    DataSplit split =
        source(
                new RateClassificationFactory(),
                Map.of("d", 1, "nPrivate", N, "testGrid", 8, "stream", true))
            .draw(streams(6L));
    SampleRows rows = split.privateRows().get(0);
    Dataset lastFirst = rows.chunk(2);
    Dataset first = rows.chunk(0);
    assertSame(rows.chunk(2), lastFirst);
    assertSame(rows.chunk(0), first);
    assertThat(lastFirst.size()).isEqualTo(N - 2 * 65_536);
    assertThat(rows.chunkStart(2)).isEqualTo(2 * 65_536L);
    assertThat(rows.chunkStart(3)).isEqualTo(N);
    assertThat(first.features().copyRowMajor())
        .isNotEqualTo(rows.chunk(1).features().copyRowMajor());
  }

  @Test
  void mapChunksKeepsChunkOrderInParallel() {
    AtomicInteger calls = new AtomicInteger();
    StreamedRows rows =
        new StreamedRows(
            10 * 7 + 3,
            1,
            TaskType.REGRESSION,
            0,
            7,
            (c, n) -> {
              calls.incrementAndGet();
              double[] x = new double[n];
              Arrays.fill(x, c);
              return new Dataset(Features.wrap(x, n, 1), new RealTargets(new double[n]));
            });
    assertThat(rows.chunkCount()).isEqualTo(11);
    assertThat(rows.mapChunks(c -> rows.chunk(c).features().get(0, 0), true))
        .containsExactly(0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0);
    assertThat(calls.get()).isEqualTo(11);
    assertThatThrownBy(() -> rows.chunk(11)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void forEachChunkHandsResultsOverInOrderAndHoldsAtMostOneBatch() {
    // a pass over 2e8 users has 3,052 chunks: holding every chunk's cube table at once ran out of a
    // 1 GB heap
    StreamedRows rows =
        new StreamedRows(
            40 * 5,
            1,
            TaskType.REGRESSION,
            0,
            5,
            (c, n) ->
                new Dataset(Features.wrap(new double[n], n, 1), new RealTargets(new double[n])));
    AtomicInteger computed = new AtomicInteger();
    AtomicInteger handed = new AtomicInteger();
    List<Integer> order = new ArrayList<>();
    rows.forEachChunk(
        c -> {
          computed.incrementAndGet();
          return c;
        },
        c -> {
          assertThat(computed.get() - handed.getAndIncrement())
              .isLessThanOrEqualTo(SampleRows.BATCH);
          order.add(c);
        },
        true);
    assertThat(order).hasSize(40).isSorted();
    assertThat(order.get(39)).isEqualTo(39);
  }

  @Test
  void aParallelPassKeepsChunkOrderWhateverTheTimingAndRethrowsAChunksFailure() {
    StreamedRows rows =
        new StreamedRows(
            37 * 3,
            1,
            TaskType.REGRESSION,
            0,
            3,
            (c, n) ->
                new Dataset(Features.wrap(new double[n], n, 1), new RealTargets(new double[n])));
    for (int round = 0; round < 5; round++) {
      List<Integer> order = new ArrayList<>();
      Set<String> threads = ConcurrentHashMap.newKeySet();
      rows.forEachChunk(
          c -> {
            threads.add(Thread.currentThread().getName());
            LockSupport.parkNanos((c * 7919L % 5) * 200_000L); // uneven chunk times
            return c;
          },
          order::add,
          true);
      assertThat(order).hasSize(37).isSorted().doesNotHaveDuplicates();
      assertThat(threads).contains(Thread.currentThread().getName());
    }
    AtomicInteger after = new AtomicInteger();
    assertThatThrownBy(
            () ->
                rows.forEachChunk(
                    c -> {
                      if (c == 20) {
                        throw new IllegalStateException("chunk 20 failed");
                      }
                      return c;
                    },
                    c -> after.incrementAndGet(),
                    true))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("chunk 20 failed");
    // the batches before the failing one were handed over, none after
    assertThat(after.get()).isEqualTo(SampleRows.BATCH);
  }

  @Test
  void aStreamedSampleRefusesWholeReadsWithAMessageSayingWhatToDo() {
    DataSplit split =
        source(
                new MaYang2dFactory(),
                Map.of("gamma", 0.5, "nPrivate", 70_000, "nPublic", 5, "nTest", 5, "stream", true))
            .draw(streams(7L));
    PrivateSample sample = new PrivateSample(split.privateRows().get(0));
    assertThat(sample.isStreamed()).isTrue();
    assertThat(sample.size()).isEqualTo(70_000);
    assertThat(sample.task()).isEqualTo(TaskType.CLASSIFICATION);
    assertThatThrownBy(sample::records)
        .isInstanceOf(StreamedSampleException.class)
        .hasMessageContaining("70000 rows are streamed")
        .hasMessageContaining("stream: true")
        .hasMessageContaining("LPCT");
    assertThatThrownBy(split::privateSample).isInstanceOf(StreamedSampleException.class);
    assertThat(new PrivateSample(split.test()).isStreamed()).isFalse();
  }

  @Test
  void materializeConcatenatesTheChunksAndStillRefusesLabelsOfMoreClasses() {
    // chunks of 3 classes in a sample of 3, then of 2 in a sample of 3 (in range), then of 4 in a
    // sample of 3
    for (int chunkClasses : new int[] {3, 2, 4}) {
      StreamedRows rows =
          new StreamedRows(
              7,
              2,
              TaskType.CLASSIFICATION,
              3,
              3,
              (c, n) -> {
                double[] x = new double[2 * n];
                int[] y = new int[n];
                for (int i = 0; i < n; i++) {
                  x[2 * i] = c + 0.1 * i;
                  x[2 * i + 1] = -c;
                  y[i] = (c + i) % chunkClasses;
                }
                return new Dataset(Features.wrap(x, n, 2), new ClassLabels(y, chunkClasses));
              });
      if (chunkClasses > 3) {
        assertThatThrownBy(rows::materialize)
            .isInstanceOf(IllegalArgumentException.class)
            .hasMessageContaining("outside 0..2");
        continue;
      }
      Dataset all = rows.materialize();
      assertThat(all.classLabels().classes()).isEqualTo(3);
      assertThat(all.features().copyRowMajor())
          .containsExactly(0, 0, 0.1, 0, 0.2, 0, 1, -1, 1.1, -1, 1.2, -1, 2, -2);
      assertThat(all.classLabels().copyLabels())
          .containsExactly(
              0,
              1,
              2 % chunkClasses,
              1 % chunkClasses,
              2 % chunkClasses,
              3 % chunkClasses,
              2 % chunkClasses);
    }
    StreamedRows values =
        new StreamedRows(
            5,
            1,
            TaskType.REGRESSION,
            0,
            2,
            (c, n) ->
                new Dataset(
                    Features.wrap(new double[n], n, 1),
                    new RealTargets(
                        Collections.nCopies(n, c * 1.5).stream()
                            .mapToDouble(Double::doubleValue)
                            .toArray())));
    assertThat(((RealTargets) values.materialize().targets()).copyValues())
        .containsExactly(0, 0, 1.5, 1.5, 3);
  }

  private static void assertSame(Dataset a, Dataset b) {
    assertThat(a.size()).isEqualTo(b.size());
    assertThat(a.features().copyRowMajor()).isEqualTo(b.features().copyRowMajor());
    for (int i = 0; i < a.size(); i++) {
      assertThat(a.targets().value(i)).isEqualTo(b.targets().value(i));
    }
  }
}
