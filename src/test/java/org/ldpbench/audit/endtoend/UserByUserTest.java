package org.ldpbench.audit.endtoend;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.neighbour.NeighbourPair;
import org.ldpbench.audit.neighbour.WorstCasePairs;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.Release;
import org.ldpbench.method.SeedPerUser;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The end-to-end layer's reduction of a {@link SeedPerUser} mechanism's pairs ({@link UserByUser}):
 * a mechanism that keeps the contract has its crowd pairs reduced to the changed user, and one
 * whose users' releases depend on the other users' records is caught by the exact check.
 */
class UserByUserTest {

  /**
   * Randomized response on each label (keep 0.6), user i's from the i-th seed alone; {@code
   * mixing}: plus the sample's label sum.
   */
  private record LabelResponse(boolean mixing)
      implements PrivateMechanism<LabelResponse.Labels>, SeedPerUser {

    record Labels(double[] coordinates) implements Release {}

    @Override
    public Optional<PrivacyBudget> guarantee() {
      return Optional.of(PrivacyBudget.pure(Math.log(1.5)));
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    @Override
    public Labels release(PrivateSample sample, RandomGenerator noise) {
      Dataset records = sample.records();
      double sum = 0;
      for (int i = 0; i < records.size(); i++) {
        sum += records.targets().value(i);
      }
      double[] out = new double[records.size()];
      for (int i = 0; i < out.length; i++) {
        SplittableRandom own = new SplittableRandom(noise.nextLong());
        double label = records.targets().value(i);
        out[i] = (own.nextDouble() < 0.6 ? label : 1 - label) + (mixing ? 10 * sum : 0);
      }
      return new Labels(out);
    }
  }

  private static NeighbourPair crowd() {
    return WorstCasePairs.of(TaskType.CLASSIFICATION, 2).stream()
        .filter(
            p ->
                p.description()
                    .equals(
                        "ten equal users, user 5 moved to the far corner with the other"
                            + " label"))
        .findFirst()
        .orElseThrow();
  }

  @Test
  void aMechanismThatKeepsTheContractHasItsCrowdPairReducedToTheChangedUser() {
    NeighbourPair pair = crowd();
    UserByUser.Reduced reduced = UserByUser.reduce(new LabelResponse(false), pair, 3);
    assertThat(reduced.violation()).isNull();
    assertThat(reduced.pair().first().size()).isEqualTo(1);
    Dataset first = reduced.pair().first().records();
    Dataset second = reduced.pair().second().records();
    assertThat(first.features().row(0)).containsExactly(0.05, 0.05);
    assertThat(second.features().row(0)).containsExactly(0.95, 0.95);
    assertThat(first.targets().value(0)).isNotEqualTo(second.targets().value(0));
    // the crowd of the other pairs reduces to the same user: one key, so it is drawn once
    NeighbourPair other =
        WorstCasePairs.of(TaskType.CLASSIFICATION, 2).stream()
            .filter(
                p ->
                    p.description()
                        .equals(
                            "ten equal users, user 0 moved to the far corner with the other"
                                + " label"))
            .findFirst()
            .orElseThrow();
    assertThat(UserByUser.key(UserByUser.reduce(new LabelResponse(false), other, 3).pair()))
        .isEqualTo(UserByUser.key(reduced.pair()));
  }

  @Test
  void aMechanismWhoseUsersDependOnEachOtherBreaksTheContract() {
    // D: ten labels 0 (their sum 0 hides the mixing); D': one label 1, which every release then
    // carries
    UserByUser.Reduced reduced = UserByUser.reduce(new LabelResponse(true), crowd(), 3);
    assertThat(reduced.violation())
        .startsWith(
            "D': user 0's release in the sample of 10 is not the one it gets"
                + " alone with the same seed")
        .endsWith("so it does not depend on its own record and seed only")
        .doesNotContain("\n");
  }

  @Test
  void aSingleUserPairIsCheckedAndKept() {
    NeighbourPair single = WorstCasePairs.of(TaskType.CLASSIFICATION, 2).get(0);
    UserByUser.Reduced reduced = UserByUser.reduce(new LabelResponse(false), single, 3);
    assertThat(reduced.violation()).isNull();
    assertThat(reduced.pair()).isSameAs(single);
    assertThat(List.of(reduced.pair().first().size(), reduced.pair().second().size()))
        .containsExactly(1, 1);
  }
}
