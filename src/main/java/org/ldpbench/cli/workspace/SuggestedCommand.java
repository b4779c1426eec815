package org.ldpbench.cli.workspace;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.ldpbench.ProjectHome;

/**
 * A command the CLI tells the user to run next (after a shard, a part of a spec or a Spark run, or
 * before rendering a spec that has not run), written so that it runs as printed: the launcher as it
 * is reached from the working directory, then every option the next command needs to find the same
 * store and figure roots ({@code --quick}, {@code --results}, {@code --figures}, {@code
 * --grid-profile}), each word quoted for a POSIX shell where it needs it. Why: a suggestion that
 * leaves out {@code --results} renders another store than the one just written.
 */
public final class SuggestedCommand {

  /** Words a POSIX shell takes as they are. */
  private static final Pattern PLAIN = Pattern.compile("[A-Za-z0-9_./=:,@%+-]+");

  private SuggestedCommand() {}

  /**
   * {@code words} after the launcher, e.g. {@code of("figures", "spec.yaml")} is {@code
   * bin/ldpbench figures spec.yaml}.
   */
  public static String of(String... words) {
    return of(List.of(words));
  }

  /** {@code words} after the launcher, each quoted where a shell needs it. */
  public static String of(List<String> words) {
    StringBuilder line = new StringBuilder(quote(launcher()));
    for (String word : words) {
      line.append(' ').append(quote(word));
    }
    return line.toString();
  }

  /**
   * The {@code figures} command that renders {@code specFile} from the store under {@code
   * resultsRoot} in the given profile: {@code --results} is left out only where it is what {@code
   * figures} reads by itself for that profile (so a full run of a paper spec still renders into
   * {@code paper-figures/}).
   *
   * @param figuresRoot the figure root to render into, or null for the one {@code figures} chooses
   * @param gridProfile the methods' grid profile, or null for each spec's default
   */
  public static String figures(
      String specFile, boolean quick, Path resultsRoot, Path figuresRoot, String gridProfile) {
    List<String> words = new ArrayList<>(List.of("figures", specFile));
    if (quick) {
      words.add("--quick");
    }
    if (!resultsRoot
        .toAbsolutePath()
        .normalize()
        .equals(OutputOptions.defaultResults(quick).toAbsolutePath().normalize())) {
      words.addAll(List.of("--results", resultsRoot.toString()));
    }
    if (figuresRoot != null) {
      words.addAll(List.of("--figures", figuresRoot.toString()));
    }
    if (gridProfile != null) {
      words.addAll(List.of("--grid-profile", gridProfile));
    }
    return of(words);
  }

  /**
   * The launcher a user types here: in a workspace its own {@code ldpbench} script, otherwise the
   * project's {@code bin/ldpbench}; relative to the working directory when that is inside the
   * workspace or project, absolute otherwise.
   */
  static String launcher() {
    Workspace workspace = Workspace.current();
    if (workspace == null) {
      return ProjectHome.resolve("bin", "ldpbench").toString();
    }
    Path script = workspace.root().resolve("ldpbench").toAbsolutePath().normalize();
    Path working = Path.of("").toAbsolutePath().normalize();
    if (!working.startsWith(workspace.root().toAbsolutePath().normalize())) {
      return script.toString();
    }
    String relative = working.relativize(script).toString();
    return relative.contains("/") ? relative : "./" + relative;
  }

  /** {@code word} as a POSIX shell reads it back: as it is when plain, else in single quotes. */
  static String quote(String word) {
    if (PLAIN.matcher(word).matches()) {
      return word;
    }
    return "'" + word.replace("'", "'\\''") + "'";
  }
}
