package org.ldpbench.data.synthetic;

import java.util.ArrayList;
import java.util.Collections;
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
 * Registers the classification designs G1, G1-κ, G2 and G3 of spec/phist-labeldp.md §D.1 as data
 * source {@value #NAME} (see {@link RateDesign}, {@link RateDesignSource}).
 */
public final class RateClassificationFactory extends Described<SourceInfo>
    implements DataSourceFactory {

  public static final String NAME = "rates-classification";

  static final Param<RateDesign.Kind> DESIGN =
      Param.choice(
          "design",
          RateDesign.Kind.G1,
          RateDesign.Kind.G1_KAPPA,
          RateDesign.Kind.G2,
          RateDesign.Kind.G3);
  static final Param<Double> A = Param.real("a", 0.0, false, 1.0);
  static final Param<Double> TAU = Param.real("tau", 0.1, true, 0.9);
  static final Param<Double> KAPPA = Param.real("kappa", 0.0, false, 1.0);
  static final Param<Integer> K = Param.integer("K", 2, 256);
  static final Param<Double> S = Param.real("s", 0.0, false, 100.0);

  /** Sizes of every rate design. */
  static final Param<Integer> N_PRIVATE = Param.integer("nPrivate", 1, 200_000_000);

  static final Param<Integer> TEST_GRID = Param.integer("testGrid", 2, 1 << 22);
  static final Param<Integer> N_TEST = Param.integer("nTest", 0, 10_000_000);

  public RateClassificationFactory() {
    super(
        SourceInfo.of(
                NAME,
                "rate designs G1, G1-kappa, G2, G3 (spec/phist-labeldp.md D.1): X ~ U[0,1]^d, known eta, exact excess risk",
                TaskType.CLASSIFICATION)
            .withParameters(
                withSizes(
                    DESIGN.fit(
                        RateDesign.Kind.G1,
                        "g1: eta = 1/2 + a(x1 - tau); g1-kappa: margin exponent 1/kappa; g2: oblique; g3: K classes"),
                    SyntheticParams.D_UP_TO_128.fit(1, "dimension d"),
                    A.fit(0.8, "slope a of eta (g1, g1-kappa, g2)"),
                    TAU.fit(0.5, "Bayes boundary x1 = tau (g1)"),
                    KAPPA.fit(0.5, "smoothness kappa (g1-kappa)"),
                    K.fit(2, "number of classes (g3)"),
                    S.fit(2.0, "concentration s (g3)"))));
  }

  @Override
  public DataSource create(ParameterSet p) {
    int d = p.get(SyntheticParams.D_UP_TO_128);
    checkGrid(p.get(TEST_GRID), d, p.get(N_TEST));
    RateDesign design =
        new RateDesign(
            p.get(DESIGN), d, p.get(A), p.get(TAU), p.get(KAPPA), p.get(K), p.get(S), 0.0);
    return source(NAME, design, p);
  }

  /**
   * {@code specs} followed by the size parameters shared by the rate designs: nPrivate, nPublic,
   * testGrid, nTest, stream.
   */
  static List<ParameterSpec> withSizes(ParameterSpec... specs) {
    List<ParameterSpec> all = new ArrayList<>(List.of(specs));
    Collections.addAll(
        all,
        N_PRIVATE.fit(null, "private sample size N"),
        SyntheticParams.N_PUBLIC.fit(0, "public sample size"),
        TEST_GRID.fit(
            1024, "test points: the midpoint grid with this many points per axis (if nTest = 0)"),
        N_TEST.fit(
            0,
            "if > 0: this many random test points instead of the grid (Monte-Carlo excess risk)"),
        SyntheticParams.STREAM_SPEC);
    return all;
  }

  /** The source of {@code design} with the sizes of {@link #withSizes}. */
  static RateDesignSource source(String name, RateDesign design, ParameterSet p) {
    return new RateDesignSource(
        name,
        design,
        p.get(N_PRIVATE),
        p.get(SyntheticParams.N_PUBLIC),
        p.get(TEST_GRID),
        p.get(N_TEST),
        p);
  }

  /** At most 5 million grid test points (unless the test set is random). */
  static void checkGrid(int grid, int d, int nTest) {
    if (nTest == 0 && Math.pow(grid, d) > 5_000_000) {
      throw new IllegalArgumentException(
          "testGrid^d = " + grid + "^" + d + " test points; at most 5,000,000");
    }
  }
}
