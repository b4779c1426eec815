package org.ldpbench.method.lpct;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.ldpbench.audit.endtoend.PrivacyAuditor;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.Slow;
import org.ldpbench.testing.TestDatasets;

/**
 * The privacy audit on LPCT's local randomizer with its worst neighbour pair (two users in
 * different leaves with label 1: all four shifted coordinates move), and the audit's power: the
 * same randomizer with a miscalibrated Laplace scale (half, and 80 %, of 4/ε) must be caught.
 * False-failure rate of each correct case: at most 2e-6 (see {@link PrivacyAuditor}). The privacy
 * audit guide (docs/privacy-audit-guide.md) quotes this test's draws and its measured bounds; each
 * is checked here against what it measured (fixed seeds: the bounds are reproducible).
 */
@Slow
class LpctPrivacyAuditTest {

  private static final double EPSILON = 1.0;

  /** Draws per input ("the LPCT power test below: 200,000" in the privacy audit guide). */
  static final int DRAWS = 200_000;

  private static final PrivacyAuditor AUDITOR = new PrivacyAuditor(DRAWS, 1e-6);

  /**
   * The groups of the privacy audit guide's sentence matching {@code sentence} (line breaks and
   * indentation read as single spaces), failing if no sentence matches.
   */
  private static List<String> readme(String sentence) throws java.io.IOException {
    String text =
        java.nio.file.Files.readString(java.nio.file.Path.of("docs/privacy-audit-guide.md"))
            .replaceAll("\\s+", " ");
    Matcher matcher = Pattern.compile(sentence).matcher(text);
    assertThat(matcher.find()).as("the privacy audit guide's sentence /%s/", sentence).isTrue();
    List<String> groups = new ArrayList<>();
    for (int g = 1; g <= matcher.groupCount(); g++) {
      groups.add(matcher.group(g));
    }
    return groups;
  }

  /**
   * A lower bound as the guide quotes it: cut (not rounded) to two decimals, so "≥ x" stays true.
   */
  private static String twoDigits(double value) {
    return String.format(Locale.ROOT, "%.2f", Math.floor(value * 100) / 100);
  }

  private static TreePartition fourLeaves() {
    TreePartition tree =
        new MaxEdgePartitioner(2, SplitCriterion.ENTROPY, 0, 0, true)
            .build(Dataset.emptyBinary(2), new SplittableRandom(0L));
    assertThat(tree.leafCount()).isEqualTo(4);
    return tree;
  }

  private static PrivateSample user(double x1, double x2, int y) {
    return TestDatasets.oneUser(x1, x2, y);
  }

  private static PrivacyAuditor.Result audit(LpctLocalRandomizer randomizer, long seed) {
    PrivateSample first = user(0.1, 0.1, 1);
    PrivateSample second = user(0.9, 0.9, 1);
    assertThat(randomizer.release(first, new SplittableRandom(1)).coordinates()).hasSize(8);
    return AUDITOR.audit(
        rng -> randomizer.release(first, rng).coordinates(),
        rng -> randomizer.release(second, rng).coordinates(),
        EPSILON,
        0.0,
        seed);
  }

  @Test
  void perUserAndAggregateReleasesKeepEpsilon() throws java.io.IOException {
    PrivacyBudget budget = PrivacyBudget.pure(EPSILON);
    PrivacyAuditor.Result perUser =
        audit(new LpctLocalRandomizer(fourLeaves(), budget, LpctLocalRandomizer.Mode.PER_USER), 11);
    PrivacyAuditor.Result aggregate =
        audit(
            new LpctLocalRandomizer(fourLeaves(), budget, LpctLocalRandomizer.Mode.AGGREGATE), 12);
    System.out.println("LPCT per-user: " + perUser + "\nLPCT aggregate: " + aggregate);
    assertThat(perUser.violates()).as(perUser.toString()).isFalse();
    assertThat(aggregate.violates()).as(aggregate.toString()).isFalse();
    // the audit is tight: the clipped statistic gets close to the true loss of the worst pair
    assertThat(perUser.epsilonLowerBound()).isGreaterThan(0.7);
    assertThat(readme("LPCT's randomizer at ε = 1 shows an empirical loss of ≥ (\\S+) "))
        .as("the guide's bound")
        .containsExactly(twoDigits(perUser.epsilonLowerBound()));
    assertThat(readme("\\(the LPCT power test below: ([\\d,]+)\\)"))
        .as("the guide's draws")
        .containsExactly(String.format(Locale.ROOT, "%,d", DRAWS));
  }

  @Test
  void aRandomizerWithTooLittleNoiseFailsTheAudit() throws java.io.IOException {
    PrivacyBudget claimed = PrivacyBudget.pure(EPSILON);
    List<Double> bounds = new ArrayList<>();
    for (double fraction : new double[] {0.5, 0.8}) {
      LaplaceMechanism tooLittle =
          LaplaceMechanism.withScale(fraction * LpctLocalRandomizer.SENSITIVITY / EPSILON);
      PrivacyAuditor.Result result =
          audit(
              new LpctLocalRandomizer(
                  fourLeaves(), claimed, LpctLocalRandomizer.Mode.PER_USER, tooLittle),
              13);
      System.out.println("LPCT with " + fraction + " of the noise: " + result);
      assertThat(result.violates()).as(result.toString()).isTrue();
      bounds.add(result.epsilonLowerBound());
    }
    assertThat(readme("with half or 80 % of the noise is caught \\(≥ (\\S+) and ≥ (\\S+) > 1\\)"))
        .as("the guide's bounds")
        .containsExactly(twoDigits(bounds.get(0)), twoDigits(bounds.get(1)));
  }
}
