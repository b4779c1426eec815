package org.ldpbench.method.bb;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.NoiseDraw;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Schedule;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;

/**
 * Berrett &amp; Butucea's LDP histogram classifier (arXiv 1912.04629; spec/phist-labeldp.md §A):
 * overlapping windows of side 2h around grid points spaced h, the sample split in halves, Laplace
 * 2^{d+1}/α per coordinate ({@link BbMechanism}), and the sign rule at the nearest grid point
 * ({@link BbModel}). h from the theory, h = c·(nα²)^{−1/(2β+2d)} with n = ⌊N/2⌋ the size of a half,
 * or fixed; the lattice is shifted by a public random offset (spec §D.6).
 *
 * <p><b>Not PHIST.</b> PHIST (package {@code method.phist}) is the disjoint-cell variant of the
 * Ma–Yang comparisons: cells of side 1/k, every user in both arrays, scale 4/ε whatever d, ratio
 * rule with a minimum count. BB: overlapping windows, halves, scale 2^{d+1}/α, sign rule without
 * division (the table of spec §A.8).
 *
 * <p>Deviations: windows are half-open (see {@link BbMechanism}); the release is indexed by the
 * grid points that can hold data of [0,1]^d (the paper indexes all of Z^d; the other coordinates
 * are pure noise and never read).
 */
public final class BbMethod extends PrivateMethod {

  static final String NAME = "BB";

  public BbMethod() {
    super(
        MethodInfo.classifier(
                NAME,
                "Berrett-Butucea LDP classifier: overlapping windows, sample halves, Laplace 2^(d+1)/alpha, sign rule",
                PrivacyModel.LOCAL)
            .withParameters(
                CubeBandwidth.parameters(
                    "(n alpha^2)^(-1/(2 beta + 2d)), n = N/2",
                    CommonParams.NOISE.fit(
                        NoiseDraw.AGGREGATE,
                        "aggregate: exact Gamma-difference sums of the users' noise; per-user: every draw")))
            .withBudget(
                BudgetUse.pure(
                    "one release per user with the whole alpha (= eps): the sample is split in"
                        + " halves, a user of the first releases its window indicators, of the second its label-weighted"
                        + " ones, Laplace(2^(d+1)/alpha) per coordinate (a point is in up to 2^d windows)")));
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(CubeBandwidth.BANDWIDTH, Schedule.FIXED)
        .with(CubeBandwidth.H, 1.0)
        .add()
        .with(CubeBandwidth.BANDWIDTH, Schedule.FIXED)
        .with(CubeBandwidth.H, 0.5)
        .with(CommonParams.NOISE, NoiseDraw.PER_USER)
        .list();
  }

  /** (nα²)^{−1/(2β+2d)} with n = ⌊N/2⌋ (at least 1). */
  static double theoryRate(PublicInput input, ParameterSet p) {
    double n = Math.max(1, BbMechanism.firstHalf(input.privateSampleSizes().get(0)));
    double alpha = input.budget().epsilon();
    return Math.pow(
        n * alpha * alpha, -1.0 / (2 * p.get(CommonParams.BETA) + 2 * input.dimension()));
  }

  @Override
  public PrivateProtocol<LazyCubeRelease> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    CubeLattice lattice = CubeBandwidth.lattice(input, p, theoryRate(input, p), publicRandomness);
    BbMechanism mechanism =
        new BbMechanism(lattice, input.budget(), CommonParams.perUser(p), input.fault());
    int n = input.privateSampleSizes().get(0);
    long n1 = BbMechanism.firstHalf(n);
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<LazyCubeRelease>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<LazyCubeRelease> releases) {
        LazyCubeRelease sums = releases.get(0);
        return post -> new BbModel(sums, n1, n - n1);
      }
    };
  }
}
