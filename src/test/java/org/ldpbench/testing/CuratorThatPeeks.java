package org.ldpbench.testing;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.RawRecords;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * A deliberate violation of the privacy boundary, for ArchitectureTest only: curator code that
 * reads private records directly instead of through a mechanism. The architecture rule must report
 * it; it is never registered or run.
 */
final class CuratorThatPeeks {

  private CuratorThatPeeks() {}

  static int peek(PrivateSample sample) {
    return sample.records().size();
  }

  /** Reaches for the run's exact statistics of the sample (the exact leaf tallies, say). */
  static int peekAtExactStatistics(PrivateSample sample, MemoKey<String, Integer> key) {
    return sample.exact(key, "tallies", rows -> rows.size());
  }

  /** Opens a sample's guard itself instead of letting the harness do it for a mechanism call. */
  static int open(RecordAccess access, PrivateSample sample) {
    return access.during(() -> sample.rows().size());
  }

  /**
   * Runs a mechanism's batch of draws on a private sample itself, as only the harness and the audit
   * may.
   */
  static int drawMany(PrivateMechanism<?> mechanism, PrivateSample sample) {
    return mechanism.releases(sample, List.of(new SplittableRandom(1))).size();
  }

  /** A mechanism that keeps the last sample it saw in a field of its own. */
  static final class MechanismThatKeeps implements PrivateMechanism<RawRecords.Records> {
    @SuppressWarnings(
        "UnusedVariable") // kept, never read: the state the architecture rules must find
    private PrivateSample last;

    @Override
    public Optional<PrivacyBudget> guarantee() {
      return Optional.empty();
    }

    @Override
    public Neighbours neighbours() {
      return Neighbours.RECORD;
    }

    @Override
    public RawRecords.Records release(PrivateSample sample, RandomGenerator noise) {
      last = sample;
      return new RawRecords.Records(sample.records());
    }
  }
}
