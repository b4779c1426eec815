package org.ldpbench.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class TableEmphasisTest {

  // ten replications; B differs from A by +-0.01 in alternating replications (not worse), C is
  // below A in every replication (exact one-sided p = 1/1024), D is NA
  private static final double[] A = {0.80, 0.82, 0.79, 0.81, 0.83, 0.80, 0.78, 0.82, 0.81, 0.80};
  private static final double[] B = {0.81, 0.81, 0.80, 0.80, 0.84, 0.79, 0.79, 0.81, 0.82, 0.78};
  private static final double[] C = {0.70, 0.72, 0.69, 0.71, 0.73, 0.70, 0.68, 0.72, 0.71, 0.70};

  @Test
  void bestIsStarredAndNotSignificantlyWorseIsBold() {
    List<TableEmphasis.Cell> cells =
        TableEmphasis.mark(Arrays.asList(B, A, C, null), Direction.HIGHER_IS_BETTER, 0.05);
    // means: A 0.806, B 0.805, C 0.706
    assertThat(cells.get(1).best()).isTrue();
    assertThat(cells.get(1).notWorse()).isTrue();
    assertThat(cells.get(0).best()).isFalse();
    assertThat(cells.get(0).notWorse()).isTrue();
    assertThat(cells.get(0).pWorse()).isGreaterThan(0.05);
    assertThat(cells.get(2).best()).isFalse();
    assertThat(cells.get(2).notWorse()).isFalse();
    // all ten differences C - A = -0.1 (tied): normal approximation; R: wilcox.test(C, A, paired =
    // TRUE,
    // alternative = "less") (ten tied differences: normal approximation);
    // SciPy: wilcoxon(np.full(10, -0.1), alternative="less", correction=True, method="asymptotic")
    // -> 0.0009520975215021952
    assertThat(cells.get(2).pWorse()).isCloseTo(0.0009520975215021952, within(1e-12));
    assertThat(cells.get(3)).isEqualTo(new TableEmphasis.Cell(false, false, Double.NaN));
  }

  @Test
  void directionDecidesWhatWorseMeans() {
    // as errors (lower is better) C is now the best and A, B are significantly worse
    List<TableEmphasis.Cell> cells =
        TableEmphasis.mark(List.of(A, B, C), Direction.LOWER_IS_BETTER, 0.05);
    assertThat(cells.get(2).best()).isTrue();
    assertThat(cells.get(0).notWorse()).isFalse();
    assertThat(cells.get(1).notWorse()).isFalse();
  }

  @Test
  void tiedMeansAreAllStarred() {
    double[] copy = A.clone();
    List<TableEmphasis.Cell> cells =
        TableEmphasis.mark(List.of(A, copy), Direction.HIGHER_IS_BETTER, 0.05);
    assertThat(cells).allMatch(TableEmphasis.Cell::best).allMatch(TableEmphasis.Cell::notWorse);
    assertThat(cells.get(1).pWorse()).isEqualTo(1.0); // identical: no evidence
  }

  @Test
  void rankSumsAndNumberOnesFollowTheAuthorsNotebook() {
    double[][] means = {
      {0.80, 0.85, 0.85, Double.NaN}, // B and C tie: B (earlier column) ranks 1; NA counts as 0
      {0.70, 0.60, 0.75, 0.50},
      {0.90, 0.90, 0.90, 0.95}
    };
    RankSums.Result result = RankSums.of(means, Direction.HIGHER_IS_BETTER, 0.0);
    assertThat(result.ranks()[0]).containsExactly(3, 1, 2, 4);
    assertThat(result.ranks()[1]).containsExactly(2, 3, 1, 4);
    assertThat(result.ranks()[2]).containsExactly(2, 3, 4, 1);
    assertThat(result.sums()).containsExactly(7, 7, 7, 9);

    List<List<TableEmphasis.Cell>> rows =
        List.of(
            TableEmphasis.mark(Arrays.asList(B, A, C, null), Direction.HIGHER_IS_BETTER, 0.05),
            TableEmphasis.mark(Arrays.asList(C, A, B, A), Direction.HIGHER_IS_BETTER, 0.05));
    // row 1: B bold, A best, C not, NA; row 2: A best, B bold, A again best, C not
    assertThat(RankSums.numberOnes(rows)).containsExactly(1, 2, 1, 1);
  }
}
