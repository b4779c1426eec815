package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.Predictions;
import org.ldpbench.metric.Metric;
import org.ldpbench.run.Seeds;
import org.ldpbench.testing.Slow;

class RateDesignTest {

  private static RateDesignSource classification(Map<String, Object> params) {
    RateClassificationFactory f = new RateClassificationFactory();
    return (RateDesignSource) f.create(f.info().parameters().complete(params));
  }

  private static RateDesignSource regression(Map<String, Object> params) {
    RateRegressionFactory f = new RateRegressionFactory();
    return (RateDesignSource) f.create(f.info().parameters().complete(params));
  }

  @Test
  void g1HasBayesAccuracySeventyPercentAndTheConstantRuleHasExcessRiskTwoTenths() {
    for (long d : new long[] {1, 2}) {
      RateDesignSource source = classification(Map.of("d", d, "nPrivate", 10L, "testGrid", 64L));
      DataSplit split = source.draw(Seeds.sampleStreams(3));
      // 1/2 + E|0.8(x1 - 1/2)| = 0.7; the midpoint rule is exact for this piecewise-linear
      // integrand
      assertThat(source.bayesAccuracy()).isCloseTo(0.7, within(1e-12));
      double excess =
          Metric.EXCESS_RISK.score(
              split.test(),
              Predictions.ofLabels(new int[split.test().size()], Map.of()),
              source.regressionFunction(split.test().features()));
      // always 0 is wrong on x1 > 1/2: int_{1/2}^1 1.6(x - 1/2) dx = 0.2
      assertThat(excess).isCloseTo(0.2, within(1e-12));
    }
  }

  @Test
  void labelsFollowEtaAndASmallerSampleIsAPrefixOfALargerOneAcrossChunks() {
    int n = RateDesignSource.CHUNK + 5000;
    RateDesignSource big = classification(Map.of("d", 2L, "nPrivate", (long) n, "testGrid", 8L));
    RateDesignSource small =
        classification(Map.of("d", 2L, "nPrivate", 1000L + RateDesignSource.CHUNK, "testGrid", 8L));
    Dataset a = big.draw(Seeds.sampleStreams(11)).privateSample();
    Dataset b = small.draw(Seeds.sampleStreams(11)).privateSample();
    for (int i = 0; i < b.size(); i++) {
      assertThat(a.features().get(i, 1)).isEqualTo(b.features().get(i, 1));
      assertThat(a.targets().value(i)).isEqualTo(b.targets().value(i));
    }
    // P(Y = 1 | x1 > 0.75) = 0.5 + 0.8 * 0.375 = 0.8; about 17,600 points: s.e. 0.003, 6 s.e.
    // tolerance (rate 2e-9)
    long ones = 0;
    long count = 0;
    for (int i = 0; i < a.size(); i++) {
      if (a.features().get(i, 0) > 0.75) {
        count++;
        ones += a.classLabels().label(i);
      }
    }
    assertThat((double) ones / count).isCloseTo(0.8, within(6 * Math.sqrt(0.16 / count)));
  }

  @Test
  void g3HasKClassesAndRefusesTheBinaryExcessRisk() {
    RateDesignSource source =
        classification(Map.of("design", "g3", "K", 8L, "nPrivate", 4000L, "testGrid", 256L));
    DataSplit split = source.draw(Seeds.sampleStreams(1));
    assertThat(split.privateSample().classLabels().classes()).isEqualTo(8);
    double[] q = source.design().classProbabilities(0.3);
    assertThat(Arrays.stream(q).sum()).isCloseTo(1.0, within(1e-12));
    // the class whose centre k/K is nearest x1 = 0.3 is k = 2 (0.25)
    int best = 0;
    for (int k = 1; k < q.length; k++) {
      best = q[k] > q[best] ? k : best;
    }
    assertThat(best).isEqualTo(2);
    assertThatThrownBy(() -> source.regressionFunction(split.test().features()))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Slow
  @Test
  void r1IsBoundedWithMeanMAndR2HasHeavierTails() {
    RateDesignSource r1 = regression(Map.of("nPrivate", 200_000L, "testGrid", 16L));
    RateDesignSource r2 =
        regression(Map.of("design", "r2", "p", 2.0, "nPrivate", 200_000L, "testGrid", 16L));
    Dataset a = r1.draw(Seeds.sampleStreams(2)).privateSample();
    Dataset b = r2.draw(Seeds.sampleStreams(2)).privateSample();
    double residual = 0;
    double max1 = 0;
    double max2 = 0;
    double[] row = new double[1];
    for (int i = 0; i < a.size(); i++) {
      row[0] = a.features().get(i, 0);
      residual += a.targets().value(i) - r1.design().m(row, 0);
      max1 = Math.max(max1, Math.abs(a.targets().value(i)));
      max2 = Math.max(max2, Math.abs(b.targets().value(i)));
    }
    // residuals U(-1/2, 1/2): sd 0.289, mean over 2e5 has s.e. 6.5e-4; 6 s.e. (false-failure rate
    // 2e-9)
    assertThat(residual / a.size()).isCloseTo(0.0, within(6 * 0.289 / Math.sqrt(a.size())));
    assertThat(max1).isLessThanOrEqualTo(1.0);
    // t with 2.5 d.f.: P(|t| > 8) = 0.0046, so among 2e5 draws some |Y| > 4 with certainty
    assertThat(max2).isGreaterThan(4.0);
    Features test = r1.draw(Seeds.sampleStreams(2)).test().features();
    double[] m = r1.regressionFunction(test);
    assertThat(m[4]).isCloseTo(0.5 * Math.sin(2 * Math.PI * 4.5 / 16), within(1e-12));
    assertThat(r1.bayesAccuracy()).isNaN();
  }
}
