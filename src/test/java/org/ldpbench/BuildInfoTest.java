package org.ldpbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.ldpbench.run.Manifest;

/**
 * The commit stamped on stored trials is the one embedded in the jar at build time: read from the
 * generated resource, labelled as the store writes it, and equal to the checkout Maven built. (The
 * rule that decides "dirty" is tested on bin/build-info itself: BuildInfoScriptTest.)
 */
class BuildInfoTest {

  private static Properties properties(String text) throws IOException {
    Properties properties = new Properties();
    properties.load(new StringReader(text));
    return properties;
  }

  private static BuildInfo of(String commitText) throws IOException {
    return BuildInfo.of(properties(commitText), properties("ldpbench.version=1.2.3\n"));
  }

  @Test
  void aCleanBuildIsLabelledByItsAbbreviatedCommit() throws IOException {
    BuildInfo build = of("git.commit=57e88c74e61ecf4418c00cb01ccb9381b682f250\ngit.dirty=false\n");
    assertThat(build.commit()).isEqualTo("57e88c74e61ecf4418c00cb01ccb9381b682f250");
    assertThat(build.dirty()).isFalse();
    assertThat(build.label()).isEqualTo("57e88c74e61e");
    assertThat(build.dirtyText()).isEqualTo("false");
    assertThat(build.versions()).containsEntry("ldpbench.version", "1.2.3");
  }

  @Test
  void aDirtyBuildAndOneOfUnknownStateAreNotClaimedClean() throws IOException {
    assertThat(of("git.commit=57e88c74e61ecf4418c00cb01ccb9381b682f250\ngit.dirty=true\n").label())
        .isEqualTo("57e88c74e61e+dirty");
    BuildInfo unknownState =
        of("git.commit=57e88c74e61ecf4418c00cb01ccb9381b682f250\ngit.dirty=unknown\n");
    assertThat(unknownState.dirty()).isNull();
    assertThat(unknownState.dirtyText()).isEqualTo("unknown");
    assertThat(unknownState.label()).isEqualTo("57e88c74e61e+dirty");
  }

  @Test
  void aBuildOutsideAGitCheckoutOrWithoutTheResourceIsUnknown() throws IOException {
    for (String text :
        new String[] {"git.commit=unknown\ngit.dirty=unknown\n", "", "git.commit= \n"}) {
      BuildInfo build = of(text);
      assertThat(build.commit()).isEqualTo(BuildInfo.UNKNOWN);
      assertThat(build.dirty()).isNull();
      assertThat(build.label()).isEqualTo("unknown");
    }
  }

  @Test
  void theRunningCodeReadsTheResourceWrittenByTheBuild() {
    assertThat(BuildInfo.class.getResource(BuildInfo.COMMIT_RESOURCE))
        .as("written by bin/build-info in generate-resources")
        .isNotNull();
    assertThat(BuildInfo.current().versions()).containsKey("ldpbench.version");
    // what every trial row and the manifest get
    assertThat(Manifest.commitLabel()).isEqualTo(BuildInfo.current().label());
  }

  @Test
  void theEmbeddedCommitIsTheCheckoutMavenBuilt() throws Exception {
    String head = git("rev-parse", "HEAD");
    assumeTrue(head != null, "not in a git checkout");
    assertThat(BuildInfo.current().commit()).isEqualTo(head);
    assertThat(BuildInfo.current().dirty()).isNotNull();
  }

  /** Output of a git command in the project directory, or null if it fails. */
  private static String git(String... arguments) throws InterruptedException {
    String[] command = new String[arguments.length + 1];
    command[0] = "git";
    System.arraycopy(arguments, 0, command, 1, arguments.length);
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
      String output =
          new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      return process.waitFor(30, TimeUnit.SECONDS) && process.exitValue() == 0 ? output : null;
    } catch (IOException e) {
      return null;
    }
  }
}
