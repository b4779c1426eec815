package org.ldpbench.store.line;

import java.util.List;
import java.util.Locale;

/**
 * The text of a trial row written without the general tools: a run of millions of cheap trials
 * (LPCT's figures) spent about as long formatting and printing its rows as fitting them, most of it
 * in {@link String#format}'s parsing of {@code "%.3f"} and the CSV printer's per-character quoting
 * rules. What is written is the same text to the byte. A row is keys, integers and numbers, so its
 * line is the comma-joined fields as they are, checksum last ({@link RowChecksum}); a row with a
 * field the printer would quote (an NA reason with a comma, say) is left to it ({@link #line} gives
 * null).
 */
public final class RowText {

  private RowText() {}

  /**
   * {@code millis} with three decimals, exactly as {@code String.format(Locale.ROOT, "%.3f",
   * millis)} writes it. The formatter rounds the decimal digits of the double half up; away from a
   * tie, rounding {@code millis · 1000} to the nearest integer gives the same thousandths, so only
   * a value within a few ulps of a tie (a time of whole nanoseconds ending in 500, one in a
   * thousand), a negative, non-finite or very large one goes to the formatter.
   */
  public static String millis(double millis) {
    if (!(millis >= 0.0 && millis < 1e12)) {
      return String.format(Locale.ROOT, "%.3f", millis);
    }
    double scaled = millis * 1000.0;
    double below = Math.floor(scaled);
    double fraction = scaled - below;
    if (Math.abs(fraction - 0.5) <= 4 * (1000.0 * Math.ulp(millis) + Math.ulp(scaled))) {
      return String.format(Locale.ROOT, "%.3f", millis); // a tie, or too close to tell
    }
    long thousandths = (long) below + (fraction > 0.5 ? 1 : 0);
    long whole = thousandths / 1000;
    int part = (int) (thousandths % 1000);
    StringBuilder text = new StringBuilder(24).append(whole).append('.');
    if (part < 100) {
      text.append(part < 10 ? "00" : "0");
    }
    return text.append(part).toString();
  }

  /**
   * The line the store's CSV format ({@code CSVFormat.DEFAULT}, lines ending in {@code \n}) prints
   * for {@code fields} with their checksum appended, newline included; null if a field would be
   * quoted. A field is printed as it is when it consists of letters, digits and {@code . - + = ; :
   * _} only (the first also not empty): no delimiter, quote, line break, leading character at or
   * below {@code '#'} or trailing blank, the printer's reasons to quote.
   */
  public static String line(List<String> fields) {
    StringBuilder line = new StringBuilder(96);
    for (int i = 0; i < fields.size(); i++) {
      String field = fields.get(i);
      if (!plain(field, i == 0)) {
        return null;
      }
      if (i > 0) {
        line.append(',');
      }
      line.append(field);
    }
    String joined = line.toString();
    return joined + ',' + RowChecksum.ofJoined(joined) + '\n';
  }

  private static boolean plain(String field, boolean first) {
    if (field.isEmpty()) {
      return !first;
    }
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      boolean plain =
          (c >= 'a' && c <= 'z')
              || (c >= 'A' && c <= 'Z')
              || (c >= '0' && c <= '9')
              || c == '.'
              || c == '-'
              || c == '+'
              || c == '='
              || c == ';'
              || c == ':'
              || c == '_';
      if (!plain) {
        return false;
      }
    }
    return true;
  }
}
