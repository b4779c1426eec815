package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.TaskType;
import org.ldpbench.method.TrainingInput;
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
 *   <li>every private user releases its noisy leaf indicators through {@link LpctLocalRandomizer}
 *       (drawn in aggregate by default, literally with {@code noise: per-user});</li>
 *   <li>the curator tallies public counts; models for each λ are post-processing
 *       ({@link LpctCurator}).</li>
 * </ol>
 */
public final class LpctMethod implements Method {

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
    public Fit fit(TrainingInput input, ParameterSet p, RandomGenerator noise) {
        Partitioner partitioner = new MaxEdgePartitioner(p.getInt("depth"),
                SplitCriterion.valueOf(p.getString("criterion").toUpperCase(java.util.Locale.ROOT)),
                p.getInt("minSamplesSplit"), p.getInt("minSamplesLeaf"), p.getBoolean("fullTree"));
        // The partition gets its own child stream, taken first, so that what a partition rule does with
        // its randomness (max-edge: nothing; random max-edge: edge choices) never shifts the release noise.
        TreePartition partition = partitioner.build(input.publicSample(), new SplittableRandom(noise.nextLong()));
        PublicLeafCounts counts = PublicLeafCounts.of(partition, input.publicSample());
        LeafSums sums = null;
        if (variant.drawsNoise()) {
            LpctLocalRandomizer randomizer = new LpctLocalRandomizer(partition, input.budget());
            sums = "per-user".equals(p.getString("noise"))
                    ? randomizer.releaseAllPerUser(input.privateSample(), noise)
                    : randomizer.releaseAllAggregate(input.privateSample(), noise);
        } else if (variant == LpctVariant.LPCT_NP) {
            sums = LeafTally.of(partition, input.privateSample());
        }
        return new LpctFit(variant, partition, sums, counts);
    }
}
