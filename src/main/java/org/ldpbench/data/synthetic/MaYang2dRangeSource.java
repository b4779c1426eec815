package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.KnownBayesAccuracy;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.param.ParameterSet;

/**
 * One replication of the range-estimation design: the Ma–Yang split of {@link MaYang2dSource} (same
 * streams, so the same points as {@code ma-yang-2d} with the same parameters) with every feature
 * multiplied by a ~ U[scaleMin, scaleMax], drawn from its own stream. The split declares [0, a]² as
 * its known domain, which only the "known range" case of a method uses; labels are unchanged, so
 * the Bayes accuracy is the unscaled design's.
 */
public final class MaYang2dRangeSource implements DataSource, KnownBayesAccuracy {

  private final MaYang2dSource unscaled;
  private final double scaleMin;
  private final double scaleMax;
  private final ParameterSet parameters;

  MaYang2dRangeSource(
      MaYang2dSource unscaled, double scaleMin, double scaleMax, ParameterSet parameters) {
    this.unscaled = unscaled;
    this.scaleMin = scaleMin;
    this.scaleMax = scaleMax;
    this.parameters = parameters;
  }

  @Override
  public String id() {
    return MaYang2dRangeFactory.NAME + "{" + parameters.canonical() + "}";
  }

  @Override
  public String provenance() {
    return "synthetic generator "
        + MaYang2dRangeFactory.NAME
        + " (spec/lpct.md 6.2 F8) with "
        + parameters.canonical();
  }

  @Override
  public double bayesAccuracy() {
    return unscaled.bayesAccuracy();
  }

  /** The side a of this replication's domain. */
  double side(SampleStreams streams) {
    double u =
        streams.stream(
                "scale",
                "uniform{"
                    + ParameterSet.format(scaleMin)
                    + ","
                    + ParameterSet.format(scaleMax)
                    + "}")
            .nextDouble();
    return scaleMin + (scaleMax - scaleMin) * u;
  }

  @Override
  public DataSplit draw(SampleStreams streams) {
    DataSplit split = unscaled.draw(streams);
    double a = side(streams);
    return new DataSplit(
            scaled(split.publicTrain(), a),
            split.privateTrain().stream().map(d -> scaled(d, a)).toList(),
            scaled(split.test(), a))
        .withKnownDomain(FeatureBox.cube(split.dimension(), a));
  }

  private static Dataset scaled(Dataset data, double a) {
    double[] x = data.features().copyRowMajor();
    for (int i = 0; i < x.length; i++) {
      x[i] *= a;
    }
    return new Dataset(Features.wrap(x, data.size(), data.dimension()), data.targets());
  }
}
