package org.ldpbench.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32C;
import org.apache.commons.csv.CSVFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.UserError;
import org.ldpbench.hash.SplitMix64;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.line.RowChecksum;
import org.ldpbench.testing.CheckedStoreText;
import org.ldpbench.testing.HoldStore;
import org.ldpbench.testing.Slow;
import org.ldpbench.testing.SweepPoints;

class TrialStoreTest {

  private static final List<String> AXES = List.of("epsilon");
  private static final List<String> METRICS = List.of("accuracy");

  @TempDir Path temp;

  private static TrialStore open(Path directory) throws IOException {
    return TrialStore.open(directory, AXES, METRICS);
  }

  private static String expectedMessage(Path directory) {
    return directory
        + ": another ldpbench run is writing here (lock held: .lock); wait for it or use another"
        + " --results directory";
  }

  @Test
  void rowsAreWrittenInTheFormatRowTextWritesDirectly() {
    // RowText's lines are this format's (RowTextTest prints with it), so a row written directly is
    // a row the printer would have written
    assertThat(StoreFormat.FORMAT)
        .isEqualTo(CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get());
  }

  @Test
  void aSecondStoreOnTheSameDirectoryIsRefusedUntilTheFirstCloses() throws IOException {
    Path directory = temp.resolve("results/test/x");
    TrialStore first = open(directory);
    assertThat(directory.resolve(TrialStore.LOCK)).exists();
    assertThatThrownBy(() -> open(directory))
        .isInstanceOf(UserError.class)
        .hasMessage(expectedMessage(directory));
    assertThat(TrialStore.lockedMessage(directory)).isEqualTo(expectedMessage(directory));
    // another directory is independent
    open(temp.resolve("results/test/y")).close();
    first.close();
    TrialStore second = open(directory);
    first.close(); // closing twice must not release the second store's lock
    assertThatThrownBy(() -> open(directory))
        .isInstanceOf(UserError.class)
        .hasMessage(expectedMessage(directory));
    second.close();
    open(directory).close();
  }

  @Test
  @SuppressWarnings("try") // the lock is held by the try block, never read
  void aLockHeldThroughAnotherChannelOfThisJvmIsTheSameUserError() throws IOException {
    Path directory = temp.resolve("held");
    Files.createDirectories(directory);
    try (FileChannel channel =
            FileChannel.open(
                directory.resolve(TrialStore.LOCK),
                StandardOpenOption.CREATE,
                StandardOpenOption.WRITE);
        FileLock lock = channel.lock()) {
      // tryLock on a second channel of the same JVM throws OverlappingFileLockException
      assertThatThrownBy(() -> open(directory))
          .isInstanceOf(UserError.class)
          .hasMessage(expectedMessage(directory));
      assertThat(directory.resolve(TrialStore.TRIALS)).doesNotExist();
    }
  }

