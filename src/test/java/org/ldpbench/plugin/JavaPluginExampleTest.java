package org.ldpbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.audit.AuditLayers;
import org.ldpbench.audit.calibration.CalibrationAudit;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.AuditTargets;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.sensitivity.SensitivityAudit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodProvider;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.testing.Slow;

/**
 * The worked Java plugin (examples/java-method, issue 19 items 1 and 5) as a user meets it: the
 * core artifact org.ldpbench:ldpbench is installed into the local Maven repository (from the
 * classes this test run compiled, so the example never builds against a stale core), the example is
 * built from its own directory with {@code mvn -o package} against that artifact only (a copy in a
 * temporary folder, so the test writes nothing into the source tree), and {@code bin/ldpbench
 * --plugins} runs its spec next to LPCT and audits it: GRID-RR-JAVA passes, and GRID-RR-JAVA-2EPS,
 * registered only in the example's test jar, fails. Maven runs offline; only a plugin it has never
 * fetched (a fresh machine) makes it go online once, as the core build does on first use.
 */
@Slow
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JavaPluginExampleTest {

  private static final Path EXAMPLE = Path.of("examples/java-method");

  private Path work;
  private Path plugin;

  @BeforeAll
  void installTheCoreAndBuildTheExample(@TempDir Path folder) throws Exception {
    work = folder;
    Path core = work.resolve("ldpbench-core.jar");
    jar(Path.of(Method.class.getProtectionDomain().getCodeSource().getLocation().toURI()), core);
    maven(
        work,
        "org.apache.maven.plugins:maven-install-plugin:3.1.4:install-file",
        "-Dfile=" + core,
        "-DpomFile=" + Path.of("pom.xml").toAbsolutePath());
    plugin = work.resolve("java-method");
    copy(EXAMPLE, plugin);
    maven(plugin, "package");
  }

  @Test
  void theExampleDependsOnTheCoreVersionThisBuildInstalls() throws IOException {
    String example = Files.readString(EXAMPLE.resolve("pom.xml"));
    Matcher core =
        Pattern.compile("<artifactId>ldpbench</artifactId>\\s*<version>([^<]+)</version>")
            .matcher(Files.readString(Path.of("pom.xml")));
    assertThat(core.find()).isTrue();
    assertThat(example)
        .contains("<ldpbench.version>" + core.group(1) + "</ldpbench.version>")
        .contains("<scope>provided</scope>");
  }

  @Test
  void thePluginJarHoldsTheHonestMethodOnlyAndTheTestJarTheFault() {
    assertThat(plugin.resolve("target/grid-rr-java.jar")).isRegularFile();
    assertThat(plugin.resolve("target/audit-faults/grid-rr-java-tests.jar")).isRegularFile();
    assertThat(methodsOf(plugin.resolve("target/grid-rr-java.jar")))
        .containsExactly("GRID-RR-JAVA");
  }

  @Test
  void theExamplesOwnUnitTestsRanAndPassed() throws IOException {
    String report =
        Files.readString(
            plugin.resolve("target/surefire-reports/TEST-org.example.gridrr.GridRrMethodTest.xml"));
    assertThat(report)
        .contains("tests=\"2\"")
        .contains("failures=\"0\"")
        .contains("errors=\"0\"")
        .contains("skipped=\"0\"");
  }

  @Test
  void itsSpecRunsNextToLpctAndBothHaveResults() throws Exception {
    Result run =
        launch(
            "--plugins",
            plugin.resolve("target").toString(),
            "run",
            plugin.resolve("experiment.yaml").toString(),
            "--quick",
            "--results",
            work.resolve("results").toString(),
            "--threads",
            "1",
            "--no-progress");
    assertThat(run.exit()).as(run.output()).isZero();
    List<String> trials =
        Files.readAllLines(work.resolve("results/examples/grid-rr-java-vs-lpct/trials.csv"));
    // quick profile: 2 replications x 3 epsilons x (4 LPCT + 6 GRID-RR-JAVA configurations)
    assertThat(trials).filteredOn(l -> l.contains(",ok,")).hasSize(2 * 3 * (4 + 6));
    List<String> summary =
        Files.readAllLines(work.resolve("results/examples/grid-rr-java-vs-lpct/summary.csv"));
    assertThat(summary).filteredOn(l -> l.startsWith("LPCT,")).hasSize(3);
    assertThat(summary).filteredOn(l -> l.startsWith("GRID-RR-JAVA,")).hasSize(3);
  }

  @Test
  void theAuditPassesTheMethod() throws Exception {
    Result audit =
        launch(
            "--plugins",
            plugin.resolve("target").toString(),
            "audit",
            "GRID-RR-JAVA",
            "--epsilon",
            "1",
            "--draws",
            "2000");
    assertThat(audit.exit()).as(audit.output()).isZero();
    // two audit configurations (cells = 2 and 4), each audited on samples of every size of
    // AuditLayers.SAMPLE_SIZES
    int mechanisms = 2 * AuditLayers.SAMPLE_SIZES.size();
    assertThat(audit.output())
        .contains("GRID-RR-JAVA [sensitivity]: " + mechanisms + " mechanism audits passed")
        .contains("GRID-RR-JAVA [calibration]: " + mechanisms + " mechanism audits passed")
        .contains("GRID-RR-JAVA [end-to-end]: 0 of 2")
        .contains("GRID-RR-JAVA [whole-fit]: 0 of 2")
        .contains("PASS cells=2")
        .contains("PASS cells=4")
        .doesNotContain("FAIL");
  }

  @Test
  void theAuditFailsTheFaultRegisteredOnlyInTheTestJar() throws Exception {
    Result unknown =
        launch("--plugins", plugin.resolve("target").toString(), "audit", "GRID-RR-JAVA-2EPS");
    assertThat(unknown.exit()).as(unknown.output()).isEqualTo(2);
    assertThat(unknown.output()).contains("unknown method").doesNotContain("\tat ");

    Result audit =
        launch(
            "--plugins",
            plugin.resolve("target").toString(),
            "--plugins",
            plugin.resolve("target/audit-faults").toString(),
            "audit",
            "GRID-RR-JAVA-2EPS",
            "--epsilon",
            "1",
            "--draws",
            "2000",
            "--all-layers");
    assertThat(audit.exit()).as(audit.output()).isEqualTo(1);
    int mechanisms = 2 * AuditLayers.SAMPLE_SIZES.size();
    assertThat(audit.output())
        .contains(
            "GRID-RR-JAVA-2EPS [calibration]: "
                + mechanisms
                + " of "
                + mechanisms
                + " mechanism audits failed")
        .contains("GRID-RR-JAVA-2EPS [end-to-end]: 2 of 2 mechanism audits failed")
        .contains("FAIL cells=2")
        .contains("FAIL cells=4");
  }

  @Test
  void itsMechanismPassesTheSensitivityAndCalibrationLayersAndTheFaultFailsCalibration()
      throws Exception {
    try (URLClassLoader loader =
        new URLClassLoader(
            new URL[] {
              plugin.resolve("target/grid-rr-java.jar").toUri().toURL(),
              plugin.resolve("target/audit-faults/grid-rr-java-tests.jar").toUri().toURL()
            },
            getClass().getClassLoader())) {
      List<Method> methods = new ArrayList<>();
      ServiceLoader.load(MethodProvider.class, loader)
          .forEach(
              p -> {
                if (p.getClass().getClassLoader() == loader) {
                  methods.addAll(p.methods());
                }
              });
      assertThat(methods)
          .extracting(Method::name)
          .containsExactlyInAnyOrder("GRID-RR-JAVA", "GRID-RR-JAVA-2EPS");
      for (Method method : methods) {
        List<AuditTarget> targets = AuditTargets.of((PrivateMethod) method, 30, 1.0, 5);
        assertThat(targets).hasSize(2);
        boolean honest = method.name().equals("GRID-RR-JAVA");
        for (AuditTarget target : targets) {
          LayerResult sensitivity = new SensitivityAudit(20, 3).audit(target);
          LayerResult calibration = new CalibrationAudit(2000, 1e-6, 13).audit(target);
          assertThat(sensitivity.passed()).as(sensitivity.summary()).isTrue();
          assertThat(calibration.passed())
              .as(method.name() + ": " + calibration.summary())
              .isEqualTo(honest);
        }
      }
    }
  }

  private List<String> methodsOf(Path jar) {
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
      List<String> names = new ArrayList<>();
      ServiceLoader.load(MethodProvider.class, loader)
          .forEach(
              p -> {
                if (p.getClass().getClassLoader() == loader) {
                  p.methods().forEach(m -> names.add(m.name()));
                }
              });
      return names;
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  /**
   * {@code mvn -B -q -o ARGS} in {@code dir}; online once only if offline Maven lacks a plugin or
   * artifact.
   */
  private static void maven(Path dir, String... args) throws Exception {
    Result offline = run(dir, mavenCommand(true, args));
    if (offline.exit() != 0 && offline.output().contains("offline")) {
      Result online = run(dir, mavenCommand(false, args));
      assertThat(online.exit())
          .as("mvn " + String.join(" ", args) + " in " + dir + ":\n" + online.output())
          .isZero();
      return;
    }
    assertThat(offline.exit())
        .as("mvn -o " + String.join(" ", args) + " in " + dir + ":\n" + offline.output())
        .isZero();
  }

  private static List<String> mavenCommand(boolean offline, String... args) {
    List<String> command = new ArrayList<>(List.of("mvn", "-B", "-q"));
    if (offline) {
      command.add("-o");
    }
    command.addAll(List.of(args));
    return command;
  }

  private record Result(int exit, String output) {}

  /**
   * bin/ldpbench on this test's class path (the core as this run compiled it) instead of the
   * packaged jar.
   */
  private Result launch(String... args) throws Exception {
    List<String> command =
        new ArrayList<>(List.of(Path.of("bin/ldpbench").toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    builder.environment().put("LDPBENCH_JAR", System.getProperty("java.class.path"));
    builder.environment().put("LDPBENCH_JAVA_OPTS", "-Xmx512m");
    builder.environment().remove("LDPBENCH_PLUGINS");
    return run(builder);
  }

  private static Result run(Path dir, List<String> command) throws Exception {
    return run(new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true));
  }

  private static Result run(ProcessBuilder builder) throws Exception {
    Process child = builder.start();
    byte[] out = child.getInputStream().readAllBytes();
    assertThat(child.waitFor(10, TimeUnit.MINUTES)).isTrue();
    return new Result(child.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  /** The example project without its build output. */
  private static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        Path relative = from.relativize(file);
        if (relative.startsWith("target")) {
          continue;
        }
        Files.createDirectories(to.resolve(relative).getParent());
        Files.copy(file, to.resolve(relative));
      }
    }
  }

  /** A jar of the compiled core classes, the artifact the example's pom names. */
  private static void jar(Path classes, Path jar) throws IOException {
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        Files.copy(file, out);
        out.closeEntry();
      }
    }
  }
}
