package org.ldpbench.golden;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.ldpbench.hash.SourceDigest;

/**
 * Compares a computed golden output with the recorded lines. Outputs must not change under an
 * implementation that has a line (a changed estimator without a version bump would otherwise reuse
 * stored trials computed by the old code), and an implementation without a line (a bumped version,
 * a new method or data source) must get one before the tests pass.
 */
public final class GoldenCheck {

  /** How to record missing lines; named in the failure message. */
  public static final String RECORD = "make golden";

  private GoldenCheck() {}

  /**
   * What a check found.
   *
   * @param recorded whether a line for the output's implementation exists
   * @param failure the failure message, empty if the output matches its line
   */
  public record Verdict(boolean recorded, Optional<String> failure) {

    /** Whether the output matches its recorded line. */
    public boolean passes() {
      return failure.isEmpty();
    }
  }

  /** {@code output} against {@code lines} (as read from the golden file). */
  public static Verdict check(GoldenOutput output, List<GoldenLine> lines) {
    GoldenLine computed = output.line();
    Optional<GoldenLine> same = lines.stream().filter(computed::sameImplementation).findFirst();
    if (same.isPresent()) {
      return same.get().sha256().equals(computed.sha256())
          ? new Verdict(true, Optional.empty())
          : new Verdict(true, Optional.of(changed(computed.name())));
    }
    boolean known = lines.stream().anyMatch(computed::sameSubject);
    String what = computed.kind().equals(GoldenLine.METHOD) ? "method" : "data source";
    String message =
        known
            ? "implementation of "
                + computed.name()
                + " is now "
                + computed.implementation()
                + ", which has no golden line (a version bumped without recording its outputs): run `"
                + RECORD
                + "` to append its line to "
                + GoldenFile.DEFAULT
            : "new "
                + what
                + " "
                + computed.name()
                + " ("
                + computed.implementation()
                + ") has no golden line: run `"
                + RECORD
                + "` to append it to "
                + GoldenFile.DEFAULT;
    return new Verdict(false, Optional.of(message));
  }

  /**
   * The failure of a golden file last confirmed against the sources {@code confirmed} when the
   * checkout's are {@code current} ({@link SourceDigest}), or empty when they are the same: a
   * covered source changed and {@code make golden} did not check every output since.
   */
  public static Optional<String> sources(Path file, Optional<String> confirmed, String current) {
    if (confirmed.isEmpty()) {
      return Optional.of(
          file
              + " records no sources it was confirmed against: run `"
              + RECORD
              + "` (it checks every golden output and appends `"
              + GoldenFile.SOURCES
              + current
              + "`)");
    }
    if (confirmed.get().equals(current)) {
      return Optional.empty();
    }
    return Optional.of(
        file
            + " was confirmed against other sources than the checkout's (sources "
            + confirmed.get().substring(0, 12)
            + ", the checkout's "
            + current.substring(0, 12)
            + "): run `"
            + RECORD
            + "` (it checks every golden output and appends `"
            + GoldenFile.SOURCES
            + current
            + "`)");
  }

  /** The failure of an output that changed under an implementation with a line. */
  public static String changed(String name) {
    return "output of " + name + " changed: bump its implementation version";
  }
}
