package org.ldpbench.method;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.Features;

class BoundModelTest {

  @Test
  void predictsOnlyAtTheEvaluationPointsItWasFittedFor() {
    Features points = Features.of(new double[][] {{0.1, 0.2}, {0.3, 0.4}});
    Predictions predictions = Predictions.ofLabels(new int[] {1, 0}, Map.of());
    BoundModel model = new BoundModel(points, predictions);
    assertThat(model.predict(points).labels()).containsExactly(1, 0);
    Features equalButOther = Features.of(new double[][] {{0.1, 0.2}, {0.3, 0.4}});
    assertThatThrownBy(() -> model.predict(equalButOther))
        .hasMessageContaining("bound to the 2 evaluation points");
    assertThatThrownBy(() -> new BoundModel(points, Predictions.ofLabels(new int[3], Map.of())))
        .hasMessage("3 predictions for 2 evaluation points");
  }
}
