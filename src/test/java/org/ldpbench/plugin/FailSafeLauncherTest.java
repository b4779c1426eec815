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
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Methods;
import org.ldpbench.testing.Slow;

/**
 * Failing safely (issue 32, item 7) through {@code bin/ldpbench}, as a user meets it: a plugin jar
 * with a provider whose class is missing, one whose constructor throws and one whose method's
 * {@code info()} throws (and a data source whose class is missing) is reported in one warning line
 * per provider naming the jar and the class, while its good provider and every other method still
 * list and run; a spec with an external method that hangs and one that answers garbage exits with
 * code 3 within the hanging method's timeout (plus the start-up of a JVM), with a summary per
 * method and no stack trace, and {@code ldpbench audit} of a method that hangs ends too (exit code
 * 1). The methods are {@code src/test/resources/external/misbehaving_method.py} behind descriptors
 * in a temporary {@code LDPBENCH_METHODS} folder.
 */
@Slow
class FailSafeLauncherTest {

  private static final String BROKEN =
      """
            package example.broken;

            import java.util.List;
            import java.util.Map;
            import java.util.random.RandomGenerator;
            import org.ldpbench.method.*;
            import org.ldpbench.param.Described;
            import org.ldpbench.param.ParameterSet;

            public final class Providers {

                public static final class Throwing implements MethodProvider {
                    public Throwing() {
                        throw new IllegalStateException("no licence file\\nsecond line");
                    }

                    public List<Method> methods() {
                        return List.of();
                    }
                }

                public static final class InfoThrows implements MethodProvider {
                    public List<Method> methods() {
                        return List.of(new Method() {
                            public MethodInfo info() {
                                throw new UnsupportedOperationException("info is not ready");
                            }

                            public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
                                throw new UnsupportedOperationException();
                            }
                        });
                    }
                }

                public static final class Good implements MethodProvider {
                    public List<Method> methods() {
                        return List.of(new Ones());
                    }
                }

                static final class Ones extends Described<MethodInfo> implements Method {
                    Ones() {
                        super(MethodInfo.classifier("PLUGIN-ONES", "predicts label 1 everywhere", PrivacyModel.NONE));
                    }

                    public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
                        return post -> points -> {
                            int[] out = new int[points.rows()];
                            java.util.Arrays.fill(out, 1);
                            return Predictions.ofLabels(out, Map.of());
                        };
                    }
                }
            }
            """;

  /**
   * The service file: a missing class, a throwing constructor, a throwing info(), a good provider.
   */
  private static final String SERVICES =
      """
            # broken on purpose (FailSafeLauncherTest)
            example.broken.Missing
            example.broken.Providers$Throwing
            example.broken.Providers$InfoThrows
            example.broken.Providers$Good
            """;

  private static final String SPEC =
      """
            name: fail-safe
            seed: 9
            replications: 1
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 200, nPublic: 30, nTest: 60}
            sweep:
              epsilon: [2]
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [1]}}
              - {name: PLUGIN-ONES}
              - {name: HANG-PY, grid: {cells: [2], threshold: [0.4, 0.5]}}
              - {name: GARBAGE-PY, grid: {cells: [2], threshold: [0.4, 0.5]}}
            """;

  /**
   * Generous for a child JVM's start, a small run and its reports on a loaded machine; a hang never
   * ends.
   */
  private static final long SLACK_SECONDS = 90;

  @TempDir static Path work;

  static Path plugins;

  @BeforeAll
  static void setUp() throws IOException {
    plugins = Files.createDirectories(work.resolve("plugins"));
    buildJar(plugins.resolve("broken.jar"));
    Path methods = Files.createDirectories(work.resolve("methods"));
    descriptor(methods, "HANG-PY", "3s", "hang", "randomize");
    descriptor(methods, "GARBAGE-PY", "60s", "garbage", "randomize");
    descriptor(methods, "HANG-HELLO-PY", "1s", "hang", "hello");
    Files.writeString(work.resolve("spec.yaml"), SPEC);
  }

