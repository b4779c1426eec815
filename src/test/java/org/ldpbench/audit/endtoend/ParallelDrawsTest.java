package org.ldpbench.audit.endtoend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.CellLaplaceMethod;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.method.Method;
import org.ldpbench.privacy.Fault;

/**
 * The whole-fit layer draws its fits on the common pool ({@link FitOutputAudit}): the same streams,
 * in the same order, as one draw after another, so the audit's result does not depend on it.
 */
class ParallelDrawsTest {

  /**
   * Laplace(1/ε) noise on 0 or 1, a little work per draw so that the pool really shares the draws
   * out.
   */
  private static Function<RandomGenerator, double[]> laplace(double value, double epsilon) {
    return rng -> {
      double u = rng.nextDouble() - 0.5;
      double noise = -Math.signum(u) * Math.log(1 - 2 * Math.abs(u)) / epsilon;
      double busy = 0;
      for (int k = 0; k < 20_000; k++) {
        busy += Math.sqrt(k + noise * noise);
      }
      return new double[] {value + noise, busy > 0 ? rng.nextGaussian() : 0};
    };
  }

  @Test
  void parallelDrawsGiveTheResultOfDrawsOneAfterAnother() {
    for (double claimed :
        new double[] {1.0, 0.25}) { // a correct claim, and one the draws contradict
      PrivacyAuditor.Result inOrder =
          new PrivacyAuditor(2_000, 1e-6, false)
              .audit(laplace(0, 1), laplace(1, 1), claimed, 0, 42);
      PrivacyAuditor.Result parallel =
          new PrivacyAuditor(2_000, 1e-6, true).audit(laplace(0, 1), laplace(1, 1), claimed, 0, 42);
      assertThat(parallel).isEqualTo(inOrder);
      assertThat(parallel.violates()).isEqualTo(claimed < 1.0);
    }
  }

  @Test
  void drawsInBatchesGiveTheResultOfDrawsOneAfterAnother() {
    // 6,000 draws per input: each half (selection, evaluation) of 3,000 comes in two batches, one
    // full, one not
    List<Integer> batches = new CopyOnWriteArrayList<>();
    Function<RandomGenerator, double[]> zero = rng -> new double[] {rng.nextDouble() < 0.6 ? 0 : 1};
    Function<RandomGenerator, double[]> one = rng -> new double[] {rng.nextDouble() < 0.4 ? 0 : 1};
    PrivacyAuditor.Draws zeroAtOnce =
        streams -> {
          batches.add(streams.size());
          return PrivacyAuditor.Draws.each(zero).draw(streams);
        };
    for (double claimed :
        new double[] {1.0, 0.2}) { // ln(0.6/0.4) = 0.405: a correct claim and a false one
      batches.clear();
      PrivacyAuditor.Result batched =
          new PrivacyAuditor(6_000, 1e-6, false)
              .auditDraws(zeroAtOnce, PrivacyAuditor.Draws.each(one), claimed, 0, 7);
      PrivacyAuditor.Result oneByOne =
          new PrivacyAuditor(6_000, 1e-6, true).audit(zero, one, claimed, 0, 7);
      assertThat(batched).isEqualTo(oneByOne);
      assertThat(batched.violates()).isEqualTo(claimed < 0.4);
      assertThat(batches)
          .containsExactly(
              PrivacyAuditor.BATCH,
              3_000 - PrivacyAuditor.BATCH,
              PrivacyAuditor.BATCH,
              3_000 - PrivacyAuditor.BATCH);
    }
  }

  @Test
  void aDrawThatThrowsSurfacesAsTheDrawsInOrderWouldThrowIt() {
    // draws whose first value falls below -3 refuse; the in-order run throws the first such draw's
    // exception
    Function<RandomGenerator, double[]> refusing =
        rng -> {
          double[] release = laplace(0, 1).apply(rng);
          if (release[0] < -3) {
            throw new IllegalArgumentException("refused at " + release[0]);
          }
          return release;
        };
    Throwable inOrder =
        org.assertj.core.api.Assertions.catchThrowable(
            () ->
                new PrivacyAuditor(2_000, 1e-6, false).audit(refusing, laplace(1, 1), 1.0, 0, 42));
    Throwable parallel =
        org.assertj.core.api.Assertions.catchThrowable(
            () -> new PrivacyAuditor(2_000, 1e-6, true).audit(refusing, laplace(1, 1), 1.0, 0, 42));
    assertThat(inOrder)
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("refused at");
    assertThat(parallel)
        .isExactlyInstanceOf(IllegalArgumentException.class)
        .hasMessage(inOrder.getMessage())
        .hasNoCause();
  }

  @Test
  void theWholeFitLayerGivesTheSameFindingsRunAfterRun() {
    Method stash = new CellLaplaceMethod("STASH", CellLaplaceMethod.Variant.STASH);
    AuditOptions atOne = new AuditOptions(List.of(1.0), 2_000, 1e-6, Fault.NONE, 1);
    MethodAuditResult first = new FitOutputAudit().audit(stash, atOne);
    assertThat(first.failed()).isTrue();
    assertThat(new FitOutputAudit().audit(stash, atOne).findings()).isEqualTo(first.findings());
  }
}
