package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the {@link ReleaseFingerprints} of the code as compiled, one line per (private method,
 * audit configuration): {@code method<TAB>index<TAB>sha256}. {@code make mutation} runs it on the
 * unmutated classes right before PIT's release pass, whose {@link ReleaseFingerprintProbe} compares
 * every mutant's releases with these lines; nothing is committed, so a method whose releases change
 * on purpose (with its version bump) needs no update here.
 */
public final class RecordReleaseFingerprints {

  private RecordReleaseFingerprints() {}

  /** {@code args[0]}: the file to write. */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: RecordReleaseFingerprints FILE");
      System.exit(2);
    }
    Path file = Path.of(args[0]);
    if (file.getParent() != null) {
      Files.createDirectories(file.getParent());
    }
    StringBuilder lines = new StringBuilder();
    for (ReleaseFingerprints.Probe probe : ReleaseFingerprints.probes()) {
      lines
          .append(probe.key())
          .append('\t')
          .append(ReleaseFingerprints.fingerprint(probe))
          .append('\n');
    }
    Files.writeString(file, lines, StandardCharsets.UTF_8);
    System.out.println(
        "release fingerprints of "
            + ReleaseFingerprints.probes().size()
            + " (method, audit configuration) pairs written to "
            + file);
  }
}
