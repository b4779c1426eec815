package org.ldpbench.method.labeldp;

import java.util.List;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.Sensitivity;
import org.ldpbench.privacy.UnaryEncoding;

/**
 * Zhao et al.'s label-LDP classifier (Thm 2; spec/phist-labeldp.md §B.3 ZH-1, §C.3): every user
 * sends x in the clear and its label through per-bit randomized response on the one-hot code
 * ({@link UnaryEncoding}); the curator sums the bits per cube, S_lj, and predicts argmax_j S_lj (E
 * S_lj/n_l is the same increasing affine map of η_j for every j, so no debiasing is needed). h =
 * c·(N(ε² ∧ 1)/ln K)^{−1/(2β+d)} or fixed.
 *
 * <p>The release is drawn per cube: S_lj = Binomial(n_lj, p) + Binomial(n_l − n_lj, q), exactly the
 * sum of the users' bits ({@code noise: aggregate}), or user by user ({@code per-user}).
 */
public final class LabelLdpUnaryMethod extends LabelLdpCubeClassifier {

  public LabelLdpUnaryMethod() {
    super(
        "LLDP-UNARY",
        "label-LDP classifier (Zhao et al. Thm 2): per-bit randomized response on one-hot labels, majority per cube");
  }

  @Override
  LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
    UnaryEncoding unary = new UnaryEncoding(classes(input), input.budget().epsilon());
    boolean perUser = perUser(p);
    return (counts, rng) -> {
      long total = 0;
      for (double c : counts) {
        total += (long) c;
      }
      double[] sums = new double[counts.length];
      if (!perUser) {
        for (int j = 0; j < counts.length; j++) {
          sums[j] = unary.onesAmong((long) counts[j], total - (long) counts[j], rng);
        }
        return sums;
      }
      for (int y = 0; y < counts.length; y++) {
        for (long u = 0; u < (long) counts[y]; u++) {
          int[] bits = unary.release(y, rng);
          for (int j = 0; j < bits.length; j++) {
            sums[j] += bits[j];
          }
        }
      }
      return sums;
    };
  }

  /**
   * Each user's one-hot label through per-bit randomized response: the inputs must lie in {0..K−1},
   * p = e^{ε/2}/(e^{ε/2} + 1); the draws are one user's K bits.
   */
  @Override
  List<Perturbation> perturbations(
      CubeMechanism mechanism, PublicInput input, ParameterSet p, CubeLattice lattice) {
    int classes = classes(input);
    double eps = input.budget().epsilon();
    return List.of(
        Perturbation.of(
                "labels",
                CubeMechanism::labels,
                Sensitivity.domainMax(classes - 1),
                NoiseCalibration.unary(eps, classes, new UnaryEncoding(classes, eps)))
            .withNoise(mechanism::releasedFirstCube));
  }
}
