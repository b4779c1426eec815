package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Map;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Model;
import org.ldpbench.method.NoiseDraw;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Schedule;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * A label-LDP cube classifier: each user's label goes through a local randomizer (the subclass's
 * {@link #privatizer}, drawn per cube as the exact aggregate of the users' reports or user by
 * user), x is sent in the clear, and the curator predicts the class with the most reports in the
 * cube. h = c·(N(ε² ∧ 1)/ln K)^{−1/(2β+d)} (Zhao et al. Thm 2) or fixed.
 */
abstract class LabelLdpCubeClassifier extends CubeLearner {

  /** A label-LDP cube classifier: its bandwidth schedule and the noise mode are the parameters. */
  LabelLdpCubeClassifier(String name, String description) {
    super(
        MethodInfo.classifier(name, description, PrivacyModel.LABEL_LOCAL)
            .withParameters(
                CubeBandwidth.parameters("(N min(eps^2, 1) / ln K)^(-1/(2 beta + d))", noise()))
            .withBudget(
                BudgetUse.pure(
                    "each user's label once through the method's local randomizer with the"
                        + " whole eps; x is sent in the clear; the per-cube vote is post-processing")));
  }

  /** The {@code noise} parameter: aggregate or per-user. */
  static ParameterSpec noise() {
    return CommonParams.NOISE.fit(
        NoiseDraw.AGGREGATE,
        "aggregate: exact per-cube aggregate of the users' releases; per-user: every user's release");
  }

  /** Audited on the coarsest lattice, in both noise modes. */
  static List<Map<String, Object>> coarseAudit(Method method) {
    return AuditConfigurations.of(method)
        .add()
        .with(CubeBandwidth.BANDWIDTH, Schedule.FIXED)
        .with(CubeBandwidth.H, 1.0)
        .add()
        .with(CubeBandwidth.BANDWIDTH, Schedule.FIXED)
        .with(CubeBandwidth.H, 1.0)
        .with(CommonParams.NOISE, NoiseDraw.PER_USER)
        .list();
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return coarseAudit(this);
  }

  @Override
  double theoryRate(PublicInput input, ParameterSet p) {
    double eps = Math.min(1.0, input.budget().epsilon());
    return Math.pow(
        CubeBandwidth.n(input) * eps * eps / Math.log(classes(input)),
        -1.0 / (2 * p.get(CommonParams.BETA) + input.dimension()));
  }

  @Override
  CubeTallies tally(SampleRows records, CubeLattice lattice, ParameterSet p, PublicInput input) {
    return classCounts(records, lattice, classes(input));
  }

  @Override
  Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
    return new CubeArgmaxModel(release);
  }

  /** Whether the parameters ask for every user's release to be drawn. */
  static boolean perUser(ParameterSet p) {
    return CommonParams.perUser(p);
  }
}
