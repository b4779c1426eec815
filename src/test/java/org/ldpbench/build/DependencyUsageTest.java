package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * Every dependency declared in pom.xml (outside profiles) is used: some source file under src/
 * imports its package, or it is listed here as used at run time only or reserved for a named issue.
 * A new dependency needs an entry here; an unused one fails until it is removed.
 */
class DependencyUsageTest {

  /** artifactId → the package its classes are imported from. */
  private static final Map<String, String> PACKAGES =
      Map.ofEntries(
          Map.entry("jackson-dataformat-yaml", "com.fasterxml.jackson.dataformat.yaml"),
          Map.entry("jackson-databind", "com.fasterxml.jackson.databind"),
          Map.entry(
              "commons-statistics-distribution", "org.apache.commons.statistics.distribution"),
          Map.entry("commons-statistics-descriptive", "org.apache.commons.statistics.descriptive"),
          Map.entry("commons-numbers-gamma", "org.apache.commons.numbers.gamma"),
          Map.entry("commons-numbers-rootfinder", "org.apache.commons.numbers.rootfinder"),
          Map.entry("commons-text", "org.apache.commons.text"),
          Map.entry("ejml-ddense", "org.ejml"),
          Map.entry("commons-statistics-inference", "org.apache.commons.statistics.inference"),
          Map.entry("commons-csv", "org.apache.commons.csv"),
          Map.entry("poi-ooxml", "org.apache.poi"),
          Map.entry("xchart", "org.knowm.xchart"),
          Map.entry("picocli", "picocli"),
          Map.entry("progressbar", "me.tongfei.progressbar"),
          Map.entry("junit-jupiter", "org.junit.jupiter"),
          Map.entry("assertj-core", "org.assertj"),
          Map.entry("archunit-junit5", "com.tngtech.archunit"),
          Map.entry("commonmark", "org.commonmark"),
          Map.entry("commonmark-ext-gfm-tables", "org.commonmark.ext.gfm.tables"),
          Map.entry("jazzer-junit", "com.code_intelligence.jazzer.junit"),
          Map.entry("org.jacoco.core", "org.jacoco.core"),
          Map.entry("org.jacoco.agent", "org.jacoco.agent.rt"));

  /** artifactId → why it is declared though nothing imports it. */
  private static final Map<String, String> NOT_IMPORTED =
      Map.of(
          "VectorGraphics2D", "run time only: XChart's SVG export (FigureRendererTest renders SVG)",
          "slf4j-nop",
              "test run time only: the SLF4J provider that silences ArchUnit's 'no providers' warning",
          "spotbugs-annotations",
              "compile time only (provided): the annotation classes on commons-csv's and log4j-api's"
                  + " classes, without which javac warns at every use and -Werror fails the build");

  /**
   * Libraries on the class path only as another library's dependency, which the harness must not
   * use itself: commons-math3 comes with Apache POI, but statistics come from commons-statistics
   * (issue 34: one library).
   */
  private static final Map<String, String> NOT_OURS =
      Map.of(
          "org.apache.commons.math3",
          "commons-math3 (POI's dependency): use commons-statistics / commons-numbers");

  @Test
  void noSourceUsesALibraryThatIsOnlyAnotherLibrarysDependency() throws Exception {
    String sources = allSources();
    for (Map.Entry<String, String> library : NOT_OURS.entrySet()) {
      assertThat(sources).as(library.getValue()).doesNotContain(library.getKey() + ".");
    }
  }

  @Test
  void everyDeclaredDependencyIsImportedOrAccountedFor() throws Exception {
    String sources = allSources();
    List<String> problems = new ArrayList<>();
    for (String artifact : declaredDependencies()) {
      if (NOT_IMPORTED.containsKey(artifact)) {
        continue;
      }
      String pkg = PACKAGES.get(artifact);
      if (pkg == null) {
        problems.add(artifact + ": not known to this test; add its package to PACKAGES");
      } else if (!sources.contains("import " + pkg + ".")
          && !sources.contains("import static " + pkg + ".")) {
        problems.add(artifact + ": no file under src/ imports " + pkg + "; remove the dependency");
      }
    }
    assertThat(problems).isEmpty();
  }

  private static List<String> declaredDependencies() throws Exception {
    Element project = PomXml.parse(Path.of("pom.xml"));
    List<String> artifacts = new ArrayList<>();
    for (Element dependencies : PomXml.children(project, "dependencies")) {
      for (Element dependency : PomXml.children(dependencies, "dependency")) {
        artifacts.add(PomXml.children(dependency, "artifactId").get(0).getTextContent().trim());
      }
    }
    assertThat(artifacts).contains("picocli", "junit-jupiter");
    return artifacts;
  }

  private static String allSources() throws IOException {
    StringBuilder all = new StringBuilder();
    try (Stream<Path> files = Files.walk(Path.of("src"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
        all.append(Files.readString(file, StandardCharsets.UTF_8)).append('\n');
      }
    }
    return all.toString();
  }
}
