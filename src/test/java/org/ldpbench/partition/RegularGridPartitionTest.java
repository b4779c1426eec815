package org.ldpbench.partition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;

class RegularGridPartitionTest {

  @Test
  void cellsAreNumberedWithTheFirstCoordinateSlowest() {
    RegularGridPartition grid = new RegularGridPartition(2, 3);
    assertThat(grid.cellCount()).isEqualTo(9);
    Features points =
        Features.of(
            new double[][] {
              {0.0, 0.0}, {0.1, 0.5}, {0.5, 0.1}, {0.99, 0.99}, {1.0, 1.0}, {-0.2, 1.7}
            });
    // (0,0) → 0; (0,1) → 1; (1,0) → 3; (2,2) → 8; x = 1 is in the last cell; outside values are
    // clamped
    assertThat(grid.cellsOf(points)).containsExactly(0, 1, 3, 8, 8, 2);
    assertThat(grid.inRootCell(points, 4)).isTrue();
    assertThat(grid.inRootCell(points, 5)).isFalse();
  }

  @Test
  void sixCellsPerAxisInFiveDimensionsIsNotADyadicTree() {
    RegularGridPartition grid = new RegularGridPartition(5, 6);
    assertThat(grid.cellCount()).isEqualTo(7776);
    Features point = Features.of(new double[][] {{0.99, 0.0, 0.0, 0.0, 0.5}});
    assertThat(grid.cellOf(point, 0)).isEqualTo(5 * 1296 + 3);
  }

  @Test
  void refusesGridsThatDoNotFitAnIndex() {
    assertThatThrownBy(() -> new RegularGridPartition(20, 10)).hasMessageContaining("10^20 cells");
    assertThatThrownBy(() -> new RegularGridPartition(2, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
