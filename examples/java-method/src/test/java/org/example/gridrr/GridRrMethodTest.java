package org.example.gridrr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.RandomizedResponse;

/**
 * GRID-RR-JAVA's pieces without the harness (fixed seeds): on a 1-d grid of 2 cells whose private
 * users hold label 1 with probability 0.9 in the left cell and 0.6 in the right one, the debiased
 * reports predict label 1 in both (a mix-up of cells and labels in the curator would predict 0 on
 * the right), while the public sample says 0 everywhere; with a {@code minUsers} no cell reaches,
 * every cell takes the public label instead. The mechanism's tally counts every user once. (The
 * privacy audit of the jar runs in ldpbench's JavaPluginExampleTest.)
 */
class GridRrMethodTest {

  private static final Features POINTS = Features.of(new double[][] {{0.25}, {0.75}});

  @Test
  void theReportsOutvoteThePublicLabelsAndTheFallbackTakesThemBack() {
    Fit fit = fit(4000, 2.0, 11);
    assertThat(fit.model(minUsers(0)).predict(POINTS).labels()).containsExactly(1, 1);
    assertThat(fit.model(minUsers(1e6)).predict(POINTS).labels()).containsExactly(0, 0);
  }

  @Test
  void theReleaseTalliesEveryUserOnce() {
    Dataset records = privateSample(500, new SplittableRandom(3));
    GridRrMechanism mechanism =
        new GridRrMechanism(new GridCells(1, 2), 2, 1.0, new RandomizedResponse(4, 1.0));
    GridRrRelease release = mechanism.release(new PrivateSample(records), new SplittableRandom(5));
    assertThat(release.categories()).isEqualTo(4);
    assertThat(release.users()).isEqualTo(500.0);
    assertThat(mechanism.perturbations()).hasSize(1);
    assertThat(mechanism.guarantee()).contains(PrivacyBudget.pure(1.0));
  }

  private static Fit fit(int users, double epsilon, long seed) {
    Dataset publicSample =
        new Dataset(
            Features.of(new double[][] {{0.2}, {0.3}, {0.7}, {0.8}}),
            ClassLabels.binary(new int[] {0, 0, 0, 0}));
    PublicInput input =
        new PublicInput(
            publicSample, POINTS, List.of(PrivacyBudget.pure(epsilon)), List.of(users), seed);
    ParameterSet fitParameters = new ParameterSet(Map.of("cells", 2));
    @SuppressWarnings("unchecked")
    PrivateProtocol<GridRrRelease> protocol =
        (PrivateProtocol<GridRrRelease>) new GridRrMethod().protocol(input, fitParameters);
    PrivateSample sample = new PrivateSample(privateSample(users, new SplittableRandom(seed)));
    GridRrRelease release =
        protocol.mechanisms().get(0).release(sample, new SplittableRandom(seed + 1));
    return protocol.curate(List.of(release));
  }

  /** Users uniform on [0,1]; label 1 with probability 0.9 left of 1/2 and 0.6 right of it. */
  private static Dataset privateSample(int users, SplittableRandom rng) {
    double[][] x = new double[users][1];
    int[] y = new int[users];
    for (int i = 0; i < users; i++) {
      x[i][0] = rng.nextDouble();
      y[i] = rng.nextDouble() < (x[i][0] < 0.5 ? 0.9 : 0.6) ? 1 : 0;
    }
    return new Dataset(Features.of(x), ClassLabels.binary(y));
  }

  private static ParameterSet minUsers(double value) {
    return new ParameterSet(Map.of("minUsers", value));
  }
}
