package org.ldpbench.hash;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.hash.SourceDigest.Scope;

/**
 * The rule of {@link SourceDigest} on a scratch project: every covered source (method/, privacy/,
 * methods/, examples/, tools/authors-lpct/, and audit/ for the audit table only), tracked or new,
 * changes the digest; documentation, other code, other tools, git-ignored build outputs and line
 * endings do not; an unpacked copy (no git) has the digest of its checkout.
 */
class SourceDigestTest {

  private static final List<String> COVERED =
      List.of(
          "src/main/java/org/ldpbench/method/lpct/LpctMethod.java",
          "src/main/java/org/ldpbench/privacy/LaplaceMechanism.java",
          "src/main/java/org/ldpbench/audit/sensitivity/SensitivityAudit.java",
          "methods/RR-GRID-PY.yaml",
          "examples/python-method/rr_grid.py",
          "examples/java-method/src/main/java/org/example/gridrr/GridRrMechanism.java",
          "tools/authors-lpct/lpct_authors_adapter.py");
  private static final List<String> NOT_COVERED =
      List.of(
          "src/main/java/org/ldpbench/data/Dataset.java",
          "src/main/java/org/ldpbench/store/TrialStore.java",
          "examples/python-method/README.md",
          "tools/authors-lpct/README.md",
          "tools/cart_reference.py",
          "experiments/a.yaml",
          "README.md");

  @TempDir Path project;

  private void write(String path, String text) throws IOException {
    Path file = project.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }

  private void scratchProject() throws IOException {
    write("pom.xml", "<project/>\n");
    write(".gitignore", "target/\n*.class\n");
    for (String path : COVERED) {
      write(path, "covered " + path + "\n");
    }
    for (String path : NOT_COVERED) {
      write(path, "not covered " + path + "\n");
    }
  }

