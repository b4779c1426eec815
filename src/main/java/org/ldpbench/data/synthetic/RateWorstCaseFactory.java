package org.ldpbench.data.synthetic;

import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Registers G4, the worst-case design of spec/phist-labeldp.md §D.1 (Berrett–Butucea's lower-bound
 * construction, {@link RateDesign#worstCase}), as data source {@value #NAME}. The construction
 * depends on the sample size as in §A.5: q = max(2, round(cq·(n alpha²)^{1/(2β+2d)})) cubes per
 * axis with β = 1 and n = nPrivate/2 (Berrett–Butucea's half sample), so each N is its own hardest
 * instance and the excess risk of any α-LDP rule falls no faster than the minimax rate (n
 * α²)^{−β(1+γ)/(2β+2d)}.
 *
 * <p>A separate factory (not a {@code design} of {@code rates-classification}) so that adding its
 * parameters leaves the trial keys of the other designs' experiments unchanged.
 *
 * <p>Signs: drawn once from {@code signSeed} for every replication (the spec asks for random signs
 * per replication; the harness computes the excess risk from one η per data source, which cannot
 * depend on the replication without a change to {@link RateDesignSource}). With several active
 * cubes a fixed random draw is a typical member of the lower-bound family; other draws are other
 * values of {@code signSeed}.
 */
public final class RateWorstCaseFactory extends Described<SourceInfo> implements DataSourceFactory {

  public static final String NAME = "rates-worst-case";

  static final Param<Double> A = Param.real("a", 0.0, false, 1.0);
  static final Param<Double> CQ = Param.real("cq", 0.0, false, 1000.0);
  static final Param<Double> ALPHA = Param.real("alpha", 0.0, false, 1000.0);
  static final Param<Double> BUMPS = Param.real("bumps", 0.0, false, 1e6);
  static final Param<Integer> SIGN_SEED = Param.integer("signSeed", 0, Integer.MAX_VALUE);

  public RateWorstCaseFactory() {
    super(
        SourceInfo.of(
                NAME,
                "G4 (spec/phist-labeldp.md D.1): Berrett-Butucea lower-bound bumps, q tied to N, exact excess risk",
                TaskType.CLASSIFICATION)
            .withParameters(
                RateClassificationFactory.withSizes(
                    SyntheticParams.D_UP_TO_4.fit(1, "dimension d"),
                    A.fit(0.8, "bump height a/q (flat top)"),
                    CQ.fit(
                        1.0,
                        "constant of q = max(2, round(cq (n alpha^2)^(1/(2+2d)))), n = nPrivate/2"),
                    ALPHA.fit(1.0, "the privacy level alpha the construction is tuned to"),
                    BUMPS.fit(4.0, "active cubes m = round(bumps q^(d-1)) (beta gamma = 1)"),
                    SIGN_SEED.fit(1, "seed of the signs"))));
  }

  @Override
  public DataSource create(ParameterSet p) {
    int d = p.get(SyntheticParams.D_UP_TO_4);
    RateClassificationFactory.checkGrid(
        p.get(RateClassificationFactory.TEST_GRID), d, p.get(RateClassificationFactory.N_TEST));
    int q = cubesPerAxis(p.get(RateClassificationFactory.N_PRIVATE), d, p.get(CQ), p.get(ALPHA));
    RateDesign design = RateDesign.worstCase(d, p.get(A), q, p.get(BUMPS), p.get(SIGN_SEED));
    return RateClassificationFactory.source(NAME, design, p);
  }

  /** q = max(2, round(cq·(n α²)^{1/(2+2d)})), n = ⌊nPrivate/2⌋ (β = 1). */
  static int cubesPerAxis(int nPrivate, int d, double cq, double alpha) {
    double n = Math.max(1, nPrivate / 2);
    return (int) Math.max(2, Math.round(cq * Math.pow(n * alpha * alpha, 1.0 / (2 + 2 * d))));
  }
}
