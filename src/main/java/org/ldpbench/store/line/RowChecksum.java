package org.ldpbench.store.line;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The checksum that every line of a trial store carries in its last column, {@value #COLUMN}: the
 * CRC32C of the UTF-8 bytes of the line's other fields joined by commas (their values, without CSV
 * quoting), as 8 lower-case hex digits. It lets a reader tell a row that the harness wrote from one
 * edited by hand or damaged on disk: an accuracy edited from 0.9 to 0.9999 in {@code trials.csv} is
 * refused with its file and line instead of being averaged into a summary (a random edit passes
 * with probability 2⁻³²). It is a checksum, not a signature: whoever edits a row on purpose can
 * recompute it.
 *
 * <p>The fields are joined as values, so that a line the harness wrote without quotes (almost all
 * of them) is checked on its raw text, without splitting it ({@link #matchesLine}).
 */
public final class RowChecksum {

  /**
   * The name of the checksum column, the last of {@code trials.csv} and {@code trial-configs.csv}.
   */
  public static final String COLUMN = "crc";

  private RowChecksum() {}

  /** The checksum of a line with {@code fields} (the checksum column left out). */
  public static String of(List<String> fields) {
    return ofJoined(String.join(",", fields));
  }

  /** The checksum of fields already joined by commas (their values, not their CSV text). */
  static String ofJoined(String joined) {
    CRC32C crc = new CRC32C();
    crc.update(joined.getBytes(StandardCharsets.UTF_8));
    return hex(crc.getValue());
  }

  /** {@code fields} with their checksum appended: a line as it is written. */
  public static List<String> appended(List<String> fields) {
    List<String> line = new ArrayList<>(fields.size() + 1);
    line.addAll(fields);
    line.add(of(fields));
    return line;
  }

  /**
   * Whether a line's checksum (its last field) is that of its other fields ({@code fields}: every
   * field of the line as parsed, the checksum last).
   */
  public static boolean matches(List<String> fields) {
    return !fields.isEmpty()
        && of(fields.subList(0, fields.size() - 1)).equals(fields.get(fields.size() - 1));
  }

  /**
   * Whether the raw text of a line without quote characters ends with the checksum of what precedes
   * its last comma: the check of {@link #matches} without parsing the line, for a store opened by a
   * run.
   *
   * @throws IllegalArgumentException if the line contains a quote (its fields are not its text)
   */
  public static boolean matchesLine(String line, CRC32C crc) {
    if (line.indexOf('"') >= 0) {
      throw new IllegalArgumentException("a quoted line must be parsed first");
    }
    byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
    int comma = bytes.length - 9; // UTF-8 multi-byte sequences never contain a comma's byte
    if (comma < 0 || bytes[comma] != ',') {
      return false;
    }
    crc.reset();
    crc.update(bytes, 0, comma);
    long value = crc.getValue();
    for (int i = 0; i < 8; i++) {
      byte hex = bytes[comma + 1 + i];
      int digit = Character.digit(hex, 16);
      if (digit < 0
          || Character.isUpperCase(hex)
          || digit != (int) (value >>> (28 - 4 * i) & 0xf)) {
        return false;
      }
    }
    return true;
  }

  /** {@code value} (a CRC32C) as 8 lower-case hex digits. */
  public static String hex(long value) {
    String digits = Long.toHexString(value);
    return "0".repeat(8 - digits.length()) + digits;
  }
}