  private void git(String... arguments) throws Exception {
    List<String> command =
        new ArrayList<>(List.of("git", "-c", "user.name=t", "-c", "user.email=t@example.org"));
    command.addAll(List.of(arguments));
    ProcessBuilder builder =
        new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true);
    builder.environment().keySet().removeIf(name -> name.startsWith("GIT_"));
    builder.environment().put("GIT_CEILING_DIRECTORIES", project.getParent().toString());
    Process process = builder.start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(String.join(" ", command) + ": " + output).isZero();
  }

  private static boolean hasGit() {
    try {
      Process process = new ProcessBuilder("git", "--version").redirectErrorStream(true).start();
      process.getInputStream().readAllBytes();
      return process.waitFor(60, TimeUnit.SECONDS) && process.exitValue() == 0;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  /** The audit table's digest: it covers every file of {@link #COVERED}. */
  private String digest() throws IOException {
    return SourceDigest.of(project, Scope.AUDIT_TABLE).hex();
  }

  private void committedScratchProject() throws Exception {
    assumeTrue(hasGit(), "needs git");
    scratchProject();
    git("init", "-q");
    git("add", "-A");
    git("commit", "-q", "-m", "first");
  }

  @Test
  void inACheckoutEveryCoveredSourceCountsAndNothingElse() throws Exception {
    committedScratchProject();
    SourceDigest clean = SourceDigest.of(project, Scope.AUDIT_TABLE);
    assertThat(clean.hex()).matches("[0-9a-f]{64}");
    assertThat(clean.files()).containsExactlyElementsOf(COVERED.stream().sorted().toList());
    for (String path : COVERED) {
      String before = Files.readString(project.resolve(path));
      write(path, before + "edited\n");
      assertThat(digest()).as("edited " + path).isNotEqualTo(clean.hex());
      write(path, before);
      assertThat(digest()).as("restored " + path).isEqualTo(clean.hex());
    }
    for (String path : NOT_COVERED) {
      write(path, "edited\n");
    }
    // build outputs (git-ignored) and documentation
    write("examples/java-method/target/grid-rr.jar", "built\n");
    write("src/main/java/org/ldpbench/method/lpct/LpctMethod.class", "compiled\n");
    write("methods/NOTES.md", "notes\n");
    assertThat(digest()).isEqualTo(clean.hex());
  }

  @Test
  void aNewOrDeletedSourceChangesIt() throws Exception {
    committedScratchProject();
    String clean = digest();
    write("examples/python-method/helper.py", "new\n");
    assertThat(digest()).as("untracked, not ignored").isNotEqualTo(clean);
    Files.delete(project.resolve("examples/python-method/helper.py"));
    assertThat(digest()).isEqualTo(clean);
    Files.delete(project.resolve("methods/RR-GRID-PY.yaml"));
    assertThat(SourceDigest.of(project, Scope.AUDIT_TABLE).files())
        .doesNotContain("methods/RR-GRID-PY.yaml");
    assertThat(digest()).as("deleted").isNotEqualTo(clean);
  }

  @Test
  void lineEndingsDoNotCount() throws Exception {
    committedScratchProject();
    String clean = digest();
    Path file = project.resolve("examples/python-method/rr_grid.py");
    Files.writeString(file, Files.readString(file).replace("\n", "\r\n"));
    assertThat(digest()).isEqualTo(clean);
    Files.writeString(file, Files.readString(file).replace("\r\n", "\r"));
    assertThat(digest()).as("a lone CR is content").isNotEqualTo(clean);
  }

  @Test
  void anUnpackedCopyHasTheDigestOfItsCheckout() throws Exception {
    committedScratchProject();
    write("examples/java-method/target/grid-rr.jar", "built\n");
    String checkout = digest();
    try (Stream<Path> walk = Files.walk(project.resolve(".git"))) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
    assertThat(digest()).isEqualTo(checkout);
    write("examples/java-method/.idea/workspace.xml", "ide\n");
    write("examples/java-method/target/classes/Gr.class", "compiled\n");
    assertThat(digest()).isEqualTo(checkout);
    write("examples/python-method/helper.py", "new\n");
    assertThat(digest()).isNotEqualTo(checkout);
  }

  /**
   * The golden outputs' digest covers the same files but the audit's: an edit of the audit makes
   * the audit table stale, never the golden file (the audit computes no golden output).
   */
  @Test
  void theAuditCountsForTheAuditTableOnly() throws Exception {
    committedScratchProject();
    String audit = "src/main/java/org/ldpbench/audit/sensitivity/SensitivityAudit.java";
    SourceDigest golden = SourceDigest.of(project, Scope.GOLDEN_OUTPUTS);
    assertThat(golden.files())
        .containsExactlyElementsOf(
            COVERED.stream().filter(f -> !f.equals(audit)).sorted().toList());
    String table = digest();
    write(audit, "edited\n");
    assertThat(SourceDigest.of(project, Scope.GOLDEN_OUTPUTS).hex()).isEqualTo(golden.hex());
    assertThat(digest()).isNotEqualTo(table);
    write("src/main/java/org/ldpbench/privacy/LaplaceMechanism.java", "edited\n");
    assertThat(SourceDigest.of(project, Scope.GOLDEN_OUTPUTS).hex()).isNotEqualTo(golden.hex());
    assertThat(Scope.AUDIT_TABLE.roots()).containsAll(Scope.GOLDEN_OUTPUTS.roots());
    assertThat(Scope.AUDIT_TABLE.roots().get(0)).isEqualTo(SourceDigest.METHODS);
    assertThat(Scope.GOLDEN_OUTPUTS.roots().get(0)).isEqualTo(SourceDigest.METHODS);
  }

  @Test
  void theProjectsOwnSourcesAreCovered() throws IOException {
    SourceDigest here = SourceDigest.of(Path.of(""), Scope.AUDIT_TABLE);
    assertThat(here.files())
        .contains(
            "src/main/java/org/ldpbench/method/Method.java",
            "src/main/java/org/ldpbench/audit/report/AuditReport.java",
            "methods/RR-GRID-PY.yaml",
            "examples/python-method/rr_grid.py",
            "tools/authors-lpct/lpct_authors_adapter.py")
        .noneMatch(f -> f.endsWith(".md") || f.contains("/target/") || f.startsWith("tools/cart"))
        .allMatch(
            f -> Scope.AUDIT_TABLE.roots().stream().anyMatch(root -> f.startsWith(root + "/")));
    assertThat(SourceDigest.of(Path.of(""), Scope.AUDIT_TABLE).hex()).isEqualTo(here.hex());
    assertThat(SourceDigest.of(Path.of(""), Scope.GOLDEN_OUTPUTS).files())
        .contains("src/main/java/org/ldpbench/method/Method.java")
        .noneMatch(f -> f.startsWith("src/main/java/org/ldpbench/audit/"));
  }

  @Test
  void onlyCrLfIsNormalised() {
    assertThat(SourceDigest.normalised("a\r\nb\rc\n\r\n".getBytes(StandardCharsets.UTF_8)))
        .isEqualTo("a\nb\rc\n\n".getBytes(StandardCharsets.UTF_8));
  }
}
