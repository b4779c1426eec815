package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.Map;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.Model;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.LaplaceMechanism;

/**
 * A test-only mutant of CDP-CUBE (issue 32): its release divides each cube's clipped label sum by
 * the cube's count, {@code s[1] / s[0]}, instead of {@code s[1] / max(s[0], n0)}. Everything else —
 * the declared statistic (which keeps the floor), sensitivity 4T/n0, the Laplace(6T/(n0 ε)) noise,
 * the model — is the real method's, so the mutant agrees with itself everywhere but in what it
 * releases. At the golden spec's scale (n = 600, d = 1) a cube's true sensitivity then reaches T,
 * about 8 times what is declared; the audit must fail it at that scale.
 */
final class CubeMeanWithoutFloor extends CubeLearner {

  private final CubeMeanMethod real;

  CubeMeanWithoutFloor() {
    this(new CubeMeanMethod(true));
  }

  private CubeMeanWithoutFloor(CubeMeanMethod real) {
    super(real.info());
    this.real = real;
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return real.auditConfigurations();
  }

  @Override
  double theoryRate(PublicInput input, ParameterSet p) {
    return real.theoryRate(input, p);
  }

  @Override
  CubeTallies tally(SampleRows records, CubeLattice lattice, ParameterSet p, PublicInput input) {
    return real.tally(records, lattice, p, input);
  }

  /** The mutation: the n0 floor of the denominator is gone. */
  @Override
  LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
    double t = CubeMeanMethod.clipLevel(input, p, lattice);
    double n0 =
        Math.max(
            1e-9,
            p.get(CubeMeanMethod.N0_FRACTION)
                * CubeBandwidth.n(input)
                * Math.pow(lattice.side() / 2, input.dimension()));
    LaplaceMechanism laplace = input.fault().laplace(6 * t / n0, input.budget().epsilon());
    return (s, rng) -> new double[] {laplace.release(s[1] / s[0], rng)};
  }

  @Override
  List<Perturbation> perturbations(
      CubeMechanism mechanism, PublicInput input, ParameterSet p, CubeLattice lattice) {
    return real.perturbations(mechanism, input, p, lattice);
  }

  @Override
  Model model(LazyCubeRelease release, PublicInput input, ParameterSet p) {
    return real.model(release, input, p);
  }
}
