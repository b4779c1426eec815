package org.ldpbench.data.real;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import org.ldpbench.ProjectHome;
import org.ldpbench.UserError;
import org.ldpbench.hash.Sha256;

/**
 * Finds a raw data file and checks it: first in {@code datasets/raw/}, then in the directory named
 * by {@code LDPBENCH_DATA}, then in {@code ../shared/datasets/raw/} (the first and last relative to
 * the project directory, {@link ProjectHome}). A file whose SHA-256 differs from its descriptor's
 * is refused; a file found nowhere is reported with the address to get it from. Raw files are never
 * part of the project.
 */
public final class RawDataLocator {

  /** The environment variable naming an extra raw-data directory. */
  public static final String ENVIRONMENT = "LDPBENCH_DATA";

  private final List<Path> directories;

  public RawDataLocator(List<Path> directories) {
    this.directories = List.copyOf(directories);
  }

  /** The default search order: datasets/raw, $LDPBENCH_DATA, ../shared/datasets/raw. */
  public static RawDataLocator standard() {
    List<Path> dirs = new ArrayList<>();
    dirs.add(ProjectHome.resolve("datasets", "raw"));
    String env = System.getenv(ENVIRONMENT);
    if (env != null && !env.isBlank()) {
      dirs.add(Path.of(env));
    }
    dirs.add(ProjectHome.resolve("..", "shared", "datasets", "raw"));
    return new RawDataLocator(dirs);
  }

  public List<Path> directories() {
    return directories;
  }

  /** Where {@code file} would be found, or null if in none of the directories. */
  public Path find(RawFile file) {
    for (Path dir : directories) {
      Path candidate = dir.resolve(file.path());
      if (Files.isRegularFile(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  /** The checked file; a one-line {@link UserError} if it is missing or its SHA-256 differs. */
  public Path locate(RawFile file) throws IOException {
    Path found = find(file);
    if (found == null) {
      throw new RawDataUnavailable(List.of(missingMessage(file)));
    }
    // hashed on every call: callers read a data set once per command (the data memo of
    // RealDataFactory)
    String actual = sha256(found);
    if (!actual.equals(file.sha256())) {
      throw new RawDataUnavailable(List.of(corruptMessage(found, file, actual)));
    }
    return found;
  }

  /**
   * Checks every file (each once, in order) and throws one {@link RawDataUnavailable} naming all
   * that are missing or corrupted, so the user learns every file to get at once.
   */
  public void requireAll(Collection<RawFile> files) throws IOException {
    List<String> problems = new ArrayList<>();
    for (RawFile file : new LinkedHashSet<>(files)) {
      try {
        locate(file);
      } catch (RawDataUnavailable unusable) {
        problems.addAll(unusable.problems());
      }
    }
    if (!problems.isEmpty()) {
      throw new RawDataUnavailable(problems);
    }
  }

  String missingMessage(RawFile file) {
    return "raw data file "
        + file.path()
        + " not found in "
        + directories.stream().map(Path::toString).reduce((a, b) -> a + ", " + b).orElse("")
        + "; get it from "
        + file.url()
        + " and put it in "
        + directories.get(0).resolve(file.path())
        + " (or set "
        + ENVIRONMENT
        + ")"
        + (file.downloadable() ? "; `make datasets` fetches it" : "");
  }

  static String corruptMessage(Path found, RawFile file, String actual) {
    return found
        + ": sha256 "
        + actual
        + " differs from the expected "
        + file.sha256()
        + "; the file is corrupted or another version; get it again from "
        + file.url();
  }

  /** SHA-256 of a file in lower-case hex. */
  public static String sha256(Path file) throws IOException {
    return Sha256.hex(file);
  }
}
