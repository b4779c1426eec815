package org.ldpbench.data.synthetic;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * Registers {@code ma-yang-2d-range}: the Ma–Yang 2-d design with the features scaled by a ~
 * U[scaleMin, scaleMax] drawn per replication, so the domain is [0, a]² (the range-estimation
 * experiment, Ma &amp; Yang Section 6.4 and Figure 8; spec/lpct.md 6.2 rows F8b, F8c).
 */
public final class MaYang2dRangeFactory extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "ma-yang-2d-range";

  static final Param<Double> SCALE_MIN = Param.real("scaleMin", 0.0, false, 1e6);
  static final Param<Double> SCALE_MAX = Param.real("scaleMax", 0.0, false, 1e6);

  public MaYang2dRangeFactory() {
    super(
        SourceInfo.of(
                NAME,
                "Ma & Yang 2-d design on [0,a]^2 with a ~ U[scaleMin, scaleMax] per replication (range estimation, Fig. 8)",
                TaskType.CLASSIFICATION)
            .withParameters(specs()));
  }

  private static List<ParameterSpec> specs() {
    List<ParameterSpec> specs = new ArrayList<>(new MaYang2dFactory().info().parameters().specs());
    specs.add(
        SCALE_MIN.fit(
            1.0,
            "smallest side a of the domain [0, a]^2 (a ~ U[scaleMin, scaleMax] per replication)"));
    specs.add(SCALE_MAX.fit(5.0, "largest side a of the domain [0, a]^2"));
    return specs;
  }

  @Override
  public DataSource create(ParameterSet p) {
    if (!(p.get(SCALE_MIN) <= p.get(SCALE_MAX))) {
      throw new IllegalArgumentException(
          "scaleMin "
              + ParameterSet.format(p.get(SCALE_MIN))
              + " is above scaleMax "
              + ParameterSet.format(p.get(SCALE_MAX)));
    }
    ParameterSet base = p.without(List.of(SCALE_MIN.name(), SCALE_MAX.name()));
    MaYang2dSource unscaled =
        new MaYang2dSource(
            new MaYang2d(p.get(SyntheticParams.GAMMA), p.get(MaYang2dFactory.THRESHOLD)),
            p.get(SyntheticParams.N_PRIVATE),
            p.get(SyntheticParams.N_PUBLIC),
            p.get(MaYang2dFactory.N_TEST),
            base);
    return new MaYang2dRangeSource(unscaled, p.get(SCALE_MIN), p.get(SCALE_MAX), p);
  }
}
