package org.ldpbench.audit.calibration;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.ldpbench.method.Perturbation;

/**
 * The streams of repeated draws of one release, split off one generator in order (what both noise
 * checks hand a mechanism).
 */
final class ReleaseStreams {

  private ReleaseStreams() {}

  /**
   * {@code count} streams split off {@code rng} in order: the streams one draw after another would
   * use, handed to {@link Perturbation.NoiseDraws#draws} at once.
   */
  static List<SplittableRandom> split(SplittableRandom rng, int count) {
    List<SplittableRandom> out = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      out.add(rng.split());
    }
    return out;
  }
}
