package org.ldpbench.hash;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One SHA-256 over the sources that a committed output is made from: the privacy audit's table
 * ({@code docs/privacy-audit.md}) or the golden outputs ({@code
 * src/test/resources/golden/outputs.tsv}). Each of them records the digest of the sources it was
 * made from ({@link Scope}), and a test compares that with the digest of the checkout: an
 * out-of-date table or golden file is found without remembering anything but that one line (issue
 * 32 item 6).
 *
 * <p><b>Which files</b> (this is the one place the rule is written down):
 *
 * <ul>
 *   <li>under the roots of the {@link Scope}: for both, the private methods and the privacy
 *       primitives ({@code src/main/java/org/ldpbench/method/}, {@code
 *       src/main/java/org/ldpbench/privacy/}), the external-method descriptors ({@code methods/}),
 *       the worked Python and Java methods ({@code examples/}) and the adapter that runs the
 *       authors' code ({@code tools/authors-lpct/}; the other scripts of {@code tools/} are
 *       reference computations for tests, inputs of no output); for the audit table, also the
 *       privacy audit itself ({@code src/main/java/org/ldpbench/audit/}), whose every change can
 *       change a verdict of the table. The golden outputs do not cover the audit, deliberately:
 *       they are what the methods compute on the golden specs, and the audit computes none of it
 *       (nothing a method or the runner runs imports {@code org.ldpbench.audit}, {@code
 *       ArchitectureTest}), so an audit change cannot change a golden line, and covering it would
 *       only ask for a {@code make golden} that confirms the same lines again;
 *   <li>in a git checkout of the project: the files git lists there as tracked (and present) or
 *       untracked and not ignored ({@code git ls-files --cached --others --exclude-standard}), that
 *       is, what a commit would hold, new files included, build outputs such as a plugin's {@code
 *       target/} not; outside one (an unpacked copy): every regular file there except those below a
 *       directory named {@code target} or starting with {@code .}, and {@code *.class} files (the
 *       build outputs that the project's {@code .gitignore} names);
 *   <li>but not documentation: files whose name ends in {@code .md}.
 * </ul>
 *
 * <p><b>The digest</b>: the files sorted by their path relative to the project (with {@code /},
 * compared as strings), and for each, in that order, its path in UTF-8, a NUL byte, the length of
 * its normalised content in decimal, a NUL byte and that content: its bytes with every CR LF
 * replaced by LF, so that a checkout with Windows line endings has the same digest.
 */
public final class SourceDigest {

  /**
   * The directory of the methods, relative to the project directory: the first root of every scope.
   */
  public static final String METHODS = "src/main/java/org/ldpbench/method";

  /**
   * Which committed output a digest is for, with the directories it covers (relative to the project
   * directory).
   */
  public enum Scope {
    /**
     * The golden outputs: the methods, the privacy primitives and the methods' files; not the
     * audit.
     */
    GOLDEN_OUTPUTS(
        List.of(
            METHODS,
            "src/main/java/org/ldpbench/privacy",
            "methods",
            "examples",
            "tools/authors-lpct")),
    /** The privacy audit's table: what the golden outputs cover, and the audit itself. */
    AUDIT_TABLE(
        List.of(
            METHODS,
            "src/main/java/org/ldpbench/privacy",
            "src/main/java/org/ldpbench/audit",
            "methods",
            "examples",
            "tools/authors-lpct"));

    private final List<String> roots;

    Scope(List<String> roots) {
      this.roots = roots;
    }

    /**
     * The directories covered, relative to the project directory; the first is {@link #METHODS}.
     */
    public List<String> roots() {
      return roots;
    }
  }

  private final Scope scope;
  private final String hex;
  private final List<String> files;

  private SourceDigest(Scope scope, String hex, List<String> files) {
    this.scope = scope;
    this.hex = hex;
    this.files = List.copyOf(files);
  }

  /**
   * The digest of the sources of the project in {@code directory} that {@code scope} covers.
   *
   * @throws IOException if a file cannot be read, or git fails inside a checkout
   */
  public static SourceDigest of(Path directory, Scope scope) throws IOException {
    Path project = directory.toAbsolutePath();
    List<String> files = files(project, scope.roots());
    MessageDigest digest = Sha256.newDigest();
    for (String file : files) {
      byte[] content = normalised(Files.readAllBytes(project.resolve(file)));
      digest.update(file.getBytes(StandardCharsets.UTF_8));
      digest.update((byte) 0);
      digest.update(Integer.toString(content.length).getBytes(StandardCharsets.UTF_8));
      digest.update((byte) 0);
      digest.update(content);
    }
    return new SourceDigest(scope, Sha256.hex(digest), files);
  }

  /** The digest: 64 lower-case hex digits. */
  public String hex() {
    return hex;
  }

  /** The files covered, relative to the project, in the order they were hashed. */
  public List<String> files() {
    return files;
  }

  @Override
  public String toString() {
    return hex + " (" + files.size() + " files under " + String.join(", ", scope.roots()) + ")";
  }

  /**
   * The files of {@code project} under {@code roots}, sorted: by git inside a checkout, by a walk
   * elsewhere.
   */
  static List<String> files(Path directory, List<String> roots) throws IOException {
    Path project = directory.toAbsolutePath();
    TreeSet<String> files = new TreeSet<>();
    List<String> listed = gitListing(project, roots);
    if (listed != null) {
      for (String file : listed) {
        if (Files.isRegularFile(project.resolve(file))) {
          files.add(file);
        }
      }
    } else {
      for (String root : roots) {
        Path under = project.resolve(root);
        if (!Files.isDirectory(under)) {
          continue;
        }
        try (Stream<Path> walk = Files.walk(under)) {
          walk.filter(Files::isRegularFile)
              .map(p -> project.relativize(p).toString().replace('\\', '/'))
              .filter(SourceDigest::notBuildOutput)
              .forEach(files::add);
        }
      }
    }
    files.removeIf(file -> file.endsWith(".md"));
    return new ArrayList<>(files);
  }

  /**
   * Outside git: whether a path is not below {@code target/} or a hidden directory, and not a class
   * file.
   */
  private static boolean notBuildOutput(String relative) {
    for (String part : relative.split("/")) {
      if (part.equals("target") || part.startsWith(".")) {
        return false;
      }
    }
    return !relative.endsWith(".class");
  }

  /**
   * The files git lists under the roots (tracked, or untracked and not ignored), or null when
   * {@code project} is not a git checkout of the project (no git, no repository, or a repository
   * that does not track its {@code pom.xml}: the rule of {@code bin/build-info}).
   */
  private static List<String> gitListing(Path project, List<String> roots) throws IOException {
    if (git(project, "ls-files", "--error-unmatch", "pom.xml") == null) {
      return null;
    }
    List<String> command =
        new ArrayList<>(
            List.of("ls-files", "-z", "--cached", "--others", "--exclude-standard", "--"));
    command.addAll(roots);
    String listing = git(project, command.toArray(String[]::new));
    if (listing == null) {
      throw new IOException(project + ": git ls-files failed in a checkout of the project");
    }
    List<String> files = new ArrayList<>();
    for (String file : listing.split("\0")) {
      if (!file.isEmpty()) {
        files.add(file);
      }
    }
    return files;
  }

  /**
   * Runs git in {@code directory} (no GIT_* variable pointing it elsewhere): its output, or null if
   * it failed.
   */
  private static String git(Path directory, String... arguments) throws IOException {
    List<String> command = new ArrayList<>(List.of("git", "-c", "core.quotePath=false"));
    command.addAll(List.of(arguments));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .directory(directory.toFile())
            .redirectError(ProcessBuilder.Redirect.DISCARD);
    builder.environment().keySet().removeIf(name -> name.startsWith("GIT_"));
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      return null; // no git on this machine
    }
    try (InputStream out = process.getInputStream()) {
      byte[] bytes = out.readAllBytes();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new IOException("git " + String.join(" ", arguments) + " did not finish within 60 s");
      }
      return process.exitValue() == 0 ? new String(bytes, StandardCharsets.UTF_8) : null;
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while running git", e);
    }
  }

  /** {@code bytes} with every CR LF replaced by LF. */
  static byte[] normalised(byte[] bytes) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length);
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\r' && i + 1 < bytes.length && bytes[i + 1] == '\n') {
        continue;
      }
      out.write(bytes[i]);
    }
    return out.toByteArray();
  }
}