  @Test
  void theRegistryLeavesOutEachBrokenProviderWithOneLineAndKeepsTheRest() throws IOException {
    Path jar = plugins.resolve("broken.jar");
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
      Methods methods = Methods.load(loader);
      assertThat(methods.methods().keySet())
          .contains("PLUGIN-ONES", "LPCT", "RR-GRID-PY")
          .containsAll(Methods.standard().methods().keySet());
      assertThat(methods.problems()).hasSize(3);
      assertThat(methods.problems())
          .allSatisfy(
              p -> {
                assertThat(p.location()).isEqualTo(jar.toString());
                assertThat(p.line()).startsWith(jar + ": example.broken.").doesNotContain("\n");
              });
      assertThat(methods.problems().get(0).className()).isEqualTo("example.broken.Missing");
      assertThat(methods.problems().get(0).reason()).contains("not found");
      assertThat(methods.problems().get(1).className())
          .isEqualTo("example.broken.Providers$Throwing");
      assertThat(methods.problems().get(1).reason())
          .isEqualTo("its provider could not be created: IllegalStateException: no licence file");
      assertThat(methods.problems().get(2).className())
          .startsWith("example.broken.Providers$InfoThrows");
      assertThat(methods.problems().get(2).reason())
          .isEqualTo("info() threw UnsupportedOperationException: info is not ready");
      DataSources sources = DataSources.load(loader);
      assertThat(sources.factories().keySet())
          .containsAll(DataSources.standard().factories().keySet());
      assertThat(sources.problems())
          .singleElement()
          .satisfies(
              p ->
                  assertThat(p.line())
                      .isEqualTo(
                          jar
                              + ": example.broken.MissingSource: Provider example.broken.MissingSource not found; left out,"
                              + " everything else is registered"));
    }
    assertThat(Methods.standard().problems()).as("the project's own class path is clean").isEmpty();
    assertThat(DataSources.standard().problems()).isEmpty();
  }

  @Test
  void listNamesEachBrokenProviderOnceAndListsEveryOtherMethod() throws Exception {
    Result listed = launch("--plugins", plugins.toString(), "list", "methods");
    assertThat(listed.exit()).as(listed.output()).isZero();
    assertThat(listed.output())
        .contains("PLUGIN-ONES", "LPCT ", "HANG-PY", "GARBAGE-PY")
        .doesNotContain("\tat ")
        .doesNotContain("ServiceConfigurationError");
    List<String> warnings =
        listed.output().lines().filter(l -> l.startsWith("ldpbench: warning: ")).toList();
    assertThat(warnings)
        .hasSize(4)
        .allSatisfy(
            w ->
                assertThat(w)
                    .contains(plugins.resolve("broken.jar") + ": " + "example.broken.")
                    .endsWith("; left out, everything else is registered"));
  }

  @Test
  void aRunWithAHangingAndAGarbageMethodEndsWithinTheTimeoutWithASummaryAndExitCode3()
      throws Exception {
    long start = System.nanoTime();
    Result run =
        launch(
            "--plugins", plugins.toString(), "run", "spec.yaml", "--threads", "2", "--no-progress");
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    assertThat(run.exit()).as(run.output()).isEqualTo(3);
    assertThat(seconds).as("HANG-PY's 3 s timeout, not a hang").isLessThan(3 + SLACK_SECONDS);
    assertThat(run.output()).doesNotContain("\tat ").doesNotContain("Exception in thread");
    Path failures = Path.of("results/fail-safe/failures.csv");
    assertThat(run.output())
        .contains("ldpbench: 4 of 6 trials run failed (all others are stored and reported;")
        .contains("  fail-safe, HANG-PY: 2 of 2 trials failed; first: HANG-PY (python3 ")
        .contains(
            " randomize: no reply within the timeout of 3s (the descriptor's 'timeout'); the process and"
                + " its children were killed; failures in "
                + failures)
        .contains("  fail-safe, GARBAGE-PY: 2 of 2 trials failed; first: GARBAGE-PY (python3 ")
        .contains(
            " randomize: the reply is not a JSON object: this is not JSON {; failures in "
                + failures);
    assertThat(run.output().lines().filter(l -> l.startsWith("ldpbench: warning: "))).hasSize(4);
    // nothing computed is lost: the other methods' trials are stored and summarised
    List<String> trials = Files.readAllLines(work.resolve("results/fail-safe/trials.csv"));
    assertThat(trials).filteredOn(l -> l.contains(",ok,")).hasSize(2);
    assertThat(work.resolve("results/fail-safe/summary.csv")).exists();
    assertThat(Files.readAllLines(work.resolve(failures))).hasSize(1 + 4);
  }

  @Test
  void theAuditOfAMethodThatHangsEnds() throws Exception {
    long start = System.nanoTime();
    Result audit =
        launch(
            "--plugins",
            plugins.toString(),
            "audit",
            "HANG-HELLO-PY",
            "--epsilon",
            "1",
            "--draws",
            "20");
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;
    assertThat(audit.exit()).as(audit.output()).isEqualTo(1);
    assertThat(audit.output())
        .contains("hello: no reply within the timeout of 1s")
        .doesNotContain("\tat ");
    // the first protocol waits 1 s for the greeting; every later one is refused at once
    // (ExternalHang)
    assertThat(seconds).isLessThan(1 + SLACK_SECONDS);
    assertThat(audit.output()).contains("not sent, the method already hung in this run");
  }

  private record Result(int exit, String output) {}

  /**
   * bin/ldpbench in {@code work}, on this test's class path, with the external methods of {@code
   * work/methods}.
   */
  private static Result launch(String... args) throws Exception {
    List<String> command =
        new ArrayList<>(List.of(Path.of("bin/ldpbench").toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    Map<String, String> environment = builder.environment();
    environment.put("LDPBENCH_JAR", System.getProperty("java.class.path"));
    environment.put("LDPBENCH_JAVA_OPTS", "-Xmx512m");
    environment.put("LDPBENCH_METHODS", work.resolve("methods").toString());
    environment.remove("LDPBENCH_PLUGINS");
    Process child = builder.start();
    byte[] out = child.getInputStream().readAllBytes();
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(child.exitValue(), new String(out, StandardCharsets.UTF_8));
  }

  /**
   * methods/NAME.yaml: RR-GRID-PY's descriptor running the misbehaving script in {@code mode} at
   * {@code op}.
   */
  private static void descriptor(Path methods, String name, String timeout, String mode, String op)
      throws IOException {
    Path script = Path.of("src/test/resources/external/misbehaving_method.py").toAbsolutePath();
    String text =
        Files.readString(Path.of("methods/RR-GRID-PY.yaml"))
                .replace("name: RR-GRID-PY", "name: " + name)
                .replaceAll(
                    "command: .*",
                    ("command: [python3, '" + script + "', " + mode + ", " + op + "]")
                        .replace("\\", "\\\\"))
            + "timeout: "
            + timeout
            + "\n";
    Files.writeString(methods.resolve(name + ".yaml"), text);
  }

  private static void buildJar(Path jar) throws IOException {
    Path src = work.resolve("plugin-src/example/broken/Providers.java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, BROKEN);
    Path classes = Files.createDirectories(work.resolve("plugin-classes"));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    int status =
        javac.run(
            null,
            null,
            null,
            "-d",
            classes.toString(),
            "-cp",
            System.getProperty("java.class.path"),
            src.toString());
    assertThat(status).as("plugin compiles").isZero();
    try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
        Stream<Path> files = Files.walk(classes)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        out.putNextEntry(new JarEntry(classes.relativize(file).toString().replace('\\', '/')));
        Files.copy(file, out);
        out.closeEntry();
      }
      out.putNextEntry(new JarEntry("META-INF/services/org.ldpbench.method.MethodProvider"));
      out.write(SERVICES.getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
      out.putNextEntry(new JarEntry("META-INF/services/org.ldpbench.data.DataSourceFactory"));
      out.write("example.broken.MissingSource\n".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
  }
}
