package org.ldpbench.method.phist;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A test-only mutant of PHIST (issue 32): cells of index 4 and up (mixed-radix order of their bins)
 * are released without noise; cells 0–3, and so the whole 2 × 2 grid the method-level audit builds,
 * keep theirs. Its declarations are the real mechanism's, its noise observations come from its own
 * releases. Only an audit at the grid sizes a spec runs can see it.
 */
final class PhistSkippingCells extends PrivateMethod {

  /** Cells of this index and up carry no noise. */
  static final int FIRST_SKIPPED = 4;

  private final PhistMethod real = new PhistMethod();

  PhistSkippingCells() {
    super(new PhistMethod().info());
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return real.auditConfigurations();
  }

  @Override
  public PrivateProtocol<?> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    PrivateProtocol<NoisyCellSums> protocol = real.protocol(input, p, publicRandomness);
    PhistMechanism inner = (PhistMechanism) protocol.mechanisms().get(0);
    PhistNoise.Mode mode = p.get(PhistMethod.NOISE);
    Skipping mechanism =
        new Skipping(
            inner,
            new GridIndexer(input.dimension(), p.get(PhistMethod.CELLS)),
            input.budget(),
            mode);
    return new PrivateProtocol<NoisyCellSums>() {
      @Override
      public List<? extends PrivateMechanism<NoisyCellSums>> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<NoisyCellSums> releases) {
        return protocol.curate(releases);
      }
    };
  }

  /** The mutated mechanism. */
  private static final class Skipping implements PrivateMechanism<NoisyCellSums> {

    private final PhistMechanism inner;
    private final GridIndexer indexer;
    private final PrivacyBudget budget;
    private final PhistNoise.Mode mode;

    Skipping(
        PhistMechanism inner, GridIndexer indexer, PrivacyBudget budget, PhistNoise.Mode mode) {
      this.inner = inner;
      this.indexer = indexer;
      this.budget = budget;
      this.mode = mode;
    }

    @Override
    public Optional<PrivacyBudget> guarantee() {
      return inner.guarantee();
    }

    @Override
    public Neighbours neighbours() {
      return inner.neighbours();
    }

    /** The real release, with the noise of every cell of index 4 and up taken out again. */
    @Override
    public NoisyCellSums release(PrivateSample sample, RandomGenerator noise) {
      Dataset records = sample.records();
      PhistNoise cellNoise =
          new PhistNoise(mode, budget.epsilon(), records.size(), noise.nextLong(), Fault.NONE);
      Map<GridCell, double[]> tallies = new HashMap<>();
      ClassLabels labels = records.classLabels();
      for (int i = 0; i < records.size(); i++) {
        double[] tally =
            tallies.computeIfAbsent(indexer.cellOf(records.features(), i), c -> new double[2]);
        tally[0] += 1.0;
        tally[1] += labels.label(i);
      }
      int count =
          (int)
              Math.min(
                  NoisyCellSums.MAX_LISTED_CELLS,
                  Math.pow(indexer.cellsPerAxis(), indexer.dimension()));
      int[] bins = new int[indexer.dimension()];
      for (int c = FIRST_SKIPPED; c < count; c++) {
        int rest = c;
        for (int j = indexer.dimension() - 1; j >= 0; j--) {
          bins[j] = rest % indexer.cellsPerAxis();
          rest /= indexer.cellsPerAxis();
        }
        GridCell cell = indexer.cellOfBins(bins);
        double[] drawn = cellNoise.of(cell);
        double[] tally = tallies.computeIfAbsent(cell, k -> new double[2]);
        tally[0] -= drawn[0];
        tally[1] -= drawn[1];
      }
      return new NoisyCellSums(indexer, tallies, cellNoise);
    }

    @Override
    public List<Perturbation> perturbations() {
      return inner.perturbations().stream()
          .map(
              p ->
                  p.withNoise(
                      (sample, rng) -> {
                        double[] released = release(sample, rng).coordinates();
                        double[] exact = p.statistic().of(sample);
                        for (int i = 0; i < released.length; i++) {
                          released[i] -= exact[i];
                        }
                        return released;
                      }))
          .toList();
    }
  }
}
