package org.ldpbench.testing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.BoundModel;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.Release;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.RegularGridPartition;
import org.ldpbench.privacy.LaplaceMechanism;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Test-only distributed-DP method {@code TEST-TWO-SERVER}: each server releases its per-cell counts
 * of label 0 and label 1 on a regular grid with Laplace noise of scale 2/ε_j (changing one record
 * moves one count out of one cell and into another: L1 sensitivity 2), under its own budget; the
 * curator adds the servers' counts with weights and labels each cell by majority. The model is
 * bound to the evaluation points, as the Gaussian-process methods will be.
 */
public final class TwoServerHistogram extends PrivateMethod {

  public static final String NAME = "TEST-TWO-SERVER";

  static final Param<Integer> CELLS = Param.integer("cells", 1, 64);
  static final Param<Double> SOURCE_WEIGHT = Param.real("sourceWeight", 0.0, true, 1e6);

  public TwoServerHistogram() {
    super(
        MethodInfo.classifier(
                NAME,
                "test only: per-server noisy cell counts, weighted majority",
                PrivacyModel.DISTRIBUTED)
            .withParameters(
                CELLS.fit(2, "grid cells per axis"),
                SOURCE_WEIGHT.postProcessing(1.0, "weight of the source server's counts")));
  }

  @Override
  public PrivateProtocol<CellCounts> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    RegularGridPartition grid = new RegularGridPartition(input.dimension(), p.get(CELLS));
    List<CellCountMechanism> mechanisms = new ArrayList<>();
    for (PrivacyBudget budget : input.budgets()) {
      mechanisms.add(new CellCountMechanism(grid, budget));
    }
    int[] cells = grid.cellsOf(input.evaluationPoints());
    return new PrivateProtocol<>() {
      @Override
      public List<CellCountMechanism> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<CellCounts> releases) {
        return post -> {
          double w = post.get(SOURCE_WEIGHT);
          int[] labels = new int[cells.length];
          for (int i = 0; i < cells.length; i++) {
            int c = cells[i];
            double ones = 0;
            double zeros = 0;
            for (int j = 0; j < releases.size(); j++) {
              double weight = j == 0 ? 1.0 : w;
              ones += weight * releases.get(j).ones()[c];
              zeros += weight * releases.get(j).zeros()[c];
            }
            labels[i] = ones > zeros ? 1 : 0;
          }
          return new BoundModel(input.evaluationPoints(), Predictions.ofLabels(labels, Map.of()));
        };
      }
    };
  }

  /** Noisy per-cell counts of labels 0 and 1 of one server. */
  public record CellCounts(double[] zeros, double[] ones) implements Release {
    @Override
    public double[] coordinates() {
      double[] out = Arrays.copyOf(zeros, zeros.length + ones.length);
      System.arraycopy(ones, 0, out, zeros.length, ones.length);
      return out;
    }
  }

  /** One server's central Laplace mechanism on its cell counts. */
  static final class CellCountMechanism implements PrivateMechanism<CellCounts> {
    private final RegularGridPartition grid;
    private final PrivacyBudget budget;
    private final LaplaceMechanism laplace;

    CellCountMechanism(RegularGridPartition grid, PrivacyBudget budget) {
      this.grid = grid;
      this.budget = budget;
      this.laplace = LaplaceMechanism.forSensitivity(2.0, budget.epsilon());
    }

    @Override
    public Optional<PrivacyBudget> guarantee() {
      return Optional.of(budget);
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    @Override
    public CellCounts release(PrivateSample sample, RandomGenerator noise) {
      Dataset data = sample.records();
      double[] zeros = new double[grid.cellCount()];
      double[] ones = new double[grid.cellCount()];
      for (int i = 0; i < data.size(); i++) {
        int cell = grid.cellOf(data.features(), i);
        if (data.classLabels().label(i) == 1) {
          ones[cell]++;
        } else {
          zeros[cell]++;
        }
      }
      return new CellCounts(laplace.release(zeros, noise), laplace.release(ones, noise));
    }
  }
}
