package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.Fit;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.testing.MethodFits;
import org.ldpbench.testing.TestDatasets;

class CartMethodTest {

  /**
   * Eight points; the tree worked out by hand with Gini (weighted child impurity n_L·G_L + n_R·G_R,
   * smaller is better):
   *
   * <pre>
   * root (3 zeros, 5 ones): best on x0 is 4 | 4 at 0.5: (3,1) and (0,4) -> 4·6/16 + 0 = 1.5;
   *   best on x1 is 3 | 5 at 0.4: 0 + 5·(1 − 13/25) = 2.4. So x0 ≤ 0.5.
   * left (points 0-3: 3 zeros, 1 one): x1 puts point 2 (x1 = 0.1, y = 1) alone at (0.1+0.5)/2 = 0.3:
   *   both children pure (0); x0's best is 2 | 2 at 0.25 with 2·0.5 = 1. So x1 ≤ 0.3.
   * right (points 4-7): all ones, a leaf.
   * </pre>
   */
  private static final double[][] X = {
    {0.1, 0.5}, {0.2, 0.9}, {0.3, 0.1}, {0.4, 0.7},
    {0.6, 0.2}, {0.7, 0.8}, {0.8, 0.3}, {0.9, 0.6}
  };

  private static final int[] Y = {0, 0, 1, 0, 1, 1, 1, 1};

  @Test
  void growsTheHandComputedTree() {
    CartTree tree = new CartBuilder(16).build(Features.of(X), ClassLabels.binary(Y.clone()));
    assertThat(tree.nodeCount()).isEqualTo(5);
    assertThat(tree.depth()).isEqualTo(2);
    assertThat(tree.feature(0)).isEqualTo(0);
    assertThat(tree.threshold(0)).isEqualTo(0.5);
    int left = tree.left(0);
    int right = tree.right(0);
    assertThat(tree.feature(left)).isEqualTo(1);
    assertThat(tree.threshold(left)).isEqualTo(0.1 / 2 + 0.5 / 2);
    assertThat(tree.majority(left)).isZero();
    assertThat(tree.isLeaf(right)).isTrue();
    assertThat(tree.majority(right)).isEqualTo(1);
    assertThat(tree.majority(tree.left(left))).isEqualTo(1);
    assertThat(tree.majority(tree.right(left))).isZero();

    Features points =
        TestDatasets.points(
            new double[] {0.45, 0.2}, new double[] {0.5, 0.9}, new double[] {0.55, 0.0});
    // depth 2: (0.45, 0.2) -> left, x1 ≤ 0.3 -> 1; (0.5, 0.9) is on the cut: ≤ goes left, then 0;
    // (0.55, 0) -> 1
    assertThat(new CartModel(tree, 2).predict(points).labels()).containsExactly(1, 0, 1);
    // depth 1: the left node predicts its majority 0
    assertThat(new CartModel(tree, 1).predict(points).labels()).containsExactly(0, 0, 1);
    // depth 0: the root's majority (5 ones of 8)
    assertThat(new CartModel(tree, 0).predict(points).labels()).containsExactly(1, 1, 1);
    // every training point is classified correctly at full depth
    assertThat(new CartModel(tree, 16).predict(Features.of(X)).labels()).containsExactly(Y);
  }

  @Test
  void aTieGoesToClassZeroAndConstantOrDuplicatePointsMakeALeaf() {
    CartTree two =
        new CartBuilder(5)
            .build(
                Features.of(new double[][] {{0.1}, {0.2}}), ClassLabels.binary(new int[] {1, 0}));
    assertThat(two.majority(0)).isZero(); // 1 vs 1
    assertThat(two.nodeCount()).isEqualTo(3);
    CartTree same =
        new CartBuilder(5)
            .build(
                Features.of(new double[][] {{0.3, 1}, {0.3, 1}, {0.3, 1}}),
                ClassLabels.binary(new int[] {1, 0, 1}));
    assertThat(same.nodeCount()).isEqualTo(1);
    assertThat(same.majority(0)).isEqualTo(1);
    // values within 1e-7 count as equal (sklearn's FEATURE_THRESHOLD)
    CartTree close =
        new CartBuilder(5)
            .build(
                Features.of(new double[][] {{0.3}, {0.3 + 5e-8}}),
                ClassLabels.binary(new int[] {1, 0}));
    assertThat(close.nodeCount()).isEqualTo(1);
  }

