package org.ldpbench.method;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.RunMemo;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * What a curator may see besides the releases: the public sample, the unlabelled evaluation points,
 * the budget and size of each private sample (public metadata), and a seed for public randomness.
 * No private record is reachable from here; a {@link PrivateMethod} builds its partition and its
 * mechanisms from this alone.
 *
 * @param publicSample public sample D^Q, used without restriction
 * @param evaluationPoints features of the points the model will be asked to predict (some
 *     mechanisms release a statistic at given points: the Gaussian-process noise of Auddy et al. is
 *     drawn jointly over them)
 * @param budgets the budget of each private sample (index 0 is the target); empty when the
 *     experiment has no budget (only non-private methods may run then)
 * @param privateSampleSizes n_j of each private sample
 * @param publicSeed seed of randomness that is not privacy noise (random partitions); it depends on
 *     the data, the method's noise stream and its fit parameters, never on the budget, so a random
 *     partition is the same at every ε
 * @param knownDomain the feature domain known in advance, if the data source declares one ({@link
 *     DataSplit#knownDomain()})
 * @param memo the public half of the run's memo ({@link RunMemo#published()}): work on public data
 *     that the fits of a sweep share (partitions, routes of the evaluation points, warm starts); it
 *     holds no private value
 * @param fault a privacy fault planted by the privacy audit to show its power ({@link Fault});
 *     {@link Fault#NONE} in every production run (no command-line option sets it)
 */
public record PublicInput(
    Dataset publicSample,
    Features evaluationPoints,
    List<PrivacyBudget> budgets,
    List<Integer> privateSampleSizes,
    long publicSeed,
    Optional<FeatureBox> knownDomain,
    Memo memo,
    Fault fault) {

  /** An input without a planted fault. */
  public PublicInput(
      Dataset publicSample,
      Features evaluationPoints,
      List<PrivacyBudget> budgets,
      List<Integer> privateSampleSizes,
      long publicSeed,
      Optional<FeatureBox> knownDomain,
      Memo memo) {
    this(
        publicSample,
        evaluationPoints,
        budgets,
        privateSampleSizes,
        publicSeed,
        knownDomain,
        memo,
        Fault.NONE);
  }

  /** An input without a known domain, remembering nothing beyond itself. */
  public PublicInput(
      Dataset publicSample,
      Features evaluationPoints,
      List<PrivacyBudget> budgets,
      List<Integer> privateSampleSizes,
      long publicSeed) {
    this(publicSample, evaluationPoints, budgets, privateSampleSizes, publicSeed, Optional.empty());
  }

  /** An input remembering nothing beyond itself (a fresh memo). */
  public PublicInput(
      Dataset publicSample,
      Features evaluationPoints,
      List<PrivacyBudget> budgets,
      List<Integer> privateSampleSizes,
      long publicSeed,
      Optional<FeatureBox> knownDomain) {
    this(
        publicSample,
        evaluationPoints,
        budgets,
        privateSampleSizes,
        publicSeed,
        knownDomain,
        new Memo());
  }

  public PublicInput {
    Objects.requireNonNull(knownDomain, "knownDomain");
    Objects.requireNonNull(memo, "memo");
    Objects.requireNonNull(fault, "fault");
    Objects.requireNonNull(publicSample, "publicSample");
    Objects.requireNonNull(evaluationPoints, "evaluationPoints");
    budgets = List.copyOf(budgets);
    privateSampleSizes = List.copyOf(privateSampleSizes);
    if (!budgets.isEmpty() && budgets.size() != privateSampleSizes.size()) {
      throw new IllegalArgumentException(
          privateSampleSizes.size() + " private samples but " + budgets.size() + " budgets");
    }
  }

  /** This input with another fault (the privacy audit's fault switch). */
  public PublicInput withFault(Fault planted) {
    return new PublicInput(
        publicSample,
        evaluationPoints,
        budgets,
        privateSampleSizes,
        publicSeed,
        knownDomain,
        memo,
        planted);
  }

  /** The budget of the only private sample. */
  public PrivacyBudget budget() {
    if (budgets.size() != 1) {
      throw new IllegalStateException(
          budgets.isEmpty()
              ? "this input has no privacy budget"
              : "this input has " + budgets.size() + " budgets");
    }
    return budgets.get(0);
  }

  /** Number of private samples (servers). */
  public int privateSampleCount() {
    return privateSampleSizes.size();
  }

  /** Dimension d of every sample. */
  public int dimension() {
    return evaluationPoints.columns();
  }
}
