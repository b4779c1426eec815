package org.ldpbench;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The project's own folders ({@code datasets/}, {@code experiments/}, {@code methods/}, {@code
 * paper-figures/}), wherever the command runs: {@code bin/ldpbench} names the project directory in
 * the system property {@value #PROPERTY}, so that a researcher can work in a workspace of their own
 * ({@code ldpbench init}) and still use the project's data descriptors and papers. Without the
 * property (the tests, a bare {@code java -jar}), the folders are relative to the working
 * directory, as they always were. Read once, never written: not state.
 */
public final class ProjectHome {

  /** The system property {@code bin/ldpbench} sets to the project directory. */
  public static final String PROPERTY = "ldpbench.home";

  /** The folder of the experiment specs of the papers. */
  public static final String EXPERIMENTS = "experiments";

  private ProjectHome() {}

  /**
   * {@code first/more...} in the project directory (relative to the working directory without
   * {@value #PROPERTY}).
   */
  public static Path resolve(String first, String... more) {
    String home = System.getProperty(PROPERTY);
    Path relative = Path.of(first, more);
    if (home == null || home.isBlank()) {
      return relative;
    }
    // relative to the working directory when that is in the project (paths in committed outputs
    // stay as they were)
    Path directory = Path.of(home).toAbsolutePath().normalize();
    Path working = Path.of("").toAbsolutePath().normalize();
    Path target = directory.resolve(relative).normalize();
    if (working.startsWith(directory)) {
      Path shortest = working.relativize(target);
      return shortest.toString().isEmpty() ? Path.of(".") : shortest;
    }
    return target;
  }

  /** Whether {@value #PROPERTY} names a project directory other than the working directory's. */
  public static boolean elsewhere() {
    String home = System.getProperty(PROPERTY);
    return home != null
        && !home.isBlank()
        && !Path.of("")
            .toAbsolutePath()
            .normalize()
            .startsWith(Path.of(home).toAbsolutePath().normalize());
  }

  /**
   * Whether {@code specFile} is a spec of the papers: below the project's {@code experiments/}
   * folder and not in a {@code templates/} folder. Only those render into {@code paper-figures/}.
   */
  public static boolean isPaperSpec(Path specFile) {
    Path experiments = resolve(EXPERIMENTS).toAbsolutePath().normalize();
    Path file = specFile.toAbsolutePath().normalize();
    try {
      if (Files.exists(experiments) && Files.exists(file)) {
        experiments = experiments.toRealPath();
        file = file.toRealPath();
      }
    } catch (java.io.IOException e) {
      // compared as written
    }
    if (!file.startsWith(experiments)) {
      return false;
    }
    for (Path part : experiments.relativize(file)) {
      if (part.toString().equals("templates")) {
        return false;
      }
    }
    return true;
  }
}
