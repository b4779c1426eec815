package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.security.DigestOutputStream;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ldpbench.testing.TestDatasets;

class DataSplitTest {

  private static final Dataset D2 = TestDatasets.uniform(5, 2, 1L);
  private static final Dataset D3 = TestDatasets.uniform(5, 3, 1L);

  @Test
  void dimensionsMustAgree() {
    assertThatThrownBy(() -> DataSplit.of(D2, D3, D2)).hasMessageContaining("same dimension");
    assertThatThrownBy(() -> DataSplit.of(D3, D2, D2)).hasMessageContaining("same dimension");
    assertThat(DataSplit.of(Dataset.emptyBinary(2), D2, D2).dimension()).isEqualTo(2);
  }

  @Test
  void needsAPrivateSampleAndCopiesTheList() {
    assertThatThrownBy(() -> new DataSplit(D2, List.of(), D2))
        .hasMessageContaining("at least one private");
    List<Dataset> privates = new ArrayList<>(List.of(D2, D2));
    DataSplit split = new DataSplit(D2, privates, D2);
    privates.clear();
    assertThat(split.privateTrain()).hasSize(2);
    assertThatThrownBy(split::privateSample)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("2 private samples");
    Dataset only = TestDatasets.uniform(7, 2, 2L);
    assertThat(DataSplit.of(D2, only, D2).privateSample()).isSameAs(only);
  }

  /** Splits whose digests were computed by the original (one buffer per part) implementation. */
  private static DataSplit pinnedA() {
    double[] x = {0.5, -1.25, 3.0, 1e-300, Double.MIN_VALUE, -0.0};
    Dataset reals =
        new Dataset(Features.wrap(x, 3, 2), new RealTargets(new double[] {1.5, -2.0, 0.0}));
    return new DataSplit(
        TestDatasets.uniform(7, 2, 3L),
        List.of(TestDatasets.uniform(11, 2, 4L), reals),
        TestDatasets.uniform(5, 2, 5L));
  }

  private static DataSplit pinnedB() {
    return DataSplit.of(
        Dataset.emptyBinary(3), TestDatasets.uniform(13, 3, 6L), TestDatasets.uniform(4, 3, 7L));
  }

  @Test
  void digestIsTheOneRecordedInExistingManifests() {
    // values printed by DataSplit.sha256 before it streamed through a fixed buffer (commit 7bc44b3)
    assertThat(pinnedA().sha256())
        .isEqualTo("8bbb8884b000fed6a967065e08bfb5df0ae7c211d239b9690844e199511e9d4c");
    assertThat(pinnedB().sha256())
        .isEqualTo("88293ec0f28971c1f31c30909e4c1fa4722fb452234c8d72e8dd6df7d5e4968f");
    assertThat(pinnedA().sha256()).isEqualTo(independentSha256(pinnedA()));
    assertThat(pinnedB().sha256()).isEqualTo(independentSha256(pinnedB()));
  }

  @Test
  void largeSplitIsDigestedThroughASmallBuffer() {
    // 2 M private rows x 2 columns = 48 MB of digested bytes in that part, many buffer refills,
    // and the part's length is no multiple of the buffer
    Dataset large = TestDatasets.uniform(2_000_003, 2, 9L);
    DataSplit split =
        DataSplit.of(TestDatasets.uniform(3, 2, 8L), large, TestDatasets.uniform(5, 2, 10L));
    long partBytes = 8L * (large.size() * 3L + 2);
    assertThat(partBytes).isGreaterThan(100L * DataSplit.DIGEST_BUFFER_BYTES);

    String expected = independentSha256(split);
    long before = allocatedBytes();
    String digest = split.sha256();
    long allocated = allocatedBytes() - before;
    assertThat(digest).isEqualTo(expected);
    if (before >= 0) {
      // the old implementation allocated one array of partBytes (48 MB) here
      assertThat(allocated)
          .as("bytes allocated while digesting")
          .isLessThan(4L * DataSplit.DIGEST_BUFFER_BYTES);
    }
  }

  /** The same bytes as DataSplit.sha256, written through a DataOutputStream (big-endian). */
  private static String independentSha256(DataSplit split) {
    try {
      MessageDigest digest = MessageDigest.getInstance("SHA-256");
      try (DataOutputStream out =
          new DataOutputStream(
              new java.io.BufferedOutputStream(
                  new DigestOutputStream(OutputStream.nullOutputStream(), digest), 8192))) {
        List<Dataset> parts = new ArrayList<>();
        parts.add(split.publicTrain());
        parts.addAll(split.privateTrain());
        parts.add(split.test());
        for (Dataset part : parts) {
          out.writeLong(part.size());
          out.writeLong(part.dimension());
          for (int i = 0; i < part.size(); i++) {
            for (int k = 0; k < part.dimension(); k++) {
              out.writeDouble(part.features().get(i, k));
            }
          }
          for (int i = 0; i < part.size(); i++) {
            out.writeDouble(part.targets().value(i));
          }
        }
      }
      return HexFormat.of().formatHex(digest.digest());
    } catch (IOException | java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Bytes allocated so far by this thread, or -1 where the JVM cannot tell. */
  private static long allocatedBytes() {
    if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean
        && bean.isThreadAllocatedMemorySupported()
        && bean.isThreadAllocatedMemoryEnabled()) {
      return bean.getThreadAllocatedBytes(Thread.currentThread().getId());
    }
    return -1;
  }
}
