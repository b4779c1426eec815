package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds hand-typed decimal numbers in the prose of a {@code PAPER.md}: a measured number must be a
 * placeholder rendered from the stored results ({@link Placeholders}), so that prose can never go
 * stale; a number that is the paper's, the theory's or a setting is marked as such with {@code
 * {{paper X}}}, {@code {{theory X}}} or {@code {{set X}}}.
 *
 * <p>Not prose, so not scanned: placeholders, inline code spans, HTML comments, link targets, and
 * the lines between {@code <!-- paper-numbers -->} and {@code <!-- /paper-numbers -->} (a table of
 * the paper's numbers copied as printed). A number right after a reference word (§, Section,
 * Theorem, Thm, Lemma, Corollary, Proposition, Assumption, Algorithm, Table, Figure, Fig., Eq.) is
 * a cross-reference, not a number. Any other {@code d.d} is a hand-typed number.
 */
public final class ProseNumbers {

  private static final Pattern BLOCK =
      Pattern.compile("(?s)<!-- paper-numbers -->.*?<!-- /paper-numbers -->");
  private static final Pattern NOT_PROSE =
      Pattern.compile("(?s)\\{\\{[^{}]*}}|`[^`\\n]*`|<!--.*?-->|\\]\\([^)]*\\)");
  private static final Pattern DECIMAL = Pattern.compile("(?<![\\w.])\\d+\\.\\d+");
  private static final Pattern REFERENCE =
      Pattern.compile(
          "(§|Section|Sections|Sec\\.|Theorem|Theorems|Thm|Lemma|Corollary|Proposition|Assumption|Algorithm|Table"
              + "|Figure|Figures|Fig\\.|Eq\\.|and|–|, |/)\\s*$");

  private ProseNumbers() {}

  /** One hand-typed number: its line (1-based), the number and the line's text. */
  public record Unmarked(int line, String number, String context) {}

  /** Every hand-typed decimal number of {@code markdown}. */
  public static List<Unmarked> unmarked(String markdown) {
    String text = blank(BLOCK, markdown);
    text = blank(NOT_PROSE, text);
    List<Unmarked> out = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      Matcher m = DECIMAL.matcher(lines[i]);
      while (m.find()) {
        String before = lines[i].substring(Math.max(0, m.start() - 14), m.start());
        if (!isReference(before)) {
          out.add(new Unmarked(i + 1, m.group(), lines[i].strip()));
        }
      }
    }
    return out;
  }

  /**
   * True if the text before a number ends with a reference word (a chain "Sections 6.1 and 6.2"
   * too).
   */
  private static boolean isReference(String before) {
    Matcher m = REFERENCE.matcher(before);
    if (!m.find()) {
      return false;
    }
    String word = m.group(1);
    return !(word.equals("and") || word.equals("–") || word.equals(", ") || word.equals("/"))
        || before.matches(
            "(?s).*(§|Section|Sections|Theorem|Thm|Table|Figure|Fig\\.)\\s*[\\dA-Z.()]+\\s*(and|–|, |/)\\s*$");
  }

  /**
   * {@code text} with every match of {@code pattern} replaced by spaces (newlines kept, so lines
   * stay).
   */
  private static String blank(Pattern pattern, String text) {
    Matcher m = pattern.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(m.group().replaceAll("[^\n]", " ")));
    }
    m.appendTail(out);
    return out.toString();
  }
}
