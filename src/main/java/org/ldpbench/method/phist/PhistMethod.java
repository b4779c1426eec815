package org.ldpbench.method.phist;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * PHIST, the LDP histogram classifier Ma &amp; Yang compare with in Table 2 (spec/lpct.md §4.2,
 * spec/phist-labeldp.md §A.8, §C.2): a regular grid of k bins per axis on [0,1]^d, private data
 * only (no public data beyond the shared min-max scaler), each user releasing its noisy cell
 * indicator and label-weighted indicator ({@link PhistMechanism}), and a per-cell ratio rule
 * ({@link PhistModel}).
 *
 * <p><b>PHIST is not Berrett &amp; Butucea's classifier.</b> It is the disjoint-cell variant that
 * the Ma–Yang comparisons use; BB's own classifier (a separate method) differs in every row of
 * spec/phist-labeldp.md §A.8: BB uses overlapping windows of side 2h around grid points spaced h
 * (each point in up to 2^d windows, so Laplace scale 2^{d+1}/α on one array), splits the sample in
 * two halves (one releases the indicators, the other the label-weighted ones) and predicts by the
 * sign of (label sum/n − count/(2n)), without a division; PHIST uses disjoint cells (scale 4/ε on
 * each of two arrays, whatever d), lets every user contribute to both arrays, and predicts by the
 * ratio Z/W &gt; 1/2 with W &lt; 2 forced to class 0.
 *
 * <p>Choices against the authors' code (copy into an experiment's {@code notes:}):
 *
 * <ul>
 *   <li>[REC] noise: the exact sum of the n users' Laplace(4/ε) draws per cell ({@code noise:
 *       aggregate}); {@code noise: code} gives the code's single variance-matched Laplace(√n·4/ε)
 *       per cell; {@code noise: per-user} draws every user's noise (tests).
 *   <li>[DIFF] the code calls {@code np.random.seed(1)} inside fit, so its noise is the same in
 *       every replication; here the noise comes from the trial's stream.
 *   <li>[DIFF] memory: the code allocates dense k^d arrays and the harness skips PHIST unless k^d ≤
 *       2^30 and d &lt; 32, so Email, Census and Taxi are "−" in Table 2. Here only occupied cells
 *       are stored and the noise of other cells is drawn when a test point queries them (exact in
 *       distribution, see {@link PhistNoise}), so every data set runs; {@code codeFeasibility:
 *       true} restores the code's rule (NA otherwise).
 *   <li>[REC] coordinates below 0 go to the first bin (the code wraps them to the last);
 *       out-of-range test points are predicted 0 (the code's intent; its indexing bug is not
 *       reproduced).
 * </ul>
 */
public final class PhistMethod extends PrivateMethod {

  static final String NAME = "PHIST";

  static final Param<Integer> CELLS = Param.integer("cells", 1, 1 << 20);
  static final Param<PhistNoise.Mode> NOISE = Param.choice("noise", PhistNoise.Mode.class);
  static final Param<Boolean> CODE_FEASIBILITY = Param.bool("codeFeasibility");
  static final Param<Double> MIN_SAMPLES_CELL =
      Param.real("minSamplesCell", 0.0, true, Double.MAX_VALUE);

  public PhistMethod() {
    super(
        MethodInfo.classifier(
                NAME,
                "LDP histogram classifier: noisy per-cell counts and label sums on a regular grid, private data only",
                PrivacyModel.LOCAL)
            .withParameters(
                CELLS.fit(null, "bins per axis k (paper grid 1..6); k^d cells"),
                NOISE.fit(
                    PhistNoise.Mode.AGGREGATE,
                    "aggregate: exact per-cell sums of n Laplace(4/eps); per-user: every draw; "
                        + "code: one Laplace(sqrt(n)*4/eps) per cell as the authors' code"),
                CODE_FEASIBILITY.fit(
                    false,
                    "NA unless k^d <= 2^30 and d < 32, as the authors' harness (which "
                        + "could not run Email, Census, Taxi)"),
                MIN_SAMPLES_CELL.postProcessing(
                    2.0, "cells whose noisy count is below this predict 0"))
            .withBudget(
                BudgetUse.pure(
                    "one release per user, eps halved: Laplace(4/eps) on its one-hot cell"
                        + " indicator and on its label-weighted indicator (L1 sensitivity 2 each), basic composition gives"
                        + " eps-LDP; the ratio rule is post-processing")));
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(CELLS, 2)
        .with(NOISE, PhistNoise.Mode.AGGREGATE)
        .add()
        .with(CELLS, 2)
        .with(NOISE, PhistNoise.Mode.PER_USER)
        .add()
        .with(CELLS, 2)
        .with(NOISE, PhistNoise.Mode.CODE)
        .list();
  }

  @Override
  public PrivateProtocol<NoisyCellSums> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    int d = input.dimension();
    int k = p.get(CELLS);
    GridIndexer indexer = new GridIndexer(d, k);
    if (p.get(CODE_FEASIBILITY) && (indexer.log2CellCount() > 30.0 || d >= 32)) {
      throw new NotApplicable(
          k + "^" + d + " cells: the authors' harness runs PHIST only if k^d <= 2^30 and d < 32");
    }
    PhistNoise.Mode mode = p.get(NOISE);
    List<PrivateMechanism<NoisyCellSums>> mechanisms =
        List.of(
            new PhistMechanism(
                indexer, input.budget(), mode, input.privateSampleSizes().get(0), input.fault()));
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<NoisyCellSums>> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<NoisyCellSums> releases) {
        NoisyCellSums sums = releases.get(0);
        return post -> new PhistModel(indexer, sums, post.get(MIN_SAMPLES_CELL));
      }
    };
  }
}
