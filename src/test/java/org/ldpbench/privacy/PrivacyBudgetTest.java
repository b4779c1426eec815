package org.ldpbench.privacy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrivacyBudgetTest {

  @Test
  void pureBudgetHasZeroDelta() {
    PrivacyBudget budget = PrivacyBudget.pure(2.0);
    assertThat(budget.epsilon()).isEqualTo(2.0);
    assertThat(budget.delta()).isEqualTo(0.0);
    assertThat(budget.isPure()).isTrue();
    assertThat(new PrivacyBudget(2.0, 1e-5).isPure()).isFalse();
  }

  @ParameterizedTest
  @ValueSource(
      doubles = {0.0, -0.0, -0.5, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY})
  void rejectsBadEpsilonNamingIt(double epsilon) {
    assertThatThrownBy(() -> PrivacyBudget.pure(epsilon))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("epsilon")
        .hasMessageContaining(String.valueOf(epsilon));
    assertThatThrownBy(() -> PrivacyBudget.validateEpsilon(epsilon))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("epsilon");
  }

  @ParameterizedTest
  @ValueSource(doubles = {-1e-9, 1.0, 1.5, Double.NaN})
  void rejectsBadDeltaNamingIt(double delta) {
    assertThatThrownBy(() -> new PrivacyBudget(1.0, delta))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("delta");
  }

  @Test
  void acceptsTinyAndHugeEpsilon() {
    assertThat(PrivacyBudget.validateEpsilon(1e-6)).isEqualTo(1e-6);
    assertThat(PrivacyBudget.pure(1000.0).epsilon()).isEqualTo(1000.0);
    assertThat(new PrivacyBudget(1.0, 0.999).delta()).isEqualTo(0.999);
  }

  @Test
  void effectivelyNonPrivateFromOneThousand() {
    assertThat(PrivacyBudget.pure(1000.0).isEffectivelyNonPrivate()).isTrue();
    assertThat(PrivacyBudget.pure(5000.0).isEffectivelyNonPrivate()).isTrue();
    assertThat(PrivacyBudget.pure(999.9).isEffectivelyNonPrivate()).isFalse();
    assertThat(PrivacyBudget.pure(8.0).isEffectivelyNonPrivate()).isFalse();
  }

  @Test
  void scaledMultipliesEpsilonAndDelta() {
    PrivacyBudget half = new PrivacyBudget(3.0, 1e-4).scaled(0.5);
    assertThat(half.epsilon()).isEqualTo(1.5);
    assertThat(half.delta()).isEqualTo(5e-5);
    assertThat(PrivacyBudget.pure(3.0).scaled(1.0)).isEqualTo(PrivacyBudget.pure(3.0));
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.0, -0.5, 1.0000001, Double.NaN})
  void scaledRejectsFractionsOutsideUnitInterval(double fraction) {
    assertThatThrownBy(() -> PrivacyBudget.pure(1.0).scaled(fraction))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("fraction");
  }
}
