package org.example.gridrr;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.RandomizedResponse;

/**
 * GRID-RR-JAVA, a local-DP classifier: the unit cube is cut into a regular grid (public); every
 * user reports its (cell, label) pair through K-ary randomized response at ε ({@link
 * GridRrMechanism}); the curator debiases the tally ({@link GridRrCurator}) and each cell predicts
 * its most frequent estimated label, except cells with too few estimated users, which take the
 * public sample's label there ({@link PublicCellLabels}).
 *
 * <p>As a {@link PrivateMethod} it writes only its {@link #protocol}, from public input alone;
 * ldpbench applies the mechanism to the private sample and hands the curator the release, so the
 * curator never sees a record. {@code cells} is a fit parameter (a new value needs new releases);
 * {@code minUsers} is post-processing (swept over the same releases). Features are expected in
 * [0,1]^d (the synthetic designs are; real data sets are min-max scaled on public data).
 *
 * <p>Not final only so that the example's test jar can plant a fault for the privacy audit ({@code
 * OverspendingGridRrMethod}, which overrides {@link #randomizer}).
 */
public class GridRrMethod extends PrivateMethod {

  /** Grid cells per axis (fit). */
  public static final Param<Integer> CELLS = Param.integer("cells", 1, 64);

  /** Fewest estimated users for a cell to trust its reports (post-processing). */
  public static final Param<Double> MIN_USERS = Param.real("minUsers", 0, true, 1e9);

  public GridRrMethod() {
    this(
        MethodInfo.classifier(
            "GRID-RR-JAVA",
            "K-ary randomized response on a grid of cells with a public-data fallback (examples/java-method)",
            PrivacyModel.LOCAL));
  }

  /**
   * For variants of the method (a test's planted fault): the same parameters and budget under
   * another name.
   */
  protected GridRrMethod(MethodInfo info) {
    super(
        info.withVersion(1)
            .withParameters(
                CELLS.fit(4, "grid cells per axis"),
                MIN_USERS.postProcessing(
                    5.0, "cells with fewer estimated users take the public sample's label there"))
            .withBudget(
                BudgetUse.pure(
                    "one K-ary randomized response per user (K = cells^d x classes) at eps")));
  }

  /**
   * The grid sizes the privacy audit checks (`ldpbench audit GRID-RR-JAVA`): a coarse and the
   * default grid.
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return List.of(Map.of("cells", 2), Map.of("cells", 4));
  }

  @Override
  public PrivateProtocol<GridRrRelease> protocol(
      PublicInput input, ParameterSet fitParameters, RandomGenerator publicRandomness) {
    GridCells cells = new GridCells(input.dimension(), fitParameters.get(CELLS));
    int classes = Math.max(2, input.publicSample().classes());
    double epsilon = input.budget().epsilon();
    GridRrMechanism mechanism =
        new GridRrMechanism(cells, classes, epsilon, randomizer(cells.count() * classes, epsilon));
    return new GridRrCurator(
        mechanism,
        cells,
        classes,
        epsilon,
        new PublicCellLabels(input.publicSample(), cells, classes));
  }

  /** The randomized response the mechanism draws with: K categories at ε. */
  protected RandomizedResponse randomizer(int categories, double epsilon) {
    return new RandomizedResponse(categories, epsilon);
  }
}
