package org.ldpbench.pit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.LongSupplier;
import org.pitest.mutationtest.ClassMutationResults;
import org.pitest.mutationtest.MutationResult;
import org.pitest.mutationtest.MutationResultListener;

/**
 * Appends a row per mutant to the killing-results file as PIT reports each unit: the mutant's
 * {@link MutantKey} (seven tab-separated fields), PIT's status, the killing test ({@value #NONE} if
 * none), the number of tests run and the wall-clock time of the row (epoch milliseconds); comment
 * lines mark where a run's mutant phase started and ended. Each batch is written with one append
 * and the file is closed again, so a row on disk is complete and a killed PIT loses only the units
 * in flight. The file's header (release commit, source digest) is written by {@code
 * org.ldpbench.mutation.KillingResume} before PIT starts; this listener only appends (and creates a
 * header-less file if there is none, which the resume logic refuses).
 */
final class KillingResultsListener implements MutationResultListener {

  /** The killing-test field of a mutant no test killed. */
  static final String NONE = "-";

  private final Path file;
  private final LongSupplier clock;

  KillingResultsListener(Path file) {
    this(file, System::currentTimeMillis);
  }

  KillingResultsListener(Path file, LongSupplier clock) {
    this.file = file;
    this.clock = clock;
  }

  /**
   * A comment line marking the start of a run's mutant phase (after PIT's coverage), for per-mutant
   * wall times.
   */
  @Override
  public void runStart() {
    append("# run started\t" + clock.getAsLong() + "\n");
  }

  @Override
  public void handleMutationResult(ClassMutationResults results) {
    StringBuilder rows = new StringBuilder();
    long now = clock.getAsLong();
    for (MutationResult r : results.getMutations()) {
      rows.append(
              row(
                  MutantKey.of(r.getDetails()),
                  r.getStatus().name(),
                  r.getKillingTest().orElse(NONE),
                  r.getNumberOfTestsRun(),
                  now))
          .append('\n');
    }
    append(rows.toString());
  }

  /** One row: key, status, killing test (tabs and newlines in it made spaces), tests run, time. */
  static String row(String key, String status, String killingTest, int testsRun, long millis) {
    String test =
        killingTest == null || killingTest.isBlank()
            ? NONE
            : killingTest.replaceAll("[\t\r\n]", " ");
    return String.join("\t", key, status, test, Integer.toString(testsRun), Long.toString(millis));
  }

  private void append(String text) {
    if (text.isEmpty()) {
      return;
    }
    try {
      if (file.getParent() != null) {
        Files.createDirectories(file.getParent());
      }
      Files.writeString(
          file,
          text,
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND,
          StandardOpenOption.WRITE,
          StandardOpenOption.SYNC);
    } catch (IOException e) {
      throw new UncheckedIOException("KILLING_TSV: cannot append to " + file, e);
    }
  }

  @Override
  public void runEnd() {
    append("# run ended\t" + clock.getAsLong() + "\n");
  }
}
