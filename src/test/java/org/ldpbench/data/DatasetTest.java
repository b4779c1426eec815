package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.ldpbench.testing.TestDatasets;

class DatasetTest {

  @Test
  void featureRowsMustMatchTargets() {
    Features x = Features.wrap(new double[] {1, 2, 3, 4}, 2, 2);
    assertThatThrownBy(() -> new Dataset(x, ClassLabels.binary(new int[] {0, 1, 1})))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2 feature rows")
        .hasMessageContaining("3 targets");
  }

  @Test
  void selectKeepsRowsAndLabelsTogether() {
    Dataset d =
        TestDatasets.binary(
            new double[][] {{0.1, 0.2}, {0.3, 0.4}, {0.5, 0.6}}, new int[] {0, 1, 0});
    Dataset s = d.select(new int[] {1, 2});
    assertThat(s.size()).isEqualTo(2);
    assertThat(s.features().row(0)).containsExactly(0.3, 0.4);
    assertThat(s.classLabels().copyLabels()).containsExactly(1, 0);
    assertThat(d.dimension()).isEqualTo(2);
  }

  @Test
  void emptyBinaryAndRealTargets() {
    Dataset empty = Dataset.emptyBinary(3);
    assertThat(empty.size()).isZero();
    assertThat(empty.dimension()).isEqualTo(3);
    assertThat(empty.classLabels().classes()).isEqualTo(2);
    Dataset regression =
        new Dataset(
            Features.wrap(new double[] {1, 2}, 2, 1), new RealTargets(new double[] {0.5, 7}));
    assertThatThrownBy(regression::classLabels)
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("real-valued");
    assertThatThrownBy(() -> new RealTargets(new double[] {1, Double.NaN}))
        .hasMessageContaining("row 2");
  }
}
