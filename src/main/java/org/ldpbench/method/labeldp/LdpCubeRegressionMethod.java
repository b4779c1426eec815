package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Map;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Model;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.Sensitivity;

/**
 * The full-LDP regression baseline of spec §C.7 (in neither paper; needed for the label-vs-full
 * comparison E5): every user releases its one-hot cube vector plus Laplace(4/ε) per coordinate and
 * clip(Y, T)·one-hot plus Laplace(4T/ε) (ε/2 each: L1 sensitivities 2 and 2T). The curator
 * predicts, per cube, the ratio of the noisy sums with the denominator floored at 0.5·N·h^d,
 * clipped to [−T, T] (post-processing). h = c·(Nε²)^{−1/(2β+2d)}, the rate (Nε²)^{−β/(β+d)} cited
 * by Zhao et al. from Berrett, Györfi &amp; Walk. The per-cube sums carry the noise of all N users:
 * exact Gamma differences ({@code aggregate}) or every draw ({@code per-user}).
 */
public final class LdpCubeRegressionMethod extends CubeLearner {

  public LdpCubeRegressionMethod() {
    super(
        MethodInfo.regressor(
                "LDP-CUBE",
                "full-LDP regression baseline (spec C.7): noisy one-hot and label-weighted one-hot, ratio per cube",
                PrivacyModel.LOCAL)
            .withParameters(
                CubeBandwidth.parameters(
                    "(N eps^2)^(-1/(2 beta + 2d))",
                    ClipLevel.parameters()[1],
                    LabelLdpCubeClassifier.noise()))
            .withBudget(
                BudgetUse.pure(
                    "one release per user, eps halved: Laplace(4/eps) on its one-hot cube vector"
                        + " and Laplace(4T/eps) on clip(Y, T) times it (L1 sensitivities 2 and 2T), basic composition gives"
                        + " eps-LDP")));
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return LabelLdpCubeClassifier.coarseAudit(this);
  }

  @Override
  double theoryRate(PublicInput input, ParameterSet p) {
    double eps = input.budget().epsilon();
    return Math.pow(
        CubeBandwidth.n(input) * eps * eps,
        -1.0 / (2 * p.get(CommonParams.BETA) + 2 * input.dimension()));
  }

  @Override
  CubeTallies tally(SampleRows records, CubeLattice lattice, ParameterSet p, PublicInput input) {
    return clippedSums(records, lattice, p.get(ClipLevel.CLIP));
  }

  @Override
  LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
    double t = p.get(ClipLevel.CLIP);
    double eps = input.budget().epsilon();
    LaplaceMechanism count = input.fault().laplace(2, input.fault().share(eps, 0.5));
    LaplaceMechanism sum = input.fault().laplace(2 * t, input.fault().share(eps, 0.5));
    long users = input.privateSampleSizes().get(0);
    boolean perUser = LabelLdpCubeClassifier.perUser(p);
    return (s, rng) ->
        new double[] {
          s[0] + count.sumOfNoise(users, rng, perUser), s[1] + sum.sumOfNoise(users, rng, perUser)
        };
  }

  @Override
  Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
    double t = p.get(ClipLevel.CLIP);
    double floor =
        0.5 * CubeBandwidth.n(input) * Math.pow(release.lattice().side(), input.dimension());
    return new CubeValueModel(release, v -> ClipLevel.clip(v[1] / Math.max(v[0], floor), t));
  }

  /**
   * Two statistics of every cube, each user's one-hot cube vector and clip(Y, T) times it: L1
   * sensitivities 2 and 2T, Laplace(4/ε) and Laplace(4T/ε) per user (ε/2 each); the draws are the
   * release of a one-user sample minus its exact statistics.
   */
  @Override
  List<Perturbation> perturbations(
      CubeMechanism mechanism, PublicInput input, ParameterSet p, CubeLattice lattice) {
    double t = p.get(ClipLevel.CLIP);
    double eps = input.budget().epsilon();
    return List.of(
        part(mechanism, 0, "cube counts", 2, eps),
        part(mechanism, 1, "clipped label sums per cube", 2 * t, eps));
  }

  private static Perturbation part(
      CubeMechanism mechanism, int slot, String name, double sensitivity, double eps) {
    Perturbation.Statistic statistic =
        sample -> {
          double[] s = mechanism.allCubes(sample);
          double[] out = new double[s.length / 2];
          for (int j = 0; j < out.length; j++) {
            out[j] = s[2 * j + slot];
          }
          return out;
        };
    return Perturbation.of(
            name,
            statistic,
            Sensitivity.l1(sensitivity),
            NoiseCalibration.laplace(
                eps / 2, sensitivity, LaplaceMechanism.forSensitivity(sensitivity, eps / 2)))
        .withNoise(
            (sample, rng) -> {
              double[] released = mechanism.releasedAll(sample, rng);
              double[] exact = statistic.of(sample);
              double[] out = new double[exact.length];
              for (int j = 0; j < out.length; j++) {
                out[j] = released[2 * j + slot] - exact[j];
              }
              return out;
            })
        .withSummands(Perturbation.Summands.USERS);
  }
}
