package org.ldpbench.data;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * {@link Memo#canonical}: features with the same doubles map to one object, so that what a memo
 * remembers for the first is found for a copy drawn anew; anything else keeps its own object.
 */
class CanonicalFeaturesTest {

  private static Features points(double... values) {
    return Features.wrap(values.clone(), values.length / 2, 2);
  }

  @Test
  void aCopyWithTheSameValuesMapsToTheFirstObject() {
    Memo memo = new Memo();
    Features first = points(0.1, 0.2, 0.3, 0.4);
    Features copy = points(0.1, 0.2, 0.3, 0.4);
    assertThat(memo.canonical(first)).isSameAs(first);
    assertThat(memo.canonical(copy)).isSameAs(first);
    // a remembered value is found through the canonical object
    MemoKey<String, String> key = MemoKey.ofImmutable("test", String::equals, 4);
    memo.get(key, memo.canonical(first), "k", () -> "computed once");
    assertThat(memo.get(key, memo.canonical(copy), "k", () -> "computed twice"))
        .isEqualTo("computed once");
  }

  @Test
  void differentValuesOrShapesOrZeroSignsKeepTheirOwnObject() {
    Memo memo = new Memo();
    Features first = points(0.1, 0.2, 0.3, 0.4);
    memo.canonical(first);
    Features otherValue = points(0.1, 0.2, 0.3, 0.5);
    Features otherShape = Features.wrap(new double[] {0.1, 0.2, 0.3, 0.4}, 4, 1);
    Features negativeZero = points(-0.0, 0.2);
    Features positiveZero = points(0.0, 0.2);
    assertThat(memo.canonical(otherValue)).isSameAs(otherValue);
    assertThat(memo.canonical(otherShape)).isSameAs(otherShape);
    assertThat(memo.canonical(negativeZero)).isSameAs(negativeZero);
    // −0.0 and +0.0 compare equal as numbers but are different doubles: a pure computation may
    // tell them apart, so they are not shared
    assertThat(memo.canonical(positiveZero)).isSameAs(positiveZero);
    assertThat(first.sameValues(points(0.1, 0.2, 0.3, 0.4))).isTrue();
    assertThat(negativeZero.sameValues(positiveZero)).isFalse();
  }

  @Test
  void onlyTheLastFewDistinctObjectsAreKeptAndTwoMemosShareNothing() {
    Memo memo = new Memo();
    Features first = points(0.1, 0.2);
    memo.canonical(first);
    for (int k = 0; k < CanonicalFeatures.KEPT - 1; k++) {
      memo.canonical(points(0.5, k));
    }
    assertThat(memo.canonical(points(0.1, 0.2))).isSameAs(first);
    memo.canonical(points(0.9, 0.9));
    Features later = points(0.1, 0.2);
    assertThat(memo.canonical(later)).as("the first was dropped, oldest out").isSameAs(later);
    assertThat(new Memo().canonical(points(0.1, 0.2))).isNotSameAs(later);
  }
}
