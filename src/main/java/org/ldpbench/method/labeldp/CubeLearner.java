package org.ldpbench.method.labeldp;

import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.SampleRows;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Model;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.cube.CubeBandwidth;
import org.ldpbench.method.cube.CubeCounts;
import org.ldpbench.method.cube.CubeLattice;
import org.ldpbench.method.cube.CubeTallies;
import org.ldpbench.method.cube.LazyCubeRelease;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A learner on the lattice of disjoint cubes of side h (Zhao et al.'s "cube splitting",
 * spec/phist-labeldp.md §B.3): per-cube statistics of the private sample, privatized cube by cube
 * (the subclass's privatizer), and a per-cube rule applied at the test points. The side h comes
 * from the subclass's theory schedule or is fixed ({@link CubeBandwidth}); the lattice is shifted
 * by a public random offset. Subclasses say what is tallied, how it is privatized, under which
 * neighbour relation, and how a cube's released values become a prediction.
 */
abstract class CubeLearner extends PrivateMethod {

  CubeLearner(MethodInfo info) {
    super(info);
  }

  /** The theory's rate for h (h = c·rate). */
  abstract double theoryRate(PublicInput input, ParameterSet p);

  /** Exact statistics per cube of a sample, in memory or streamed. */
  abstract CubeTallies tally(
      SampleRows records, CubeLattice lattice, ParameterSet p, PublicInput input);

  /** Released values of a cube from its exact statistics. */
  abstract LazyCubeRelease.Privatizer privatizer(
      PublicInput input, ParameterSet p, CubeLattice lattice);

  /**
   * What the mechanism perturbs, for the privacy audit: its statistics (from {@link
   * CubeMechanism#allCubes}, {@link CubeMechanism#firstCube} or {@link CubeMechanism#labels}),
   * their sensitivity and noise calibration.
   */
  abstract List<Perturbation> perturbations(
      CubeMechanism mechanism, PublicInput input, ParameterSet p, CubeLattice lattice);

  /** The model on a release. */
  abstract Model model(LazyCubeRelease release, PublicInput input, ParameterSet p);

  /** Label neighbours for the label-DP models, record neighbours otherwise. */
  Neighbours neighbours() {
    return info().privacyModel() == PrivacyModel.LABEL_LOCAL
            || info().privacyModel() == PrivacyModel.LABEL_CENTRAL
        ? Neighbours.LABEL
        : Neighbours.RECORD;
  }

  @Override
  public final PrivateProtocol<LazyCubeRelease> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    CubeLattice lattice = CubeBandwidth.lattice(input, p, theoryRate(input, p), publicRandomness);
    CubeMechanism mechanism =
        new CubeMechanism(
            lattice,
            PrivacyBudget.pure(input.budget().epsilon()),
            neighbours(),
            (records, l) -> tally(records, l, p, input),
            privatizer(input, p, lattice),
            m -> perturbations(m, input, p, lattice));
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<LazyCubeRelease>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<LazyCubeRelease> releases) {
        LazyCubeRelease release = releases.get(0);
        return post -> model(release, input, p);
      }
    };
  }

  /** K: the number of classes, read from the public sample's label type (2 if unknown). */
  static int classes(PublicInput input) {
    return input.publicSample().targets() instanceof ClassLabels c ? c.classes() : 2;
  }

  /** Per-cube class counts n_lj (width K) of a sample, in memory or streamed. */
  static CubeTallies classCounts(SampleRows records, CubeLattice lattice, int classes) {
    return CubeCounts.overChunks(
        records,
        lattice,
        classes,
        (chunk, first) -> {
          ClassLabels labels = chunk.classLabels();
          return (from, slots) -> {
            for (int i = 0; i < slots.length; i++) {
              slots[i] = labels.label(from + i);
            }
          };
        });
  }

  /** Rows whose cube keys {@link #clippedSums} computes at a time. */
  private static final int KEY_BLOCK = 4096;

  /**
   * Per-cube count and sum of the labels clipped to [−T, T] (width 2) of a sample, in memory or
   * streamed: added row by row in row order in each chunk, the chunks merged in chunk order.
   */
  static CubeTallies clippedSums(SampleRows records, CubeLattice lattice, double clip) {
    return CubeTallies.overChunks(
        records, (chunk, first) -> clippedSumsOfChunk(chunk, lattice, clip));
  }

  private static CubeTallies clippedSumsOfChunk(Dataset records, CubeLattice lattice, double clip) {
    CubeTallies t = CubeTallies.forKeysBelow(lattice.keyBound(), 2);
    int n = records.size();
    long[] keys = new long[Math.min(KEY_BLOCK, n)];
    for (int from = 0; from < n; from += KEY_BLOCK) {
      if (n - from < keys.length) {
        keys = new long[n - from];
      }
      lattice.cubeKeys(records.features(), from, keys);
      for (int i = 0; i < keys.length; i++) {
        t.add(keys[i], 0, 1.0);
        t.add(keys[i], 1, Math.max(-clip, Math.min(clip, records.targets().value(from + i))));
      }
    }
    return t;
  }
}
