package org.ldpbench.method;

import java.util.List;
import java.util.Objects;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Everything a method may use when it fits: the public sample, the private samples with one
 * budget each, and the unlabelled evaluation points. The test labels are never part of it.
 *
 * <p>Evaluation points are here because some mechanisms release a statistic at given points
 * (the Gaussian-process noise of Auddy et al. is drawn jointly over the test set); methods that
 * do not need them ignore them.
 *
 * @param publicSample public sample D^Q, used without restriction
 * @param privateSamples private samples (index 0 is the target), to be used only through mechanisms
 * @param budgets the budget of each private sample, same order; empty when the experiment has no
 *     budget (only non-private methods may run then)
 * @param evaluationPoints features of the points the model will be asked to predict
 */
public record TrainingInput(
        Dataset publicSample, List<Dataset> privateSamples, List<PrivacyBudget> budgets, Features evaluationPoints) {

    public TrainingInput {
        Objects.requireNonNull(publicSample, "publicSample");
        Objects.requireNonNull(evaluationPoints, "evaluationPoints");
        privateSamples = List.copyOf(privateSamples);
        budgets = List.copyOf(budgets);
        if (!budgets.isEmpty() && privateSamples.size() != budgets.size()) {
            throw new IllegalArgumentException(
                    privateSamples.size() + " private samples but " + budgets.size() + " budgets");
        }
    }

    /** The input for a split whose private samples all get {@code budget}. */
    public static TrainingInput of(DataSplit split, PrivacyBudget budget) {
        return new TrainingInput(split.publicTrain(), split.privateTrain(),
                java.util.Collections.nCopies(split.privateTrain().size(), budget), split.test().features());
    }

    /** The input for a split without any budget (non-private methods only). */
    public static TrainingInput withoutBudget(DataSplit split) {
        return new TrainingInput(split.publicTrain(), split.privateTrain(), List.of(), split.test().features());
    }

    /** The only private sample (single-source methods). */
    public Dataset privateSample() {
        if (privateSamples.size() != 1) {
            throw new IllegalStateException("this input has " + privateSamples.size() + " private samples");
        }
        return privateSamples.get(0);
    }

    /** The budget of the only private sample. */
    public PrivacyBudget budget() {
        if (budgets.size() != 1) {
            throw new IllegalStateException(budgets.isEmpty() ? "this input has no privacy budget"
                    : "this input has " + budgets.size() + " budgets");
        }
        return budgets.get(0);
    }
}
