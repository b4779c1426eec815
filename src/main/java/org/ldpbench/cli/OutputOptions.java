package org.ldpbench.cli;

import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * Where results and figures go; shared by the commands that write them. Quick and full profiles
 * never share a directory: by default a full run stores in {@code results/} and renders into the
 * committed {@code paper-figures/}, a quick run stores in {@code results/quick/} and renders into
 * {@code results/quick/figures/} (both ignored by git), so a quick run can never overwrite a
 * paper-size output. {@code --results DIR} without {@code --figures} renders into {@code DIR/figures}.
 */
final class OutputOptions {

    /** The default result root of full-profile runs. */
    static final Path FULL_RESULTS = Path.of("results");
    /** The default figure root of full-profile runs: the committed outputs. */
    static final Path FULL_FIGURES = Path.of("paper-figures");
    /** The default result root of quick-profile runs. */
    static final Path QUICK_RESULTS = FULL_RESULTS.resolve("quick");

    @Option(names = "--results", paramLabel = "DIR", description = "Result store root (default: results, or"
            + " results/quick with --quick).")
    Path results;

    @Option(names = "--figures", paramLabel = "DIR", description = "Figure root (default: paper-figures for full"
            + " runs; DIR/figures with --results DIR; results/quick/figures with --quick).")
    Path figures;

    @Option(names = "--grid-profile", paramLabel = "NAME", description = "Use the methods' grid profile NAME"
            + " (e.g. code; spec/lpct.md 6.1) instead of each spec's default; results and figures get the suffix -NAME.")
    String gridProfile;

    /**
     * Fills in the roots the user did not give, for a command working on the quick ({@code quick})
     * or full profile's results; call once before {@link #results} and {@link #figures} are read.
     */
    OutputOptions resolve(boolean quick) {
        boolean resultsGiven = results != null;
        if (!resultsGiven) {
            results = quick ? QUICK_RESULTS : FULL_RESULTS;
        }
        if (figures == null) {
            figures = resultsGiven || quick ? results.resolve("figures") : FULL_FIGURES;
        }
        return this;
    }

    /** {@code spec} in the chosen grid profile (unchanged without --grid-profile). */
    org.ldpbench.spec.ExperimentSpec profiled(org.ldpbench.spec.ExperimentSpec spec) {
        if (gridProfile == null) {
            return spec;
        }
        try {
            return spec.withGridProfile(gridProfile);
        } catch (IllegalArgumentException e) {
            throw new org.ldpbench.UserError(e.getMessage());
        }
    }
}
