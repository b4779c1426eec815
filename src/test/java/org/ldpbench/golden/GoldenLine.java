package org.ldpbench.golden;

import java.util.regex.Pattern;

/**
 * One line of {@code src/test/resources/golden/outputs.tsv}: the SHA-256 of the outputs of one
 * method or data source at one implementation, tab-separated: {@code kind name implementation
 * sha256}.
 *
 * <p>{@code kind} is {@value #METHOD} or {@value #DATA}. A method's {@code implementation} is the
 * label its trials are stored under, {@code LPCT@2+ma-yang-2d@3} (the method's and the data
 * source's implementation versions; several golden specs give several labels joined by {@code ,}),
 * so that bumping a data source asks for new lines of the methods run on it rather than calling
 * their outputs changed. A data source's is {@code ma-yang-2d@3}.
 *
 * @param kind {@value #METHOD} or {@value #DATA}
 * @param name the method or data source name
 * @param implementation the implementation label(s) the outputs were computed by
 * @param sha256 SHA-256 (64 lower-case hex digits) of the outputs' text ({@link GoldenOutputs})
 */
public record GoldenLine(String kind, String name, String implementation, String sha256) {

  /** Kind of a method's line. */
  public static final String METHOD = "method";

  /** Kind of a data source's line. */
  public static final String DATA = "data";

  private static final Pattern HEX = Pattern.compile("[0-9a-f]{64}");

  public GoldenLine {
    if (!kind.equals(METHOD) && !kind.equals(DATA)) {
      throw new IllegalArgumentException(
          "kind must be " + METHOD + " or " + DATA + ", got " + kind);
    }
    if (name.isBlank()
        || implementation.isBlank()
        || name.contains("\t")
        || implementation.contains("\t")) {
      throw new IllegalArgumentException(
          "name and implementation must be non-blank and without tabs");
    }
    if (!HEX.matcher(sha256).matches()) {
      throw new IllegalArgumentException("sha256 must be 64 lower-case hex digits, got " + sha256);
    }
  }

  /** The line as written to the file (without the line break). */
  public String format() {
    return kind + "\t" + name + "\t" + implementation + "\t" + sha256;
  }

  /** Whether {@code other} records the same method or data source at the same implementation. */
  public boolean sameImplementation(GoldenLine other) {
    return kind.equals(other.kind)
        && name.equals(other.name)
        && implementation.equals(other.implementation);
  }

  /** Whether {@code other} records the same method or data source (at any implementation). */
  public boolean sameSubject(GoldenLine other) {
    return kind.equals(other.kind) && name.equals(other.name);
  }
}