  @Test
  void aRefusedOpenReleasesTheLock() throws IOException {
    Path directory = temp.resolve("other-columns");
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(TrialStore.TRIALS), "key,method,score\n");
    for (int attempt = 0; attempt < 2; attempt++) {
      assertThatThrownBy(() -> open(directory))
          .isInstanceOf(UserError.class)
          .hasMessageContaining("do not match this spec's");
    }
  }

  @Slow
  @Test
  @SuppressWarnings("try") // the store is held open by the try block, never read
  void anotherProcessHoldingTheStoreIsRefusedAndAKilledOneLeavesNoLock() throws Exception {
    Path directory = temp.resolve("shared");
    Files.createDirectories(directory);
    Files.writeString(
        directory.resolve(TrialStore.LOCK), "left by an earlier run\n"); // stale file: no lock

    // a child holds the store: this process is refused, whatever the file says
    Process holder = holdInChild(directory);
    try {
      assertThat(firstLine(holder)).isEqualTo("locked");
      assertThatThrownBy(() -> open(directory))
          .isInstanceOf(UserError.class)
          .hasMessage(expectedMessage(directory));
      assertThat(directory.resolve(TrialStore.TRIALS))
          .hasContent(String.join(",", TrialStore.header(AXES, METRICS)));
    } finally {
      holder.destroyForcibly(); // SIGKILL: the OS drops the lock, the file stays
      assertThat(holder.waitFor(5, TimeUnit.MINUTES)).isTrue();
    }
    assertThat(directory.resolve(TrialStore.LOCK)).exists();

    // this process holds it now: a child is refused, with the same message
    try (TrialStore store = open(directory)) {
      Process refused = holdInChild(directory);
      try {
        assertThat(firstLine(refused)).isEqualTo("refused: " + expectedMessage(directory));
        assertThat(refused.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(refused.exitValue()).isEqualTo(3);
      } finally {
        refused.destroyForcibly();
      }
    }

    // a child that closes its store releases the lock
    Process polite = holdInChild(directory);
    try {
      assertThat(firstLine(polite)).isEqualTo("locked");
      polite.getOutputStream().close();
      assertThat(polite.waitFor(5, TimeUnit.MINUTES)).isTrue();
      assertThat(polite.exitValue()).isZero();
    } finally {
      polite.destroyForcibly();
    }
    open(directory).close();
  }

  /**
   * A store of the first format: every row self-contained (two rows of one key: the later one
   * wins).
   */
  private static final String LEGACY =
      """
            key,method,replication,epsilon,params,outcome,accuracy,diagnostics,fit_ms,predict_ms,implementation,commit
            00000000000000a1,LPCT,0,0.5,depth=1;lambda=10,ok,0.577,outOfRange=0;cells=3,82.108,3.338,LPCT@2+ma-yang-2d@2,abc
            00000000000000a2,LPCT,1,0.5,depth=1;lambda=10,ok,0.6125,,1.000,0.100,LPCT@2+ma-yang-2d@2,abc
            00000000000000a3,LPCT-Q,0,2,depth=3,NA: too deep,,,0.001,0.000,LPCT-Q@2+ma-yang-2d@2,abc
            00000000000000a1,LPCT,0,0.5,depth=1;lambda=10,ok,0.578,,82.108,3.338,LPCT@3+ma-yang-2d@2,def
            """;

  @Test
  void aStoreOfTheFirstFormatIsRefusedByReadersAndConvertedOnceWhenOpenedForWriting()
      throws IOException {
    Path directory = temp.resolve("legacy");
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(TrialStore.TRIALS), LEGACY);
    assertThat(TrialStore.needsConversion(directory)).isTrue();
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, METRICS))
        .isInstanceOf(UserError.class)
        .hasMessage(StoreReader.uncheckedMessage(directory));
    assertThat(directory.resolve(TrialStore.CONFIGURATIONS))
        .doesNotExist(); // reading does not convert
    assertThat(directory.resolve(TrialStore.TRIALS)).hasContent(LEGACY.strip());

    try (TrialStore store = open(directory)) {
      assertThat(store.size()).isEqualTo(3);
      assertThat(store.status("00000000000000a1", "LPCT@3+ma-yang-2d@2"))
          .isEqualTo(TrialStore.Status.CURRENT);
      assertThat(store.status("00000000000000a2", "LPCT@3+ma-yang-2d@2"))
          .isEqualTo(TrialStore.Status.STALE);
      assertThat(store.status("00000000000000a4", "LPCT@3+ma-yang-2d@2"))
          .isEqualTo(TrialStore.Status.MISSING);
    }
    assertThat(TrialStore.needsConversion(directory)).isFalse();
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS)))
        .isEqualTo(
            CheckedStoreText.of(
                """
                key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms
                00000000000000a1,0,0,ok,0.577,cells=3,82.108,3.338
                00000000000000a2,0,1,ok,0.6125,,1.000,0.100
                00000000000000a3,1,0,NA: too deep,,,0.001,0.000
                00000000000000a1,2,0,ok,0.578,,82.108,3.338
                """));
    assertThat(Files.readString(directory.resolve(TrialStore.CONFIGURATIONS)))
        .isEqualTo(
            CheckedStoreText.of(
                """
                config,method,epsilon,params,implementation,commit
                0,LPCT,0.5,depth=1;lambda=10,LPCT@2+ma-yang-2d@2,abc
                1,LPCT-Q,2,depth=3,LPCT-Q@2+ma-yang-2d@2,abc
                2,LPCT,0.5,depth=1;lambda=10,LPCT@3+ma-yang-2d@2,def
                """));
    StoredTrials after = TrialStore.read(directory, AXES, METRICS);
    assertThat(after.scores("accuracy"))
        .hasSize(3)
        .containsEntry("00000000000000a1", 0.578)
        .containsEntry("00000000000000a2", 0.6125);
    assertThat(after.row("00000000000000a3").orElseThrow())
        .satisfies(
            row -> {
              assertThat(row.notApplicable()).isTrue();
              assertThat(row.reason()).isEqualTo("too deep");
            });
    assertThat(after.row("00000000000000a1").orElseThrow().implementation())
        .isEqualTo("LPCT@3+ma-yang-2d@2");
    assertThat(after.row("00000000000000a1").orElseThrow().commit()).isEqualTo("def");
    assertThat(after.row("00000000000000a9")).isEmpty();
    // the positional reads the report's walks use say what row() says
    int a1 = after.indexOf("00000000000000a1");
    int a3 = after.indexOf("00000000000000a3");
    assertThat(a1).isNotNegative().isNotEqualTo(a3);
    assertThat(after.indexOf("00000000000000a9")).isEqualTo(-1);
    assertThat(after.indexOf("not a key")).isEqualTo(-1);
    assertThat(after.value("accuracy", a1)).isEqualTo(0.578);
    assertThat(after.value("no such metric", a1)).isNaN();
    assertThat(after.value("accuracy", a3)).isNaN();
    assertThat(after.reason(a1)).isNull();
    assertThat(after.reason(a3)).isEqualTo("too deep");
    assertThat(after.implementation(a1)).isEqualTo("LPCT@3+ma-yang-2d@2");
    assertThat(after.commit(a1)).isEqualTo("def");
  }

  @Test
  void aStoreWithoutChecksumsIsRefusedAsAMergeSourceAndMergesOnceConverted() throws IOException {
    Path legacy = temp.resolve("legacy");
    Files.createDirectories(legacy);
    Files.writeString(legacy.resolve(TrialStore.TRIALS), LEGACY);
    Path compact = temp.resolve("compact");
    Files.createDirectories(compact);
    Files.writeString(compact.resolve(TrialStore.TRIALS), LEGACY);
    open(compact).close(); // converted
    assertThatThrownBy(() -> StoreMerge.merge(temp.resolve("merged"), List.of(legacy, compact)))
        .isInstanceOf(UserError.class)
        .hasMessage(StoreReader.uncheckedMessage(legacy));
    assertThat(temp.resolve("merged").resolve(TrialStore.TRIALS)).doesNotExist();

    open(legacy).close(); // converted by opening it for writing, as a resumed run does
    StoreMerge.Outcome outcome = StoreMerge.merge(temp.resolve("merged"), List.of(legacy, compact));
    assertThat(outcome.added()).isEqualTo(3);
    assertThat(outcome.duplicates()).isEqualTo(3);
    assertThat(TrialStore.read(temp.resolve("merged"), AXES, METRICS).scores("accuracy"))
        .isEqualTo(TrialStore.read(legacy, AXES, METRICS).scores("accuracy"));
    assertThat(Files.readAllLines(temp.resolve("merged").resolve(TrialStore.CONFIGURATIONS)))
        .hasSize(1 + 3);

    // one key with another score in a store converted from the first format: refused, naming the
    // key
    Path other = temp.resolve("legacy-other");
    Files.createDirectories(other);
    Files.writeString(other.resolve(TrialStore.TRIALS), LEGACY.replace("0.6125", "0.7"));
    open(other).close();
    assertThatThrownBy(() -> StoreMerge.merge(temp.resolve("other"), List.of(other, compact)))
        .isInstanceOf(UserError.class)
        .hasMessageContaining("trial 00000000000000a2 has two different results")
        .hasMessageContaining("accuracy=0.7")
        .hasMessageContaining("accuracy=0.6125");
    assertThat(temp.resolve("other").resolve(TrialStore.TRIALS)).doesNotExist();
  }

  /**
   * The compact store as written before rows carried checksums: the rows of LEGACY, no crc column.
   */
  private static final String UNCHECKED_TRIALS =
      """
            key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms
            00000000000000a1,0,0,ok,0.577,cells=3,82.108,3.338
            00000000000000a2,0,1,ok,0.6125,,1.000,0.100
            00000000000000a3,1,0,NA: too deep,,,0.001,0.000
            00000000000000a1,2,0,ok,0.578,,82.108,3.338
            """;

  private static final String UNCHECKED_CONFIGURATIONS =
      """
            config,method,epsilon,params,implementation,commit
            0,LPCT,0.5,depth=1;lambda=10,LPCT@2+ma-yang-2d@2,abc
            1,LPCT-Q,2,depth=3,LPCT-Q@2+ma-yang-2d@2,abc
            2,LPCT,0.5,depth=1;lambda=10,LPCT@3+ma-yang-2d@2,def
            """;

  @Test
  void aCompactStoreWithoutChecksumsIsRefusedByReadersAndConvertedWithKeysAndValuesKept()
      throws IOException {
    Path directory = temp.resolve("unchecked");
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(TrialStore.TRIALS), UNCHECKED_TRIALS);
    Files.writeString(directory.resolve(TrialStore.CONFIGURATIONS), UNCHECKED_CONFIGURATIONS);
    StoreMigration migration = StoreMigration.before(directory);
    assertThat(migration.converts()).isTrue();
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, METRICS))
        .isInstanceOf(UserError.class)
        .hasMessage(StoreReader.uncheckedMessage(directory));
    assertThat(directory.resolve(TrialStore.TRIALS)).hasContent(UNCHECKED_TRIALS.strip());

    try (TrialStore store = open(directory)) {
      assertThat(store.size()).isEqualTo(3);
      assertThat(store.status("00000000000000a2", "LPCT@2+ma-yang-2d@2"))
          .isEqualTo(TrialStore.Status.CURRENT);
    }
    assertThat(migration.describe(directory).orElseThrow())
        .startsWith(
            "trials.csv and trial-configs.csv converted"
                + " to the checked store format (keys and values unchanged): ")
        .endsWith(
            "; every row now carries a"
                + " checksum (CRC32C), so a later edit is refused, but an edit made before this conversion cannot be"
                + " told");
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS)))
        .isEqualTo(CheckedStoreText.of(UNCHECKED_TRIALS));
    assertThat(Files.readString(directory.resolve(TrialStore.CONFIGURATIONS)))
        .isEqualTo(CheckedStoreText.of(UNCHECKED_CONFIGURATIONS));
    assertThat(TrialStore.read(directory, AXES, METRICS).scores("accuracy"))
        .hasSize(3)
        .containsEntry("00000000000000a1", 0.578)
        .containsEntry("00000000000000a2", 0.6125);
  }

  @Test
  void aConversionKilledBetweenItsTwoMovesIsConvertedAgain() throws IOException {
    // the configurations moved into place (checked), the rows not yet
    Path directory = temp.resolve("half");
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(TrialStore.TRIALS), UNCHECKED_TRIALS);
    Files.writeString(
        directory.resolve(TrialStore.CONFIGURATIONS),
        CheckedStoreText.of(UNCHECKED_CONFIGURATIONS));
    open(directory).close();
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS)))
        .isEqualTo(CheckedStoreText.of(UNCHECKED_TRIALS));
    assertThat(Files.readString(directory.resolve(TrialStore.CONFIGURATIONS)))
        .isEqualTo(CheckedStoreText.of(UNCHECKED_CONFIGURATIONS));
  }

  @Test
  void anEditedScoreIsRefusedWithItsFileAndLineWhereverTheStoreIsRead() throws IOException {
    Path directory = temp.resolve("score");
    Files.createDirectories(directory);
    Files.writeString(
        directory.resolve(TrialStore.TRIALS),
        CheckedStoreText.of(UNCHECKED_TRIALS).replace(",0.6125,", ",0.9999,"));
    Files.writeString(
        directory.resolve(TrialStore.CONFIGURATIONS),
        CheckedStoreText.of(UNCHECKED_CONFIGURATIONS));
    String message =
        directory.resolve(TrialStore.TRIALS)
            + ":3: the row does not match its checksum "
            + RowChecksum.of(
                List.of("00000000000000a2", "0", "1", "ok", "0.6125", "", "1.000", "0.100"))
            + "; it was edited or corrupted after it was written (a changed result is recomputed by a run, never"
            + " edited in place)";
    assertThatThrownBy(() -> TrialStore.read(directory, AXES, METRICS))
        .isInstanceOf(UserError.class)
        .hasMessage(message);
    assertThatThrownBy(() -> open(directory)).isInstanceOf(UserError.class).hasMessage(message);
    assertThatThrownBy(() -> StoreMerge.merge(temp.resolve("merged"), List.of(directory)))
        .isInstanceOf(UserError.class)
        .hasMessage(message);
    assertThatThrownBy(() -> TidyExport.layout(new TidyExport.Source("score", directory)))
        .isInstanceOf(UserError.class)
        .hasMessage(message);
    // a quoted line (an NA reason with a comma) is checked the same way on the run's fast path
    Files.writeString(directory.resolve(TrialStore.TRIALS), CheckedStoreText.of(UNCHECKED_TRIALS));
    try (TrialStore store = open(directory)) {
      store.append(
          List.of(
              new TrialRecord(
                  "00000000000000a4",
                  "LPCT-Q",
                  1,
                  SweepPoints.of(Map.of("epsilon", 2.0)),
                  "depth=3",
                  Map.of(),
                  Map.of(),
                  0.001,
                  0.0,
                  "too deep, and \"wide\"",
                  "LPCT-Q@2+ma-yang-2d@2",
                  "abc")));
    }
    String written = Files.readString(directory.resolve(TrialStore.TRIALS));
    assertThat(written).contains("\"NA: too deep, and \"\"wide\"\"\"");
    try (TrialStore store = open(directory)) {
      assertThat(store.size()).isEqualTo(4);
    }
    Files.writeString(
        directory.resolve(TrialStore.TRIALS), written.replace("and \"\"wide", "and \"\"tall"));
    assertThatThrownBy(() -> open(directory))
        .isInstanceOf(UserError.class)
        .hasMessageStartingWith(
            directory.resolve(TrialStore.TRIALS) + ":6: the row does not match its checksum ");
  }

  @Test
  void anEditedRowIsRefusedWithItsLine() throws IOException {
    Path directory = temp.resolve("edited");
    Files.createDirectories(directory);
    Files.writeString(directory.resolve(TrialStore.TRIALS), LEGACY);
    open(directory).close();
    String compact = Files.readString(directory.resolve(TrialStore.TRIALS));
    Files.writeString(
        directory.resolve(TrialStore.TRIALS), compact.replace("00000000000000a3,1,", "a3,1,"));
    assertThatThrownBy(() -> open(directory))
        .isInstanceOf(UserError.class)
        .hasMessage(
            directory.resolve(TrialStore.TRIALS)
                + ":4: 'a3' is not a trial key (16 hex digits); the"
                + " file was edited or corrupted");
    Files.writeString(
        directory.resolve(TrialStore.TRIALS),
        compact.replace("00000000000000a3,1,", "00000000000000a3,7,"));
    assertThatThrownBy(() -> open(directory))
        .isInstanceOf(UserError.class)
        .hasMessage(
            directory.resolve(TrialStore.TRIALS)
                + ":4: configuration 7 is not in trial-configs.csv;"
                + " the files were edited or corrupted");
    Files.writeString(directory.resolve(TrialStore.TRIALS), compact);
    open(directory).close(); // and the lock was released each time
  }

  @Test
  void threadsAppendingAtOnceKeepEveryRowWithItsOwnConfiguration() throws Exception {
    // rows are formatted outside the store's lock, ids given under it: no row may get another
    // configuration's id or be lost
    Path directory = temp.resolve("concurrent");
    int perThread = 400;
    try (TrialStore store = open(directory)) {
      List<CompletableFuture<Void>> writers = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        int thread = t;
        writers.add(
            CompletableFuture.runAsync(
                () -> {
                  for (int i = 0; i < perThread; i += 8) {
                    List<TrialRecord> batch = new ArrayList<>();
                    for (int j = i; j < i + 8; j++) {
                      int n = thread * perThread + j;
                      batch.add(
                          new TrialRecord(
                              String.format("%016x", n),
                              "M" + (n % 3),
                              n,
                              SweepPoints.of(Map.of("epsilon", (double) (n % 5))),
                              "depth=" + (n % 7),
                              Map.of("accuracy", n / 4096.0),
                              Map.of(),
                              1.0,
                              0.5,
                              null,
                              "M@" + (n % 2),
                              "c1"));
                    }
                    try {
                      store.append(batch);
                    } catch (IOException e) {
                      throw new java.io.UncheckedIOException(e);
                    }
                  }
                }));
      }
      CompletableFuture.allOf(writers.toArray(new CompletableFuture<?>[0]))
          .get(60, TimeUnit.SECONDS);
    }
    StoredTrials stored = TrialStore.read(directory, AXES, METRICS);
    assertThat(stored.size()).isEqualTo(4 * perThread);
    for (int n = 0; n < 4 * perThread; n++) {
      int row = stored.indexOf(String.format("%016x", n));
      assertThat(stored.value("accuracy", row)).isEqualTo(n / 4096.0);
      assertThat(stored.implementation(row)).isEqualTo("M@" + (n % 2));
    }
    // 3 methods x 5 points x 7 parameter sets x 2 implementations, as far as they occur together
    long distinct =
        java.util.stream.IntStream.range(0, 4 * perThread)
            .mapToObj(n -> (n % 3) + "," + (n % 5) + "," + (n % 7) + "," + (n % 2))
            .distinct()
            .count();
    assertThat(Files.readAllLines(directory.resolve(TrialStore.CONFIGURATIONS)))
        .hasSize(1 + (int) distinct);
  }

  @Test
  void rowsNameTheirConfigurationAndZeroDiagnosticsAreLeftOut() throws IOException {
    Path directory = temp.resolve("compact");
    SweepPoint point = SweepPoints.of(Map.of("epsilon", 0.5));
    try (TrialStore store = open(directory)) {
      store.append(
          List.of(
              new TrialRecord(
                  "0123456789abcdef",
                  "LPCT",
                  3,
                  point,
                  "depth=2;lambda=1",
                  Map.of("accuracy", 0.75),
                  Map.of("outOfRange", 0.0),
                  1.25,
                  0.5,
                  null,
                  "LPCT@2",
                  "c1"),
              new TrialRecord(
                  "0123456789abcde0",
                  "LPCT",
                  4,
                  point,
                  "depth=2;lambda=1",
                  Map.of("accuracy", 0.5),
                  Map.of("outOfRange", 2.0),
                  1.25,
                  0.5,
                  null,
                  "LPCT@2",
                  "c1")));
    }
    try (TrialStore store = open(directory)) {
      store.append(
          List.of(
              new TrialRecord(
                  "0123456789abcde1",
                  "LPCT",
                  0,
                  point,
                  "depth=2;lambda=1",
                  Map.of("accuracy", 0.25),
                  Map.of(),
                  1.0,
                  0.5,
                  null,
                  "LPCT@2",
                  "c1")));
    }
    assertThat(Files.readString(directory.resolve(TrialStore.TRIALS)))
        .isEqualTo(
            CheckedStoreText.of(
                """
                key,config,replication,outcome,accuracy,diagnostics,fit_ms,predict_ms
                0123456789abcdef,0,3,ok,0.75,,1.250,0.500
                0123456789abcde0,0,4,ok,0.5,outOfRange=2,1.250,0.500
                0123456789abcde1,0,0,ok,0.25,,1.000,0.500
                """));
    assertThat(Files.readString(directory.resolve(TrialStore.CONFIGURATIONS)))
        .isEqualTo(
            CheckedStoreText.of(
                """
                config,method,epsilon,params,implementation,commit
                0,LPCT,0.5,depth=2;lambda=1,LPCT@2,c1
                """));
    // the checksum is CRC32C of the other fields joined by commas, as 8 hex digits
    CRC32C crc = new CRC32C();
    crc.update("0123456789abcdef,0,3,ok,0.75,,1.250,0.500".getBytes(StandardCharsets.UTF_8));
    assertThat(Files.readAllLines(directory.resolve(TrialStore.TRIALS)).get(1))
        .isEqualTo(
            "0123456789abcdef,0,3,ok,0.75,,1.250,0.500," + String.format("%08x", crc.getValue()));
  }

  @Slow
  @Test
  @SuppressWarnings("ConstantOverflow") // the keys' hash wraps on purpose, as SplitMix64's does
  void theKeyIndexNeedsAFewBytesPerTrial() throws IOException {
    // 2^17 keys in one store: the primitive index holds <= 24 bytes per key whatever the load
    // (a HashMap<String, String> entry with its two strings is ~150 bytes)
    Path directory = temp.resolve("many");
    SweepPoint point = SweepPoints.of(Map.of("epsilon", 1.0));
    int n = 1 << 17;
    try (TrialStore store = open(directory)) {
      List<TrialRecord> records = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        records.add(
            new TrialRecord(
                TrialKey.text(i * SplitMix64.GOLDEN_GAMMA),
                "M",
                i % 100,
                point,
                "p=1",
                Map.of("accuracy", 0.5),
                Map.of(),
                0,
                0,
                null,
                "M@1",
                "c"));
      }
      store.append(records);
    }
    try (TrialStore store = open(directory)) {
      assertThat(store.size()).isEqualTo(n);
      assertThat(store.bytesPerTrial()).isLessThanOrEqualTo(24.0);
      assertThat(store.status(TrialKey.text(5 * SplitMix64.GOLDEN_GAMMA), "M@1"))
          .isEqualTo(TrialStore.Status.CURRENT);
    }
    // 17 bytes a key, 2 of config id, 3 of replication, ok, 0.5, three empty or zero timings, 9 of
    // checksum
    assertThat(Files.size(directory.resolve(TrialStore.TRIALS))).isLessThan(54L * n);
  }

  private static Process holdInChild(Path directory) throws IOException {
    String java = ProcessHandle.current().info().command().orElse("java");
    return new ProcessBuilder(
            java,
            "-cp",
            System.getProperty("java.class.path"),
            HoldStore.class.getName(),
            directory.toString())
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
  }

  /**
   * The child's first line of output (null if it ended without one); the deadline only bounds a
   * hang.
   */
  private static String firstLine(Process child) throws Exception {
    BufferedReader out =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    return CompletableFuture.supplyAsync(
            () -> {
              try {
                return out.readLine();
              } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
              }
            })
        .get(5, TimeUnit.MINUTES);
  }
}
