package org.ldpbench.method;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.SampleRows;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Everything a method may use when it fits: the {@link PublicInput} and the private samples, which
 * only a privacy mechanism may read. The test labels are never part of it.
 *
 * <p>The inputs the harness makes ({@link #of}) hold the {@link RecordAccess} of each private
 * sample, the capability to read it, and never hand it out: {@link PrivateMethod#fit} opens sample
 * j's access for the duration of mechanism j's call only, and a non-private method reads through
 * {@link RawRecords#of(TrainingInput)}. A private method never holds its training input (its
 * protocol is made from the public input), so no curator can open a sample.
 */
public final class TrainingInput {

  private final PublicInput publicInput;
  private final List<PrivateSample> privateSamples;

  /**
   * The access of each guarded sample, or empty (the samples are standalone, or not ours to open).
   */
  private final List<RecordAccess> accesses;

  /**
   * An input of samples as given. Guarded samples given here stay closed (their access is not in
   * this input): only {@link #of} makes inputs whose guarded samples can be read.
   *
   * @param publicInput public sample, evaluation points, budgets, sizes, public seed
   * @param privateSamples private samples, index 0 being the target
   */
  public TrainingInput(PublicInput publicInput, List<PrivateSample> privateSamples) {
    this(publicInput, privateSamples, List.of());
  }

  private TrainingInput(
      PublicInput publicInput, List<PrivateSample> privateSamples, List<RecordAccess> accesses) {
    this.publicInput = Objects.requireNonNull(publicInput, "publicInput");
    this.privateSamples = List.copyOf(privateSamples);
    this.accesses = List.copyOf(accesses);
    if (this.privateSamples.size() != publicInput.privateSampleCount()) {
      throw new IllegalArgumentException(
          this.privateSamples.size()
              + " private samples but the public input lists "
              + publicInput.privateSampleCount());
    }
  }

  /** Public sample, evaluation points, budgets, sizes, public seed. */
  public PublicInput publicInput() {
    return publicInput;
  }

  /** The private samples, index 0 being the target. */
  public List<PrivateSample> privateSamples() {
    return privateSamples;
  }

  /**
   * {@code call} with private sample {@code j} readable on this thread (its access opened), for
   * {@link PrivateMethod#fit}'s mechanism calls and {@link RawRecords}'s non-private reads only.
   */
  <T> T readingSample(int j, Supplier<T> call) {
    return accesses.isEmpty() ? call.get() : accesses.get(j).during(call);
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
   * The input for {@code split} with one budget per private sample (empty: no budget), whose public
   * input carries the public half of {@code memo} and whose private samples remember their exact
   * statistics in its exact half: the fits of one run share both. Each private sample is guarded by
   * an access that only this input holds.
   *
   * @param publicSeed see {@link PublicInput#publicSeed()}
   */
  public static TrainingInput of(
      DataSplit split, List<PrivacyBudget> budgets, long publicSeed, RunMemo memo) {
    List<PrivateSample> samples = new ArrayList<>();
    List<RecordAccess> accesses = new ArrayList<>();
    List<Integer> sizes = new ArrayList<>();
    for (SampleRows sample : split.privateRows()) {
      RecordAccess access = new RecordAccess();
      samples.add(memo.privateSample(sample, access));
      accesses.add(access);
      sizes.add(sample.size());
    }
    return new TrainingInput(
        new PublicInput(
            split.publicTrain(),
            split.test().features(),
            budgets,
            sizes,
            publicSeed,
            split.knownDomain(),
            memo.published()),
        samples,
        accesses);
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
      throw new IllegalStateException(
          "this input has " + privateSamples.size() + " private samples");
    }
    return privateSamples.get(0);
  }
}
