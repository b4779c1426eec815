package org.ldpbench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The size limits of issue 34's acceptance, on the sources: no package holds more than {@value
 * #PACKAGE_LINES} lines and no class file more than {@value #CLASS_LINES}, so that a package says
 * what it holds and a class holds one concept (a package that grows past the limit is split into
 * sub-packages by what they hold, a class by concept). A package's lines are those of its own
 * {@code .java} files, not its sub-packages'; a file's lines are every line a reader reads
 * (Javadoc, comments and blank lines included). Checked on the code that ships or is measured:
 * {@link #ROOTS}. A plain walk of about 600 files: fast, so it runs in {@code make test-fast}.
 */
class SizeLimitsTest {

  /** The most lines a package may hold. */
  static final int PACKAGE_LINES = 3000;

  /** The most lines a class file may have. */
  static final int CLASS_LINES = 400;

  /**
   * The source folders checked: the main code, the Spark runner, the benchmarks and the test kit.
   */
  static final List<Path> ROOTS =
      List.of(
          Path.of("src/main/java"),
          Path.of("src/spark/java"),
          Path.of("src/jmh/java"),
          Path.of("src/testkit/java"));

  /** A file or package over its limit: its path below the root and its lines. */
  record Oversized(String name, long lines) {
    @Override
    public String toString() {
      return name + " (" + lines + " lines)";
    }
  }

  /**
   * The {@code .java} files under {@code root} with more than {@code limit} lines, largest first.
   */
  static List<Oversized> classesOver(Path root, int limit) throws IOException {
    List<Oversized> over = new ArrayList<>();
    for (Path file : javaFiles(root)) {
      long lines = lines(file);
      if (lines > limit) {
        over.add(new Oversized(relative(root, file), lines));
      }
    }
    over.sort(Comparator.comparingLong(Oversized::lines).reversed());
    return over;
  }

  /**
   * The packages (folders) under {@code root} whose own {@code .java} files hold more than {@code
   * limit} lines.
   */
  static List<Oversized> packagesOver(Path root, int limit) throws IOException {
    Map<String, Long> byPackage = new TreeMap<>();
    for (Path file : javaFiles(root)) {
      byPackage.merge(relative(root, file.getParent()).replace('/', '.'), lines(file), Long::sum);
    }
    List<Oversized> over = new ArrayList<>();
    byPackage.forEach(
        (name, lines) -> {
          if (lines > limit) {
            over.add(new Oversized(name, lines));
          }
        });
    over.sort(Comparator.comparingLong(Oversized::lines).reversed());
    return over;
  }

  private static List<Path> javaFiles(Path root) throws IOException {
    if (!Files.isDirectory(root)) {
      return List.of();
    }
    try (Stream<Path> walk = Files.walk(root)) {
      return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
          .sorted()
          .toList();
    }
  }

  private static long lines(Path file) throws IOException {
    return Files.readAllLines(file, StandardCharsets.UTF_8).size();
  }

  private static String relative(Path root, Path path) {
    return root.relativize(path).toString().replace('\\', '/');
  }

  @Test
  void theRootsHoldTheCode() throws IOException {
    assertThat(javaFiles(ROOTS.get(0))).as("main classes").hasSizeGreaterThan(400);
  }

  @Test
  void noPackageHoldsMoreThan3000Lines() throws IOException {
    for (Path root : ROOTS) {
      assertThat(packagesOver(root, PACKAGE_LINES))
          .as(
              "packages of %s over %d lines: split them into" + " sub-packages by what they hold",
              root, PACKAGE_LINES)
          .isEmpty();
    }
  }

  @Test
  void noClassHasMoreThan400Lines() throws IOException {
    for (Path root : ROOTS) {
      assertThat(classesOver(root, CLASS_LINES))
          .as("classes of %s over %d lines: split them by concept", root, CLASS_LINES)
          .isEmpty();
    }
  }

  /**
   * A class of 401 lines and a package of 3,001 lines are reported (and one of exactly 400 and
   * 3,000 is not); a sub-package's lines do not count for its parent.
   */
  @Test
  void theLimitsCatchALargeClassAndALargePackage(@TempDir Path root) throws IOException {
    write(root.resolve("org/x/Big.java"), CLASS_LINES + 1);
    write(root.resolve("org/x/Fits.java"), CLASS_LINES);
    for (int i = 0; i < 7; i++) {
      write(root.resolve("org/x/full/Part" + i + ".java"), CLASS_LINES);
    }
    write(root.resolve("org/x/full/Rest.java"), PACKAGE_LINES - 7 * CLASS_LINES);
    for (int i = 0; i < 7; i++) {
      write(root.resolve("org/x/over/Part" + i + ".java"), CLASS_LINES);
    }
    write(root.resolve("org/x/over/Rest.java"), PACKAGE_LINES - 7 * CLASS_LINES + 1);
    assertThat(classesOver(root, CLASS_LINES))
        .containsExactly(new Oversized("org/x/Big.java", CLASS_LINES + 1));
    assertThat(packagesOver(root, PACKAGE_LINES))
        .containsExactly(new Oversized("org.x.over", PACKAGE_LINES + 1));
  }

  private static void write(Path file, int lines) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, "// a line\n".repeat(lines), StandardCharsets.UTF_8);
  }
}
