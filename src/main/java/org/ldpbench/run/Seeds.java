package org.ldpbench.run;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.SplittableRandom;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.hash.Sha256;
import org.ldpbench.param.ParameterSet;

/**
 * The seed tree of DESIGN rule 4. Per replication there is one root (experiment seed, data source
 * name, replication), and below it:
 *
 * <ul>
 *   <li>one <b>sample seed</b> per sample, named by the sample's role and the parameters of its own
 *       distribution ({@link SampleStreams}): an n_Q sweep keeps the private and test samples, an
 *       n_P sweep the public one, an ε sweep all data; every method of a replication sees the same
 *       split, which pairs them for the Wilcoxon test;
 *   <li>the <b>noise seed</b> of a release: the data point, the method's noise stream, its fit-time
 *       parameters and the budgets; post-processing parameters (λ) are not part of it, so a λ sweep
 *       reuses one release;
 *   <li>the <b>public seed</b> of a fit (random partitions): like the noise seed but without the
 *       budgets, so a random partition is the same at every ε.
 * </ul>
 *
 * Seeds are SHA-256 digests of the path in the tree, so they are the same on every machine and for
 * every thread count.
 */
public final class Seeds {

  private Seeds() {}

  /** The root of one replication's seeds. */
  public static long replicationSeed(long experimentSeed, String dataSourceName, int replication) {
    return derive(experimentSeed, "data", dataSourceName, "replication=" + replication);
  }

  /** The seed of one sample of a replication. */
  public static long sampleSeed(long replicationSeed, String role, String identity) {
    return derive(replicationSeed, "sample", role, identity);
  }

  /** The seed of a method's privacy noise at one data point of a replication. */
  public static long noiseSeed(
      long replicationSeed,
      String dataSourceId,
      String noiseStream,
      ParameterSet fitParameters,
      String budgets) {
    return derive(
        replicationSeed,
        "noise",
        dataSourceId,
        noiseStream,
        fitParameters.canonical(),
        "budgets=" + budgets);
  }

  /**
   * The seed of a fit's public randomness at one data point of a replication (independent of the
   * budget).
   */
  public static long publicSeed(
      long replicationSeed, String dataSourceId, String noiseStream, ParameterSet fitParameters) {
    return derive(replicationSeed, "public", dataSourceId, noiseStream, fitParameters.canonical());
  }

  /** The sample streams of a replication. */
  public static SampleStreams sampleStreams(long replicationSeed) {
    return (role, identity) -> new SplittableRandom(sampleSeed(replicationSeed, role, identity));
  }

  /** A child seed of {@code parent} named by {@code path}. */
  public static long derive(long parent, String... path) {
    MessageDigest digest = Sha256.newDigest();
    digest.update(ByteBuffer.allocate(Long.BYTES).putLong(parent).array());
    for (String part : path) {
      digest.update((byte) 0);
      digest.update(part.getBytes(StandardCharsets.UTF_8));
    }
    return ByteBuffer.wrap(digest.digest()).getLong();
  }
}
