package org.ldpbench.method.baseline;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.MemoKey;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.RawRecords;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.Described;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * CT-W and CT-Q, the non-private CART baselines of Ma &amp; Yang's Table 2 (spec/lpct.md §4.1):
 * scikit-learn's {@code DecisionTreeClassifier} with default settings apart from max_depth,
 * reimplemented in {@link CartBuilder}. CT-W trains on the private sample (read through {@link
 * RawRecords}: no privacy) together with the public sample; CT-Q on the public sample only.
 *
 * <p>The depth limit is a post-processing parameter: {@code fit} grows the tree once to {@code
 * grownDepth} and each model cuts it at {@code depth}, which gives exactly the tree grown with that
 * limit (see {@link CartTree}), so a depth grid costs one fit. The paper's grid is depth 1..16 [P],
 * the code's {1..8, 10, 12, 14, 16} [C]; both fit in the default grownDepth 16.
 *
 * <p>[DIFF] Ties between equally good splits go to the smallest feature index; sklearn breaks them
 * by a random feature order (random_state = None), so on data with such ties the trees can differ.
 */
public final class CartMethod extends Described<MethodInfo> implements Method {

  /**
   * What a grown tree depends on besides its data object: CT-W also reads the public rows, held
   * weakly so that a remembered tree does not keep a replication's data alive.
   */
  record GrowKey(
      CartVariant variant, int grownDepth, java.lang.ref.WeakReference<Dataset> publicSample) {
    boolean same(GrowKey other) {
      Dataset mine = publicSample.get();
      return variant == other.variant
          && grownDepth == other.grownDepth
          && mine != null
          && mine == other.publicSample.get();
    }
  }

  /**
   * Grown trees per data object: the trees are immutable and budget-free, so every eps of a
   * replication shares one. CT-W's trees grow on private records and are remembered in the run's
   * exact half (through {@link RawRecords#remembered}), CT-Q's in its public half.
   */
  static final MemoKey<GrowKey, CartTree> TREES =
      MemoKey.ofImmutable("CART trees", GrowKey::same, 4);

  static final Param<Integer> GROWN_DEPTH = Param.integer("grownDepth", 0, 64);
  static final Param<Integer> DEPTH = Param.integer("depth", 0, 64);

  private final CartVariant variant;

  public CartMethod(CartVariant variant) {
    super(
        variant
            .info()
            .withParameters(
                GROWN_DEPTH.fit(
                    16,
                    "depth the tree is grown to once per fit; every depth up to it is then free"),
                DEPTH.postProcessing(null, "max_depth of the tree (at most grownDepth)")));
    this.variant = variant;
  }

  @Override
  public Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    int grownDepth = fitParameters.get(GROWN_DEPTH);
    // the tree does not depend on the budget: grown once per data object (every eps of a
    // replication)
    GrowKey key =
        new GrowKey(variant, grownDepth, new java.lang.ref.WeakReference<>(input.publicSample()));
    CartTree tree =
        variant == CartVariant.CT_W
            ? RawRecords.remembered(
                input,
                TREES,
                key,
                records -> grow(concatenate(input.publicSample(), records), grownDepth))
            : input
                .publicInput()
                .memo()
                .get(
                    TREES, input.publicSample(), key, () -> grow(input.publicSample(), grownDepth));
    return post -> {
      int depth = post.get(DEPTH);
      if (depth > grownDepth) {
        throw new IllegalArgumentException(
            "depth " + depth + " is more than grownDepth " + grownDepth + "; raise grownDepth");
      }
      return new CartModel(tree, depth);
    };
  }

  private static CartTree grow(Dataset training, int grownDepth) {
    return new CartBuilder(grownDepth).build(training.features(), training.classLabels());
  }

  /** The rows of {@code a} then those of {@code b}, with the larger class count. */
  static Dataset concatenate(Dataset a, Dataset b) {
    if (a.size() == 0) {
      return b;
    }
    if (a.dimension() != b.dimension()) {
      throw new IllegalArgumentException(
          "samples of dimension " + a.dimension() + " and " + b.dimension());
    }
    double[] first = a.features().copyRowMajor();
    double[] second = b.features().copyRowMajor();
    double[] values = Arrays.copyOf(first, first.length + second.length);
    System.arraycopy(second, 0, values, first.length, second.length);
    ClassLabels la = a.classLabels();
    ClassLabels lb = b.classLabels();
    int[] labels = Arrays.copyOf(la.copyLabels(), a.size() + b.size());
    System.arraycopy(lb.copyLabels(), 0, labels, a.size(), b.size());
    return new Dataset(
        Features.wrap(values, a.size() + b.size(), a.dimension()),
        new ClassLabels(labels, Math.max(la.classes(), lb.classes())));
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this).add().with(GROWN_DEPTH, 2).list();
  }
}
