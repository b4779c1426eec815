package org.ldpbench.method.labeldp;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.Described;
import org.ldpbench.param.ParameterSet;

/**
 * The non-private cube-majority classifier (the reference of E2 and E4): the majority label of the
 * raw labels per cube, h = c·N^{−1/(2β+d)} (the rate N^{−β(1+γ)/(2β+d)}) or fixed, on the same
 * shifted lattice as the private cube learners. Flagged non-private.
 */
public final class NonPrivateCubeMethod extends Described<MethodInfo> implements Method {

  public NonPrivateCubeMethod() {
    super(
        MethodInfo.classifier(
                "NP-CUBE",
                "non-private cube-majority classifier, h = c N^(-1/(2 beta + d)) (reference)",
                PrivacyModel.NONE)
            .withParameters(CubeBandwidth.parameters("N^(-1/(2 beta + d))")));
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
    PrivateSample sample = input.privateSample();
    int d = sample.dimension();
    double rate = Math.pow(Math.max(1, sample.size()), -1.0 / (2 * p.get(CommonParams.BETA) + d));
    CubeLattice lattice =
        CubeLattice.of(
            d,
            CubeBandwidth.side(p, rate),
            p.get(CubeBandwidth.SHIFT),
            new SplittableRandom(input.publicInput().publicSeed()));
    CubeTallies counts =
        RawRecords.rows(
            input,
            records -> {
              int classes = records.task() == TaskType.CLASSIFICATION ? records.classes() : 2;
              return CubeLearner.classCounts(records, lattice, classes);
            });
    LazyCubeRelease exact = LazyCubeRelease.ofTallies(lattice, counts, (c, rng) -> c, 0L);
    CubeArgmaxModel model = new CubeArgmaxModel(exact);
    return post -> model;
  }
}
