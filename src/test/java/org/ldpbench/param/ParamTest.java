package org.ldpbench.param;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Typed parameter keys: one constant declares a parameter and reads its value with the declared
 * type.
 */
class ParamTest {

  private static final Param<Integer> DEPTH = Param.integer("depth", 0, 30);
  private static final Param<Double> LAMBDA = Param.real("lambda", 0.0, true, Double.MAX_VALUE);
  private static final Param<Criterion> CRITERION = Param.choice("criterion", Criterion.class);
  private static final Param<Boolean> FULL_TREE = Param.bool("fullTree");

  private static final ParameterSpace SPACE =
      ParameterSpace.of(
          DEPTH.fit(null, "tree depth"),
          CRITERION.fit(Criterion.ENTROPY, "impurity"),
          FULL_TREE.fit(false, "full tree"),
          LAMBDA.postProcessing(null, "weight"));

  @Test
  void declaresTheSameSpecAsTheStringForm() {
    assertThat(DEPTH.fit(null, "tree depth"))
        .isEqualTo(ParameterSpec.fit("depth", ParameterType.integer(0, 30), null, "tree depth"));
    assertThat(LAMBDA.postProcessing(1.0, "weight"))
        .isEqualTo(
            ParameterSpec.postProcessing(
                "lambda", ParameterType.real(0.0, true, Double.MAX_VALUE), 1, "weight"));
    assertThat(CRITERION.fit(Criterion.GINI, "impurity"))
        .isEqualTo(
            ParameterSpec.fit(
                "criterion", ParameterType.choice("entropy", "gini"), "gini", "impurity"));
    assertThat(FULL_TREE.fit(true, "full").defaultValue()).isEqualTo(true);
  }

  @Test
  void readsEveryKindWithItsDeclaredType() {
    ParameterSet p = SPACE.complete(Map.of("depth", 3L, "lambda", 2, "criterion", "GINI"));
    int depth = p.get(DEPTH);
    double lambda = p.get(LAMBDA);
    Criterion criterion = p.get(CRITERION);
    boolean fullTree = p.get(FULL_TREE);
    assertThat(depth).isEqualTo(3);
    assertThat(lambda).isEqualTo(2.0);
    assertThat(criterion).isEqualTo(Criterion.GINI);
    assertThat(fullTree).isFalse();
  }

  @Test
  void theCanonicalTextDoesNotDependOnHowValuesAreRead() {
    ParameterSet p = SPACE.complete(Map.of("depth", 3L, "lambda", 1000, "criterion", "gini"));
    p.get(DEPTH);
    p.get(LAMBDA);
    assertThat(p.canonical()).isEqualTo("criterion=gini;depth=3;fullTree=false;lambda=1000");
  }

  @Test
  void wholeNumbersOfAnyBoxedTypeReadAsIntegersAndAnyNumberAsAReal() {
    ParameterSet p = new ParameterSet(Map.of("depth", 4L, "lambda", 3));
    assertThat(p.get(DEPTH)).isEqualTo(4);
    assertThat(p.get(LAMBDA)).isEqualTo(3.0);
    assertThat(new ParameterSet(Map.of("depth", 5.0)).get(DEPTH)).isEqualTo(5);
  }

