package org.ldpbench.hash;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * SHA-256, the one hash behind trial keys, seeds, spec hashes, data fingerprints and raw-file
 * checks. Every Java platform must provide SHA-256 ({@link MessageDigest}'s contract), so its
 * absence is an {@link IllegalStateException} here rather than a checked exception at every call
 * site; hex output is lower case.
 */
public final class Sha256 {

  private Sha256() {}

  /** A fresh SHA-256 digest, for callers that feed it in pieces. */
  public static MessageDigest newDigest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("this Java platform has no SHA-256", e);
    }
  }

  /** Completes {@code digest} and returns its 32 bytes in lower-case hex (64 digits). */
  public static String hex(MessageDigest digest) {
    return HexFormat.of().formatHex(digest.digest());
  }

  /** SHA-256 of {@code text}'s UTF-8 bytes, in lower-case hex. */
  public static String hex(String text) {
    return HexFormat.of().formatHex(newDigest().digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  /** SHA-256 of a file's bytes, in lower-case hex, read through a 64 KiB buffer. */
  public static String hex(Path file) throws IOException {
    MessageDigest digest = newDigest();
    try (InputStream in = Files.newInputStream(file)) {
      byte[] buffer = new byte[1 << 16];
      int n;
      while ((n = in.read(buffer)) > 0) {
        digest.update(buffer, 0, n);
      }
    }
    return hex(digest);
  }
}
