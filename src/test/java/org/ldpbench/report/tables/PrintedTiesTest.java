package org.ldpbench.report.tables;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Means compared with each other never print alike unless they are equal (issue 18, item 6). */
class PrintedTiesTest {

  @Test
  void meansThatPrintAlikeButDifferGetDigitsUntilTheyDiffer() {
    List<List<ResultTable.Cell>> cells = column(0.7798, 0.7803, 0.65, 0.78001, 0.78004);
    boolean widened = PrintedTies.widen(cells, new boolean[] {true, true, true, true, true}, 3);
    assertThat(widened).isTrue();
    assertThat(printed(cells, 3))
        .containsExactly("0.7798", "0.7803", "0.650", "0.78001", "0.78004");
  }

  @Test
  void equalMeansAndUnrankedRowsStayAsTheyAre() {
    List<List<ResultTable.Cell>> cells = column(0.984, 0.984, 0.9841);
    boolean widened = PrintedTies.widen(cells, new boolean[] {true, true, false}, 3);
    assertThat(widened).isFalse();
    assertThat(printed(cells, 3)).containsExactly("0.984", "0.984", "0.984");
  }

  @Test
  void theStandardErrorGetsTheSameDigitsAsItsMean() {
    List<List<ResultTable.Cell>> cells = new ArrayList<>();
    cells.add(new ArrayList<>(List.of(ResultTable.Cell.estimate(0.7798, 0.0012))));
    cells.add(new ArrayList<>(List.of(ResultTable.Cell.estimate(0.7803, 0.0011))));
    PrintedTies.widen(cells, new boolean[] {true, true}, 3);
    assertThat(cells.get(0).get(0).seText(3)).isEqualTo("0.0012");
  }

  private static List<List<ResultTable.Cell>> column(double... means) {
    List<List<ResultTable.Cell>> cells = new ArrayList<>();
    for (double mean : means) {
      cells.add(new ArrayList<>(List.of(ResultTable.Cell.estimate(mean, Double.NaN))));
    }
    return cells;
  }

  private static List<String> printed(List<List<ResultTable.Cell>> cells, int decimals) {
    return cells.stream().map(row -> row.get(0).meanText(decimals)).toList();
  }
}
