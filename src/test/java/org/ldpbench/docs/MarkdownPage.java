package org.ldpbench.docs;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * What a Markdown page links to and which anchors it offers, read the way GitHub renders it closely
 * enough to check links: inline links and images ({@code [text](dest)}, {@code ![alt](dest)}, also
 * nested and across line breaks), reference definitions ({@code [label]: dest}), autolinks ({@code
 * <https://...>}) and HTML {@code href}/{@code src} attributes; anchors from ATX headings ({@code #
 * ...}) and HTML {@code id}/{@code name} attributes. Fenced code blocks and code spans are not
 * Markdown, so links and headings inside them are ignored.
 *
 * @param links every link destination with the line it is on
 * @param anchors the anchors a link {@code #anchor} to this page may name
 */
record MarkdownPage(List<Link> links, Set<String> anchors) {

  /** One link destination as written, and its 1-based line. */
  record Link(String destination, int line) {}

  private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
  private static final Pattern HEADING =
      Pattern.compile("^ {0,3}#{1,6}[ \\t]+(.*?)(?:[ \\t]+#+)?[ \\t]*$");
  private static final Pattern CODE_SPAN = Pattern.compile("(`+)(.+?)\\1", Pattern.DOTALL);
  private static final Pattern REFERENCE =
      Pattern.compile("(?m)^ {0,3}\\[[^\\]]+\\]:[ \\t]*(<[^>]*>|\\S+)");
  private static final Pattern AUTOLINK = Pattern.compile("<([a-zA-Z][a-zA-Z0-9+.-]*:[^\\s<>]*)>");
  private static final Pattern HTML_LINK =
      Pattern.compile("(?i)\\s(?:href|src)\\s*=\\s*\"([^\"]*)\"");
  private static final String TITLE_OPENERS = "\"'(";
  private static final Pattern HTML_ANCHOR =
      Pattern.compile("(?i)<a\\s[^>]*(?:id|name)\\s*=\\s*\"([^\"]+)\"");

  /** Reads a page's Markdown text. */
  static MarkdownPage of(String markdown) {
    StringBuilder prose = new StringBuilder();
    HeadingAnchors anchors = new HeadingAnchors();
    String fence = null;
    for (String line : markdown.split("\n", -1)) {
      Matcher opening = FENCE.matcher(line);
      if (fence == null && opening.find()) {
        fence = opening.group(1);
        prose.append('\n');
        continue;
      }
      if (fence != null) {
        char marker = fence.charAt(0);
        if (line.strip().startsWith(fence) && line.strip().chars().allMatch(c -> c == marker)) {
          fence = null;
        }
        prose.append('\n');
        continue;
      }
      Matcher heading = HEADING.matcher(line);
      if (heading.matches()) {
        anchors.add(heading.group(1));
      }
      prose.append(line).append('\n');
    }
    String text = blankCodeSpans(prose.toString());
    int[] lineStarts = lineStarts(text);
    List<Link> links = new ArrayList<>();
    for (int at = text.indexOf("]("); at >= 0; at = text.indexOf("](", at + 2)) {
      String destination = destination(text, at + 2);
      if (destination != null) {
        links.add(new Link(destination, lineOf(lineStarts, at)));
      }
    }
    for (Pattern pattern : List.of(REFERENCE, AUTOLINK, HTML_LINK)) {
      Matcher m = pattern.matcher(text);
      while (m.find()) {
        links.add(new Link(unbracketed(m.group(1)), lineOf(lineStarts, m.start(1))));
      }
    }
    Matcher html = HTML_ANCHOR.matcher(text);
    while (html.find()) {
      anchors.addExplicit(html.group(1));
    }
    links.sort(Comparator.comparingInt(Link::line));
    return new MarkdownPage(List.copyOf(links), anchors.all());
  }

  /**
   * The text with every code span's content replaced by spaces (line breaks kept, so line numbers
   * hold).
   */
  private static String blankCodeSpans(String text) {
    Matcher m = CODE_SPAN.matcher(text);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, Matcher.quoteReplacement(m.group().replaceAll("[^\n]", " ")));
    }
    m.appendTail(out);
    return out.toString();
  }

  /**
   * The destination of an inline link whose "(" ends just before {@code start}: up to the matching
   * ")" (balanced parentheses inside), without an optional title; or null when nothing closes it.
   */
  private static String destination(String text, int start) {
    int i = start;
    while (i < text.length() && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
      i++;
    }
    if (i < text.length() && text.charAt(i) == '<') {
      int close = text.indexOf('>', i);
      return close < 0 ? null : text.substring(i + 1, close);
    }
    int depth = 0;
    int from = i;
    for (; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)) {
        break;
      }
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (depth == 0) {
          break;
        }
        depth--;
      }
    }
    if (i >= text.length()) {
      return null;
    }
    int end = i;
    while (i < text.length()
        && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\n')) {
      i++;
    }
    if (i < text.length()
        && (text.charAt(i) == ')' || TITLE_OPENERS.indexOf(text.charAt(i)) >= 0)) {
      return text.substring(from, end);
    }
    // not a link as written (a space in the address?): the whole text up to the closing ")" of the
    // paragraph,
    // so that the check names what the reader sees
    int close = text.indexOf(')', i);
    int paragraph = text.indexOf("\n\n", from);
    return close >= 0 && (paragraph < 0 || close < paragraph)
        ? text.substring(from, close)
        : text.substring(from, end);
  }

  private static String unbracketed(String destination) {
    return destination.startsWith("<") && destination.endsWith(">")
        ? destination.substring(1, destination.length() - 1)
        : destination;
  }

  /** The 1-based line of {@code offset}, given the offsets at which lines 2, 3, ... start. */
  private static int lineOf(int[] lineStarts, int offset) {
    int found = Arrays.binarySearch(lineStarts, offset);
    return (found >= 0 ? found + 1 : -found - 1) + 1;
  }

  private static int[] lineStarts(String text) {
    return IntStream.range(0, text.length())
        .filter(i -> text.charAt(i) == '\n')
        .map(i -> i + 1)
        .toArray();
  }
}
