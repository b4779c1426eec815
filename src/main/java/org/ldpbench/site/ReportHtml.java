package org.ldpbench.site;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * A report's Markdown as HTML, with CommonMark and its GitHub table extension (no hand-written
 * Markdown parsing). Each figure the report shows as {@code ![alt](name.png)} is replaced by the
 * SVG beside it, inlined, so that its point titles show on hover; its element ids get a per-figure
 * prefix so that several SVGs on one page do not share a clip path. A figure without an SVG stays
 * an image of its PNG (copied beside the page); a figure with neither becomes a line saying it is
 * not rendered, never a broken image.
 */
final class ReportHtml {

  private static final Pattern IMAGE =
      Pattern.compile("<img src=\"([^\"]+)\\.png\" alt=\"([^\"]*)\" />");
  private static final Pattern ID = Pattern.compile("id=\"([^\"]+)\"");

  private final Parser parser;
  private final HtmlRenderer renderer;

  ReportHtml() {
    List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
    parser = Parser.builder().extensions(extensions).build();
    renderer = HtmlRenderer.builder().extensions(extensions).build();
  }

  /**
   * {@code markdown} as HTML, figures inlined from {@code directory} (where the report's images
   * are).
   *
   * @param figurePrefix prefix for the inlined SVGs' ids, distinct per page part
   */
  String render(String markdown, Path directory, String figurePrefix) throws IOException {
    String html = renderer.render(parser.parse(markdown));
    Matcher images = IMAGE.matcher(html);
    StringBuilder out = new StringBuilder();
    int figure = 0;
    while (images.find()) {
      Path svg = directory.resolve(images.group(1) + ".svg");
      Path png = directory.resolve(images.group(1) + ".png");
      String replacement;
      if (Files.isRegularFile(svg)) {
        figure++;
        replacement =
            "<figure>"
                + inline(Files.readString(svg, StandardCharsets.UTF_8), figurePrefix + figure + "-")
                + "<figcaption>"
                + images.group(2)
                + "</figcaption></figure>";
      } else if (Files.isRegularFile(png) && !images.group(1).contains("/")) {
        replacement = "<figure>" + images.group(0) + "</figure>"; // copied beside the page
      } else {
        // never a broken image: say what is missing
        replacement =
            "<figure><p class=\"missing\">Figure <code>"
                + images.group(1)
                + ".png</code> is not"
                + " rendered here (run its spec, or ldpbench figures).</p><figcaption>"
                + images.group(2)
                + "</figcaption></figure>";
      }
      images.appendReplacement(out, Matcher.quoteReplacement(replacement));
    }
    images.appendTail(out);
    return out.toString();
  }

  /** The SVG without its XML declaration and DOCTYPE, every id and reference to it prefixed. */
  static String inline(String svg, String prefix) {
    int root = svg.indexOf("<svg");
    String element = root < 0 ? svg : svg.substring(root);
    Matcher ids = ID.matcher(element);
    StringBuilder renamed = new StringBuilder();
    Set<String> names = new LinkedHashSet<>();
    while (ids.find()) {
      names.add(ids.group(1));
      ids.appendReplacement(
          renamed, Matcher.quoteReplacement("id=\"" + prefix + ids.group(1) + "\""));
    }
    ids.appendTail(renamed);
    String text = renamed.toString();
    for (String name : names) {
      text =
          text.replace("url(#" + name + ")", "url(#" + prefix + name + ")")
              .replace("href=\"#" + name + "\"", "href=\"#" + prefix + name + "\"");
    }
    return text;
  }
}
