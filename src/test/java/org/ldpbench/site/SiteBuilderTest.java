package org.ldpbench.site;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The site's pages from a small figure root: what each page holds, without a browser. */
class SiteBuilderTest {

  private static final String REPORT =
      """
            # A paper

            Intro with a number the report states.

            ## Accuracy vs epsilon (Fig. 4)

            Trials behind these numbers: commit 0123456789ab. Metric: accuracy (higher is better).

            ![Fig. 4](fig4.png)

            | method | ε = 1 |
            |---|---|
            | LPCT | 0.812 ± 0.004 |
            | CT-Q | 0.790 ± 0.003 |

            ## Heat map (Fig. 2)

            ![Fig. 2](fig2.png)
            """;

  @Test
  void writesAnIndexAPaperPageAndOnePagePerSectionWithFiguresInlined(@TempDir Path dir)
      throws Exception {
    Path root = dir.resolve("figures");
    Path paper = Files.createDirectories(root.resolve("paper-a"));
    Files.writeString(paper.resolve("REPORT.md"), REPORT);
    Files.writeString(
        paper.resolve("fig4.svg"),
        "<?xml version=\"1.0\"?>\n<!DOCTYPE svg>\n<svg viewBox=\"0 0 8 5\">"
            + "<clipPath id=\"clip1\"/><g clip-path=\"url(#clip1)\"><circle cx=\"1\" cy=\"1\" r=\"7\"><title>LPCT: 0.81"
            + "</title></circle></g></svg>");
    Files.write(paper.resolve("fig4.png"), new byte[] {1});
    Files.write(paper.resolve("fig2.png"), new byte[] {2}); // no SVG: shown as an image

    SiteBuilder.Site site = new SiteBuilder().build(root, dir.resolve("site"));

    assertThat(site.paperPages()).hasSize(1);
    assertThat(site.experimentPages())
        .extracting(p -> p.getFileName().toString())
        .containsExactly("01-accuracy-vs-epsilon-fig-4.html", "02-heat-map-fig-2.html");
    String index = Files.readString(site.index());
    assertThat(index).contains("<a href=\"paper-a/index.html\">A paper</a>", "2 experiment pages");
    String page = Files.readString(site.paperPages().get(0));
    assertThat(page)
        .contains("<h1>A paper</h1>", "01-accuracy-vs-epsilon-fig-4.html")
        .contains("<p class=\"provenance\">Trials behind these numbers: commit 0123456789ab.")
        .contains("<table>", "<td>0.812 ± 0.004</td>")
        .contains("id=\"f1-clip1\"", "url(#f1-clip1)", "<title>LPCT: 0.81</title>")
        .doesNotContain("<!DOCTYPE svg>", "fig4.png")
        .contains("<img src=\"fig2.png\"");
    assertThat(dir.resolve("site/paper-a/fig2.png")).exists();
    assertThat(dir.resolve("site/paper-a/fig4.png")).doesNotExist();
    String section = Files.readString(site.experimentPages().get(0));
    assertThat(section)
        .contains("<h2>Accuracy vs epsilon (Fig. 4)</h2>", "id=\"s1f1-clip1\"")
        .doesNotContain("Heat map");
  }

  @Test
  void papersAndAWorkspaceAreShownApartAndAFigureNotRenderedIsNeverABrokenImage(@TempDir Path dir)
      throws Exception {
    Path papers = Files.createDirectories(dir.resolve("paper-figures/paper-a"));
    Files.writeString(papers.resolve("REPORT.md"), REPORT);
    Files.write(papers.resolve("fig2.png"), new byte[] {2});
    Path study = Files.createDirectories(dir.resolve("ws/figures/my-study"));
    Files.writeString(
        study.resolve("REPORT.md"), "# my-study\n\n## First run\n\n![first run](first-run.png)\n");

    SiteBuilder.Site site =
        new SiteBuilder()
            .build(
                List.of(
                    new SiteBuilder.Shelf(
                        "Papers", "The papers.", dir.resolve("paper-figures"), ""),
                    new SiteBuilder.Shelf(
                        "Your experiments", "Yours.", dir.resolve("ws/figures"), "workspace")),
                dir.resolve("site"));

    String index = Files.readString(site.index());
    assertThat(index.indexOf("<h2>Papers</h2>")).isLessThan(index.indexOf("paper-a/index.html"));
    assertThat(index.indexOf("paper-a/index.html"))
        .isLessThan(index.indexOf("<h2>Your experiments</h2>"));
    assertThat(index.indexOf("<h2>Your experiments</h2>"))
        .isLessThan(index.indexOf("workspace/my-study/index.html"));
    String page = Files.readString(dir.resolve("site/workspace/my-study/index.html"));
    assertThat(page)
        .contains("href=\"../../index.html\"")
        .doesNotContain("<img")
        .contains("Figure <code>first-run.png</code> is not rendered here");
    String paper = Files.readString(dir.resolve("site/paper-a/index.html"));
    assertThat(paper)
        .contains("Figure <code>fig4.png</code> is not rendered here")
        .contains("<img src=\"fig2.png\"");
  }

  @Test
  void aRootWithoutReportsIsAOneLineError(@TempDir Path dir) {
    assertThatThrownBy(() -> new SiteBuilder().build(dir.resolve("nothing"), dir.resolve("site")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("holds no <paper>/REPORT.md");
  }

  @Test
  void slugsAreShortLowerCaseAndSafe() {
    assertThat(ReportSections.slug("Accuracy vs ε, m = 1 (Auddy et al. Fig. 4)"))
        .isEqualTo("accuracy-vs-m-1-auddy-et-al-fig-4");
    assertThat(ReportSections.slug("ε")).isEqualTo("section");
  }
}
