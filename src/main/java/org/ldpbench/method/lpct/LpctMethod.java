package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Fit;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;
import org.ldpbench.partition.MaxEdgePartitioner;
import org.ldpbench.partition.Partitioner;
import org.ldpbench.partition.SplitCriterion;
import org.ldpbench.partition.TreePartition;

/**
 * LPCT (Ma &amp; Yang) and the estimators on its partition. Fitting:
 * <ol>
 *   <li>build the max-edge partition of depth {@code depth} from the public sample only;</li>
 *   <li>every private user releases its noisy leaf indicators through {@link LpctLocalRandomizer},
 *       the protocol's only mechanism (drawn in aggregate by default, literally with
 *       {@code noise: per-user}); LPCT-Q has no mechanism, LPCT-NP the non-private
 *       {@link ExactLeafTally};</li>
 *   <li>the curator tallies public counts; models for each λ are post-processing
 *       ({@link LpctCurator}).</li>
 * </ol>
 */
public final class LpctMethod extends PrivateMethod {

    /**
     * Version 2 (issue 5): the partition's public randomness comes from the public seed instead of
     * the first draw of the noise stream, and the release from a child stream of it.
     */
    static final int IMPLEMENTATION_VERSION = 2;

    /** Noise stream shared by LPCT and LPCT-P: same fit parameters, same release. */
    static final String RELEASE_STREAM = "lpct-release";

    private final LpctVariant variant;
    private final ParameterSpace parameters;

    public LpctMethod(LpctVariant variant) {
        this.variant = variant;
        this.parameters = parametersOf(variant);
    }

    private static ParameterSpace parametersOf(LpctVariant variant) {
        List<ParameterSpec> specs = new ArrayList<>(List.of(
                ParameterSpec.fit("splitter", ParameterType.choice("maxedge"), "maxedge",
                        "partition rule (max-edge, spec/lpct.md 2.2-2.3)"),
                ParameterSpec.fit("depth", ParameterType.integer(0, 30), null, "tree depth p"),
                ParameterSpec.fit("criterion", ParameterType.choice("entropy", "gini"), "entropy",
                        "impurity ranking the longest edges (code: entropy; paper text: gini)"),
                ParameterSpec.fit("minSamplesSplit", ParameterType.integer(0, Integer.MAX_VALUE), 1,
                        "cells with at most this many public points (or distinct rows) are leaves"),
                ParameterSpec.fit("minSamplesLeaf", ParameterType.integer(0, Integer.MAX_VALUE), 1,
                        "each side of a cut needs at least this many public points"),
                ParameterSpec.fit("fullTree", ParameterType.bool(), false,
                        "ignore the sample-count rules and cut every cell down to depth p (JMLR Algorithm 1)")));
        if (variant == LpctVariant.LPCT_THEORY) {
            specs.removeIf(spec -> spec.name().equals("depth") || spec.name().equals("fullTree"));
            specs.add(ParameterSpec.fit("fullTree", ParameterType.bool(), true,
                    "cut every cell down to the theory's depth (JMLR Algorithm 1; needed without public data)"));
            specs.add(ParameterSpec.fit("theoryAlpha", ParameterType.real(0.0, false, 1.0), 1.0,
                    "smoothness alpha assumed by the depth and lambda formulas"));
            specs.add(ParameterSpec.fit("theoryGamma", ParameterType.real(0.0, false, 1e6), 1.0,
                    "relative signal exponent gamma assumed by the formulas"));
        }
        if (variant.drawsNoise()) {
            specs.add(ParameterSpec.fit("noise", ParameterType.choice("aggregate", "per-user"), "aggregate",
                    "aggregate: exact Gamma-difference sums per leaf; per-user: every user's release drawn"));
        }
        if (variant.usesLambda()) {
            specs.add(ParameterSpec.postProcessing("lambda", ParameterType.real(0.0, true, Double.MAX_VALUE), null,
                    "weight of one public sample relative to one private sample (eq. 8)"));
        }
        return new ParameterSpace(specs);
    }

    public LpctVariant variant() {
        return variant;
    }

    @Override
    public String name() {
        return variant.methodName();
    }

    @Override
    public String description() {
        return variant.description();
    }

    @Override
    public TaskType task() {
        return TaskType.CLASSIFICATION;
    }

    @Override
    public int implementationVersion() {
        return IMPLEMENTATION_VERSION;
    }

    /** Depth 2, with aggregate and with per-user noise. */
    @Override
    public List<Map<String, Object>> auditConfigurations() {
        if (variant == LpctVariant.LPCT_THEORY) {
            return List.of(Map.of());
        }
        if (!variant.drawsNoise()) {
            return List.of(Map.of("depth", 2L));
        }
        return List.of(Map.of("depth", 2L, "noise", "aggregate"), Map.of("depth", 2L, "noise", "per-user"));
    }

    @Override
    public PrivacyModel privacyModel() {
        return variant == LpctVariant.LPCT_NP ? PrivacyModel.NONE : PrivacyModel.LOCAL;
    }

    @Override
    public ParameterSpace parameters() {
        return parameters;
    }

    @Override
    public String noiseStream() {
        return variant.drawsNoise() ? RELEASE_STREAM : name();
    }

    @Override
    public PrivateProtocol<LeafSums> protocol(PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
        TheoryChoice theory = variant == LpctVariant.LPCT_THEORY ? TheoryChoice.of(input, p) : null;
        Partitioner partitioner = new MaxEdgePartitioner(theory != null ? theory.depth() : p.getInt("depth"),
                SplitCriterion.valueOf(p.getString("criterion").toUpperCase(java.util.Locale.ROOT)),
                p.getInt("minSamplesSplit"), p.getInt("minSamplesLeaf"), p.getBoolean("fullTree"),
                variant == LpctVariant.LPCT_R ? MaxEdgePartitioner.EdgeRule.RANDOM : MaxEdgePartitioner.EdgeRule.IMPURITY);
        TreePartition partition = partitioner.build(input.publicSample(), publicRandomness);
        PublicLeafCounts counts = PublicLeafCounts.of(partition, input.publicSample());
        List<PrivateMechanism<LeafSums>> mechanisms = switch (variant) {
            case LPCT, LPCT_R, LPCT_P, LPCT_THEORY -> List.of(new LpctLocalRandomizer(partition, input.budget(),
                    "per-user".equals(p.getString("noise")) ? LpctLocalRandomizer.Mode.PER_USER
                            : LpctLocalRandomizer.Mode.AGGREGATE));
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
                return new LpctFit(variant, partition, releases.isEmpty() ? null : releases.get(0), counts, theory);
            }
        };
    }
}
