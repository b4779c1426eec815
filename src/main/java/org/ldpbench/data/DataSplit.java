package org.ldpbench.data;

import java.nio.ByteBuffer;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ldpbench.hash.Sha256;

/**
 * One replication's data: the public sample (used without restriction), one or more private samples
 * (seen by a method only through privacy mechanisms; several for multi-server transfer, index 0
 * being the target), and the labelled test set drawn from the target distribution. Every method of
 * a replication receives the same split, which makes paired tests valid.
 *
 * <p>A private sample is held in memory ({@link Dataset}) or, when the source streams it, delivered
 * in chunks ({@link StreamedRows}); {@link #privateTrain()} gives the in-memory samples, {@link
 * #privateRows()} either kind.
 *
 * @param publicTrain public sample D^Q (may be empty)
 * @param privateRows private samples D^P, at least one
 * @param test test sample from the target distribution
 * @param knownDomain the feature domain an analyst knows in advance (public knowledge, given to
 *     methods with the public input); empty when nothing is known beyond the data
 */
public record DataSplit(
    Dataset publicTrain,
    List<? extends SampleRows> privateRows,
    Dataset test,
    Optional<FeatureBox> knownDomain) {

  public DataSplit {
    Objects.requireNonNull(publicTrain, "publicTrain");
    Objects.requireNonNull(test, "test");
    Objects.requireNonNull(knownDomain, "knownDomain");
    privateRows = List.copyOf(privateRows);
    if (privateRows.isEmpty()) {
      throw new IllegalArgumentException("need at least one private sample");
    }
    int d = test.dimension();
    if (publicTrain.dimension() != d || privateRows.stream().anyMatch(p -> p.dimension() != d)) {
      throw new IllegalArgumentException(
          "public, private and test data must have the same dimension");
    }
  }

  /** A split without a known domain. */
  public DataSplit(Dataset publicTrain, List<? extends SampleRows> privateRows, Dataset test) {
    this(publicTrain, privateRows, test, Optional.empty());
  }

  /**
   * The private samples held in memory.
   *
   * @throws StreamedSampleException if one of them is streamed
   */
  public List<Dataset> privateTrain() {
    List<Dataset> out = new ArrayList<>(privateRows.size());
    for (SampleRows rows : privateRows) {
      if (!(rows instanceof Dataset dataset)) {
        throw new StreamedSampleException(rows.size());
      }
      out.add(dataset);
    }
    return out;
  }

  /** The sizes of the private samples (public metadata). */
  public List<Integer> privateSizes() {
    return privateRows.stream().map(SampleRows::size).toList();
  }

  /** This split with {@code domain} declared as known. */
  public DataSplit withKnownDomain(FeatureBox domain) {
    if (domain.dimension() != dimension()) {
      throw new IllegalArgumentException(
          "a "
              + domain.dimension()
              + "-dimensional domain for "
              + dimension()
              + "-dimensional data");
    }
    return new DataSplit(publicTrain, privateRows, test, Optional.of(domain));
  }

  /** The split with a single private sample (the Ma–Yang setting). */
  public static DataSplit of(Dataset publicTrain, SampleRows privateTrain, Dataset test) {
    return new DataSplit(publicTrain, List.of(privateTrain), test);
  }

  /** The only private sample, held in memory. */
  public Dataset privateSample() {
    if (privateRows.size() != 1) {
      throw new IllegalStateException("this split has " + privateRows.size() + " private samples");
    }
    return privateTrain().get(0);
  }

  public int dimension() {
    return test.dimension();
  }

  /** Bytes of the buffer through which {@link #sha256()} feeds the digest. */
  static final int DIGEST_BUFFER_BYTES = 64 * 1024;

  /**
   * SHA-256 of every feature and target of the split, in a fixed order (public, private samples,
   * test). Recorded in run manifests so that a changed generator or file is visible.
   *
   * <p>Each part contributes, big-endian: its size and dimension as longs, then its features
   * row-major as doubles, then its targets as doubles. The bytes are streamed through a fixed-size
   * buffer, so the extra memory does not grow with the data (a part of the size of the Taxi data
   * would not even fit one byte array). A streamed private sample contributes its size, dimension
   * and chunk count, then its first and last chunk in the same form (hashing 10⁸ rows would cost
   * more than the fit; a changed generator changes the first chunk).
   */
  public String sha256() {
    MessageDigest digest = Sha256.newDigest();
    ByteBuffer buffer = ByteBuffer.allocate(DIGEST_BUFFER_BYTES);
    List<SampleRows> parts = new ArrayList<>();
    parts.add(publicTrain);
    parts.addAll(privateRows);
    parts.add(test);
    for (SampleRows part : parts) {
      if (part instanceof Dataset dataset) {
        digestDataset(digest, buffer, dataset);
      } else {
        room(digest, buffer).putLong(part.size());
        room(digest, buffer).putLong(part.dimension());
        room(digest, buffer).putLong(part.chunkCount());
        digestDataset(digest, buffer, part.chunk(0));
        digestDataset(digest, buffer, part.chunk(part.chunkCount() - 1));
      }
    }
    buffer.flip();
    digest.update(buffer);
    return Sha256.hex(digest);
  }

  private static void digestDataset(MessageDigest digest, ByteBuffer buffer, Dataset part) {
    room(digest, buffer).putLong(part.size());
    room(digest, buffer).putLong(part.dimension());
    part.features().forEachValue(v -> room(digest, buffer).putDouble(v));
    Targets targets = part.targets();
    for (int i = 0, n = part.size(); i < n; i++) {
      room(digest, buffer).putDouble(targets.value(i));
    }
  }

  /** {@code buffer}, emptied into {@code digest} first if it has no room for 8 more bytes. */
  private static ByteBuffer room(MessageDigest digest, ByteBuffer buffer) {
    if (buffer.remaining() < Long.BYTES) {
      buffer.flip();
      digest.update(buffer);
      buffer.clear();
    }
    return buffer;
  }
}
