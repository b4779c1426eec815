package org.ldpbench.site;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Writes the results site from a figure root (one directory per paper, each with its REPORT.md and
 * the figures and tables it shows): {@code index.html} listing the papers, {@code
 * <paper>/index.html} with the whole report, and {@code <paper>/<section>.html} per experiment
 * section ("## " heading). The pages quote the reports as rendered — verdicts, p-values and each
 * section's provenance line ("Trials behind these numbers: commit …") included — so the site shows
 * exactly what the reports say.
 */
public final class SiteBuilder {

  /** What was written. */
  public record Site(Path index, List<Path> paperPages, List<Path> experimentPages) {
    /** Every page, the index first. */
    public List<Path> pages() {
      List<Path> all = new ArrayList<>(List.of(index));
      all.addAll(paperPages);
      all.addAll(experimentPages);
      return all;
    }
  }

  /**
   * One part of the site's index: the reports under one figure root, under their own heading and in
   * their own folder of the site, so that the papers and a researcher's own experiments are never
   * mixed.
   *
   * @param heading the index's heading for this part, e.g. "Papers"
   * @param about one sentence under the heading: what these reports are
   * @param figuresRoot the figure root: one folder per report with its REPORT.md (a REPORT.md
   *     directly in the root counts too), or a folder that does not exist yet
   * @param folder the site folder of their pages ("" for the site's root, else one name)
   */
  public record Shelf(String heading, String about, Path figuresRoot, String folder) {}

  private final ReportHtml html = new ReportHtml();

  /**
   * Builds the site of one figure root (the papers).
   *
   * @param figuresRoot the figure root, e.g. paper-figures
   * @param out the site directory (created; pages in it are replaced)
   * @throws IOException if a report cannot be read or a page written
   * @throws IllegalArgumentException if {@code figuresRoot} holds no paper with a REPORT.md
   */
  public Site build(Path figuresRoot, Path out) throws IOException {
    return build(List.of(new Shelf(null, null, figuresRoot, "")), out);
  }

  /**
   * Builds the site of several figure roots, each under its heading on the index.
   *
   * @throws IllegalArgumentException if no shelf holds a report
   */
  public Site build(List<Shelf> shelves, Path out) throws IOException {
    List<List<Path>> reports = new ArrayList<>();
    for (Shelf shelf : shelves) {
      reports.add(reports(shelf.figuresRoot()));
    }
    if (reports.stream().allMatch(List::isEmpty)) {
      throw new IllegalArgumentException(
          shelves.get(0).figuresRoot()
              + " holds no <paper>/REPORT.md: render the"
              + " reports first (make figures, or ldpbench figures SPEC... --figures "
              + shelves.get(0).figuresRoot()
              + ")");
    }
    Files.createDirectories(out);
    List<Path> paperPages = new ArrayList<>();
    List<Path> experimentPages = new ArrayList<>();
    StringBuilder index =
        new StringBuilder(
            "<h1>ldpbench results</h1>\n<p>One page per report (its REPORT.md with"
                + " the figures inlined: hover a point for its value; click a table header to sort) and one page per"
                + " experiment.</p>\n");
    for (int i = 0; i < shelves.size(); i++) {
      Shelf shelf = shelves.get(i);
      if (shelf.heading() != null) {
        index
            .append("<h2>")
            .append(HtmlPage.escape(shelf.heading()))
            .append("</h2>\n<p>")
            .append(HtmlPage.escape(shelf.about()))
            .append(" Rendered from <code>")
            .append(HtmlPage.escape(shelf.figuresRoot().toString()))
            .append("</code>.</p>\n");
      } else {
        index
            .append("<p>Rendered from <code>")
            .append(HtmlPage.escape(shelf.figuresRoot().toString()))
            .append("</code>.</p>\n");
      }
      if (reports.get(i).isEmpty()) {
        index.append("<p>Nothing rendered here yet.</p>\n");
        continue;
      }
      index.append("<ul>\n");
      for (Path report : reports.get(i)) {
        String name = report.equals(shelf.figuresRoot()) ? "top" : report.getFileName().toString();
        String link = (shelf.folder().isEmpty() ? "" : shelf.folder() + "/") + name;
        String home = shelf.folder().isEmpty() ? "../index.html" : "../../index.html";
        PaperPages pages = writePaper(report, out.resolve(link), home);
        paperPages.add(pages.page());
        experimentPages.addAll(pages.sections());
        index
            .append("<li><a href=\"")
            .append(link)
            .append("/index.html\">")
            .append(HtmlPage.escape(pages.title()))
            .append("</a> — ")
            .append(pages.sections().size())
            .append(" experiment pages</li>\n");
      }
      index.append("</ul>\n");
    }
    Path indexPage = out.resolve("index.html");
    Files.writeString(
        indexPage,
        HtmlPage.of("ldpbench results", "index.html", null, index.toString()),
        StandardCharsets.UTF_8);
    return new Site(indexPage, paperPages, experimentPages);
  }

