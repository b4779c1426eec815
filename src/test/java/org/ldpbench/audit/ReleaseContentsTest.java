package org.ldpbench.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.AuditTargets;
import org.ldpbench.audit.neighbour.NeighbourPairs;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.Release;
import org.ldpbench.method.fixture.ExactTalliesRelease;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Release objects handed to curators hold only released values (issue 32, item 5; DESIGN rule 1):
 * for every registered private method, every mechanism of every audit configuration is built on the
 * audit's public input for private samples of {@value #RECORDS} records, run on such a sample
 * (random records in [0,1]², random labels or targets; a second sample for the noise-free check),
 * and its release is checked by {@link ReleaseContents}: no raw-data or exact-tally object is
 * reachable from it, no numeric container in it holds the exact values of what the mechanism
 * declares it perturbs, and (continuous noise) none is noise-free yet data-dependent.
 *
 * <p>False-failure rate: the check is deterministic given the seeds; a correct release with
 * continuous noise fails with probability 0, one with discrete outputs only if all its coordinates
 * keep their exact values (at most about 4e-6 per mechanism at ε = 1, n = 40, see {@link
 * ReleaseContents}).
 */
class ReleaseContentsTest {

  static final int RECORDS = 40;
  static final double EPSILON = 1.0;

  @TestFactory
  Stream<DynamicTest> everyPrivateMethodsReleasesHoldOnlyReleasedValues() {
    List<DynamicTest> tests = new ArrayList<>();
    for (PrivateMethod method : PrivacyLayersTest.privateMethods()) {
      tests.add(
          DynamicTest.dynamicTest(
              method.name(),
              () -> {
                List<String> problems = new ArrayList<>();
                // empty only for a method whose protocols run no mechanism (LPCT-Q fits on public
                // data alone)
                List<AuditTarget> targets = AuditTargets.of(method, RECORDS, EPSILON, 17);
                SplittableRandom rng = new SplittableRandom(23);
                for (AuditTarget target : targets) {
                  double[][] x = NeighbourPairs.randomRecords(target, rng);
                  PrivateSample sample =
                      NeighbourPairs.sample(
                          target.task(), x, NeighbourPairs.randomTargets(target, rng));
                  PrivateSample other =
                      NeighbourPairs.sample(
                          target.task(),
                          target.neighbours() == Neighbours.LABEL
                              ? x
                              : NeighbourPairs.randomRecords(target, rng),
                          NeighbourPairs.randomTargets(target, rng));
                  for (String problem :
                      ReleaseContents.problems(target.mechanism(), sample, other, rng.nextLong())) {
                    problems.add(target.label() + ": " + problem);
                  }
                }
                assertThat(problems).as(method.name()).isEmpty();
              }));
    }
    return tests.stream();
  }

  /**
   * The exact-tallies leak of issue 32 (PHIST's release kept the exact tallies of the occupied
   * cells and added the noise when a cell was read): a test-only mechanism built that way hands out
   * only noised values, yet the check reports the tallies it carries.
   */
  @Test
  void aReleaseCarryingTheExactTalliesFails() {
    ExactTalliesRelease mechanism = new ExactTalliesRelease(EPSILON);
    PrivateSample sample = sample(mechanism, 3);
    PrivateSample other = sample(mechanism, 33);
    double[] exact = mechanism.perturbations().get(0).statistic().of(sample);
    double[] released = mechanism.release(sample, new SplittableRandom(4)).coordinates();
    for (int i = 0; i < exact.length; i++) {
      assertThat(released[i]).as("coordinate %d is noised", i).isNotEqualTo(exact[i]);
    }
    assertThat(ReleaseContents.problems(mechanism, sample, other, 4))
        .anySatisfy(
            p ->
                assertThat(p)
                    .startsWith("LazySums.tallies{")
                    .contains("exactly as in the exact cell counts and label sums"))
        .anySatisfy(p -> assertThat(p).startsWith("LazySums.tallies{").contains("is noise-free"));
  }

  /**
   * A release holding the records, or their features under record neighbours, fails; label DP may
   * send features.
   */
  @Test
  void aReleaseHoldingTheRecordsFailsAndLabelDpMayHoldTheFeatures() {
    ExactTalliesRelease mechanism = new ExactTalliesRelease(EPSILON);
    PrivateSample sample = sample(mechanism, 5);
    Dataset records = sample.records();
    assertThat(ReleaseContents.problems(new Holding(records), Neighbours.RECORD, List.of(), sample))
        .anySatisfy(p -> assertThat(p).isEqualTo("Holding.held is the sample's records"))
        .anySatisfy(p -> assertThat(p).contains("is the sample's features"))
        .anySatisfy(p -> assertThat(p).contains("equals the exact features"));
    assertThat(
            ReleaseContents.problems(
                new Holding(records.features()), Neighbours.RECORD, List.of(), sample))
        .anySatisfy(p -> assertThat(p).isEqualTo("Holding.held is the sample's features"));
    assertThat(
            ReleaseContents.problems(
                new Holding(records.features()), Neighbours.LABEL, List.of(), sample))
        .isEmpty();
    assertThat(
            ReleaseContents.problems(
                new Holding(records.targets()), Neighbours.LABEL, List.of(), sample))
        .anySatisfy(p -> assertThat(p).isEqualTo("Holding.held is the sample's targets"));
    assertThat(ReleaseContents.problems(new Holding(sample), Neighbours.RECORD, List.of(), sample))
        .anySatisfy(
            p ->
                assertThat(p)
                    .isEqualTo("Holding.held is a PrivateSample: private data in a release"));
  }

  /** A release holding one object. */
  private record Holding(Object held) implements Release {
    @Override
    public double[] coordinates() {
      return new double[0];
    }
  }

  /** A sample of {@value #RECORDS} random records in [0,1]² with random binary labels. */
  private static PrivateSample sample(ExactTalliesRelease mechanism, long seed) {
    AuditTarget target =
        new AuditTarget(
            "fixture",
            "",
            0,
            mechanism,
            PrivacyBudget.pure(EPSILON),
            TaskType.CLASSIFICATION,
            2,
            RECORDS);
    SplittableRandom rng = new SplittableRandom(seed);
    return NeighbourPairs.sample(
        TaskType.CLASSIFICATION,
        NeighbourPairs.randomRecords(target, rng),
        NeighbourPairs.randomTargets(target, rng));
  }
}
