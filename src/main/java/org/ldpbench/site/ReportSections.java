package org.ldpbench.site;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A REPORT.md cut at its "## " headings: the harness writes one such section per experiment (its
 * figures, tables, claims and provenance line), so each becomes a page of its own.
 */
final class ReportSections {

  /** One "## " section: its heading, a file-name slug, and its Markdown (heading included). */
  record Section(String heading, String slug, String markdown) {}

  private ReportSections() {}

  /** The report's "# " title, if it has one. */
  static Optional<String> title(String report) {
    return report
        .lines()
        .filter(l -> l.startsWith("# "))
        .findFirst()
        .map(l -> l.substring(2).strip());
  }

  /** The "## " sections in order (text before the first one is not a section). */
  static List<Section> split(String report) {
    List<Section> sections = new ArrayList<>();
    String heading = null;
    StringBuilder text = new StringBuilder();
    for (String line : report.split("\n", -1)) {
      if (line.startsWith("## ")) {
        if (heading != null) {
          sections.add(new Section(heading, slug(heading), text.toString()));
        }
        heading = line.substring(3).strip();
        text = new StringBuilder();
      }
      if (heading != null) {
        text.append(line).append('\n');
      }
    }
    if (heading != null) {
      sections.add(new Section(heading, slug(heading), text.toString()));
    }
    return sections;
  }

  /**
   * "Accuracy vs epsilon, m = 1 (Fig. 4)" → "accuracy-vs-epsilon-m-1-fig-4", at most 60 characters.
   */
  static String slug(String heading) {
    String slug =
        heading.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    slug = slug.length() > 60 ? slug.substring(0, 60).replaceAll("-$", "") : slug;
    return slug.isEmpty() ? "section" : slug;
  }
}
