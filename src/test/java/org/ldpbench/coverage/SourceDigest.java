package org.ldpbench.coverage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import org.ldpbench.hash.Sha256;

/**
 * The SHA-256 of what the committed list of lines depends on: every source file in scope (its line
 * numbers are what the list names) and every committed spec (what {@code make reproduce-quick}
 * runs), each as its relative path and its bytes, in path order. A list made from other sources is
 * stale: its lines may name other code, or miss paths a new spec runs.
 */
public final class SourceDigest {

  private SourceDigest() {}

  /**
   * The digest of the sources under {@code sources} in scope and the specs under {@code
   * experiments}.
   */
  public static String of(Path sources, Path experiments) throws IOException {
    MessageDigest digest = Sha256.newDigest();
    for (String file : CoverageScope.sourceFiles(sources)) {
      add(digest, "src/main/java/" + file, sources.resolve(file));
    }
    for (String spec : CoverageScope.committedSpecs(experiments)) {
      add(digest, "experiments/" + spec, experiments.resolve(spec));
    }
    return Sha256.hex(digest);
  }

  private static void add(MessageDigest digest, String name, Path file) throws IOException {
    byte[] path = name.getBytes(StandardCharsets.UTF_8);
    byte[] bytes = Files.readAllBytes(file);
    digest.update((path.length + ":").getBytes(StandardCharsets.UTF_8));
    digest.update(path);
    digest.update((":" + bytes.length + ":").getBytes(StandardCharsets.UTF_8));
    digest.update(bytes);
  }
}
