package org.ldpbench.store.line;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;

/**
 * A row's text written directly is the text the general tools write: the times as {@code "%.3f"}
 * formats them and the line as the CSV printer prints it, checksum included; a field the printer
 * would quote sends the line back to the printer.
 */
class RowTextTest {

  /** The store's format ({@code TrialStoreTest} checks that it is). */
  static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get();

  @Test
  void timesAreWhatPercentPointThreeFWrites() {
    SplittableRandom random = new SplittableRandom(7);
    // times as a run measures them (whole nanoseconds / 10^6), from 1 ns to 10^4 s
    for (int i = 0; i < 200_000; i++) {
      long nanos = (long) Math.pow(10, 13 * random.nextDouble());
      double millis = nanos / 1e6;
      assertThat(RowText.millis(millis))
          .as("%d ns", nanos)
          .isEqualTo(String.format(Locale.ROOT, "%.3f", millis));
    }
    for (long nanos :
        new long[] {0, 499, 500, 1500, 12_500, 999_500, 1_000_500, 1_071_356_621_500L}) {
      double millis = nanos / 1e6; // exact ties in the decimal digits round up in both
      assertThat(RowText.millis(millis)).isEqualTo(String.format(Locale.ROOT, "%.3f", millis));
    }
    for (int i = 0; i < 200_000; i++) { // any double below 10^7 ms
      double millis = Math.pow(10, 7 * random.nextDouble() - 3) * random.nextDouble();
      assertThat(RowText.millis(millis)).isEqualTo(String.format(Locale.ROOT, "%.3f", millis));
    }
    for (double other : new double[] {-0.5, Double.NaN, Double.POSITIVE_INFINITY, 3e12}) {
      assertThat(RowText.millis(other)).isEqualTo(String.format(Locale.ROOT, "%.3f", other));
    }
  }

  @Test
  void aPlainLineIsWhatThePrinterPrintsAndAnyOtherIsLeftToIt() throws IOException {
    SplittableRandom random = new SplittableRandom(11);
    String alphabet = "az09.-+=;:_ ,\"#!\n\r\t'é";
    int direct = 0;
    for (int i = 0; i < 20_000; i++) {
      List<String> values = new ArrayList<>();
      int columns = 1 + random.nextInt(9);
      for (int c = 0; c < columns; c++) {
        StringBuilder field = new StringBuilder();
        int length = random.nextInt(4);
        for (int k = 0; k < length; k++) {
          // mostly plain characters, so that both answers occur often
          field.append(
              random.nextInt(4) == 0
                  ? alphabet.charAt(random.nextInt(alphabet.length()))
                  : alphabet.charAt(random.nextInt(11)));
        }
        values.add(field.toString());
      }
      StringWriter printed = new StringWriter();
      new CSVPrinter(printed, FORMAT).printRecord(RowChecksum.appended(values));
      String line = RowText.line(values);
      if (line != null) {
        direct++;
        assertThat(line).as("%s", values).isEqualTo(printed.toString());
      } else {
        assertThat(
                values.stream().anyMatch(v -> !v.matches("[a-zA-Z0-9.\\-+=;:_]*"))
                    || values.get(0).isEmpty())
            .as("%s", values)
            .isTrue();
      }
    }
    assertThat(direct).isBetween(2_000, 18_000);
  }

  @Test
  void aTypicalRowIsWrittenDirectly() {
    List<String> values =
        List.of(
            "9f2c3a1b0d4e5f60",
            "12",
            "3",
            "ok",
            "0.8125",
            "",
            "cells=4;fallback=1",
            RowText.millis(0.0123),
            RowText.millis(12.5));
    assertThat(RowText.line(values))
        .isEqualTo(String.join(",", values) + "," + RowChecksum.of(values) + "\n")
        .contains(",0.012,12.500,");
    assertThat(RowText.line(List.of("k", "NA: no data, here"))).isNull();
  }
}
