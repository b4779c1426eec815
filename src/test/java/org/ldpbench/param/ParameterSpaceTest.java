package org.ldpbench.param;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigInteger;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ParameterSpaceTest {

  private static final ParameterSpace SPACE =
      ParameterSpace.of(
          ParameterSpec.fit("depth", ParameterType.integer(0, 30), null, "tree depth"),
          ParameterSpec.fit("epsilon", ParameterType.real(0.0, false, 1e6), 1.0, "budget"),
          ParameterSpec.fit(
              "criterion", ParameterType.choice("entropy", "gini"), "entropy", "impurity"),
          ParameterSpec.fit("fullTree", ParameterType.bool(), false, "full tree"),
          ParameterSpec.postProcessing(
              "lambda", ParameterType.real(0.0, true, Double.MAX_VALUE), null, "weight"));

  private static Map<String, Object> valid() {
    return new HashMap<>(Map.of("depth", 3, "lambda", 0.5));
  }

  @Test
  void completesWithDefaultsAndCanonicalTypes() {
    ParameterSet p = SPACE.complete(valid());
    assertThat(p.asMap()).containsOnlyKeys("depth", "epsilon", "criterion", "fullTree", "lambda");
    assertThat(p.get("depth")).isEqualTo(3);
    assertThat(p.get("epsilon")).isEqualTo(1.0);
    assertThat(p.get("criterion")).isEqualTo("entropy");
    assertThat(p.get("fullTree")).isEqualTo(false);
    // Long and BigInteger are accepted for integers (YAML parsers produce both); Integer → double
    // for reals
    Map<String, Object> given = valid();
    given.put("depth", 4L);
    given.put("lambda", 2);
    given.put("criterion", " GINI ");
    ParameterSet q = SPACE.complete(given);
    assertThat(q.get("depth")).isEqualTo(4);
    assertThat(q.get("lambda")).isEqualTo(2.0);
    assertThat(q.get("criterion")).isEqualTo("gini");
    given.put("depth", BigInteger.valueOf(5));
    assertThat(SPACE.complete(given).get("depth")).isEqualTo(5);
  }

  @Test
  void unknownParameterIsNamedWithTheAllowedOnes() {
    Map<String, Object> given = valid();
    given.put("dpeth", 3);
    assertThatThrownBy(() -> SPACE.complete(given))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("'dpeth'")
        .hasMessageContaining("depth, epsilon, criterion, fullTree, lambda");
  }

  @Test
  void wrongTypeIsNamed() {
    Map<String, Object> given = valid();
    given.put("depth", 2.5);
    assertThatThrownBy(() -> SPACE.complete(given))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("depth")
        .hasMessageContaining("2.5")
        .hasMessageContaining("an integer between 0 and 30");
    given.put("depth", 3);
    given.put("fullTree", "yes");
    assertThatThrownBy(() -> SPACE.complete(given))
        .hasMessageContaining("fullTree")
        .hasMessageContaining("true or false");
    given.put("fullTree", true);
    given.put("lambda", "big");
    assertThatThrownBy(() -> SPACE.complete(given))
        .hasMessageContaining("lambda")
        .hasMessageContaining("big");
    given.put("lambda", 1.0);
    given.put("criterion", "cart");
    assertThatThrownBy(() -> SPACE.complete(given))
        .hasMessageContaining("criterion")
        .hasMessageContaining("one of entropy, gini");
  }

  @Test
  void outOfRangeIsNamed() {
    Map<String, Object> given = valid();
    given.put("depth", 31);
    assertThatThrownBy(() -> SPACE.complete(given))
        .hasMessageContaining("depth")
        .hasMessageContaining("31");
    given.put("depth", -1);
    assertThatThrownBy(() -> SPACE.complete(given)).hasMessageContaining("depth");
    given.put("depth", 3);
    for (double bad : new double[] {0.0, -1.0, 2e6, Double.NaN, Double.POSITIVE_INFINITY}) {
      given.put("epsilon", bad);
      assertThatThrownBy(() -> SPACE.complete(given))
          .as("epsilon = %s", bad)
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("epsilon")
          .hasMessageContaining("> 0");
    }
    given.put("epsilon", 1e6); // the upper bound is inclusive
    given.put("lambda", 0.0); // λ's lower bound is inclusive
    assertThat(SPACE.complete(given).get("lambda")).isEqualTo(0.0);
    given.put("lambda", -1e-9);
    assertThatThrownBy(() -> SPACE.complete(given))
        .hasMessageContaining("lambda")
        .hasMessageContaining(">= 0");
  }

  @Test
  void missingRequiredParametersAreAllNamed() {
    assertThatThrownBy(() -> SPACE.complete(Map.of("epsilon", 2.0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("missing")
        .hasMessageContaining("depth")
        .hasMessageContaining("lambda");
    assertThatThrownBy(() -> SPACE.complete(Map.of("depth", 1)))
        .hasMessageContaining("lambda")
        .hasMessageNotContaining("depth");
  }

  @Test
  void duplicateNamesRejected() {
    ParameterSpec a = ParameterSpec.fit("x", ParameterType.bool(), true, "a");
    assertThatThrownBy(() -> new ParameterSpace(List.of(a, a))).hasMessageContaining("x");
  }

  @Test
  void postProcessingNamesAreThoseFlagged() {
    assertThat(SPACE.postProcessingNames()).containsExactly("lambda");
    assertThat(SPACE.find("lambda")).get().extracting(ParameterSpec::required).isEqualTo(true);
    assertThat(SPACE.find("epsilon")).get().extracting(ParameterSpec::required).isEqualTo(false);
  }

  @Test
  void canonicalIsNameSortedAndFormatsWholeDoublesWithoutFraction() {
    ParameterSet p =
        new ParameterSet(
            Map.of("lambda", 1000.0, "alpha", 0.5, "depth", 3, "mode", "gini", "full", true));
    assertThat(p.canonical()).isEqualTo("alpha=0.5;depth=3;full=true;lambda=1000;mode=gini");
    assertThat(p.toString()).isEqualTo(p.canonical());
    assertThat(ParameterSet.format(1000.0)).isEqualTo("1000");
    assertThat(ParameterSet.format(0.5)).isEqualTo("0.5");
    assertThat(ParameterSet.format(-2.0)).isEqualTo("-2");
    assertThat(ParameterSet.format(0.1)).isEqualTo("0.1");
    assertThat(ParameterSet.format(1e-7)).isEqualTo("1.0E-7");
    // the canonical form does not depend on insertion order or on Integer vs whole Double for
    // equality
    ParameterSet q =
        new ParameterSet(
            Map.of("depth", 3, "mode", "gini", "full", true, "alpha", 0.5, "lambda", 1000.0));
    assertThat(q).isEqualTo(p).hasSameHashCodeAs(p);
    assertThat(SPACE.complete(valid()).canonical())
        .isEqualTo("criterion=entropy;depth=3;epsilon=1;fullTree=false;lambda=0.5");
  }

  @Test
  void parameterSetAccessorsAndCopies() {
    ParameterSet p = SPACE.complete(valid());
    assertThat(p.getInt("depth")).isEqualTo(3);
    assertThat(p.getDouble("lambda")).isEqualTo(0.5);
    assertThat(p.getString("criterion")).isEqualTo("entropy");
    assertThat(p.getBoolean("fullTree")).isFalse();
    assertThat(p.only(SPACE.postProcessingNames()).canonical()).isEqualTo("lambda=0.5");
    assertThat(p.without(SPACE.postProcessingNames()).contains("lambda")).isFalse();
    assertThat(p.with("lambda", 2.0).getDouble("lambda")).isEqualTo(2.0);
    assertThat(p.getDouble("lambda")).isEqualTo(0.5); // immutable
    assertThatThrownBy(() -> p.get("nope")).hasMessageContaining("nope");
  }
}
