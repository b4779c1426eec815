package org.ldpbench.golden;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.hash.SourceDigest;

/**
 * The append-only file of golden lines, {@code src/test/resources/golden/outputs.tsv}: comment
 * lines start with {@code #}, every other line is a {@link GoldenLine}. Lines are only ever
 * appended ({@link #append}): the line of an implementation, once recorded, is what that
 * implementation must keep computing, so the file is never rewritten and a line is never changed.
 *
 * <p>A comment line {@code # sources <sha256>} ({@link #confirmSources}) records the digest of the
 * sources ({@link SourceDigest}) against which {@code make golden} last checked every golden output
 * and found each equal to its line; the last such line counts. When the checkout's sources differ,
 * the file has not been confirmed against them ({@link GoldenCheck#sources}).
 */
public final class GoldenFile {

  /** The file in the source tree (tests run in the project directory). */
  public static final Path DEFAULT = Path.of("src/test/resources/golden/outputs.tsv");

  /** The start of a line recording the sources the file was confirmed against. */
  public static final String SOURCES = "# sources ";

  private static final Pattern SOURCES_LINE =
      Pattern.compile("^" + Pattern.quote(SOURCES) + "([0-9a-f]{64})$");

  private static final String HEADER =
      """
            # Golden outputs (GoldenOutputsTest; README "Golden outputs"). APPEND-ONLY: never edit or remove a line.
            # kind<TAB>name<TAB>implementation<TAB>sha256 of the outputs of the tiny specs in golden/specs/
            # New implementation versions (and new methods or data sources): `make golden` appends their lines.
            # `# sources <sha256>`: the sources (SourceDigest) against which make golden last found every output equal to its line.
            """;

  private final Path path;

  public GoldenFile(Path path) {
    this.path = path;
  }

  public Path path() {
    return path;
  }

  /**
   * The recorded lines in file order (none if the file does not exist).
   *
   * @throws IllegalStateException naming the file and line of a malformed line, or of a second line
   *     for an implementation that already has one
   */
  public List<GoldenLine> read() throws IOException {
    List<GoldenLine> lines = new ArrayList<>();
    if (!Files.exists(path)) {
      return lines;
    }
    List<String> text = Files.readAllLines(path, StandardCharsets.UTF_8);
    for (int i = 0; i < text.size(); i++) {
      String line = text.get(i);
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] fields = line.split("\t", -1);
      GoldenLine parsed;
      try {
        if (fields.length != 4) {
          throw new IllegalArgumentException(
              "expected 4 tab-separated fields, got " + fields.length);
        }
        parsed = new GoldenLine(fields[0], fields[1], fields[2], fields[3]);
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException(path + ":" + (i + 1) + ": " + e.getMessage());
      }
      for (GoldenLine earlier : lines) {
        if (earlier.sameImplementation(parsed)) {
          throw new IllegalStateException(
              path
                  + ":"
                  + (i + 1)
                  + ": a second line for "
                  + parsed.name()
                  + " at "
                  + parsed.implementation()
                  + " (lines are appended once per implementation)");
        }
      }
      lines.add(parsed);
    }
    return lines;
  }

  /**
   * Appends {@code lines} at the end of the file (created with its header if absent); the bytes
   * already there are left as they are.
   *
   * @throws IllegalArgumentException if one of them records an implementation that has a line
   */
  public void append(List<GoldenLine> lines) throws IOException {
    List<GoldenLine> recorded = read();
    for (GoldenLine line : lines) {
      if (recorded.stream().anyMatch(line::sameImplementation)) {
        throw new IllegalArgumentException(
            line.name()
                + " at "
                + line.implementation()
                + " is recorded already; a recorded line is never changed");
      }
      recorded.add(line);
    }
    StringBuilder text = new StringBuilder();
    if (!Files.exists(path)) {
      Files.createDirectories(path.toAbsolutePath().getParent());
      text.append(HEADER);
    } else if (Files.size(path) > 0
        && !Files.readString(path, StandardCharsets.UTF_8).endsWith("\n")) {
      text.append('\n');
    }
    for (GoldenLine line : lines) {
      text.append(line.format()).append('\n');
    }
    Files.writeString(
        path, text, StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
  }

  /** The digest of the sources named by the last {@code # sources} line, if there is one. */
  public Optional<String> confirmedSources() throws IOException {
    Optional<String> last = Optional.empty();
    if (!Files.exists(path)) {
      return last;
    }
    for (String line : Files.readAllLines(path, StandardCharsets.UTF_8)) {
      Matcher matcher = SOURCES_LINE.matcher(line);
      if (matcher.matches()) {
        last = Optional.of(matcher.group(1));
      }
    }
    return last;
  }

  /**
   * Appends {@code # sources <digest>} when every output of {@code outputs} matches its recorded
   * line ({@code make golden}, after recording the unrecorded ones), unless the last such line
   * already names {@code digest}; the bytes already there are left as they are.
   *
   * @return the outputs that do not match their line (nothing was appended if there are any)
   */
  public List<GoldenOutput> confirmSources(List<GoldenOutput> outputs, String digest)
      throws IOException {
    if (!digest.matches("[0-9a-f]{64}")) {
      throw new IllegalArgumentException(
          "a sources digest is 64 lower-case hex digits, got " + digest);
    }
    List<GoldenLine> recorded = read();
    List<GoldenOutput> failing = new ArrayList<>();
    for (GoldenOutput output : outputs) {
      if (!GoldenCheck.check(output, recorded).passes()) {
        failing.add(output);
      }
    }
    if (failing.isEmpty() && !confirmedSources().equals(Optional.of(digest))) {
      String text =
          Files.exists(path)
                  && Files.size(path) > 0
                  && !Files.readString(path, StandardCharsets.UTF_8).endsWith("\n")
              ? "\n"
              : "";
      if (!Files.exists(path)) {
        Files.createDirectories(path.toAbsolutePath().getParent());
        text = HEADER;
      }
      Files.writeString(
          path,
          text + SOURCES + digest + "\n",
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    }
    return failing;
  }

  /**
   * Appends the lines of the outputs whose implementation has none ({@code make golden}) and
   * returns them. An output that differs from the line of its implementation is not touched: it
   * still fails its check.
   */
  public List<GoldenLine> recordUnrecorded(List<GoldenOutput> outputs) throws IOException {
    List<GoldenLine> recorded = read();
    List<GoldenLine> added = new ArrayList<>();
    for (GoldenOutput output : outputs) {
      if (!GoldenCheck.check(output, recorded).recorded()) {
        added.add(output.line());
      }
    }
    append(added);
    return added;
  }
}
