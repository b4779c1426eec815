package org.ldpbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.site.SiteBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench site [--figures DIR] [--out DIR]}: the static, offline results site built from
 * rendered reports ({@link SiteBuilder}); {@code make site} runs it on paper-figures.
 */
@Command(name = "site", mixinStandardHelpOptions = true,
        description = "Write a static, offline HTML site from rendered reports: an index, one page per paper (its"
                + " REPORT.md, figures inlined as SVG with point values on hover, sortable tables, claim verdicts and"
                + " provenance) and one page per experiment. Computes nothing.")
final class SiteCommand implements Callable<Integer> {

    @Option(names = "--figures", paramLabel = "DIR", description = "Figure root with <paper>/REPORT.md (default: paper-figures).")
    Path figures = Path.of("paper-figures");

    @Option(names = "--out", paramLabel = "DIR", description = "Site directory (default: site).")
    Path out = Path.of("site");

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    @Override
    public Integer call() throws IOException {
        SiteBuilder.Site site;
        try {
            site = new SiteBuilder().build(figures, out);
        } catch (IllegalArgumentException e) {
            throw new UserError(e.getMessage());
        }
        PrintWriter log = command.commandLine().getErr();
        log.printf("wrote %d pages (%d papers, %d experiments) to %s; open %s%n", site.pages().size(),
                site.paperPages().size(), site.experimentPages().size(), out, site.index());
        log.flush();
        return 0;
    }
}
