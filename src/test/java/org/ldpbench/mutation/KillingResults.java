package org.ldpbench.mutation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The killing pass's results file, {@code target/mutation/killing-results.tsv}: PIT's output format
 * {@code KILLING_TSV} ({@code tools/pit-release-changing}) appends a row per mutant as each unit
 * finishes, so a stopped pass keeps what it finished and {@code make mutation-killing} resumes
 * ({@link KillingResume}), and {@link MutationPage} reads it instead of PIT's XML, which PIT writes
 * only at the end.
 *
 * <p>The first line is the {@link Header}: the commit the release pass ran at, a digest of the
 * sources the verdicts depend on and the pass's settings. Each row is {@link Mutant#filterKey}
 * (seven tab-separated fields), PIT's status, the killing test ({@code -} if none), the number of
 * tests run and the time the row was written (epoch ms). Other lines starting with {@code #} are
 * comments (the listener marks where each run's mutant phase started and ended).
 */
public final class KillingResults {

  /** The first field of the header line. */
  static final String MAGIC = "# ldpbench killing results";

  /**
   * PIT statuses that are a verdict: a row with another status (RUN_ERROR, STARTED...) is run
   * again.
   */
  static final Set<String> FINAL =
      Set.of("KILLED", "SURVIVED", "TIMED_OUT", "MEMORY_ERROR", "NO_COVERAGE", "NON_VIABLE");

  /**
   * Which kind of killing test killed a mutant (none: not killed, or killed without a named test).
   */
  public enum Suite {
    UNIT,
    GOLDEN,
    AUDIT,
    NONE
  }

  /**
   * What the rows are valid for.
   *
   * @param release the commit the release pass ran at
   * @param sources the SHA-256 of src/main and the killing tests' sources ({@link
   *     KillingResume#digest})
   * @param settings the killing pass's settings that change a verdict (killers, audit budget,
   *     method scope)
   */
  public record Header(String release, String sources, String settings) {

    /** The header line. */
    public String line() {
      return MAGIC + "\trelease=" + release + "\tsources=" + sources + "\tsettings=" + settings;
    }

    static Optional<Header> parse(String line) {
      String[] f = line.split("\t", -1);
      if (f.length != 4
          || !f[0].equals(MAGIC)
          || !f[1].startsWith("release=")
          || !f[2].startsWith("sources=")
          || !f[3].startsWith("settings=")) {
        return Optional.empty();
      }
      return Optional.of(new Header(f[1].substring(8), f[2].substring(8), f[3].substring(9)));
    }

    /** Why rows made under {@code this} do not hold under {@code now}; empty if they do. */
    List<String> differences(Header now) {
      List<String> why = new ArrayList<>();
      if (!release.equals(now.release)) {
        why.add("the release pass ran at " + now.release + ", the rows at " + release);
      }
      if (!sources.equals(now.sources)) {
        why.add(
            "src/main or the killing tests' sources changed (digest "
                + abbrev(sources)
                + " -> "
                + abbrev(now.sources)
                + ")");
      }
      if (!settings.equals(now.settings)) {
        why.add("the settings changed (" + settings + " -> " + now.settings + ")");
      }
      return why;
    }

    private static String abbrev(String digest) {
      return digest.length() > 12 ? digest.substring(0, 12) : digest;
    }
  }

  /** One mutant's result. */
  public record Row(String key, String status, String killingTest, int testsRun, long millis) {

    /** Whether this row is a verdict (else the mutant is run again). */
    public boolean isFinal() {
      return FINAL.contains(status);
    }

    /**
     * Whether the killing pass detected the mutant (PIT counts a time-out and a memory error as
     * killed).
     */
    public boolean detected() {
      return status.equals("KILLED") || status.equals("TIMED_OUT") || status.equals("MEMORY_ERROR");
    }

    /** The suite of the killing test. */
    public Suite suite() {
      return detected() ? suiteOf(killingTest) : Suite.NONE;
    }

    String line() {
      return String.join(
          "\t", key, status, killingTest, Integer.toString(testsRun), Long.toString(millis));
    }
  }

  /**
   * The header (absent if the first line is not one) and the rows, in file order; {@code
   * runStarts}: comment marks.
   */
  public record Content(Optional<Header> header, List<Row> rows, List<Long> runStarts) {

    /** The last verdict of each mutant, by key, in file order of their first row. */
    public Map<String, Row> verdicts() {
      Map<String, Row> byKey = new LinkedHashMap<>();
      rows.stream().filter(Row::isFinal).forEach(r -> byKey.put(r.key(), r));
      return byKey;
    }
  }

  private KillingResults() {}

  /** The suite a killing test belongs to, by its class (as PIT names it). */
  public static Suite suiteOf(String killingTest) {
    if (killingTest == null || killingTest.isBlank() || killingTest.equals("-")) {
      return Suite.NONE;
    }
    if (killingTest.startsWith(AuditKillers.class.getName())) {
      return Suite.AUDIT;
    }
    return killingTest.startsWith(GoldenKillers.class.getName()) ? Suite.GOLDEN : Suite.UNIT;
  }

  /**
   * Reads {@code file}; a malformed row is an error naming the file and line, except a last line
   * cut short.
   */
  public static Content read(Path file) throws IOException {
    String text = Files.readString(file, StandardCharsets.UTF_8);
    List<String> lines = new ArrayList<>(text.lines().toList());
    boolean lastComplete = text.isEmpty() || text.endsWith("\n");
    Optional<Header> header = lines.isEmpty() ? Optional.empty() : Header.parse(lines.get(0));
    List<Row> rows = new ArrayList<>();
    List<Long> starts = new ArrayList<>();
    for (int i = header.isPresent() ? 1 : 0; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.startsWith("# run started\t")) {
        starts.add(Long.parseLong(line.substring(line.indexOf('\t') + 1).strip()));
        continue;
      }
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split("\t", -1);
      try {
        if (f.length != 11) {
          throw new NumberFormatException(f.length + " fields, expected 11");
        }
        rows.add(
            new Row(
                String.join("\t", List.of(f).subList(0, 7)),
                f[7],
                f[8],
                Integer.parseInt(f[9]),
                Long.parseLong(f[10])));
      } catch (NumberFormatException e) {
        if (i == lines.size() - 1 && !lastComplete) {
          break; // the row in flight when the pass was stopped
        }
        throw new IOException(
            file
                + " line "
                + (i + 1)
                + ": not a killing-results row ("
                + e.getMessage()
                + "): "
                + line);
      }
    }
    return new Content(header, rows, starts);
  }

  /** Writes a header and rows (a fresh or normalised file). */
  static void write(Path file, Header header, List<Row> rows) throws IOException {
    StringBuilder text = new StringBuilder(header.line()).append('\n');
    rows.forEach(r -> text.append(r.line()).append('\n'));
    if (file.getParent() != null) {
      Files.createDirectories(file.getParent());
    }
    Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
    Files.writeString(tmp, text, StandardCharsets.UTF_8);
    Files.move(
        tmp,
        file,
        java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
  }
}
