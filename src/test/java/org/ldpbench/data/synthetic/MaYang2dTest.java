package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SplittableRandom;
import java.util.function.DoubleBinaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.param.ParameterSet;

/** The generator of spec/lpct.md §5.2 and the reference facts of §5.3. */
class MaYang2dTest {

  private static final MaYang2d CODE = new MaYang2d(0.5, MaYang2d.CODE_THRESHOLD);

  private static DataSource source(Map<String, Object> given) {
    MaYang2dFactory factory = new MaYang2dFactory();
    return factory.create(factory.info().parameters().complete(given));
  }

  private static DataSource source(double gamma, int nPrivate, int nPublic, int nTest) {
    return source(Map.of("gamma", gamma, "nPrivate", nPrivate, "nPublic", nPublic, "nTest", nTest));
  }

  // ------------------------------------------------------------------ regression functions

  @Test
  void theLabelShortcutDecidesExactlyAsComparingWithEta() {
    // the shortcut must give u < etaPrivate(x) bit for bit (the paper's figures' data must not
    // change);
    // random points and the edges: u at 0.5, 0.9, 0.1 and their neighbours, x on the sign
    // thresholds
    MaYang2d model = new MaYang2d(0.5, MaYang2d.CODE_THRESHOLD);
    SplittableRandom rng = new SplittableRandom(99);
    double[] edges = {
      0.0,
      0.5,
      Math.nextDown(0.5),
      Math.nextUp(0.5),
      0.5 + 0.4,
      Math.nextDown(0.5 + 0.4),
      Math.nextUp(0.5 + 0.4),
      0.5 - 0.4,
      Math.nextDown(0.5 - 0.4),
      Math.nextUp(0.5 - 0.4),
      0.1,
      0.9,
      Math.nextDown(1.0)
    };
    double[] xs = {
      0.0, MaYang2d.CODE_THRESHOLD, Math.nextUp(MaYang2d.CODE_THRESHOLD), 0.5, 1.0 / 3, 1.0
    };
    for (int i = 0; i < 2_000_000; i++) {
      double x1 = i % 7 == 0 ? xs[i % xs.length] : rng.nextDouble();
      double x2 = i % 11 == 0 ? xs[(i / 11) % xs.length] : rng.nextDouble();
      double u = i % 3 == 0 ? edges[i % edges.length] : rng.nextDouble();
      assertThat(model.labelPrivate(x1, x2, u))
          .as("x = (%s, %s), u = %s", x1, x2, u)
          .isEqualTo(u < model.etaPrivate(x1, x2));
    }
    // points where eta is exactly at its extremes: g = 1 at x = (1, 0.5)... and g = 0 on x2 = 0
    for (double u : edges) {
      for (double[] x : new double[][] {{1.0, 0.5}, {0.0, 0.5}, {0.7, 0.0}, {0.2, 0.5}}) {
        assertThat(model.labelPrivate(x[0], x[1], u)).isEqualTo(u < model.etaPrivate(x[0], x[1]));
      }
    }
  }

  @Test
  void etaPrivateRangeMatchesSpecOnAFineGrid() {
    double min = Double.POSITIVE_INFINITY;
    double max = Double.NEGATIVE_INFINITY;
    int grid = 1000;
    for (int i = 0; i <= grid; i++) {
      for (int j = 0; j <= grid; j++) {
        double eta = CODE.etaPrivate((double) i / grid, (double) j / grid);
        min = Math.min(min, eta);
        max = Math.max(max, eta);
      }
    }
    // spec §5.2: range ≈ [0.166, 0.858]. Closed forms: max at x = (1, 2/3), g = 1/3, η = 0.5 +
    // 0.4·3^−0.1;
    // min at x = (0, 2/3), g = 1/6, η = 0.5 − 0.4·6^−0.1 (the grid hits x1 = 0 and x2 ≈ 2/3)
    assertThat(min)
        .isCloseTo(0.166, within(0.001))
        .isCloseTo(0.5 - 0.4 * Math.pow(6, -0.1), within(1e-4));
    assertThat(max)
        .isCloseTo(0.858, within(0.001))
        .isCloseTo(0.5 + 0.4 * Math.pow(3, -0.1), within(1e-4));
  }

