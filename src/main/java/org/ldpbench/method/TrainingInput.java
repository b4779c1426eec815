package org.ldpbench.method;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RunMemo;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Everything a method may use when it fits: the {@link PublicInput} and the private samples,
 * which only a privacy mechanism may read. The test labels are never part of it.
 *
 * @param publicInput public sample, evaluation points, budgets, sizes, public seed
 * @param privateSamples private samples, index 0 being the target
 */
public record TrainingInput(PublicInput publicInput, List<PrivateSample> privateSamples) {

    public TrainingInput {
        Objects.requireNonNull(publicInput, "publicInput");
        privateSamples = List.copyOf(privateSamples);
        if (privateSamples.size() != publicInput.privateSampleCount()) {
            throw new IllegalArgumentException(privateSamples.size() + " private samples but the public input lists "
                    + publicInput.privateSampleCount());
        }
    }

    /**
     * The input for {@code split} with one budget per private sample (empty: no budget), sharing
     * nothing remembered with other inputs.
     *
     * @param publicSeed see {@link PublicInput#publicSeed()}
     */
    public static TrainingInput of(DataSplit split, List<PrivacyBudget> budgets, long publicSeed) {
        return of(split, budgets, publicSeed, new RunMemo());
    }

    /**
     * The input for {@code split} with one budget per private sample (empty: no budget), whose
     * public input carries the public half of {@code memo} and whose private samples remember
     * their exact statistics in its exact half: the fits of one run share both.
     *
     * @param publicSeed see {@link PublicInput#publicSeed()}
     */
    public static TrainingInput of(DataSplit split, List<PrivacyBudget> budgets, long publicSeed, RunMemo memo) {
        List<PrivateSample> samples = new ArrayList<>();
        List<Integer> sizes = new ArrayList<>();
        for (org.ldpbench.data.SampleRows sample : split.privateRows()) {
            samples.add(memo.privateSample(sample));
            sizes.add(sample.size());
        }
        return new TrainingInput(new PublicInput(split.publicTrain(), split.test().features(), budgets, sizes,
                publicSeed, split.knownDomain(), memo.published()), samples);
    }

    /** The input for a single-sample split whose private sample gets {@code budget}. */
    public static TrainingInput of(DataSplit split, PrivacyBudget budget) {
        return of(split, Collections.nCopies(split.privateRows().size(), budget), 0L);
    }

    /** The input for a split without any budget (non-private methods only). */
    public static TrainingInput withoutBudget(DataSplit split) {
        return of(split, List.of(), 0L);
    }

    public Dataset publicSample() {
        return publicInput.publicSample();
    }

    public Features evaluationPoints() {
        return publicInput.evaluationPoints();
    }

    public List<PrivacyBudget> budgets() {
        return publicInput.budgets();
    }

    /** The budget of the only private sample. */
    public PrivacyBudget budget() {
        return publicInput.budget();
    }

    /** The only private sample (single-source methods). */
    public PrivateSample privateSample() {
        if (privateSamples.size() != 1) {
            throw new IllegalStateException("this input has " + privateSamples.size() + " private samples");
        }
        return privateSamples.get(0);
    }
}
