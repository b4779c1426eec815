package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Map;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Model;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Schedule;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.ExponentialMechanism;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.Sensitivity;

/**
 * Zhao et al.'s central classifiers (spec §B.3 ZH-2, ZH-7; §C.4): per cube, the exponential
 * mechanism on the class counts n_lj picks the cube's class, P(c_l = j) ∝ exp(ε'·n_lj/2).
 *
 * <ul>
 *   <li>{@code LCDP-EXP} (label CDP, Thm 4): ε' = ε. Changing one label moves counts of one cube by
 *       1, and the cubes use disjoint data.
 *   <li>{@code CDP-EXP} (full CDP, Thm 13): ε' = ε/2, i.e. exp(ε·n/4): one changed record moves the
 *       counts of two cubes. So CDP-EXP at ε equals LCDP-EXP at ε/2 in distribution.
 * </ul>
 *
 * An empty cube has equal utilities: a uniformly random class (what the mechanism does). h = c·((ln
 * K/(εN))^{1/(β+d)} + (ln K/N)^{1/(2β+d)}) or fixed. The release is the chosen class of every cube
 * (one-hot), drawn lazily per cube by the Gumbel-max trick.
 */
public final class ExpMechMethod extends CubeLearner {

  private final boolean full;

  /**
   * @param full full CDP (ε/2 per cube) instead of label CDP
   */
  public ExpMechMethod(boolean full) {
    super(
        (full
                ? MethodInfo.classifier(
                    "CDP-EXP",
                    "full-CDP classifier (Zhao et al. Thm 13): exponential mechanism per cube, exp(eps n/4)",
                    PrivacyModel.CENTRAL)
                : MethodInfo.classifier(
                    "LCDP-EXP",
                    "label-CDP classifier (Zhao et al. Thm 4): exponential mechanism per cube, exp(eps n/2)",
                    PrivacyModel.LABEL_CENTRAL))
            .withParameters(
                CubeBandwidth.parameters(
                    "((ln K/(eps N))^(1/(beta + d)) + (ln K/N)^(1/(2 beta + d)))"))
            .withBudget(
                BudgetUse.pure(
                    "one exponential-mechanism choice per cube on disjoint data (parallel"
                        + " composition): LCDP-EXP with eps (a label moves one cube's counts by 1), CDP-EXP with eps/2 (a"
                        + " record moves two cubes)")));
    this.full = full;
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(CubeBandwidth.BANDWIDTH, Schedule.FIXED)
        .with(CubeBandwidth.H, 1.0)
        .list();
  }

  @Override
  double theoryRate(PublicInput input, ParameterSet p) {
    return centralRate(
        input, p, input.budget().epsilon() / (full ? 2 : 1), Math.log(classes(input)));
  }

  /** (log/(εN))^{1/(β+d)} + (log/N)^{1/(2β+d)}. */
  static double centralRate(PublicInput input, ParameterSet p, double epsilon, double log) {
    double n = CubeBandwidth.n(input);
    double beta = p.get(CommonParams.BETA);
    int d = input.dimension();
    return Math.pow(log / (epsilon * n), 1.0 / (beta + d))
        + Math.pow(log / n, 1.0 / (2 * beta + d));
  }

  @Override
  CubeTallies tally(SampleRows records, CubeLattice lattice, ParameterSet p, PublicInput input) {
    return classCounts(records, lattice, classes(input));
  }

  @Override
  LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
    ExponentialMechanism em = mechanism(input);
    return (counts, rng) -> {
      double[] oneHot = new double[counts.length];
      oneHot[em.choose(counts, rng)] = 1.0;
      return oneHot;
    };
  }

  @Override
  Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
    return new CubeArgmaxModel(release);
  }

  /**
   * The exponential mechanism of every cube: Δ = 1 per cube at ε, or, in the full-CDP variant (a
   * record moves two cubes' counts), ε/2 per cube (any planted fault applied).
   */
  private ExponentialMechanism mechanism(PublicInput input) {
    double epsilon =
        full ? input.fault().share(input.budget().epsilon(), 0.5) : input.budget().epsilon();
    return new ExponentialMechanism(input.fault().sensitivity(1.0), epsilon);
  }

  /**
   * The class counts of every cube as utilities: a label change moves one count of one cube by 1
   * each way (L∞ 1, weight ε/2); a record change moves two cubes (L1 2, weight ε/4: ε/2 per cube at
   * Δ = 1). Not tested on draws here (the exponential mechanism's law is tested in its unit test).
   */
  @Override
  List<Perturbation> perturbations(
      CubeMechanism mechanism, PublicInput input, ParameterSet p, CubeLattice lattice) {
    double eps = input.budget().epsilon();
    ExponentialMechanism em =
        mechanism(input); // the one the privatizer uses, so a planted fault shows
    double sensitivity = full ? 2.0 : 1.0;
    return List.of(
        Perturbation.of(
            "class counts per cube",
            mechanism::allCubes,
            full ? Sensitivity.l1(sensitivity) : Sensitivity.lInf(sensitivity),
            NoiseCalibration.exponential(eps, sensitivity, em)));
  }
}
