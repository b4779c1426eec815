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
 * the figures and tables it shows): {@code index.html} listing the papers, {@code <paper>/index.html}
 * with the whole report, and {@code <paper>/<section>.html} per experiment section ("## " heading).
 * The pages quote the reports as rendered — verdicts, p-values and each section's provenance line
 * ("Trials behind these numbers: commit …") included — so the site shows exactly what the reports
 * say.
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

    private final ReportHtml html = new ReportHtml();

    /**
     * Builds the site.
     *
     * @param figuresRoot the figure root, e.g. paper-figures
     * @param out the site directory (created; pages in it are replaced)
     * @throws IOException if a report cannot be read or a page written
     * @throws IllegalArgumentException if {@code figuresRoot} holds no paper with a REPORT.md
     */
    public Site build(Path figuresRoot, Path out) throws IOException {
        List<Path> papers;
        try (Stream<Path> dirs = Files.isDirectory(figuresRoot) ? Files.list(figuresRoot) : Stream.empty()) {
            papers = dirs.filter(d -> Files.isRegularFile(d.resolve("REPORT.md"))).sorted().toList();
        }
        if (papers.isEmpty()) {
            throw new IllegalArgumentException(figuresRoot + " holds no <paper>/REPORT.md: render the reports first"
                    + " (make figures, or ldpbench figures SPEC... --figures " + figuresRoot + ")");
        }
        Files.createDirectories(out);
        List<Path> paperPages = new ArrayList<>();
        List<Path> experimentPages = new ArrayList<>();
        StringBuilder index = new StringBuilder("<h1>ldpbench results</h1>\n<p>Rendered from <code>")
                .append(HtmlPage.escape(figuresRoot.toString())).append("</code>: one page per paper (its REPORT.md with"
                        + " the figures inlined: hover a point for its value; click a table header to sort) and one page"
                        + " per experiment.</p>\n<ul>\n");
        for (Path paper : papers) {
            PaperPages pages = writePaper(paper, out.resolve(paper.getFileName().toString()));
            paperPages.add(pages.page());
            experimentPages.addAll(pages.sections());
            index.append("<li><a href=\"").append(paper.getFileName()).append("/index.html\">")
                    .append(HtmlPage.escape(pages.title())).append("</a> — ").append(pages.sections().size())
                    .append(" experiment pages</li>\n");
        }
        index.append("</ul>\n");
        Path indexPage = out.resolve("index.html");
        Files.writeString(indexPage, HtmlPage.of("ldpbench results", "index.html", null, index.toString()),
                StandardCharsets.UTF_8);
        return new Site(indexPage, paperPages, experimentPages);
    }

    private record PaperPages(String title, Path page, List<Path> sections) {
    }

    private PaperPages writePaper(Path paper, Path out) throws IOException {
        Files.createDirectories(out);
        String report = Files.readString(paper.resolve("REPORT.md"), StandardCharsets.UTF_8);
        List<ReportSections.Section> sections = ReportSections.split(report);
        String title = ReportSections.title(report).orElse(paper.getFileName().toString());
        StringBuilder contents = new StringBuilder("<p><b>Experiments:</b> ");
        List<Path> sectionPages = new ArrayList<>();
        for (int s = 0; s < sections.size(); s++) {
            ReportSections.Section section = sections.get(s);
            String file = String.format(Locale.ROOT, "%02d-%s.html", s + 1, section.slug());
            contents.append(s == 0 ? "" : " · ").append("<a href=\"").append(file).append("\">")
                    .append(HtmlPage.escape(section.heading())).append("</a>");
            String body = provenance(html.render(section.markdown(), paper, "s" + (s + 1) + "f"));
            Path page = out.resolve(file);
            Files.writeString(page, HtmlPage.of(section.heading(), "../index.html", "index.html", body),
                    StandardCharsets.UTF_8);
            sectionPages.add(page);
        }
        contents.append("</p>\n");
        String rendered = provenance(html.render(report, paper, "f"));
        int afterTitle = rendered.indexOf("</h1>");
        String body = afterTitle < 0 ? contents + rendered
                : rendered.substring(0, afterTitle + 5) + "\n" + contents + rendered.substring(afterTitle + 5);
        Path page = out.resolve("index.html");
        Files.writeString(page, HtmlPage.of(title, "../index.html", null, body), StandardCharsets.UTF_8);
        copyImagesWithoutSvg(paper, out);
        return new PaperPages(title, page, sectionPages);
    }

    /** Marks each section's provenance paragraph so that it reads as such. */
    private static String provenance(String body) {
        return body.replace("<p>Trials behind these numbers:", "<p class=\"provenance\">Trials behind these numbers:");
    }

    /** PNGs that have no SVG beside them are shown as images: copy them next to the page. */
    private static void copyImagesWithoutSvg(Path paper, Path out) throws IOException {
        try (Stream<Path> files = Files.list(paper)) {
            files.filter(f -> f.toString().endsWith(".png"))
                    .filter(f -> !Files.exists(paper.resolve(f.getFileName().toString().replaceAll("\\.png$", ".svg"))))
                    .forEach(f -> {
                        try {
                            Files.copy(f, out.resolve(f.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    });
        }
    }
}
