package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.CommonParams;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.NoiseDraw;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.partition.TreePartition;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * LPCT-prune (Ma &amp; Yang §5, JMLR Algorithm 2; spec/lpct.md §3): LPCT without tuning. The
 * partition of depth p0 is built from public data (max-edge or CART, {@code splitter}), queried
 * once with LPCT's randomizer, and pruned back leaf by leaf to the deepest ancestor whose
 * estimate's sign passes a test, each node's λ chosen in closed form ({@link LpctPruning}, {@link
 * PruneConstants}). p0 and p_min come from the data ({@link PruneDepths}) unless {@code
 * maxDepth}/{@code minDepth} fix them.
 *
 * <p>Budget ({@code halveBudget}, {@code fallback}): JMLR queries with ε/2 and, if the pruning
 * raises its flag, queries the depth-p_min tree with the other ε/2 and answers with the
 * private-only estimate there ({@code fallback: enabled}, {@code halveBudget: true}, the defaults).
 * The authors' first code (C0) and the paper's figures 5(c) and 7(b) query once with the full ε and
 * never fall back ({@code fallback: disabled}, {@code halveBudget: false}). A fallback after a
 * full-ε query would spend 1.5ε: that combination is not applicable. The statistics use the query's
 * ε, the depth formulas the full ε (spec §3.2 [REC]).
 *
 * <p>Where the authors' code crashes or misbehaves, this does not: HEAD's fallback refit predicts
 * with labels it never computed ({@code AttributeError}) and its flag is always set (the builder
 * returns itself, not the flag); here the fallback model is η̃_P on the depth-p_min tree and the
 * flag is the walk's. HEAD also partitions on the private sample; here only public data are
 * partitioned. Nodes without public points, non-positive noisy counts and λ at either end are
 * handled as {@link PruneConstants} says, never by dividing by zero or throwing.
 */
public final class LpctPruneMethod extends PrivateMethod {

  public static final String NAME = "LPCT-prune";

  /** Sentinel of maxDepth/minDepth: use the data-driven formula. */
  static final int FROM_DATA = -1;

  static final Param<Integer> MAX_DEPTH =
      Param.integer("maxDepth", FROM_DATA, PruneDepths.MAX_DEPTH);
  static final Param<Integer> MIN_DEPTH =
      Param.integer("minDepth", FROM_DATA, PruneDepths.MAX_DEPTH);
  static final Param<Fallback> FALLBACK = Param.choice("fallback", Fallback.class);
  static final Param<Boolean> HALVE_BUDGET = Param.bool("halveBudget");
  static final Param<PruneConstants> CONSTANTS = Param.choice("constants", PruneConstants.class);

  /**
   * Whether a flagged pruning falls back to the private-only tree of depth p_min ({@code fallback:}
   * in a spec).
   */
  enum Fallback implements Keyword {
    /** {@code enabled}: it does (JMLR). */
    ENABLED,
    /** {@code disabled}: never (C0, Figures 5c and 7b). */
    DISABLED
  }

  public LpctPruneMethod() {
    super(
        MethodInfo.classifier(
                NAME,
                "pruned LPCT (Algorithm 2): depth-p0 query, per-leaf pruning with closed-form lambda, optional fallback",
                PrivacyModel.LOCAL)
            .withParameters(specs(LpctPartitions.parameters(false)))
            .withBudget(
                BudgetUse.pure(
                    "halveBudget true (default): LPCT's release of the depth-p0 tree at eps/2 and"
                        + " of the depth-p_min tree at eps/2 (every user answers both), basic composition gives eps;"
                        + " halveBudget false: one query with the whole eps (a fallback then is not applicable)")));
  }

