package org.ldpbench.testing;

import org.ldpbench.data.PrivateSample;

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
  static int peekAtExactStatistics(
      PrivateSample sample, org.ldpbench.data.MemoKey<String, Integer> key) {
    return sample.exact(key, "tallies", rows -> rows.size());
  }

  /** Opens a sample's guard itself instead of letting the harness do it for a mechanism call. */
  static int open(org.ldpbench.data.RecordAccess access, PrivateSample sample) {
    return access.during(() -> sample.rows().size());
  }

  /**
   * Runs a mechanism's batch of draws on a private sample itself, as only the harness and the audit
   * may.
   */
  static int drawMany(org.ldpbench.method.PrivateMechanism<?> mechanism, PrivateSample sample) {
    return mechanism.releases(sample, java.util.List.of(new java.util.SplittableRandom(1))).size();
  }

  /** A mechanism that keeps the last sample it saw in a field of its own. */
  static final class MechanismThatKeeps
      implements org.ldpbench.method.PrivateMechanism<org.ldpbench.method.RawRecords.Records> {
    private PrivateSample last;

    @Override
    public java.util.Optional<org.ldpbench.privacy.PrivacyBudget> guarantee() {
      return java.util.Optional.empty();
    }

    @Override
    public org.ldpbench.method.Neighbours neighbours() {
      return org.ldpbench.method.Neighbours.RECORD;
    }

    @Override
    public org.ldpbench.method.RawRecords.Records release(
        PrivateSample sample, java.util.random.RandomGenerator noise) {
      last = sample;
      return new org.ldpbench.method.RawRecords.Records(sample.records());
    }
  }
}
