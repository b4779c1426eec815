package org.ldpbench.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.store.TrialStore;

/**
 * Fuzzes the trial-store reader: an input is the configuration table and the trial table of one
 * store, separated by a line "====" (trial-configs.csv, then trials.csv), read with the axes and
 * metric of a privacy-utility figure. Any input is read or refused in one line; reading never
 * writes. Seeds: a slice of a real store with its row checksums ({@code fig4a-slice}, read whole:
 * {@link #theSeedsAreAReadableSliceItsEditAndItsUncheckedForm}), the same slice with one score
 * edited and without checksums (both refused), and the fuzzer's findings.
 */
class TrialStoreReaderFuzzTest {

  private static final String SEPARATOR = "\n====\n";
  private static final Path SEEDS =
      Path.of("src/test/resources/org/ldpbench/fuzz/TrialStoreReaderFuzzTestInputs/store");

  /** Writes one input's two tables into {@code dir}. */
  private static void write(byte[] input, Path dir) throws IOException {
    String text = new String(input, StandardCharsets.UTF_8);
    int cut = text.indexOf(SEPARATOR);
    String configurations = cut < 0 ? "" : text.substring(0, cut);
    String trials = cut < 0 ? text : text.substring(cut + SEPARATOR.length());
    Files.writeString(dir.resolve(TrialStore.CONFIGURATIONS), configurations);
    Files.writeString(dir.resolve(TrialStore.TRIALS), trials);
  }

  @Test
  void theSeedsAreAReadableSliceItsEditAndItsUncheckedForm(@TempDir Path dir) throws IOException {
    write(Files.readAllBytes(SEEDS.resolve("fig4a-slice")), dir);
    assertThat(TrialStore.read(dir, List.of("epsilon"), List.of("accuracy")).size()).isEqualTo(11);
    write(Files.readAllBytes(SEEDS.resolve("fig4a-slice-edited-score")), dir);
    assertThatThrownBy(() -> TrialStore.read(dir, List.of("epsilon"), List.of("accuracy")))
        .isInstanceOf(UserError.class)
        .hasMessageStartingWith(
            dir.resolve(TrialStore.TRIALS) + ":2: the row does not match its checksum ");
    write(Files.readAllBytes(SEEDS.resolve("fig4a-slice-unchecked")), dir);
    assertThatThrownBy(() -> TrialStore.read(dir, List.of("epsilon"), List.of("accuracy")))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("a store written before trial rows carried" + " checksums");
    for (String name :
        List.of("fig4a-slice", "fig4a-slice-edited-score", "fig4a-slice-unchecked")) {
      assertThat(SEEDS.resolveSibling("storeQuick").resolve(name))
          .as("the quick test's copy")
          .hasSameBinaryContentAs(SEEDS.resolve(name));
    }
  }

  @FuzzTest(maxDuration = "10m")
  void store(byte[] input) throws IOException {
    Path dir = Files.createTempDirectory("ldpbench-fuzz-store");
    try {
      write(input, dir);
      ReaderContract.check(() -> TrialStore.read(dir, List.of("epsilon"), List.of("accuracy")));
      try (Stream<Path> files = Files.list(dir)) {
        List<String> names = files.map(p -> p.getFileName().toString()).sorted().toList();
        if (!names.equals(List.of(TrialStore.CONFIGURATIONS, TrialStore.TRIALS))) {
          throw new AssertionError("reading the store wrote files: " + names);
        }
      }
    } finally {
      try (Stream<Path> files = Files.walk(dir)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
          Files.deleteIfExists(p);
        }
      }
    }
  }

  /**
   * The same target for 20 seconds, in {@code make test} (its seeds are a copy of the long test's).
   */
  @FuzzTest(maxDuration = "20s")
  void storeQuick(byte[] input) throws IOException {
    store(input);
  }
}
