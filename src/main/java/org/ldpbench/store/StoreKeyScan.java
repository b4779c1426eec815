package org.ldpbench.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.CRC32C;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.store.line.RowChecksum;

/**
 * The fast read of a checked store that opening it for a run needs: the key and configuration id of
 * every row, taken from the start of each raw line and checked against the line's checksum without
 * parsing the rest. Its own class because it trades {@link StoreReader}'s full parse for speed at
 * 10⁷ rows, and falls back to that parse at the first line it cannot take apart.
 */
final class StoreKeyScan {

  private StoreKeyScan() {}

  /** Receives the key and configuration id of each stored row. */
  interface KeyConsumer {
    void accept(long key, int configuration);
  }

  /**
   * Streams the key and configuration id of every row of a checked compact store to {@code each}:
   * what opening a store for a run needs, read from the start of each line and checked against its
   * checksum on the raw text, without splitting the rest (a line with quotes is parsed alone). A
   * line that does not start with a key and a configuration id, or does not match its checksum (an
   * edited file), falls back to {@link StoreReader#read}, which names the bad line.
   */
  static List<StoreFormat.Configuration> scan(
      Path directory, List<String> axes, List<String> metrics, KeyConsumer each)
      throws IOException {
    List<StoreFormat.Configuration> configurations =
        StoreReader.readConfigurations(directory.resolve(StoreFormat.CONFIGURATIONS), axes, true);
    Path file = directory.resolve(StoreFormat.TRIALS);
    if (!Files.exists(file) || Files.size(file) == 0) {
      return configurations;
    }
    boolean clean = true;
    CRC32C crc = new CRC32C();
    try (java.io.BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      clean = String.join(",", StoreFormat.rowHeader(metrics)).equals(reader.readLine());
      for (String line = reader.readLine(); clean && line != null; line = reader.readLine()) {
        long key = 0;
        int configuration = 0;
        int comma = line.indexOf(',', 17);
        clean = line.length() > 17 && line.charAt(16) == ',' && comma > 17 && comma - 17 <= 9;
        for (int i = 0; clean && i < 16; i++) {
          int digit = Character.digit(line.charAt(i), 16);
          clean = digit >= 0 && !Character.isUpperCase(line.charAt(i));
          key = key << 4 | digit;
        }
        for (int i = 17; clean && i < comma; i++) {
          char c = line.charAt(i);
          clean = c >= '0' && c <= '9';
          configuration = configuration * 10 + (c - '0');
        }
        clean = clean && configuration < configurations.size() && checksumMatches(line, crc);
        if (clean) {
          each.accept(key, configuration);
        }
      }
    }
    if (!clean) {
      // names the file and line (or, if the lines are valid CSV after all, streams them properly)
      return StoreReader.read(
          directory,
          axes,
          metrics,
          row -> each.accept(TrialKey.bits(row.key()), row.configuration()));
    }
    return configurations;
  }

  /**
   * Whether a raw line of {@code trials.csv} matches its checksum (parsed alone if it has quotes).
   */
  private static boolean checksumMatches(String line, CRC32C crc) {
    if (line.indexOf('"') < 0) {
      return RowChecksum.matchesLine(line, crc);
    }
    try (CSVParser parser = CSVFormat.DEFAULT.parse(new java.io.StringReader(line))) {
      List<CSVRecord> records = parser.getRecords();
      return records.size() == 1 && RowChecksum.matches(records.get(0).toList());
    } catch (IOException
        | UncheckedIOException
        | IllegalArgumentException
        | IllegalStateException e) {
      return false; // a quoted field that goes on over the next line: StoreReader.read parses the
      // file as a whole
    }
  }
}