  /**
   * The report folders of {@code figuresRoot}: the root itself if it holds a REPORT.md, then each
   * folder that does.
   */
  private static List<Path> reports(Path figuresRoot) throws IOException {
    List<Path> reports = new ArrayList<>();
    if (!Files.isDirectory(figuresRoot)) {
      return reports;
    }
    if (Files.isRegularFile(figuresRoot.resolve("REPORT.md"))) {
      reports.add(figuresRoot);
    }
    try (Stream<Path> dirs = Files.list(figuresRoot)) {
      reports.addAll(
          dirs.filter(d -> Files.isRegularFile(d.resolve("REPORT.md"))).sorted().toList());
    }
    return reports;
  }

  private record PaperPages(String title, Path page, List<Path> sections) {}

  private PaperPages writePaper(Path paper, Path out, String home) throws IOException {
    Files.createDirectories(out);
    String report = Files.readString(paper.resolve("REPORT.md"), StandardCharsets.UTF_8);
    List<ReportSections.Section> sections = ReportSections.split(report);
    String title = ReportSections.title(report).orElse(paper.getFileName().toString());
    StringBuilder contents = new StringBuilder("<p><b>Experiments:</b> ");
    List<Path> sectionPages = new ArrayList<>();
    for (int s = 0; s < sections.size(); s++) {
      ReportSections.Section section = sections.get(s);
      String file = String.format(Locale.ROOT, "%02d-%s.html", s + 1, section.slug());
      contents
          .append(s == 0 ? "" : " · ")
          .append("<a href=\"")
          .append(file)
          .append("\">")
          .append(HtmlPage.escape(section.heading()))
          .append("</a>");
      String body = provenance(html.render(section.markdown(), paper, "s" + (s + 1) + "f"));
      Path page = out.resolve(file);
      Files.writeString(
          page, HtmlPage.of(section.heading(), home, "index.html", body), StandardCharsets.UTF_8);
      sectionPages.add(page);
    }
    contents.append("</p>\n");
    String rendered = provenance(html.render(report, paper, "f"));
    int afterTitle = rendered.indexOf("</h1>");
    String body =
        afterTitle < 0
            ? contents + rendered
            : rendered.substring(0, afterTitle + 5)
                + "\n"
                + contents
                + rendered.substring(afterTitle + 5);
    Path page = out.resolve("index.html");
    Files.writeString(page, HtmlPage.of(title, home, null, body), StandardCharsets.UTF_8);
    copyImagesWithoutSvg(paper, out);
    return new PaperPages(title, page, sectionPages);
  }

  /** Marks each section's provenance paragraph so that it reads as such. */
  private static String provenance(String body) {
    return body.replace(
        "<p>Trials behind these numbers:", "<p class=\"provenance\">Trials behind these numbers:");
  }

  /** PNGs that have no SVG beside them are shown as images: copy them next to the page. */
  private static void copyImagesWithoutSvg(Path paper, Path out) throws IOException {
    try (Stream<Path> files = Files.list(paper)) {
      files
          .filter(f -> f.toString().endsWith(".png"))
          .filter(
              f ->
                  !Files.exists(
                      paper.resolve(f.getFileName().toString().replaceAll("\\.png$", ".svg"))))
          .forEach(
              f -> {
                try {
                  Files.copy(
                      f,
                      out.resolve(f.getFileName().toString()),
                      StandardCopyOption.REPLACE_EXISTING);
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
  }
}
