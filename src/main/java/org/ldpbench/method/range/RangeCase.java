package org.ldpbench.method.range;

import java.util.Arrays;
import java.util.Locale;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Keyword;

/**
 * How a method learns the feature domain before mapping it to the unit cube (Ma &amp; Yang Section
 * 6.4, Figure 8): the three cases of the range-estimation experiment.
 */
public enum RangeCase implements Keyword {
  /** (I) The domain is known in advance: the data source's declared domain. */
  KNOWN,
  /** (II) Estimated from the public sample: its per-coordinate minimum and maximum. */
  ESTIMATED,
  /** (III) Unknown: [0, ā]^d for a guessed bound ā, chosen as part of the grid. */
  UNKNOWN;

  /** The name used in specs. */
  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * The box to map onto the unit cube.
   *
   * @param bound ā, used by {@link #UNKNOWN} only
   * @throws NotApplicable if the case cannot be applied to this input (no declared domain; a public
   *     sample without spread in some coordinate)
   */
  public FeatureBox box(PublicInput input, double bound) {
    int d = input.dimension();
    return switch (this) {
      case KNOWN ->
          input
              .knownDomain()
              .orElseThrow(
                  () ->
                      new NotApplicable(
                          "range: known needs a data source that declares its domain (e.g. ma-yang-2d-range)"));
      case ESTIMATED -> publicRange(input.publicSample(), d);
      case UNKNOWN -> FeatureBox.cube(d, bound);
    };
  }

  private static FeatureBox publicRange(Dataset publicSample, int d) {
    double[] lower = new double[d];
    double[] upper = new double[d];
    Arrays.fill(lower, Double.POSITIVE_INFINITY);
    Arrays.fill(upper, Double.NEGATIVE_INFINITY);
    for (int i = 0; i < publicSample.size(); i++) {
      for (int j = 0; j < d; j++) {
        double v = publicSample.features().get(i, j);
        lower[j] = Math.min(lower[j], v);
        upper[j] = Math.max(upper[j], v);
      }
    }
    for (int j = 0; j < d; j++) {
      if (!(lower[j] < upper[j])) {
        throw new NotApplicable(
            "range: estimated needs public points with distinct values in every"
                + " coordinate; coordinate "
                + j
                + " has "
                + publicSample.size()
                + " public point(s) without spread");
      }
    }
    return new FeatureBox(lower, upper);
  }
}
