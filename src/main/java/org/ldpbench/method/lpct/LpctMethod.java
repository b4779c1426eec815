package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.NoiseDraw;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.partition.Partitioner;
import org.ldpbench.partition.TreePartition;

/**
 * LPCT (Ma &amp; Yang) and the estimators on its partition. Fitting:
 *
 * <ol>
 *   <li>build the partition of depth {@code depth} from the public sample only: max-edge or
 *       CART-criterion ({@code splitter}), or for LPCT-R random max-edge drawn from the public
 *       randomness ({@link LpctPartitions});
 *   <li>every private user releases its noisy leaf indicators through {@link LpctLocalRandomizer},
 *       the protocol's only mechanism (drawn in aggregate by default, literally with {@code noise:
 *       per-user}); LPCT-Q has no mechanism, LPCT-NP the non-private {@link ExactLeafTally};
 *   <li>the curator tallies public counts; models for each λ are post-processing ({@link
 *       LpctCurator}).
 * </ol>
 */
public final class LpctMethod extends PrivateMethod {

  /** Name of LPCT on the random max-edge partition. */
  static final String LPCT_R = "LPCT-R";

  /**
   * LPCT-R is at 3: an earlier LPCT-R (a variant sharing LPCT's noise stream) stored rows at 2;
   * this one draws from its own noise stream, so those rows must be recomputed, not reused.
   */
  private static final MethodInfo LPCT_R_INFO =
      MethodInfo.classifier(
              LPCT_R,
              "LPCT (eq. 8) on a random max-edge partition: uniform among the longest edges, midpoint cut",
              PrivacyModel.LOCAL)
          .withVersion(3)
          .withBudget(LpctVariant.releaseBudget());

  static final Param<Integer> DEPTH = Param.integer("depth", 0, 30);
  static final Param<Double> THEORY_ALPHA = Param.real("theoryAlpha", 0.0, false, 1.0);
  static final Param<Double> THEORY_GAMMA = Param.real("theoryGamma", 0.0, false, 1e6);
  static final Param<Double> LAMBDA = Param.real("lambda", 0.0, true, Double.MAX_VALUE);

  private final LpctVariant variant;
  private final boolean randomPartition;

  /** One of the four estimators on the partition chosen by the {@code splitter} parameter. */
  public LpctMethod(LpctVariant variant) {
    this(variant, false);
  }

  private LpctMethod(LpctVariant variant, boolean randomPartition) {
    super(
        (randomPartition ? LPCT_R_INFO : variant.info())
            .withParameters(parametersOf(variant, randomPartition)));
    this.variant = variant;
    this.randomPartition = randomPartition;
  }

  /**
   * LPCT-R (Ma &amp; Yang §6, Figure 9): eq. 8 with weight λ on the random max-edge partition of
   * Cai et al. (2023), drawn from the public randomness, so the same partition at every ε.
   */
  public static LpctMethod randomMaxEdge() {
    return new LpctMethod(LpctVariant.LPCT, true);
  }

  private static List<ParameterSpec> parametersOf(LpctVariant variant, boolean randomPartition) {
    List<ParameterSpec> specs = new ArrayList<>(LpctPartitions.parameters(randomPartition));
    // after splitter, as before splitter was shared (error messages list parameters in this order)
    specs.add(randomPartition ? 0 : 1, DEPTH.fit(null, "tree depth p"));
    if (variant == LpctVariant.LPCT_THEORY) {
      specs.removeIf(spec -> DEPTH.declares(spec) || LpctPartitions.FULL_TREE.declares(spec));
      specs.add(
          LpctPartitions.FULL_TREE.fit(
              true,
              "cut every cell down to the theory's depth (JMLR Algorithm 1; needed without public data)"));
      specs.add(THEORY_ALPHA.fit(1.0, "smoothness alpha assumed by the depth and lambda formulas"));
      specs.add(THEORY_GAMMA.fit(1.0, "relative signal exponent gamma assumed by the formulas"));
    }
    if (variant.drawsNoise()) {
      specs.add(LpctLocalRandomizer.NOISE_SPEC);
    }
    if (variant.usesLambda()) {
      specs.add(
          LAMBDA.postProcessing(
              null, "weight of one public sample relative to one private sample (eq. 8)"));
    }
    return specs;
  }

  /** The estimator (LPCT for LPCT-R). */
  public LpctVariant variant() {
    return variant;
  }

  /** True for LPCT-R. */
  public boolean randomPartition() {
    return randomPartition;
  }

  /**
   * Depth 2, with aggregate and with per-user noise (LPCT-R: aggregate; its randomizer is LPCT's).
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    AuditConfigurations audit = AuditConfigurations.of(this);
    if (randomPartition) {
      return audit.add().with(DEPTH, 2).with(CommonParams.NOISE, NoiseDraw.AGGREGATE).list();
    }
    if (variant == LpctVariant.LPCT_THEORY) {
      return audit.add().list();
    }
    if (!variant.drawsNoise()) {
      return audit.add().with(DEPTH, 2).list();
    }
    return audit
        .add()
        .with(DEPTH, 2)
        .with(CommonParams.NOISE, NoiseDraw.AGGREGATE)
        .add()
        .with(DEPTH, 2)
        .with(CommonParams.NOISE, NoiseDraw.PER_USER)
        .list();
  }

  /** λ = 1 (one public sample weighs as one private sample) where λ is a parameter. */
  @Override
  public Map<String, Object> auditPostProcessing() {
    return variant.usesLambda() ? Map.of("lambda", 1.0) : Map.of();
  }

  @Override
  public PrivateProtocol<LeafSums> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    TheoryChoice theory = variant == LpctVariant.LPCT_THEORY ? TheoryChoice.of(input, p) : null;
    int depth = theory != null ? theory.depth() : p.get(DEPTH);
    Partitioner partitioner =
        randomPartition ? LpctPartitions.randomMaxEdge(p, depth) : LpctPartitions.of(p, depth);
    // a deterministic partition depends on the public sample and its rule only: built once for
    // every eps
    TreePartition partition =
        randomPartition
            ? partitioner.build(input.publicSample(), publicRandomness)
            : LpctPartitions.built(p, depth, input, publicRandomness);
    PublicLeafCounts counts = PublicLeafCounts.of(partition, input.publicSample(), input.memo());
    List<PrivateMechanism<LeafSums>> mechanisms =
        switch (variant) {
          case LPCT, LPCT_P, LPCT_THEORY ->
              List.of(
                  new LpctLocalRandomizer(
                      partition, input.budget(), LpctLocalRandomizer.mode(p), input.fault()));
          case LPCT_NP -> List.of(new ExactLeafTally(partition));
          case LPCT_Q -> List.of();
        };
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<LeafSums>> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<LeafSums> releases) {
        return new LpctFit(
            variant,
            partition,
            releases.isEmpty() ? null : releases.get(0),
            counts,
            theory,
            input.memo());
      }
    };
  }
}
