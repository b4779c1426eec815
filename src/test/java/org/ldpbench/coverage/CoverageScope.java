package org.ldpbench.coverage;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What coverage parity measures (issue 32 item 3): the lines of {@code org.ldpbench.method..} and
 * {@code org.ldpbench.privacy..} (not the privacy audit itself, {@code org.ldpbench.audit..}, a
 * layer of its own), whose every line a committed run executes must also be executed by the audit
 * side ({@link AuditSide}). One place for the packages, the folders they are read from and the
 * JaCoCo agent's filter.
 */
public final class CoverageScope {

  /** The source folder of the classes in scope. */
  public static final Path SOURCES = Path.of("src/main/java");

  /** The compiled classes the execution data are read against. */
  public static final Path CLASSES = Path.of("target/classes");

  /** The committed specs whose runs the lines come from ({@code make reproduce-quick}). */
  public static final Path EXPERIMENTS = Path.of("experiments");

  /** The class-file folders (relative to a class root, {@code /}-separated) in scope. */
  static final List<String> PACKAGES = List.of("org/ldpbench/method/", "org/ldpbench/privacy/");

  /**
   * What is left out of those packages (the audit, what checks rather than what is checked, is in
   * neither): the method registry ({@code org.ldpbench.method.Methods}: which methods and plugins
   * are loaded, and the plugins' load problems that the command line prints), which is no method's
   * code and changes no release or output of a method (the side-channel rules exempt it too).
   */
  static final List<String> EXCLUDED =
      List.of("org/ldpbench/method/Methods.", "org/ldpbench/method/Methods$");

  /** The JaCoCo agent's filter: exactly the classes in scope. */
  public static final String AGENT_FILTER =
      "includes=org.ldpbench.method.*:org.ldpbench.privacy.*"
          + ",excludes=org.ldpbench.method.Methods:org.ldpbench.method.Methods$*";

  /**
   * The agent's options for a run that keeps its execution data in memory ({@link AuditSide} writes
   * it).
   */
  public static String agentInMemory() {
    return "output=none," + AGENT_FILTER;
  }

  private CoverageScope() {}

  /**
   * Whether the class or source file at {@code path} (relative, {@code /}-separated) is in scope.
   */
  public static boolean contains(String path) {
    return PACKAGES.stream().anyMatch(path::startsWith)
        && EXCLUDED.stream().noneMatch(path::startsWith);
  }

  /**
   * Every source file in scope under {@code sources}, as relative {@code /}-separated paths,
   * sorted.
   */
  public static List<String> sourceFiles(Path sources) throws IOException {
    try (Stream<Path> files = Files.walk(sources)) {
      return files
          .filter(Files::isRegularFile)
          .map(p -> relative(sources, p))
          .filter(p -> p.endsWith(".java") && contains(p))
          .sorted()
          .toList();
    }
  }

  /**
   * The committed specs under {@code experiments} (every {@code .yaml} but the templates),
   * relative, sorted.
   */
  public static List<String> committedSpecs(Path experiments) throws IOException {
    try (Stream<Path> files = Files.walk(experiments)) {
      return files
          .filter(Files::isRegularFile)
          .map(p -> relative(experiments, p))
          .filter(p -> p.endsWith(".yaml") && !p.startsWith("templates/"))
          .sorted()
          .toList();
    }
  }

  static String relative(Path root, Path file) {
    return root.relativize(file).toString().replace('\\', '/');
  }
}
