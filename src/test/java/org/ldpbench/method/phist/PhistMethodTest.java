package org.ldpbench.method.phist;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.commons.statistics.descriptive.Variance;
import org.apache.commons.statistics.distribution.LaplaceDistribution;
import org.apache.commons.statistics.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.TestDatasets;

/**
 * PHIST: numpy's binning, the lazily drawn noise (its law, and independence of query order), the
 * estimator on tiny data with known answers, and grids far too large to enumerate. Statistical
 * checks use fixed seeds; false-failure rates are those of random seeds under a correct
 * implementation (KS at level 1e-3; |z| &gt; 5: 5.7e-7).
 */
class PhistMethodTest {

  private static final double[] XS = {
    0, 0.1, 1.0 / 3, 0.5, 2.0 / 3, 0.7, 1.0, 0.2, 0.4, 0.6, 0.8, 0.25, 0.75, 1.2
  };

  /**
   * Reference: np.digitize(x, np.linspace(0, 1, k + 1)) - 1, clipped to k - 1 (NumPy 2, SciPy 1.17
   * env).
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "1|0,0,0,0,0,0,0,0,0,0,0,0,0,0",
        "2|0,0,0,1,1,1,1,0,0,1,1,0,1,1",
        "3|0,0,1,1,2,2,2,0,1,1,2,0,2,2",
        "4|0,0,1,2,2,2,3,0,1,2,3,1,3,3",
        "5|0,0,1,2,3,3,4,1,2,2,4,1,3,4", // 0.6 is below numpy's edge 3*0.2 = 0.6000000000000001
        "6|0,0,2,3,4,4,5,1,2,3,4,1,4,5"
      })
  void binsAreNumpysDigitize(int k, String expected) {
    GridIndexer indexer = new GridIndexer(1, k);
    int[] bins = new int[XS.length];
    for (int i = 0; i < XS.length; i++) {
      bins[i] = indexer.bin(XS[i]);
    }
    assertThat(bins)
        .containsExactly(Arrays.stream(expected.split(",")).mapToInt(Integer::parseInt).toArray());
    assertThat(indexer.bin(-0.3))
        .isZero(); // [REC] clamped to the first bin (the code wraps to the last)
  }

  @Test
  void cellsOfHugeGridsAreNamedExactly() {
    int d = 3000;
    GridIndexer indexer = new GridIndexer(d, 6);
    double[] a = new double[d];
    double[] b = new double[d];
    for (int j = 0; j < d; j++) {
      a[j] = (j % 7) / 7.0;
      b[j] = a[j];
    }
    b[d - 1] = 0.99; // differs only in the last axis
    Features points = Features.of(new double[][] {a, b, a});
    assertThat(indexer.cellOf(points, 0))
        .isEqualTo(indexer.cellOf(points, 2))
        .isNotEqualTo(indexer.cellOf(points, 1));
    assertThat(indexer.log2CellCount()).isGreaterThan(7000);
  }

  @Test
  void aggregateNoiseHasTheLawOfTheSumOfTheUsersDraws() {
    int n = 30;
    double epsilon = 2.0;
    int cells = 4000;
    double[] aggregate = new double[cells];
    double[] perUser = new double[cells];
    double[] code = new double[cells];
    PhistNoise a = new PhistNoise(PhistNoise.Mode.AGGREGATE, epsilon, n, 1L);
    PhistNoise p = new PhistNoise(PhistNoise.Mode.PER_USER, epsilon, n, 2L);
    PhistNoise c = new PhistNoise(PhistNoise.Mode.CODE, epsilon, n, 3L);
    GridIndexer indexer = new GridIndexer(2, 100);
    for (int i = 0; i < cells; i++) {
      GridCell cell = indexer.cellOfBins(new int[] {i / 100, i % 100});
      aggregate[i] = a.of(cell)[1];
      perUser[i] = p.of(cell)[0];
      code[i] = c.of(cell)[0];
    }
    KolmogorovSmirnovTest ks = KolmogorovSmirnovTest.withDefaults();
    // two-sample KS at level 1e-3: false-failure rate 1e-3
    assertThat(ks.test(aggregate, perUser).getPValue()).isGreaterThan(1e-3);
    double b = 4.0 / epsilon;
    double variance = 2.0 * n * b * b;
    // se of the sample variance σ²·√(2/(m−1) + κ/m), κ = 3/n for a sum of n Laplace; |z| > 5: about
    // 6e-7
    double se = variance * Math.sqrt(2.0 / (cells - 1) + (3.0 / n) / cells);
    assertThat(Math.abs(Variance.of(aggregate).getAsDouble() - variance) / se).isLessThan(5.0);
    // the code's stand-in: one Laplace of scale √n·4/ε (KS at level 1e-3)
    assertThat(
            ks.test(code, LaplaceDistribution.of(0, Math.sqrt(n) * b)::cumulativeProbability)
                .getPValue())
        .isGreaterThan(1e-3);
    // and the two laws differ (a sum of 30 Laplace is close to normal, kurtosis 3.1 vs 6):
    // 4000 cells are enough to tell them apart at level 1e-3
    assertThat(ks.test(aggregate, code).getPValue()).isLessThan(1e-3);
  }

  @Test
  void noiseOfACellDoesNotDependOnTheOrderCellsAreRead() {
    Dataset data = TestDatasets.uniform(200, 3, 1L);
    PhistMechanism mechanism =
        new PhistMechanism(
            new GridIndexer(3, 4), PrivacyBudget.pure(1.0), PhistNoise.Mode.AGGREGATE, 200);
    NoisyCellSums first = mechanism.release(new PrivateSample(data), new SplittableRandom(9L));
    NoisyCellSums second = mechanism.release(new PrivateSample(data), new SplittableRandom(9L));
    GridIndexer indexer = new GridIndexer(3, 4);
    GridCell x = indexer.cellOfBins(new int[] {0, 1, 2});
    GridCell y = indexer.cellOfBins(new int[] {3, 3, 3});
    double[] x1 = first.sums(x);
    double[] y1 = first.sums(y);
    double[] y2 = second.sums(y);
    double[] x2 = second.sums(x);
    assertThat(x2).containsExactly(x1);
    assertThat(y2).containsExactly(y1);
    assertThat(first.sums(x)).containsExactly(x1); // reading twice gives the same release
    assertThat(first.coordinates()).hasSize(2 * 64).containsExactly(second.coordinates());
  }

  private static final double[][] PRIVATE_X = {
    {0.1, 0.1},
    {0.2, 0.3},
    {0.3, 0.2},
    {0.4, 0.4},
    {0.1, 0.4}, // cell (0,0): labels 1,1,1,0,0 -> 0.6
    {0.6, 0.6},
    {0.7, 0.9},
    {0.9, 0.7},
    {0.8, 0.8}, // cell (1,1): all 0
    {0.2, 0.8}
  }; // cell (0,1): one point, label 1
  private static final int[] PRIVATE_Y = {1, 1, 1, 0, 0, 0, 0, 0, 0, 1};

  private static TrainingInput tiny(double epsilon, Features test) {
    Dataset priv = TestDatasets.binary(PRIVATE_X, PRIVATE_Y);
    Dataset pub = TestDatasets.uniform(30, 2, 4L);
    return TrainingInput.of(
        DataSplit.of(pub, priv, new Dataset(test, ClassLabels.binary(new int[test.rows()]))),
        PrivacyBudget.pure(epsilon));
  }

  @Test
  void estimatorOnTinyDataWithNegligibleNoise() {
    // ε = 1e6: the noise sums have sd √(2·10)·4e-6 ≈ 2e-5, far below every margin used here
    Features test =
        TestDatasets.points(
            new double[] {0.25, 0.25},
            new double[] {0.75, 0.75},
            new double[] {0.25, 0.75},
            new double[] {0.75, 0.25},
            new double[] {1.1, 0.5});
    TrainingInput input = tiny(1e6, test);
    PhistMethod phist = new PhistMethod();
    Predictions predictions =
        MethodFits.fit(phist, input, Map.of("cells", 2), 1L)
            .model(MethodFits.postParameters(phist, Map.of()))
            .predict(test);
    // (0,0): 3/5 > 1/2 -> 1; (1,1): 0; (0,1): W = 1 < 2 -> 0; (1,0) empty: W ≈ 0 < 2 -> 0; out of
    // range -> 0
    assertThat(predictions.labels()).containsExactly(1, 0, 0, 0, 0);
    assertThat(predictions.diagnostics())
        .containsEntry(PhistModel.OUT_OF_RANGE, 1.0)
        .containsEntry(PhistModel.LOW_COUNT_CELLS, 2.0);
    // with minSamplesCell 0.5 the single point of (0,1) decides its cell
    assertThat(MethodFits.labels(phist, input, Map.of("cells", 2, "minSamplesCell", 0.5), 1L, test))
        .containsExactly(1, 0, 1, 0, 0);
    // k = 1: one cell with 4 ones of 10 -> 0 everywhere in range
    assertThat(MethodFits.labels(phist, input, Map.of("cells", 1), 1L, test)).containsOnly(0);
  }

  @Test
  void publicDataIsNotUsed() {
    Features test = TestDatasets.uniform(100, 2, 8L).features();
    Dataset priv = TestDatasets.uniform(300, 2, 1L);
    DataSplit a =
        DataSplit.of(TestDatasets.uniform(50, 2, 2L), priv, TestDatasets.uniform(100, 2, 8L));
    DataSplit b =
        DataSplit.of(TestDatasets.uniform(80, 2, 3L), priv, TestDatasets.uniform(100, 2, 8L));
    PhistMethod phist = new PhistMethod();
    Map<String, Object> p = Map.of("cells", 3);
    assertThat(MethodFits.labels(phist, TrainingInput.of(a, PrivacyBudget.pure(1)), p, 5L, test))
        .containsExactly(
            MethodFits.labels(phist, TrainingInput.of(b, PrivacyBudget.pure(1)), p, 5L, test));
  }

  @Test
  void gridsFarTooLargeForDenseArraysRunAndPredictIndependentlyOfQueryOrder() {
    int d = 300;
    Dataset priv = TestDatasets.uniform(400, d, 1L);
    Dataset test = TestDatasets.uniform(60, d, 2L);
    TrainingInput input =
        TrainingInput.of(
            DataSplit.of(TestDatasets.uniform(10, d, 3L), priv, test), PrivacyBudget.pure(1));
    PhistMethod phist = new PhistMethod();
    Map<String, Object> p = Map.of("cells", 6); // 6^300 cells
    int[] forward = MethodFits.labels(phist, input, p, 7L, test.features());
    int[] order = new int[60];
    for (int i = 0; i < 60; i++) {
      order[i] = 59 - i;
    }
    int[] backward = MethodFits.labels(phist, input, p, 7L, test.features().select(order));
    for (int i = 0; i < 60; i++) {
      assertThat(backward[i]).isEqualTo(forward[59 - i]);
    }
    assertThatThrownBy(
            () -> MethodFits.fit(phist, input, Map.of("cells", 6, "codeFeasibility", true), 7L))
        .isInstanceOf(NotApplicable.class)
        .hasMessageContaining("d < 32");
    assertThatThrownBy(
            () ->
                MethodFits.fit(phist, input, Map.of("cells", 2), 7L)
                    .model(MethodFits.postParameters(phist, Map.of()))
                    .predict(TestDatasets.points(new double[] {0.5})))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void codeFeasibilityAdmitsSmallGrids() {
    Dataset priv = TestDatasets.uniform(50, 2, 1L);
    TrainingInput input = TrainingInput.of(DataSplit.of(priv, priv, priv), PrivacyBudget.pure(1));
    PhistMethod phist = new PhistMethod();
    assertThat(MethodFits.fit(phist, input, Map.of("cells", 6, "codeFeasibility", true), 1L))
        .isNotNull();
    assertThat(phist.auditConfigurations()).hasSize(3);
    assertThat(
            new PhistMechanism(
                    new GridIndexer(2, 2), new PrivacyBudget(2.0, 1e-5), PhistNoise.Mode.CODE, 50)
                .guarantee())
        .contains(PrivacyBudget.pure(2.0));
  }
}
