package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FeaturesTest {

  @Test
  void wrapIsRowMajorAndNotCopied() {
    double[] values = {1, 2, 3, 4, 5, 6};
    Features f = Features.wrap(values, 3, 2);
    assertThat(f.rows()).isEqualTo(3);
    assertThat(f.columns()).isEqualTo(2);
    assertThat(f.get(1, 0)).isEqualTo(3.0);
    assertThat(f.get(2, 1)).isEqualTo(6.0);
    assertThat(f.row(1)).containsExactly(3.0, 4.0);
    // handed over, not copied: the wrapped array is the backing store (callers must not write to
    // it)
    values[4] = 50;
    assertThat(f.get(2, 0)).isEqualTo(50.0);
  }

  @Test
  void theBackingArrayNeverLeaves() {
    Features f = Features.wrap(new double[] {1, 2, 3, 4, 5, 6}, 3, 2);
    double[] copy = f.copyRowMajor();
    assertThat(copy).containsExactly(1, 2, 3, 4, 5, 6);
    assertThat(f.copyRowMajor()).isNotSameAs(copy);
    copy[0] = 99;
    double[] row = f.row(0);
    row[1] = 99;
    assertThat(f.get(0, 0)).isEqualTo(1.0);
    assertThat(f.get(0, 1)).isEqualTo(2.0);
    List<Double> seen = new ArrayList<>();
    f.forEachValue(seen::add);
    assertThat(seen).containsExactly(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
  }

  @Test
  void ofCopiesTheMatrix() {
    double[][] m = {{1, 2}, {3, 4}};
    Features f = Features.of(m);
    m[0][0] = 99;
    assertThat(f.get(0, 0)).isEqualTo(1.0);
    assertThat(f.copyRowMajor()).containsExactly(1, 2, 3, 4);
    assertThatThrownBy(() -> Features.of(new double[][] {{1, 2}, {3}}))
        .hasMessageContaining("row 1");
    assertThatThrownBy(() -> Features.of(new double[0][]))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void nonFiniteValuesAreRejectedWithTheirPosition() {
    assertThatThrownBy(() -> Features.wrap(new double[] {0, 1, 2, Double.NaN}, 2, 2))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("row 2")
        .hasMessageContaining("column 2")
        .hasMessageContaining("NaN");
    assertThatThrownBy(() -> Features.wrap(new double[] {Double.NEGATIVE_INFINITY, 1, 2}, 1, 3))
        .hasMessageContaining("row 1")
        .hasMessageContaining("column 1");
  }

  @Test
  void shapeIsChecked() {
    assertThatThrownBy(() -> Features.wrap(new double[5], 2, 2)).hasMessageContaining("2 x 2");
    assertThatThrownBy(() -> Features.wrap(new double[0], 0, 0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(Features.wrap(new double[0], 0, 3).rows()).isZero();
  }

  @Test
  void selectPicksRowsInOrder() {
    Features f = Features.wrap(new double[] {1, 2, 3, 4, 5, 6}, 3, 2);
    Features s = f.select(new int[] {2, 0, 2});
    assertThat(s.rows()).isEqualTo(3);
    assertThat(s.copyRowMajor()).containsExactly(5, 6, 1, 2, 5, 6);
    assertThat(f.copyRowMajor()).containsExactly(1, 2, 3, 4, 5, 6);
  }

  @Test
  void inUnitCubeChecksEveryCoordinateOnceAndRemembers() {
    double[] palette = {
      0.0, -0.0, 1.0, 0.5, Math.nextUp(1.0), -Double.MIN_VALUE, Double.MIN_VALUE, -2.0, 3.0
    };
    SplittableRandom random = new SplittableRandom(4L);
    int n = 300;
    int d = 4;
    double[] x = new double[n * d];
    for (int i = 0; i < x.length; i++) {
      x[i] = random.nextInt(4) == 0 ? palette[random.nextInt(palette.length)] : random.nextDouble();
    }
    Features f = Features.wrap(x, n, d);
    int inside = 0;
    for (int pass = 0; pass < 2; pass++) {
      for (int i = 0; i < n; i++) {
        boolean expected = true;
        for (int k = 0; k < d; k++) {
          expected &= !(x[i * d + k] < 0.0 || x[i * d + k] > 1.0);
        }
        assertThat(f.inUnitCube(i)).as("row %d", i).isEqualTo(expected);
        inside += expected ? 1 : 0;
      }
    }
    assertThat(inside).isBetween(20, 2 * n - 20);
  }
}
