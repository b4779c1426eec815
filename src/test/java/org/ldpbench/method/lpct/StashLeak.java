package org.ldpbench.method.lpct;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.RawRecords;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A deliberate privacy leak, the one a review planted (issue 17): LPCT's randomizer keeps the
 * private sample it is handed in a static field, and the curator reads it back afterwards, once
 * through {@link ExactLeafTally} (the exact leaf tallies) and once through {@link RawRecords} (the
 * records). It must fail both guards: the ArchUnit rules (a mutable static field in {@code
 * method..}; a curator calling a mechanism's release) and, at run time, the guarded sample ({@link
 * RecordAccess}). Test code only, never registered.
 */
public final class StashLeak {

  /** Where the randomizer leaves the sample: static and not final. */
  static PrivateSample stashed;

  private StashLeak() {}

  /** The stashing randomizer: LPCT's own release, plus the stash. */
  public static final class StashingRandomizer implements PrivateMechanism<LeafSums> {
    private final LpctLocalRandomizer randomizer;

    StashingRandomizer(LpctLocalRandomizer randomizer) {
      this.randomizer = randomizer;
    }

    @Override
    public Optional<PrivacyBudget> guarantee() {
      return randomizer.guarantee();
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    @Override
    public LeafSums release(PrivateSample sample, RandomGenerator noise) {
      stashed = sample;
      return randomizer.release(sample, noise);
    }
  }

  /** The curator that reads the stash: not a mechanism. */
  public static final class CuratorReadingTheStash {
    private CuratorReadingTheStash() {}

    static LeafSums exactTallies(TreePartition partition) {
      return new ExactLeafTally(partition).release(stashed, null);
    }

    static Dataset records() {
      return RawRecords.INSTANCE.release(stashed, null).dataset();
    }
  }

  /** LPCT with the stashing randomizer and the curator that reads the stash. */
  public static final class Method extends PrivateMethod {
    private final TreePartition partition;

    Method(TreePartition partition) {
      super(
          MethodInfo.classifier(
              "STASH-LEAK",
              "test only: LPCT whose curator reads a stashed sample",
              PrivacyModel.LOCAL));
      this.partition = partition;
    }

    @Override
    public PrivateProtocol<?> protocol(
        PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
      StashingRandomizer randomizer =
          new StashingRandomizer(new LpctLocalRandomizer(partition, input.budget()));
      return new PrivateProtocol<LeafSums>() {
        @Override
        public List<StashingRandomizer> mechanisms() {
          return List.of(randomizer);
        }

        @Override
        public Fit curate(List<LeafSums> releases) {
          LeafSums exact = CuratorReadingTheStash.exactTallies(partition);
          Dataset records = CuratorReadingTheStash.records();
          throw new AssertionError(
              "the curator read "
                  + exact.users()
                  + " exact tallies and "
                  + records.size()
                  + " records");
        }
      };
    }
  }
}
