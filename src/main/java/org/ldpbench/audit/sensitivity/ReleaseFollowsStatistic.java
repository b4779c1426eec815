package org.ldpbench.audit.sensitivity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.audit.neighbour.NeighbourFamilies;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Perturbation;
import org.ldpbench.privacy.NoiseCalibration;

/**
 * The sensitivity layer's check that a release follows the statistic its mechanism declares ({@link
 * SensitivityAudit}): the additive noise a mechanism exposes (its release minus its statistic) is
 * drawn on the members of a neighbour family with one and the same stream, and again with a second
 * stream; a difference between members that stays the same under both streams is a deterministic
 * part of the release that the declared statistic lacks (a missing floor, a wrong divisor). Noise
 * that depends on the data changes with the stream and is left to the calibration layer.
 */
final class ReleaseFollowsStatistic {

  /** Relative tolerance of "the same noise" (rounding of release minus statistic). */
  private static final double SAME = 1e-9;

  private final long seed;
  private final int compared;

  /**
   * @param seed the audit's seed, from which the two noise streams are derived
   * @param compared the most members of a family compared with its first (each costs a release)
   */
  ReleaseFollowsStatistic(long seed, int compared) {
    this.seed = seed;
    this.compared = compared;
  }

  /**
   * Null if the release follows the statistic on this family (or cannot be told), else one line:
   * the noise of additive releases drawn with one stream on every member must not differ by a part
   * that stays the same under a second stream.
   */
  String deviation(
      Perturbation perturbation,
      NeighbourFamilies.Family family,
      List<PrivateSample> samples,
      List<Object> keys) {
    NoiseCalibration.Law law = perturbation.calibration().law();
    if (perturbation.noise().isEmpty()
        || (law != NoiseCalibration.Law.LAPLACE && law != NoiseCalibration.Law.GAUSSIAN)) {
      return null;
    }
    Perturbation.NoiseDraws noise = perturbation.noise().get();
    if (keys != null) {
      if (!(noise instanceof Perturbation.SparseNoiseDraws sparseNoise)) {
        return null; // a statistic too large to list whose noise cannot be observed by key: left to
        // calibration
      }
      List<Object> at = new ArrayList<>(keys);
      at.addAll(sparseNoise.emptyKeys());
      noise = (sample, rng) -> sparseNoise.draw(sample, rng, at);
    }
    long streamA = seed * 31 + 7;
    long streamB = seed * 31 + 19;
    double[] base = noise.draw(samples.get(0), new SplittableRandom(streamA));
    double[] baseB = null;
    // at most compared members per family, spread over it (each costs a release)
    int step = Math.max(1, (samples.size() - 1 + compared - 1) / compared);
    for (int v = 1; v < samples.size(); v += step) {
      double[] other = noise.draw(samples.get(v), new SplittableRandom(streamA));
      int j = differing(base, other);
      if (j < 0) {
        continue;
      }
      if (baseB == null) {
        baseB = noise.draw(samples.get(0), new SplittableRandom(streamB));
      }
      double[] otherB = noise.draw(samples.get(v), new SplittableRandom(streamB));
      if (otherB.length != other.length || baseB.length != base.length) {
        continue; // the release's shape depends on the data: not comparable coordinate by
        // coordinate
      }
      double gap = other[j] - base[j];
      double gapB = otherB[j] - baseB[j];
      if (Math.abs(gap - gapB) <= SAME * (1 + Math.abs(gap))) {
        return String.format(
            Locale.ROOT,
            "the release does not follow its declared statistic: with the same"
                + " noise stream, coordinate %d of '%s' is %.6g higher on %s than on %s, and still %.6g higher"
                + " under another stream (a deterministic part of the release that the statistic lacks)",
            j,
            perturbation.name(),
            gap,
            family.variants().get(v).description(),
            family.variants().get(0).description(),
            gapB);
      }
    }
    return null;
  }

  /**
   * The first coordinate where the two differ by more than rounding, −1 if none (or the lengths
   * differ).
   */
  private static int differing(double[] a, double[] b) {
    if (a.length != b.length) {
      return -1;
    }
    for (int j = 0; j < a.length; j++) {
      if (!(Math.abs(a[j] - b[j]) <= SAME * (1 + Math.abs(a[j]) + Math.abs(b[j])))) {
        return j;
      }
    }
    return -1;
  }
}