  @Test
  void cuttingTheDeepTreeEqualsGrowingWithTheLimit() {
    Dataset data = TestDatasets.uniform(400, 3, 5L);
    Features test = TestDatasets.uniform(300, 3, 6L).features();
    CartTree deep = new CartBuilder(12).build(data.features(), data.classLabels());
    for (int depth = 0; depth <= 12; depth++) {
      CartTree limited = new CartBuilder(depth).build(data.features(), data.classLabels());
      assertThat(new CartModel(deep, depth).predict(test).labels())
          .as("depth %d", depth)
          .containsExactly(new CartModel(limited, depth).predict(test).labels());
    }
    // a fully grown tree fits the training data up to duplicated points (none here)
    assertThat(
            new CartModel(new CartBuilder(64).build(data.features(), data.classLabels()), 64)
                .predict(data.features())
                .labels())
        .containsExactly(data.classLabels().copyLabels());
  }

  @Test
  void ctwUsesThePrivateSampleAndCtqDoesNot() {
    Dataset publicSample = TestDatasets.uniform(60, 2, 1L);
    Dataset privateSample = TestDatasets.uniform(400, 2, 2L);
    Dataset test = TestDatasets.uniform(200, 2, 3L);
    int[] flipped = privateSample.classLabels().copyLabels();
    for (int i = 0; i < flipped.length; i++) {
      flipped[i] = 1 - flipped[i];
    }
    Dataset flippedPrivate = new Dataset(privateSample.features(), ClassLabels.binary(flipped));
    TrainingInput a =
        TrainingInput.of(DataSplit.of(publicSample, privateSample, test), PrivacyBudget.pure(1));
    TrainingInput b =
        TrainingInput.of(DataSplit.of(publicSample, flippedPrivate, test), PrivacyBudget.pure(1));
    Map<String, Object> p = Map.of("depth", 3);
    CartMethod ctq = new CartMethod(CartVariant.CT_Q);
    CartMethod ctw = new CartMethod(CartVariant.CT_W);
    assertThat(MethodFits.labels(ctq, a, p, 1, test.features()))
        .containsExactly(MethodFits.labels(ctq, b, p, 2, test.features()));
    assertThat(MethodFits.labels(ctw, a, p, 1, test.features()))
        .isNotEqualTo(MethodFits.labels(ctw, b, p, 1, test.features()));
    // CT-W is CART on public + private
    Dataset both = CartMethod.concatenate(publicSample, privateSample);
    assertThat(both.size()).isEqualTo(460);
    CartTree direct = new CartBuilder(16).build(both.features(), both.classLabels());
    assertThat(MethodFits.labels(ctw, a, p, 1, test.features()))
        .containsExactly(new CartModel(direct, 3).predict(test.features()).labels());
  }

  @Test
  void depthAboveTheGrownDepthIsRejected() {
    Dataset data = TestDatasets.uniform(50, 2, 1L);
    TrainingInput input = TrainingInput.of(DataSplit.of(data, data, data), PrivacyBudget.pure(1));
    CartMethod ctq = new CartMethod(CartVariant.CT_Q);
    Fit fit = MethodFits.fit(ctq, input, Map.of("grownDepth", 4), 1);
    assertThatThrownBy(() -> fit.model(MethodFits.postParameters(ctq, Map.of("depth", 5))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("grownDepth 4");
  }
}
