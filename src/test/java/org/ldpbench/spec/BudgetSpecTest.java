package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.SweepPoints;

class BudgetSpecTest {

  private static SweepPoint point(Double epsilon, Double delta) {
    Map<String, Object> c = new LinkedHashMap<>();
    if (epsilon != null) {
      c.put(SweepAxis.EPSILON, epsilon);
    }
    if (delta != null) {
      c.put(SweepAxis.DELTA, delta);
    }
    return SweepPoints.of(c);
  }

  @Test
  void uniformBudgetsFollowTheSweepPoint() {
    BudgetSpec uniform = BudgetSpec.uniform();
    assertThat(uniform.canonical(point(2.0, null))).isEqualTo("epsilon=2,delta=0");
    assertThat(uniform.canonical(point(2.0, 1e-5))).isEqualTo("epsilon=2,delta=1.0E-5");
    assertThat(uniform.canonical(point(null, null))).isEqualTo("none");
    assertThat(uniform.resolve(point(2.0, 1e-5), List.of(10, 20)))
        .containsExactly(new PrivacyBudget(2.0, 1e-5), new PrivacyBudget(2.0, 1e-5));
    assertThat(uniform.resolve(point(null, null), List.of(10))).isEmpty();
  }

  @Test
  void perServerBudgetsMixSweepFixedAndOneOverNSquared() {
    BudgetSpec spec =
        new BudgetSpec(
            List.of(
                new BudgetSpec.Server(null, null, true), new BudgetSpec.Server(3.0, 0.0, false)));
    assertThat(spec.canonical(point(1.0, null)))
        .isEqualTo("[epsilon=1,delta=1/n^2;epsilon=3,delta=0]");
    assertThat(spec.resolve(point(1.0, null), List.of(100, 50)))
        .containsExactly(new PrivacyBudget(1.0, 1e-4), new PrivacyBudget(3.0, 0.0));
    assertThatThrownBy(() -> spec.resolve(point(1.0, null), List.of(100)))
        .hasMessage("budgets: 2 entries for 1 private samples");
    assertThat(
            new BudgetSpec(List.of(new BudgetSpec.Server(2.0, null, false)))
                .hasBudget(point(null, null)))
        .isTrue();
  }
}
