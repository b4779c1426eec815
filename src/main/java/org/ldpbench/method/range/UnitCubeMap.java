package org.ldpbench.method.range;

import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;

/**
 * The affine map of a box onto the unit cube, x' = (x − lower)/(upper − lower) per coordinate: how
 * a method built for [0,1]^d (LPCT's max-edge partition) is applied to data on another domain. The
 * box comes from public knowledge only (a known domain, the public sample's range or a guessed
 * bound), so mapping a private record is a public function applied before any mechanism.
 */
public final class UnitCubeMap {

  private final FeatureBox box;

  public UnitCubeMap(FeatureBox box) {
    this.box = box;
  }

  public FeatureBox box() {
    return box;
  }

  /** Every row of {@code points} mapped. */
  public Features apply(Features points) {
    int d = points.columns();
    if (d != box.dimension()) {
      throw new IllegalArgumentException(
          d + "-dimensional points for a " + box.dimension() + "-dimensional box");
    }
    double[] x = points.copyRowMajor();
    for (int i = 0; i < x.length; i++) {
      int j = i % d;
      x[i] = (x[i] - box.lower(j)) / (box.upper(j) - box.lower(j));
    }
    return Features.wrap(x, points.rows(), d);
  }

  /**
   * The point of the box that maps to {@code mapped} (the inverse map, x = lower + x'·(upper −
   * lower)), nudged by ulps until it maps back to {@code mapped} exactly where rounding allows: a
   * point stated on the unit cube (an adversarial record just below a cut) stays on its side of the
   * cut.
   */
  public double[] unmap(double[] mapped) {
    double[] x = new double[mapped.length];
    for (int j = 0; j < mapped.length; j++) {
      double width = box.upper(j) - box.lower(j);
      double v = box.lower(j) + mapped[j] * width;
      for (int step = 0; step < 64 && (v - box.lower(j)) / width != mapped[j]; step++) {
        v = (v - box.lower(j)) / width < mapped[j] ? Math.nextUp(v) : Math.nextDown(v);
      }
      x[j] = v;
    }
    return x;
  }

  /** {@code data} with its features mapped; targets unchanged. */
  public Dataset apply(Dataset data) {
    return new Dataset(apply(data.features()), data.targets());
  }

  /** Whether row i of mapped points lies in [0,1]^d. */
  public static boolean inUnitCube(Features mapped, int i) {
    for (int j = 0; j < mapped.columns(); j++) {
      double v = mapped.get(i, j);
      if (!(v >= 0.0 && v <= 1.0)) {
        return false;
      }
    }
    return true;
  }
}
