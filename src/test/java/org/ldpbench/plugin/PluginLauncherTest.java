package org.ldpbench.plugin;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.testing.Slow;

/**
 * Plugins (issue 19 item 1): a jar built here, outside the project, listing a {@code
 * MethodProvider} service, is put on the class path by {@code bin/ldpbench} from {@code --plugins
 * DIR} and from {@code LDPBENCH_PLUGINS}, and its method runs in a spec next to LPCT; without the
 * folder the spec is refused with a one-line error naming the unknown method.
 */
@Slow
class PluginLauncherTest {

  private static final String SOURCE =
      """
            package example.plugin;

            import java.util.List;
            import java.util.Map;
            import java.util.random.RandomGenerator;
            import org.ldpbench.method.*;
            import org.ldpbench.param.Described;
            import org.ldpbench.param.ParameterSet;

            public final class MajorityProvider implements MethodProvider {
                public List<Method> methods() {
                    return List.of(new Majority());
                }

                static final class Majority extends Described<MethodInfo> implements Method {
                    Majority() {
                        super(MethodInfo.classifier("PLUGIN-MAJORITY", "the public sample's majority label",
                                PrivacyModel.NONE));
                    }

                    public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
                        int[] labels = input.publicInput().publicSample().classLabels().copyLabels();
                        int ones = 0;
                        for (int y : labels) {
                            ones += y;
                        }
                        int majority = 2 * ones >= labels.length ? 1 : 0;
                        return post -> points -> {
                            int[] out = new int[points.rows()];
                            java.util.Arrays.fill(out, majority);
                            return Predictions.ofLabels(out, Map.of());
                        };
                    }
                }
            }
            """;

  private static final String SPEC =
      """
            name: plugin-check
            seed: 7
            replications: 2
            data:
              synthetic: ma-yang-2d
              params: {gamma: 0.5, nPrivate: 200, nPublic: 40, nTest: 100}
            sweep:
              epsilon: [2]
            methods:
              - {name: LPCT, grid: {depth: [2], lambda: [1]}}
              - {name: PLUGIN-MAJORITY}
            """;

  @TempDir Path work;

  @Test
  void aPluginFromAFolderRunsNextToLpct() throws Exception {
    Path plugins = Files.createDirectories(work.resolve("my-plugins"));
    buildPlugin(plugins.resolve("majority.jar"));
    Files.writeString(work.resolve("spec.yaml"), SPEC);

    Result refused = launch(null, "run", "spec.yaml", "--no-progress");
    assertThat(refused.exit()).isEqualTo(2);
    assertThat(refused.output()).contains("PLUGIN-MAJORITY").doesNotContain("\tat ");

    Result run =
        launch(
            null,
            "--plugins",
            plugins.toString(),
            "run",
            "spec.yaml",
            "--threads",
            "1",
            "--no-progress");
    assertThat(run.exit()).as(run.output()).isZero();
    Path results = work.resolve("results/plugin-check");
    assertThat(Files.readAllLines(results.resolve("trials.csv")))
        .filteredOn(l -> l.contains(",ok,"))
        .hasSize(4);
    StringBuilder stored = new StringBuilder();
    try (Stream<Path> files = Files.list(results)) {
      for (Path file : files.filter(Files::isRegularFile).toList()) {
        stored.append(Files.readString(file));
      }
    }
    assertThat(stored.toString()).contains("PLUGIN-MAJORITY").contains("LPCT");

    Result listed = launch(plugins.toString(), "list", "PLUGIN-MAJORITY");
    assertThat(listed.exit()).as(listed.output()).isZero();
    assertThat(listed.output()).contains("public sample's majority label");
  }

  @Test
  void aMissingPluginFolderIsAOneLineError() throws Exception {
    Result result = launch(null, "--plugins", work.resolve("nowhere").toString(), "list");
    assertThat(result.exit()).isEqualTo(2);
    assertThat(result.output().strip())
        .startsWith("ldpbench: error: --plugins")
        .doesNotContain("\n");
  }

  private void buildPlugin(Path jar) throws IOException {
    Path src = work.resolve("plugin-src/example/plugin/MajorityProvider.java");
    Files.createDirectories(src.getParent());
    Files.writeString(src, SOURCE);
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
      out.write("example.plugin.MajorityProvider\n".getBytes(StandardCharsets.UTF_8));
      out.closeEntry();
    }
  }

  private record Result(int exit, String output) {}

  /** bin/ldpbench in {@code work}, on this test's class path instead of the packaged jar. */
  private Result launch(String pluginsEnv, String... args) throws Exception {
    List<String> command =
        new ArrayList<>(List.of(Path.of("bin/ldpbench").toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(work.toFile()).redirectErrorStream(true);
    builder.environment().put("LDPBENCH_JAR", System.getProperty("java.class.path"));
    builder.environment().put("LDPBENCH_JAVA_OPTS", "-Xmx512m");
    builder.environment().remove("LDPBENCH_PLUGINS");
    if (pluginsEnv != null) {
      builder.environment().put("LDPBENCH_PLUGINS", pluginsEnv);
    }
    Process child = builder.start();
    byte[] out = child.getInputStream().readAllBytes();
    assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
    return new Result(child.exitValue(), new String(out, StandardCharsets.UTF_8));
  }
}
