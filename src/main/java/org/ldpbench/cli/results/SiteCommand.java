package org.ldpbench.cli.results;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import org.ldpbench.cli.workspace.Workspace;
import org.ldpbench.site.SiteBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench site [--figures DIR] [--workspace-figures DIR] [--out DIR]}: the static, offline
 * results site built from rendered reports ({@link SiteBuilder}): the papers ({@code
 * paper-figures/}) and, in a {@link Workspace} (or with {@code --workspace-figures}), the
 * researcher's own experiments under a heading of their own, with their quick runs apart. {@code
 * make site} runs it on the papers.
 */
@Command(
    name = "site",
    mixinStandardHelpOptions = true,
    description =
        "Write a static, offline HTML site from rendered reports: an index (the papers, and your"
            + " workspace's experiments apart), one page per report (its REPORT.md, figures inlined as SVG with"
            + " point values on hover, sortable tables, claim verdicts and provenance) and one page per experiment."
            + " Computes nothing.")
public final class SiteCommand implements Callable<Integer> {

  @Option(
      names = "--figures",
      paramLabel = "DIR",
      description =
          "The papers' figure root with <paper>/REPORT.md"
              + " (default: the project's paper-figures).")
  Path figures = ProjectHome.resolve("paper-figures");

  @Option(
      names = "--workspace-figures",
      paramLabel = "DIR",
      description =
          "Your experiments' figure root (default:"
              + " the workspace's figures/, and its results/quick/figures/ for quick runs).")
  Path workspaceFigures;

  @Option(
      names = "--out",
      paramLabel = "DIR",
      description = "Site directory (default: the workspace's site/, else" + " site).")
  Path out;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  @Override
  public Integer call() throws IOException {
    Workspace workspace = Workspace.current();
    Path site = out != null ? out : workspace != null ? workspace.site() : Path.of("site");
    List<SiteBuilder.Shelf> shelves = new ArrayList<>();
    boolean own = workspace != null || workspaceFigures != null;
    shelves.add(
        new SiteBuilder.Shelf(
            own ? "Papers" : null,
            "The papers' experiments, as committed with the" + " project.",
            figures,
            ""));
    if (workspaceFigures != null) {
      shelves.add(
          new SiteBuilder.Shelf(
              "Your experiments", "Your own specs' reports.", workspaceFigures, "workspace"));
    } else if (workspace != null) {
      shelves.add(
          new SiteBuilder.Shelf(
              "Your experiments",
              "Your own specs' reports (full profile), from the"
                  + " workspace "
                  + workspace.root()
                  + ".",
              workspace.figures(),
              "workspace"));
      Path quick = workspace.results(true).resolve("figures");
      if (Files.isDirectory(quick)) {
        shelves.add(
            new SiteBuilder.Shelf(
                "Your quick runs",
                "Your specs' quick profiles (--quick): a few"
                    + " replications, to see that a spec runs.",
                quick,
                "workspace-quick"));
      }
    }
    SiteBuilder.Site built;
    try {
      built = new SiteBuilder().build(shelves, site);
    } catch (IllegalArgumentException e) {
      throw new UserError(e.getMessage());
    }
    PrintWriter log = command.commandLine().getErr();
    log.printf(
        "wrote %d pages (%d reports, %d experiments) to %s; open %s%n",
        built.pages().size(),
        built.paperPages().size(),
        built.experimentPages().size(),
        site,
        built.index());
    log.flush();
    return 0;
  }
}