  @Test
  void aWrongTypeReadFailsNamingTheKeyTheValueAndTheDeclaration() {
    ParameterSet p = new ParameterSet(Map.of("depth", 2.5, "criterion", 3, "fullTree", "yes"));
    assertThatThrownBy(() -> p.get(DEPTH))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "parameter 'depth' = 2.5 (Double) cannot be read as Integer: an integer between 0 and 30 was declared");
    assertThatThrownBy(() -> p.get(CRITERION))
        .hasMessageContaining("'criterion' = 3 (Integer) cannot be read as Criterion")
        .hasMessageContaining("one of entropy, gini");
    assertThatThrownBy(() -> p.get(FULL_TREE))
        .hasMessageContaining("'fullTree' = yes (String) cannot be read as Boolean");
    assertThatThrownBy(() -> new ParameterSet(Map.of("depth", 3_000_000_000L)).get(DEPTH))
        .hasMessageContaining("cannot be read as Integer");
  }

  @Test
  void aMissingParameterIsNamedWithTheSet() {
    ParameterSet p = new ParameterSet(Map.of("depth", 2));
    assertThatThrownBy(() -> p.get(LAMBDA))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("no parameter 'lambda' in depth=2");
  }

  @Test
  void declaresMatchesNameAndAllowedValues() {
    assertThat(DEPTH.declares(DEPTH.fit(1, "d"))).isTrue();
    assertThat(DEPTH.declares(Param.integer("depth", 0, 64).fit(1, "d"))).isFalse();
    assertThat(DEPTH.declares(Param.integer("height", 0, 30).fit(1, "d"))).isFalse();
    assertThat(DEPTH)
        .isEqualTo(Param.integer("depth", 0, 30))
        .isNotEqualTo(Param.integer("depth", 0, 64));
  }

  @Test
  void anEnumChoiceIsWrittenAsItsWordsAndReadAsItsConstants() {
    Param<Draw> noise = Param.choice("noise", Draw.class);
    assertThat(noise.type()).isEqualTo(ParameterType.choice("aggregate", "per-user", "paper_alg2"));
    ParameterSet p =
        ParameterSpace.of(noise.fit(Draw.AGGREGATE, "how")).complete(Map.of("noise", "Per-User"));
    assertThat(p.canonical()).isEqualTo("noise=per-user");
    assertThat(p.get(noise)).isEqualTo(Draw.PER_USER);
    assertThat(noise.canonical(Draw.PAPER_ALG2)).isEqualTo("paper_alg2");
    assertThat(new ParameterSet(Map.of("noise", "paper_alg2")).get(noise))
        .isEqualTo(Draw.PAPER_ALG2);
    assertThatThrownBy(() -> new ParameterSet(Map.of("noise", "PER_USER")).get(noise))
        .hasMessage(
            "parameter 'noise' = PER_USER (String) cannot be read as Draw: one of aggregate, per-user,"
                + " paper_alg2 was declared");
  }

  @Test
  void anEnumChoiceOfSomeConstantsAllowsOnlyThoseInTheOrderGiven() {
    Param<Draw> some = Param.choice("noise", Draw.PER_USER, Draw.AGGREGATE);
    assertThat(some.type().describe()).isEqualTo("one of per-user, aggregate");
    assertThat(some).isNotEqualTo(Param.choice("noise", Draw.class));
    assertThatThrownBy(
            () ->
                ParameterSpace.of(some.fit(Draw.AGGREGATE, "how"))
                    .complete(Map.of("noise", "paper_alg2")))
        .hasMessage("noise = paper_alg2: must be one of per-user, aggregate");
    assertThatThrownBy(() -> some.canonical(Draw.PAPER_ALG2))
        .hasMessage("parameter 'noise' = PAPER_ALG2: must be one of per-user, aggregate");
    assertThatThrownBy(() -> new ParameterSet(Map.of("noise", "paper_alg2")).get(some))
        .hasMessageContaining("cannot be read as Draw");
  }

  @Test
  void aChoiceOfWordsKnownAtRunTimeReadsTheWord() {
    Param<String> dataset = Param.choice("dataset", "rice", "adult");
    ParameterSet p =
        ParameterSpace.of(dataset.fit("rice", "which")).complete(Map.of("dataset", "ADULT"));
    assertThat(p.get(dataset)).isEqualTo("adult");
  }

  @Test
  void theCanonicalValueOfAKeyIsWhatItsTypeCoercesAndIsCheckedAgainstItsRange() {
    assertThat(DEPTH.canonical(3)).isEqualTo(3);
    assertThat(LAMBDA.canonical(2.0)).isEqualTo(2.0);
    assertThat(FULL_TREE.canonical(true)).isEqualTo(true);
    assertThatThrownBy(() -> DEPTH.canonical(31))
        .hasMessage("parameter 'depth' = 31: must be an integer between 0 and 30");
  }

  /** A choice typed by an enum whose words are the constants' names in lower case. */
  enum Criterion implements Keyword {
    ENTROPY,
    GINI
  }

  /** Words with a hyphen (the default for an underscore) and one that keeps its underscore. */
  enum Draw implements Keyword {
    AGGREGATE,
    PER_USER,
    PAPER_ALG2 {
      @Override
      public String keyword() {
        return "paper_alg2";
      }
    }
  }

  @Test
  void aDefaultOutsideTheDeclaredRangeIsRejectedWhenDeclared() {
    assertThatThrownBy(() -> DEPTH.fit(31, "too deep"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("an integer between 0 and 30");
  }
}
