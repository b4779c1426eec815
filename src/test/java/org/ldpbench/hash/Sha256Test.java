package org.ldpbench.hash;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Sha256} against the test vectors of FIPS 180-2 (appendix B) and NIST's examples. */
class Sha256Test {

  private static final String ABC =
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
  private static final String EMPTY =
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
  private static final String TWO_BLOCKS =
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1";

  /** SHA-256 of one million 'a' (FIPS 180-2, B.3): more than one 64 KiB read of a file. */
  private static final String MILLION_A =
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0";

  @TempDir Path temp;

  @Test
  void textDigestsMatchTheStandardVectors() {
    assertThat(Sha256.hex("abc")).isEqualTo(ABC);
    assertThat(Sha256.hex("")).isEqualTo(EMPTY);
    assertThat(Sha256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"))
        .isEqualTo(TWO_BLOCKS);
  }

  @Test
  void textIsHashedAsUtf8() {
    MessageDigest digest = Sha256.newDigest();
    digest.update("é€".getBytes(StandardCharsets.UTF_8));
    assertThat(Sha256.hex("é€")).isEqualTo(Sha256.hex(digest)).hasSize(64).matches("[0-9a-f]{64}");
  }

  @Test
  void aDigestFedInPiecesEqualsTheWholeText() {
    MessageDigest digest = Sha256.newDigest();
    digest.update((byte) 'a');
    digest.update("bc".getBytes(StandardCharsets.US_ASCII));
    assertThat(Sha256.hex(digest)).isEqualTo(ABC);
    // a fresh digest each time: nothing carries over between callers
    assertThat(Sha256.newDigest()).isNotSameAs(Sha256.newDigest());
    assertThat(Sha256.hex(Sha256.newDigest())).isEqualTo(EMPTY);
  }

  @Test
  void fileDigestsMatchTheStandardVectorsAcrossReadBuffers() throws IOException {
    Path abc = Files.writeString(temp.resolve("abc"), "abc", StandardCharsets.US_ASCII);
    Path empty = Files.write(temp.resolve("empty"), new byte[0]);
    Path million =
        Files.writeString(
            temp.resolve("million"), "a".repeat(1_000_000), StandardCharsets.US_ASCII);
    assertThat(Sha256.hex(abc)).isEqualTo(ABC);
    assertThat(Sha256.hex(empty)).isEqualTo(EMPTY);
    assertThat(Sha256.hex(million)).isEqualTo(MILLION_A);
  }
}
