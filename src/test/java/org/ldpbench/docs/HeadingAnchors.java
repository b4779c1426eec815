package org.ldpbench.docs;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The anchors GitHub gives a Markdown page's headings, so that a link {@code page.md#anchor} can be
 * checked without GitHub: the heading's text as rendered (code spans keep their content, links keep
 * their text, images drop out), lower-cased, every character that is not a letter, a digit, a
 * space, '-' or '_' dropped, and every space turned into '-' (runs of spaces are not merged: "A
 * &amp; B" is {@code a--b}). A second heading with the same anchor gets {@code -1}, a third {@code
 * -2}, as on GitHub. Collects the anchors of one page, heading by heading, in page order.
 */
final class HeadingAnchors {

  private static final Pattern IMAGE = Pattern.compile("!\\[([^\\]]*)\\]\\([^)]*\\)");
  private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)\\]\\([^)]*\\)");
  private static final Pattern HTML_TAG = Pattern.compile("<[^>]+>");
  private static final Pattern DROPPED = Pattern.compile("[^\\p{L}\\p{M}\\p{N} _-]");

  private final Set<String> anchors = new LinkedHashSet<>();
  private final Map<String, Integer> seen = new HashMap<>();

  /** The anchor GitHub derives from a heading's Markdown text, before duplicates are numbered. */
  static String slug(String headingMarkdown) {
    String text = IMAGE.matcher(headingMarkdown).replaceAll("");
    text = LINK.matcher(text).replaceAll("$1");
    text = HTML_TAG.matcher(text).replaceAll("");
    text = text.replace("`", "").strip().toLowerCase(Locale.ROOT);
    return DROPPED.matcher(text).replaceAll("").replace(' ', '-');
  }

  /**
   * Adds the next heading of the page and returns its anchor (numbered if an earlier heading had
   * it).
   */
  String add(String headingMarkdown) {
    String base = slug(headingMarkdown);
    Integer count = seen.get(base);
    String anchor = count == null ? base : base + "-" + count;
    seen.put(base, count == null ? 1 : count + 1);
    anchors.add(anchor);
    return anchor;
  }

  /** Adds an anchor the page declares in HTML ({@code <a id="x">}, {@code <a name="x">}). */
  void addExplicit(String anchor) {
    anchors.add(anchor);
  }

  /** Every anchor of the page so far. */
  Set<String> all() {
    return Set.copyOf(anchors);
  }
}