  @Test
  void bayesAccuracyUnderPMatchesSpecMonteCarlo() {
    // spec §5.3: 0.7861 by Monte Carlo with 2·10⁷ points (se ≈ 1e-4); the midpoint rule on a 2000²
    // grid
    // has error O(1/2000) from the jumps at x_i = 0.33
    assertThat(CODE.bayesAccuracyPrivate(2000)).isCloseTo(0.7861, within(0.002));
    assertThat(new MaYang2d(0.5, 1.0 / 3).bayesAccuracyPrivate(2000))
        .isCloseTo(0.7861, within(0.002));
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.5, 0.75, 1.0, 2.0, 5.0})
  void etaPublicSatisfiesTheLinkWithEquality(double gamma) {
    MaYang2d model = new MaYang2d(gamma, MaYang2d.CODE_THRESHOLD);
    SplittableRandom rng = new SplittableRandom(17L);
    for (int i = 0; i < 20_000; i++) {
      double x1 = rng.nextDouble();
      double x2 = rng.nextDouble();
      double p = model.etaPrivate(x1, x2) - 0.5;
      double q = model.etaPublic(x1, x2) - 0.5;
      // A3 with equality: |η_Q − ½| = 0.4^{1−γ}·|η_P − ½|^γ, same sign
      assertThat(Math.abs(q))
          .isCloseTo(Math.pow(0.4, 1 - gamma) * Math.pow(Math.abs(p), gamma), within(1e-12));
      assertThat(Math.signum(q)).isEqualTo(Math.signum(p));
    }
    if (gamma == 1.0) {
      assertThat(model.etaPublic(0.9, 0.6)).isEqualTo(model.etaPrivate(0.9, 0.6));
    }
  }

  @Test
  void etaPublicRangesMatchSpec() {
    // spec §5.3: η_Q ranges over [0.134, 0.879] for γ = 0.5 and [0.337, 0.731] for γ = 5
    double[] range05 = range(new MaYang2d(0.5, 0.33)::etaPublic);
    double[] range5 = range(new MaYang2d(5, 0.33)::etaPublic);
    assertThat(range05[0]).isCloseTo(0.134, within(0.001));
    assertThat(range05[1]).isCloseTo(0.879, within(0.001));
    assertThat(range5[0]).isCloseTo(0.337, within(0.001));
    assertThat(range5[1]).isCloseTo(0.731, within(0.001));
  }

  private static double[] range(DoubleBinaryOperator eta) {
    double min = 1;
    double max = 0;
    for (int i = 0; i <= 600; i++) {
      for (int j = 0; j <= 600; j++) {
        double v = eta.applyAsDouble(i / 600.0, j / 600.0);
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    return new double[] {min, max};
  }

  @Test
  void signThresholdDefaultsToTheCodeValue() {
    DataSource source = source(0.5, 10, 10, 10);
    assertThat(source).isInstanceOf(MaYang2dSource.class);
    MaYang2d model = ((MaYang2dSource) source).model();
    assertThat(model.threshold()).isEqualTo(0.33);
    assertThat(MaYang2d.CODE_THRESHOLD).isEqualTo(0.33);
    // x1 = 0.332 lies between 0.33 and 1/3: positive sign with the code's threshold, negative with
    // 1/3
    assertThat(model.etaPrivate(0.332, 0.9)).isGreaterThan(0.5);
    assertThat(new MaYang2d(0.5, 1.0 / 3).etaPrivate(0.332, 0.9)).isLessThan(0.5);
    // on the threshold the sign is 0: η = ½ exactly
    assertThat(model.etaPrivate(0.33, 0.9)).isEqualTo(0.5);
  }

  @Test
  void rejectsBadModelParameters() {
    assertThatThrownBy(() -> new MaYang2d(0.0, 0.33)).hasMessageContaining("gamma");
    assertThatThrownBy(() -> new MaYang2d(Double.NaN, 0.33)).hasMessageContaining("gamma");
    assertThatThrownBy(() -> new MaYang2d(0.5, 1.0)).hasMessageContaining("threshold");
    assertThatThrownBy(() -> source(Map.of("gamma", 0.5, "nPublic", 10)))
        .hasMessageContaining("nPrivate");
    assertThatThrownBy(() -> source(Map.of("gamma", -1.0, "nPrivate", 10, "nPublic", 10)))
        .hasMessageContaining("gamma");
  }

  // ------------------------------------------------------------------ sampling

  /**
   * z-statistic of Σ(y − η(x)) over the rows in {@code region}, standardised by sqrt(Σ η(1 − η)).
   * Given the features, each label is Bernoulli(η(x)), so this is a sum of independent centred
   * terms and approximately N(0, 1) under a correct generator.
   */
  private static double labelZ(Dataset data, DoubleBinaryOperator eta, Region region) {
    double residual = 0.0;
    double variance = 0.0;
    int inRegion = 0;
    for (int i = 0; i < data.size(); i++) {
      double x1 = data.features().get(i, 0);
      double x2 = data.features().get(i, 1);
      if (!region.contains(x1, x2)) {
        continue;
      }
      double e = eta.applyAsDouble(x1, x2);
      residual += data.classLabels().label(i) - e;
      variance += e * (1 - e);
      inRegion++;
    }
    assertThat(inRegion).isGreaterThan(1000);
    return residual / Math.sqrt(variance);
  }

  private interface Region {
    boolean contains(double x1, double x2);
  }

  @Test
  void labelFrequenciesMatchEtaInRegions() {
    DataSplit split = source(5.0, 60_000, 60_000, 60_000).draw(streams(4242L));
    MaYang2d model = new MaYang2d(5.0, MaYang2d.CODE_THRESHOLD);
    Region[] regions = {
      (a, b) -> true,
      (a, b) -> a > 0.5 && b > 0.5 && b < 0.8, // η_P ≈ 0.8, η_Q ≈ 0.6: the two differ clearly
      (a, b) -> a < 0.33 && b > 0.4, // η_P < ½
    };
    // 9 z-tests at |z| < 5: false-failure rate 9 · 5.7e-7 ≈ 5e-6
    for (Region region : regions) {
      assertThat(Math.abs(labelZ(split.privateSample(), model::etaPrivate, region)))
          .isLessThan(5.0);
      assertThat(Math.abs(labelZ(split.publicTrain(), model::etaPublic, region))).isLessThan(5.0);
      assertThat(Math.abs(labelZ(split.test(), model::etaPrivate, region))).isLessThan(5.0);
    }
    // power check: the public labels do NOT follow η_P in the second region (γ = 5 pulls η_Q to ½)
    assertThat(Math.abs(labelZ(split.publicTrain(), model::etaPrivate, regions[1])))
        .isGreaterThan(10.0);
  }

  @Test
  void featuresAreUniformOnTheUnitSquare() {
    Dataset data = source(0.5, 100_000, 1, 1).draw(streams(5L)).privateSample();
    int n = data.size();
    int inQuarter = 0;
    for (int i = 0; i < n; i++) {
      double x1 = data.features().get(i, 0);
      double x2 = data.features().get(i, 1);
      assertThat(x1).isBetween(0.0, 1.0);
      assertThat(x2).isBetween(0.0, 1.0);
      if (x1 < 0.3 && x2 > 0.6) {
        inQuarter++;
      }
    }
    // P(x1 < 0.3, x2 > 0.6) = 0.12; binomial se = sqrt(0.12·0.88/n); |z| > 5 has probability 5.7e-7
    double p = 0.12;
    assertThat(Math.abs(inQuarter - n * p) / Math.sqrt(n * p * (1 - p))).isLessThan(5.0);
    assertThat(data.dimension()).isEqualTo(2);
  }

  @Test
  void sampleSizesAreAsAsked() {
    DataSplit split = source(0.5, 123, 45, 67).draw(streams(1L));
    assertThat(split.privateSample().size()).isEqualTo(123);
    assertThat(split.publicTrain().size()).isEqualTo(45);
    assertThat(split.test().size()).isEqualTo(67);
    assertThat(source(0.5, 10, 0, 5).draw(streams(1L)).publicTrain().size()).isZero();
    // nTest defaults to 2000 (spec §5.2)
    assertThat(
            source(Map.of("gamma", 0.5, "nPrivate", 3, "nPublic", 3))
                .draw(streams(1L))
                .test()
                .size())
        .isEqualTo(2000);
  }

  @Test
  void privateSampleDoesNotDependOnPublicSize() {
    DataSplit small = source(0.5, 500, 50, 100).draw(streams(77L));
    DataSplit large = source(0.5, 500, 1000, 300).draw(streams(77L));
    assertSameData(small.privateSample(), large.privateSample());
    // and the test set's first rows do not depend on nPublic either
    Dataset testPrefix = large.test().select(range(100));
    assertSameData(small.test(), testPrefix);
  }

  @Test
  void gammaChangesOnlyThePublicSample() {
    // gamma changes eta_Q only: the private and test samples (from P) are kept, the public one is
    // redrawn
    DataSplit a = source(0.5, 300, 200, 100).draw(streams(79L));
    DataSplit b = source(5.0, 300, 200, 100).draw(streams(79L));
    assertSameData(a.privateSample(), b.privateSample());
    assertSameData(a.test(), b.test());
    assertThat(b.publicTrain().features().copyRowMajor())
        .isNotEqualTo(a.publicTrain().features().copyRowMajor());
  }

  @Test
  void smallerPublicSampleIsAPrefixOfALargerOne() {
    DataSplit small = source(5.0, 100, 40, 10).draw(streams(78L));
    DataSplit large = source(5.0, 100, 400, 10).draw(streams(78L));
    assertSameData(small.publicTrain(), large.publicTrain().select(range(40)));
  }

  @Test
  void smallerPrivateSampleIsAPrefixOfALargerOneAndNPrivateKeepsPublicAndTest() {
    DataSplit small = source(0.5, 60, 80, 90).draw(streams(80L));
    DataSplit large = source(0.5, 600, 80, 90).draw(streams(80L));
    assertSameData(small.privateSample(), large.privateSample().select(range(60)));
    assertSameData(small.publicTrain(), large.publicTrain());
    assertSameData(small.test(), large.test());
  }

  @Test
  void eachSampleHasItsOwnStreamNamedByRoleAndItsOwnDistribution() {
    List<String> asked = new ArrayList<>();
    SampleStreams recording =
        (role, identity) -> {
          asked.add(role + " " + identity);
          return streams(81L).stream(role, identity);
        };
    DataSplit split =
        source(Map.of("gamma", 2.0, "nPrivate", 50, "nPublic", 50, "nTest", 50, "threshold", 0.25))
            .draw(recording);
    // sizes are not part of the identity (prefix property); gamma only names the public
    // distribution;
    // the private sample's chunks after the first draw their seeds from a stream of their own
    assertThat(asked)
        .containsExactlyInAnyOrder(
            "private etaP{threshold=0.25}",
            "private etaP{threshold=0.25},chunks",
            "public etaQ{gamma=2,threshold=0.25}",
            "test etaP{threshold=0.25}");
    // private and test share a distribution but not a stream: the role is part of the name
    assertThat(split.test().features().copyRowMajor())
        .isNotEqualTo(split.privateSample().features().copyRowMajor());
    // every sample is drawn from its own stream only: a source that used one stream for two samples
    // (or the order of requests) would change what a fresh stream per name gives
    MaYang2dSource source =
        (MaYang2dSource)
            source(
                Map.of(
                    "gamma", 2.0, "nPrivate", 50, "nPublic", 50, "nTest", 50, "threshold", 0.25));
    assertSameData(
        split.privateSample(),
        source.sample(50, false, streams(81L).stream("private", "etaP{threshold=0.25}")));
    assertSameData(
        split.publicTrain(),
        source.sample(50, true, streams(81L).stream("public", "etaQ{gamma=2,threshold=0.25}")));
    assertSameData(
        split.test(),
        source.sample(50, false, streams(81L).stream("test", "etaP{threshold=0.25}")));
  }

  @Test
  void sameSeedGivesIdenticalSplitsAndDifferentSeedsDiffer() {
    DataSource source = source(0.5, 200, 30, 50);
    DataSplit a = source.draw(streams(9L));
    DataSplit b = source.draw(streams(9L));
    assertSameData(a.privateSample(), b.privateSample());
    assertSameData(a.publicTrain(), b.publicTrain());
    assertSameData(a.test(), b.test());
    DataSplit c = source.draw(streams(10L));
    assertThat(c.privateSample().features().copyRowMajor())
        .isNotEqualTo(a.privateSample().features().copyRowMajor());
    assertThat(c.publicTrain().features().copyRowMajor())
        .isNotEqualTo(a.publicTrain().features().copyRowMajor());
    assertThat(c.test().features().copyRowMajor()).isNotEqualTo(a.test().features().copyRowMajor());
  }

  @Test
  void idNamesEveryParameterCanonically() {
    Map<String, Object> given =
        new HashMap<>(Map.of("gamma", 0.5, "nPrivate", 10000, "nPublic", 50));
    assertThat(source(given).id())
        .isEqualTo("ma-yang-2d{gamma=0.5;nPrivate=10000;nPublic=50;nTest=2000;threshold=0.33}");
    assertThat(DataSources.find(MaYang2dFactory.NAME)).isPresent();
    ParameterSet p = new MaYang2dFactory().info().parameters().complete(given);
    assertThat(p.getDouble("threshold")).isEqualTo(0.33);
  }

  private static int[] range(int n) {
    int[] idx = new int[n];
    for (int i = 0; i < n; i++) {
      idx[i] = i;
    }
    return idx;
  }

  /**
   * The sample streams of one replication, as the runner's: one fresh stream per (role, identity).
   */
  private static SampleStreams streams(long seed) {
    return (role, identity) -> new SplittableRandom(Objects.hash(seed, role, identity));
  }

  private static void assertSameData(Dataset a, Dataset b) {
    assertThat(a.features().copyRowMajor()).isEqualTo(b.features().copyRowMajor());
    assertThat(a.classLabels().copyLabels()).isEqualTo(b.classLabels().copyLabels());
  }
}
