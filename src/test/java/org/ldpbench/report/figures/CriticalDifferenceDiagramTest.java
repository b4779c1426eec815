package org.ldpbench.report.figures;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ldpbench.stats.Nemenyi;

/**
 * The critical-difference diagram: its groups follow the Nemenyi CD, and both files are written.
 */
class CriticalDifferenceDiagramTest {

  /**
   * Demšar 2006, §3.2.2's example: ranks 3.143, 2.000, 2.893, 1.964 of C4.5 variants over 14 data
   * sets.
   */
  private static final List<String> NAMES = List.of("C4.5", "C4.5+m", "C4.5+cf", "C4.5+m+cf");

  private static final double[] RANKS = {3.143, 2.000, 2.893, 1.964};

  @Test
  void groupsAreTheMaximalRunsSpanningLessThanTheCriticalDifference() {
    Nemenyi nemenyi = Nemenyi.of(4, 14, 0.05); // CD = 1.25
    // sorted: C4.5+m+cf 1.964, C4.5+m 2.000, C4.5+cf 2.893, C4.5 3.143; 3.143 - 1.964 = 1.18 <
    // 1.25: one group
    assertThat(CriticalDifferenceDiagram.groups(NAMES, RANKS, nemenyi))
        .containsExactly(List.of("C4.5+m+cf", "C4.5+m", "C4.5+cf", "C4.5"));
    Nemenyi narrow = Nemenyi.of(4, 60, 0.05); // CD = 0.61: the two best apart from the two worst
    assertThat(CriticalDifferenceDiagram.groups(NAMES, RANKS, narrow))
        .containsExactly(List.of("C4.5+m+cf", "C4.5+m"), List.of("C4.5+cf", "C4.5"));
  }

  @Test
  void writesAPngAndAnSvgWithEveryMethodNamed(@TempDir Path dir) throws Exception {
    List<Path> files =
        new CriticalDifferenceDiagram("Demšar's example", NAMES, RANKS, Nemenyi.of(4, 14, 0.05))
            .write(dir.resolve("cd"));
    assertThat(files).allSatisfy(f -> assertThat(f).isRegularFile());
    String svg = Files.readString(files.get(1));
    assertThat(svg)
        .contains("C4.5+m+cf (1.96)", "C4.5 (3.14)", "CD = 1.25 (Nemenyi, α = 0.05, N = 14)");
    assertThat(Files.size(files.get(0))).isGreaterThan(5_000);
  }
}
