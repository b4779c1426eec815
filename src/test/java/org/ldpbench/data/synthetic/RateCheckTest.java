package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.method.Predictions;
import org.ldpbench.metric.Metric;
import org.ldpbench.run.Seeds;

class RateCheckTest {

  private static DataSplit draw(int d, int grid) {
    RateCheckFactory factory = new RateCheckFactory();
    DataSource source =
        factory.create(
            factory
                .info()
                .parameters()
                .complete(Map.of("d", (long) d, "nPrivate", 100L, "testGrid", (long) grid)));
    return source.draw(Seeds.sampleStreams(5));
  }

  @Test
  void theGridTestSetGivesTheExactExcessRiskOfADyadicClassifier() {
    for (int d : new int[] {1, 2}) {
      DataSplit split = draw(d, 64);
      assertThat(split.test().size()).isEqualTo((int) Math.pow(64, d));
      int[] labels = new int[split.test().size()];
      for (int i = 0; i < labels.length; i++) {
        labels[i] = split.test().features().get(i, 0) > 0.25 ? 1 : 0;
      }
      RateCheckFactory factory = new RateCheckFactory();
      KnownTruth truth =
          (KnownTruth)
              factory.create(
                  factory
                      .info()
                      .parameters()
                      .complete(Map.of("d", (long) d, "nPrivate", 100L, "testGrid", 64L)));
      double excess =
          Metric.EXCESS_RISK.score(
              split.test(),
              Predictions.ofLabels(labels, Map.of()),
              truth.regressionFunction(split.test().features()));
      // wrong on x1 in (1/4, 1/2): ∫ 0.8|2x − 1| dx over it = 0.8·([x − x²] from 1/4 to 1/2) =
      // 0.05, exactly
      assertThat(excess).isCloseTo(0.05, within(1e-12));
    }
  }

  @Test
  void etaHasTheStatedFormAndTheBayesAccuracyIsSeventyPercent() {
    assertThat(RateCheckFactory.etaPrivate(0.75)).isCloseTo(0.7, within(1e-12));
    assertThat(RateCheckFactory.etaPublic(0.75, 1.0)).isCloseTo(0.5 + 0.4 * 0.5, within(1e-12));
    assertThat(RateCheckFactory.etaPublic(0.25, 2.0)).isCloseTo(0.5 - 0.4 * 0.25, within(1e-12));
  }
}
