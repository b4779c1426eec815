package org.ldpbench.method.labeldp;

import java.util.List;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.RandomizedResponse;
import org.ldpbench.privacy.Sensitivity;

/**
 * The K-ary randomized-response baseline of Zhao et al.'s label-LDP classifier (spec §C.3): each
 * user reports its label through {@link RandomizedResponse}; the curator counts the reports per
 * cube and predicts the most reported label (the reports' expected counts are an increasing affine
 * map of the class frequencies, so the argmax is consistent). It degrades polynomially in K, where
 * the unary encoding loses only ln K (E3). Same h schedule as LLDP-UNARY.
 */
public final class LabelLdpRrMethod extends LabelLdpCubeClassifier {

  public LabelLdpRrMethod() {
    super(
        "LLDP-RR",
        "label-LDP baseline: K-ary randomized response on labels, majority of reports per cube");
  }

  @Override
  LazyCubeRelease.Privatizer privatizer(PublicInput input, ParameterSet p, CubeLattice lattice) {
    RandomizedResponse rr = new RandomizedResponse(classes(input), input.budget().epsilon());
    boolean perUser = perUser(p);
    return (counts, rng) -> {
      long[] c = new long[counts.length];
      for (int j = 0; j < c.length; j++) {
        c[j] = (long) counts[j];
      }
      double[] out = new double[counts.length];
      if (!perUser) {
        long[] reports = rr.aggregate(c, rng);
        for (int j = 0; j < out.length; j++) {
          out[j] = reports[j];
        }
        return out;
      }
      for (int y = 0; y < c.length; y++) {
        for (long u = 0; u < c[y]; u++) {
          out[rr.release(y, rng)]++;
        }
      }
      return out;
    };
  }

  /**
   * Each user's label through K-ary randomized response: the inputs must lie in {0..K−1}, keep =
   * e^ε/(e^ε + K − 1); the draws are one user's reported label.
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
                NoiseCalibration.randomizedResponse(
                    eps, classes, new RandomizedResponse(classes, eps)))
            .withNoise(
                (sample, rng) -> {
                  double[] counts = mechanism.releasedFirstCube(sample, rng);
                  for (int j = 0; j < counts.length; j++) {
                    if (counts[j] > 0) {
                      return new double[] {j};
                    }
                  }
                  throw new IllegalStateException("no report");
                }));
  }
}
