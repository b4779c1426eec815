package org.ldpbench.site;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.testing.Slow;

/**
 * The site built from the committed reports, loaded in a real headless browser (Debian's chromium):
 * every page loads without a console message (errors show up there as "Uncaught …"), every image
 * resolves (the page's load check writes the count of broken images on its body), every paper page
 * shows its figures, and a screenshot of each paper page is taken (target/site-screenshots) and is
 * not blank. Without a browser the test is skipped, unless LDPBENCH_REQUIRE_BROWSER is set, as
 * .ci/run does after installing chromium.
 */
@Slow
class SiteBrowserTest {

  private static final Pattern BODY =
      Pattern.compile("<body data-broken-images=\"(\\d+)\" data-figures=\"(\\d+)\">");

  @Test
  void everyPaperPageLoadsCleanlyWithItsFiguresAndAScreenshot(@TempDir Path dir) throws Exception {
    Optional<String> browser = browser();
    if (System.getenv("LDPBENCH_REQUIRE_BROWSER") != null) {
      assertThat(browser).as("chromium on the PATH (LDPBENCH_REQUIRE_BROWSER is set)").isPresent();
    }
    Assumptions.assumeTrue(browser.isPresent(), "no chromium on the PATH");
    SiteBuilder.Site site = new SiteBuilder().build(Path.of("paper-figures"), dir.resolve("site"));
    List<Path> pages = new ArrayList<>(List.of(site.index()));
    pages.addAll(site.paperPages());
    pages.add(site.experimentPages().get(0));
    Path screenshots = Files.createDirectories(Path.of("target", "site-screenshots"));
    for (Path page : pages) {
      Run dom = run(browser.get(), dir, "--dump-dom", page.toUri().toString());
      Matcher body = BODY.matcher(dom.out());
      assertThat(body.find()).as(page + ": the page's load check ran").isTrue();
      assertThat(body.group(1)).as(page + ": broken images").isEqualTo("0");
      if (site.paperPages().contains(page)) {
        assertThat(Integer.parseInt(body.group(2))).as(page + ": figures shown").isPositive();
      }
      assertThat(dom.err().lines().filter(l -> l.contains(":CONSOLE")).toList())
          .as(page + ": console messages")
          .isEmpty();
    }
    for (Path page : site.paperPages()) {
      Path png = screenshots.resolve(page.getParent().getFileName() + ".png").toAbsolutePath();
      Files.deleteIfExists(png);
      run(
          browser.get(),
          dir,
          "--window-size=1280,1600",
          "--hide-scrollbars",
          "--screenshot=" + png,
          page.toUri().toString());
      assertThat(png).exists();
      assertThat(Files.size(png))
          .as(png + ": a rendered page, not a blank one")
          .isGreaterThan(60_000);
    }
  }

  @Test
  void aWorkspaceSiteShowsItsExperimentsApartWithoutABrokenImage(@TempDir Path dir)
      throws Exception {
    Optional<String> browser = browser();
    if (System.getenv("LDPBENCH_REQUIRE_BROWSER") != null) {
      assertThat(browser).as("chromium on the PATH (LDPBENCH_REQUIRE_BROWSER is set)").isPresent();
    }
    Assumptions.assumeTrue(browser.isPresent(), "no chromium on the PATH");
    Path study = Files.createDirectories(dir.resolve("ws/figures/my-study"));
    Files.writeString(
        study.resolve("REPORT.md"),
        """
        # my-study

        ## First run

        ![drawn](drawn.png)

        ## Not run yet

        ![not run](missing.png)
        """);
    Files.writeString(
        study.resolve("drawn.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 8 5\">"
            + "<circle cx=\"1\" cy=\"1\" r=\"1\"><title>LPCT: 0.81</title></circle></svg>");
    SiteBuilder.Site site =
        new SiteBuilder()
            .build(
                List.of(
                    new SiteBuilder.Shelf("Papers", "The papers.", Path.of("paper-figures"), ""),
                    new SiteBuilder.Shelf(
                        "Your experiments", "Yours.", dir.resolve("ws/figures"), "workspace")),
                dir.resolve("site"));
    Path page = dir.resolve("site/workspace/my-study/index.html");
    for (Path loaded : List.of(site.index(), page)) {
      Run dom = run(browser.get(), dir, "--dump-dom", loaded.toUri().toString());
      Matcher body = BODY.matcher(dom.out());
      assertThat(body.find()).as(loaded + ": the page's load check ran").isTrue();
      assertThat(body.group(1)).as(loaded + ": broken images").isEqualTo("0");
      assertThat(dom.err().lines().filter(l -> l.contains(":CONSOLE")).toList())
          .as(loaded + ": console messages")
          .isEmpty();
    }
    assertThat(Files.readString(site.index()))
        .contains("<h2>Papers</h2>", "<h2>Your experiments</h2>");
  }

  private record Run(String out, String err) {}

  private static Run run(String browser, Path dir, String... arguments)
      throws IOException, InterruptedException {
    List<String> command =
        new ArrayList<>(
            List.of(
                browser,
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--enable-logging=stderr",
                "--v=0",
                "--user-data-dir=" + dir.resolve("profile")));
    command.addAll(List.of(arguments));
    Path out = dir.resolve("out.txt");
    Path err = dir.resolve("err.txt");
    Process process =
        new ProcessBuilder(command)
            .redirectOutput(out.toFile())
            .redirectError(err.toFile())
            .start();
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("browser did not finish in 60 s: " + command);
    }
    return new Run(
        Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }

  private static Optional<String> browser() {
    for (String name : List.of("chromium", "chromium-browser", "google-chrome")) {
      for (String dir :
          System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
        if (Files.isExecutable(Path.of(dir, name))) {
          return Optional.of(Path.of(dir, name).toString());
        }
      }
    }
    return Optional.empty();
  }
}
