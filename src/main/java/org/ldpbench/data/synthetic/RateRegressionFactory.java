package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Registers the regression designs R1 (bounded) and R2 (heavy-tailed) of spec/phist-labeldp.md §D.1
 * as data source {@value #NAME} (see {@link RateDesign}, {@link RateDesignSource}).
 *
 * <p>Version 2: R2's t noise is drawn by Bailey's polar method ({@link StudentT}) instead of
 * commons-math's numerical CDF inversion: the same law, other draws, about 30 times faster (R1's
 * draws are unchanged).
 */
public final class RateRegressionFactory extends Described<SourceInfo>
    implements DataSourceFactory {

  public static final String NAME = "rates-regression";

  static final Param<RateDesign.Kind> DESIGN =
      Param.choice("design", RateDesign.Kind.R1, RateDesign.Kind.R2);
  static final Param<Double> P = Param.real("p", 1.0, false, 100.0);

  public RateRegressionFactory() {
    super(
        SourceInfo.of(
                NAME,
                "rate designs R1, R2 (spec/phist-labeldp.md D.1): m(x) = sin(2 pi x1)/2 on U[0,1]^d, exact excess MSE",
                TaskType.REGRESSION)
            .withVersion(2)
            .withParameters(
                RateClassificationFactory.withSizes(
                    DESIGN.fit(
                        RateDesign.Kind.R1,
                        "r1: Y = sin(2 pi x1)/2 + U(-1/2, 1/2); r2: Y = sin(2 pi x1)/2 + t_(p+1/2)/2"),
                    SyntheticParams.D_UP_TO_128.fit(1, "dimension d"),
                    P.fit(3.0, "moment order p of r2 (t with p + 1/2 degrees of freedom)"))));
  }

  @Override
  public DataSource create(ParameterSet p) {
    int d = p.get(SyntheticParams.D_UP_TO_128);
    RateClassificationFactory.checkGrid(
        p.get(RateClassificationFactory.TEST_GRID), d, p.get(RateClassificationFactory.N_TEST));
    RateDesign design = new RateDesign(p.get(DESIGN), d, 0, 0, 0, 2, 0, p.get(P));
    return RateClassificationFactory.source(NAME, design, p);
  }
}
