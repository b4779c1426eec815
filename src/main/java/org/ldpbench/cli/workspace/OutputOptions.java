package org.ldpbench.cli.workspace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.output.DefaultFigure;
import picocli.CommandLine.Option;

/**
 * Where results and figures go; shared by the commands that write them. The committed {@code
 * paper-figures/} is written only by a full-profile run of a spec of the papers ({@code
 * experiments/}, not its templates) outside a workspace. Every other run renders where git does not
 * look: a quick run stores in {@code results/quick/} and renders into {@code
 * results/quick/figures/}; a full run of any other spec (the user's own) renders into {@code
 * results/figures/}; in a {@link Workspace}, everything goes to the workspace's {@code results/}
 * and {@code figures/}. {@code --results DIR} without {@code --figures} renders into {@code
 * DIR/figures}. Each spec's outputs stay in one folder: {@code <figures>/<the folder part of its
 * name>/}, beside its REPORT.md.
 */
public final class OutputOptions {

  /**
   * The default result root of full-profile runs (relative to the working directory, as always).
   */
  public static final Path FULL_RESULTS = Path.of("results");

  /** The default figure root of full-profile runs of the papers' specs: the committed outputs. */
  public static final Path FULL_FIGURES = ProjectHome.resolve("paper-figures");

  /** The default result root of quick-profile runs. */
  public static final Path QUICK_RESULTS = FULL_RESULTS.resolve("quick");

  @Option(
      names = "--results",
      paramLabel = "DIR",
      description =
          "Result store root (default: results, or"
              + " results/quick with --quick; in a workspace, its results/).")
  public Path results;

  @Option(
      names = "--figures",
      paramLabel = "DIR",
      description =
          "Figure root (default: paper-figures for full"
              + " runs of the papers' specs, RESULTS/figures otherwise; in a workspace, its figures/).")
  public Path figures;

  @Option(
      names = "--grid-profile",
      paramLabel = "NAME",
      description =
          "Use the methods' grid profile NAME"
              + " (e.g. code; docs/papers/ma-yang.md) instead of each spec's default; results and figures get the suffix"
              + " -NAME.")
  public String gridProfile;

  /**
   * Whether the figure root was chosen (by --figures, --results, --quick or a workspace), not left
   * to each spec.
   */
  private boolean figuresFixed;

  /**
   * --results and --figures as the user gave them (null: not given), for a suggested next command.
   */
  private Path givenResults;

  private Path givenFigures;

  /**
   * The result root of the quick ({@code quick}) or full profile when --results is not given: the
   * workspace's, or the project's.
   */
  public static Path defaultResults(boolean quick) {
    Workspace workspace = Workspace.current();
    return workspace != null ? workspace.results(quick) : quick ? QUICK_RESULTS : FULL_RESULTS;
  }

  /**
   * Fills in the roots the user did not give, for a command working on the quick ({@code quick}) or
   * full profile's results; call once before {@link #results} and {@link #figuresFor} are used.
   */
  public OutputOptions resolve(boolean quick) {
    Workspace workspace = Workspace.current();
    givenResults = results;
    givenFigures = figures;
    boolean resultsGiven = results != null;
    if (!resultsGiven) {
      results = defaultResults(quick);
    }
    if (figures == null && (resultsGiven || quick)) {
      figures = results.resolve("figures");
    } else if (figures == null && workspace != null) {
      figures = workspace.figures();
    }
    figuresFixed = figures != null;
    return this;
  }

  /**
   * The figure root for the spec file or folder of specs {@code where}: the one chosen, else {@code
   * paper-figures} for the papers' specs and {@code RESULTS/figures} for any other.
   */
  public Path figuresFor(Path where) {
    if (figuresFixed) {
      return figures;
    }
    return ProjectHome.isPaperSpec(where) ? FULL_FIGURES : results.resolve("figures");
  }

  /**
   * The options that chose these roots, as the user gave them ({@code --results}, {@code
   * --figures}, {@code --grid-profile}), for a next command that must find the same store and
   * figures; after {@link #resolve}.
   */
  public List<String> given() {
    List<String> words = new ArrayList<>();
    if (givenResults != null) {
      words.addAll(List.of("--results", givenResults.toString()));
    }
    if (givenFigures != null) {
      words.addAll(List.of("--figures", givenFigures.toString()));
    }
    if (gridProfile != null) {
      words.addAll(List.of("--grid-profile", gridProfile));
    }
    return words;
  }

  /** --figures as the user gave it, or null; after {@link #resolve}. */
  public Path givenFigures() {
    return givenFigures;
  }

  /** As {@link #figuresFor(Path)} for a parsed spec. */
  public Path figuresFor(ExperimentSpec spec) {
    return figuresFor(Path.of(spec.file()));
  }

  /**
   * {@code spec} as this command runs it: in the chosen grid profile (unchanged without
   * --grid-profile), and, if it is not a spec of the papers and has no {@code output:} block, with
   * its default figure ({@link DefaultFigure}; the papers' specs draw only what their authors
   * chose).
   */
  public ExperimentSpec profiled(ExperimentSpec spec) {
    ExperimentSpec chosen = spec;
    if (gridProfile != null) {
      try {
        chosen = spec.withGridProfile(gridProfile);
      } catch (IllegalArgumentException e) {
        throw new UserError(e.getMessage());
      }
    }
    return ProjectHome.isPaperSpec(Path.of(spec.file())) ? chosen : DefaultFigure.apply(chosen);
  }
}
