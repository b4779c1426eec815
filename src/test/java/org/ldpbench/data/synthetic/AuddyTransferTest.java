package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.KnownBayesAccuracy;

/** The simulation design of spec/distributed.md §5.1 (sanity numbers of §6.3 item 10). */
class AuddyTransferTest {

  @Test
  void bayesAccuraciesMatchTheSpecsMonteCarloValues() {
    // spec 5.1: target 0.920; sources gamma = 0.5: 0.995, 1.5: 0.779 (Monte Carlo with 4e6 points)
    assertThat(AuddyTransfer.bayesAccuracy(1000, false, 1)).isCloseTo(0.920, within(0.003));
    assertThat(AuddyTransfer.bayesAccuracy(1000, true, 0.5)).isCloseTo(0.995, within(0.003));
    assertThat(AuddyTransfer.bayesAccuracy(1000, true, 1.5)).isCloseTo(0.779, within(0.003));
    assertThat(AuddyTransfer.bayesAccuracy(1000, true, 1.0)).isCloseTo(0.920, within(0.003));
  }

  @Test
  void sourceSharesTheBoundaryWithRelativeSignalExponentGamma() {
    SplittableRandom rng = new SplittableRandom(2);
    for (int i = 0; i < 10_000; i++) {
      double x1 = rng.nextDouble();
      double x2 = rng.nextDouble();
      double t = AuddyTransfer.etaTarget(x1, x2);
      assertThat(t).isBetween(0.0, 1.0);
      for (double gamma : new double[] {0.25, 1.5, 4}) {
        double s = AuddyTransfer.etaSource(t, gamma);
        assertThat(Math.signum(s - 0.5)).isEqualTo(Math.signum(t - 0.5));
        assertThat(Math.abs(s - 0.5))
            .isCloseTo(Math.min(0.5, Math.pow(Math.abs(t - 0.5), gamma)), within(1e-12));
      }
    }
  }

  @Test
  void drawsMPlusOneServersWithHalfOfTheLabelsOneAndKeepsTheTargetAcrossGamma() {
    AuddyTransferFactory factory = new AuddyTransferFactory();
    DataSource a =
        factory.create(
            factory
                .info()
                .parameters()
                .completePart(Map.of("m", 3, "nTarget", 4000, "nSource", 50, "gamma", 0.5), false));
    DataSource b =
        factory.create(
            factory
                .info()
                .parameters()
                .completePart(Map.of("m", 3, "nTarget", 4000, "nSource", 50, "gamma", 1.5), false));
    DataSplit sa = a.draw((role, id) -> new SplittableRandom((role + id).hashCode()));
    DataSplit sb = b.draw((role, id) -> new SplittableRandom((role + id).hashCode()));
    assertThat(a.privateSampleCount()).isEqualTo(4);
    assertThat(sa.privateTrain()).hasSize(4);
    assertThat(sa.privateTrain().get(1).size()).isEqualTo(50);
    assertThat(sa.privateTrain().get(0).features().copyRowMajor())
        .isEqualTo(sb.privateTrain().get(0).features().copyRowMajor());
    double ones = 0;
    for (int i = 0; i < 4000; i++) {
      ones += sa.privateTrain().get(0).targets().value(i);
    }
    // P(Y = 1) = 1/2: s.e. 0.0079 at n = 4000; |z| > 5 has probability 5.7e-7
    assertThat(ones / 4000).isCloseTo(0.5, within(5 * 0.0079));
    assertThat(((KnownBayesAccuracy) a).bayesAccuracy()).isCloseTo(0.920, within(0.003));
    DataSource total =
        factory.create(
            factory.info().parameters().completePart(Map.of("m", 4, "nTotal", 500), false));
    assertThat(total.draw((role, id) -> new SplittableRandom(1)).privateTrain())
        .allSatisfy(d -> assertThat(d.size()).isEqualTo(100));
  }
}
