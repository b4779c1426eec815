package org.ldpbench.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ldpbench.build.PomXml.children;
import static org.ldpbench.build.PomXml.parse;
import static org.ldpbench.build.PomXml.text;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * No dependency that pom.xml declares with test scope is a compile or run-time dependency of a
 * library the shipped jar needs. Maven's nearest declaration wins, so such a test scope silently
 * drops the library from {@code target/ldpbench.jar}: the tests still pass (their class path has
 * it), but every {@code bin/ldpbench} run that reaches the library fails with {@code
 * NoClassDefFoundError}. That happened with commons-statistics-descriptive, which
 * commons-statistics-inference needs for its tests of claims. Checked against the POMs of the
 * declared compile and run-time dependencies in the local Maven repository, where the build has put
 * them ({@code maven.repo.local}, else {@code ~/.m2/repository}). One level deep: the POMs of the
 * declared dependencies, not those of their own dependencies.
 */
class DependencyScopeTest {

  private static final Pattern PROPERTY = Pattern.compile("\\$\\{([^}]+)}");

  /** groupId, artifactId, version (properties resolved) and scope of one declared dependency. */
  record Declared(String group, String artifact, String version, String scope) {
    boolean shipped() {
      return scope.equals("compile") || scope.equals("runtime");
    }

    Path pom(Path repository) {
      return repository
          .resolve(group.replace('.', '/'))
          .resolve(artifact)
          .resolve(version)
          .resolve(artifact + "-" + version + ".pom");
    }
  }

  @Test
  void noTestScopedDependencyIsNeededByAShippedLibrary() throws Exception {
    Element project = parse(Path.of("pom.xml"));
    List<Declared> declared = declared(project, properties(project));
    List<String> testScoped =
        declared.stream()
            .filter(d -> d.scope().equals("test"))
            .map(d -> d.group() + ":" + d.artifact())
            .toList();
    assertThat(testScoped)
        .as("pom.xml's test-scoped dependencies")
        .contains("org.junit.jupiter:junit-jupiter");
    Path repository = localRepository();
    List<String> problems = new ArrayList<>();
    int pomsRead = 0;
    for (Declared library : declared.stream().filter(Declared::shipped).toList()) {
      Path pom = library.pom(repository);
      assertThat(pom)
          .as(
              "the POM of %s:%s in the local Maven repository (built with mvn first?)",
              library.group(), library.artifact())
          .exists();
      pomsRead++;
      for (String needed : compileDependencies(parse(pom))) {
        if (testScoped.contains(needed)) {
          problems.add(
              needed
                  + " is test-scoped in pom.xml but "
                  + library.artifact()
                  + " needs it at run time: drop the test scope, or it is missing from the jar");
        }
      }
    }
    assertThat(pomsRead).as("shipped dependencies checked").isGreaterThan(5);
    assertThat(problems).isEmpty();
  }

  @Test
  void aTestScopeOnALibrarysOwnDependencyIsFound() throws Exception {
    // the case that broke the jar: inference's POM lists descriptive with no scope (compile)
    Path pom =
        new Declared(
                "org.apache.commons",
                "commons-statistics-inference",
                properties(parse(Path.of("pom.xml"))).get("commons-statistics.version"),
                "compile")
            .pom(localRepository());
    assertThat(compileDependencies(parse(pom)))
        .contains("org.apache.commons:commons-statistics-descriptive");
  }

  private static Path localRepository() {
    String configured = System.getProperty("maven.repo.local");
    return configured != null && !configured.isBlank()
        ? Path.of(configured)
        : Path.of(System.getProperty("user.home"), ".m2", "repository");
  }

  /** The groupId:artifactId of a POM's own dependencies in compile or run-time scope. */
  private static List<String> compileDependencies(Element project) {
    List<String> out = new ArrayList<>();
    for (Element dependencies : children(project, "dependencies")) {
      for (Element dependency : children(dependencies, "dependency")) {
        String scope = text(dependency, "scope", "compile");
        boolean optional = text(dependency, "optional", "false").equals("true");
        if (!optional && (scope.equals("compile") || scope.equals("runtime"))) {
          out.add(text(dependency, "groupId", "") + ":" + text(dependency, "artifactId", ""));
        }
      }
    }
    return out;
  }

  private static List<Declared> declared(Element project, Map<String, String> properties) {
    List<Declared> out = new ArrayList<>();
    for (Element dependencies : children(project, "dependencies")) {
      for (Element dependency : children(dependencies, "dependency")) {
        out.add(
            new Declared(
                text(dependency, "groupId", ""),
                text(dependency, "artifactId", ""),
                resolve(text(dependency, "version", ""), properties),
                text(dependency, "scope", "compile")));
      }
    }
    return out;
  }

  private static Map<String, String> properties(Element project) {
    Map<String, String> out = new HashMap<>();
    for (Element properties : children(project, "properties")) {
      for (Element property : PomXml.elements(properties)) {
        out.put(property.getNodeName(), property.getTextContent().trim());
      }
    }
    return out;
  }

  private static String resolve(String value, Map<String, String> properties) {
    Matcher m = PROPERTY.matcher(value);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(
          out, Matcher.quoteReplacement(properties.getOrDefault(m.group(1), m.group())));
    }
    m.appendTail(out);
    return out.toString();
  }
}
