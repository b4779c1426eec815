package org.ldpbench.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.ldpbench.store.line.RowChecksum;

/**
 * Store files written by hand in tests, as the harness writes them: {@link #of} appends the {@code
 * crc} column to the header and each line's {@link RowChecksum} to every other line, so that a test
 * can state a store's rows readably and still have them read (an unchecked line is refused as
 * edited); {@link #recheck} recomputes the checksums of a store file a test edited on purpose (to
 * pretend rows came from an older implementation, say), as if the harness had written the edited
 * lines.
 */
public final class CheckedStoreText {

  private CheckedStoreText() {}

  /**
   * {@code text} (a header line, then lines whose values contain no comma or quote) with the
   * checksum column added; the result ends with a newline.
   */
  public static String of(String text) {
    List<String> lines = text.lines().toList();
    return IntStream.range(0, lines.size())
        .mapToObj(
            i ->
                i == 0
                    ? lines.get(i) + "," + RowChecksum.COLUMN
                    : lines.get(i) + "," + RowChecksum.of(List.of(lines.get(i).split(",", -1))))
        .collect(Collectors.joining("\n", "", "\n"));
  }

  /**
   * Rewrites {@code file} (a store file with the checksum column whose values contain no comma or
   * quote) with every line's checksum recomputed from its other fields.
   */
  public static void recheck(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<String> rechecked = new ArrayList<>(List.of(lines.get(0)));
    for (String line : lines.subList(1, lines.size())) {
      if (line.indexOf('"') >= 0) {
        throw new IllegalArgumentException(
            "a quoted line cannot be rechecked by splitting: " + line);
      }
      String fields = line.substring(0, line.lastIndexOf(','));
      rechecked.add(fields + "," + RowChecksum.of(List.of(fields.split(",", -1))));
    }
    Files.write(file, rechecked, StandardCharsets.UTF_8);
  }
}
