package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ClassLabelsTest {

  @Test
  void labelsOutsideTheClassRangeAreRejectedWithRowAndValue() {
    assertThatThrownBy(() -> ClassLabels.binary(new int[] {0, 1, 2}))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("label 2")
        .hasMessageContaining("row 3")
        .hasMessageContaining("0..1");
    assertThatThrownBy(() -> ClassLabels.binary(new int[] {-1})).hasMessageContaining("label -1");
    assertThatThrownBy(() -> new ClassLabels(new int[] {0}, 1)).hasMessageContaining("2 classes");
    assertThat(new ClassLabels(new int[] {0, 2, 1}, 3).classes()).isEqualTo(3);
  }

  @Test
  void accessorsAndSelect() {
    ClassLabels y = ClassLabels.binary(new int[] {1, 0, 1, 1});
    assertThat(y.size()).isEqualTo(4);
    assertThat(y.label(1)).isZero();
    assertThat(y.value(2)).isEqualTo(1.0);
    ClassLabels s = y.select(new int[] {1, 3});
    assertThat(s.copyLabels()).containsExactly(0, 1);
    assertThat(s.classes()).isEqualTo(2);
  }
}