  private static List<ParameterSpec> specs(List<ParameterSpec> partition) {
    List<ParameterSpec> specs = new ArrayList<>(partition);
    specs.add(
        MAX_DEPTH.fit(
            FROM_DATA,
            "p0, depth of the queried tree; -1: floor(d/(2+2d) log2(n_P eps^2 + n_Q^((2+2d)/d))) (Algorithm 2)"));
    specs.add(
        MIN_DEPTH.fit(
            FROM_DATA,
            "p_min, termination depth (at most p0); -1: floor(d/(2+2d) log2(n_P eps^2 + 1))"));
    specs.add(
        FALLBACK.fit(
            Fallback.ENABLED,
            "enabled: answer with the private-only tree of depth p_min when the pruning flags (JMLR); "
                + "disabled: never (C0, Figures 5c and 7b)"));
    specs.add(
        HALVE_BUDGET.fit(
            true,
            "query the depth-p0 tree with eps/2 (JMLR); false: with eps (C0; needs fallback: disabled)"));
    specs.add(LpctLocalRandomizer.NOISE_SPEC);
    specs.add(
        CONSTANTS.postProcessing(
            PruneConstants.CODE,
            "test statistic and walk: code (the authors' constants, spec 3.3) or paper_alg2 (Algorithm 2 as written)"));
    return specs;
  }

  /**
   * Small trees: with the fallback (two ε/2 queries), without (one ε query), and per-user noise.
   */
  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(MAX_DEPTH, 2)
        .with(MIN_DEPTH, 1)
        .add()
        .with(MAX_DEPTH, 2)
        .with(MIN_DEPTH, 1)
        .with(FALLBACK, Fallback.DISABLED)
        .with(HALVE_BUDGET, false)
        .add()
        .with(MAX_DEPTH, 1)
        .with(MIN_DEPTH, 1)
        .with(CommonParams.NOISE, NoiseDraw.PER_USER)
        .list();
  }

  @Override
  public PrivateProtocol<PruneRelease> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    boolean fallback = p.get(FALLBACK) == Fallback.ENABLED;
    boolean halve = p.get(HALVE_BUDGET);
    if (fallback && !halve) {
      throw new NotApplicable(
          "fallback: enabled needs halveBudget: true (a full-eps query plus the eps/2 "
              + "fallback query would spend 1.5 eps)");
    }
    PrivacyBudget budget = input.budget();
    int nPrivate = input.privateSampleSizes().get(0);
    if (nPrivate < 1) {
      throw new IllegalArgumentException(
          "LPCT-prune needs at least one private record, got n_P = " + nPrivate);
    }
    int nPublic = input.publicSample().size();
    int d = input.dimension();
    int p0 =
        p.get(MAX_DEPTH) == FROM_DATA
            ? PruneDepths.p0(d, nPrivate, nPublic, budget.epsilon())
            : p.get(MAX_DEPTH);
    int pMin =
        Math.min(
            p0,
            p.get(MIN_DEPTH) == FROM_DATA
                ? PruneDepths.pMin(d, nPrivate, budget.epsilon())
                : p.get(MIN_DEPTH));
    PrivacyBudget queryBudget = halve ? budget.scaled(0.5) : budget;
    LpctLocalRandomizer.Mode mode = LpctLocalRandomizer.mode(p);

    TreePartition tree = LpctPartitions.built(p, p0, input, publicRandomness);
    PublicLeafCounts counts = PublicLeafCounts.of(tree, input.publicSample(), input.memo());
    TreePartition fallbackTree =
        fallback ? LpctPartitions.built(p, pMin, input, publicRandomness) : null;
    PrivacyBudget each = halve ? input.fault().share(budget, 0.5) : budget;
    LpctPruneRandomizer mechanism =
        new LpctPruneRandomizer(
            new LpctLocalRandomizer(tree, each, mode, input.fault()),
            fallback ? new LpctLocalRandomizer(fallbackTree, each, mode, input.fault()) : null);
    PruneContext context = new PruneContext(p0, pMin, nPrivate, nPublic, queryBudget.epsilon());
    return new PrivateProtocol<>() {
      @Override
      public List<LpctPruneRandomizer> mechanisms() {
        return List.of(mechanism);
      }

      @Override
      public Fit curate(List<PruneRelease> releases) {
        PruneRelease release = releases.get(0);
        return new LpctPruneFit(
            tree, release.query(), counts, context, fallbackTree, release.fallback(), input.memo());
      }
    };
  }
}
