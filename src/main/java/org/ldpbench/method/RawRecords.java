package org.ldpbench.method;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.Function;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.SampleRows;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The non-private "mechanism": hands the raw records over unchanged. Non-private baselines and
 * references (CT-W, the non-private kernel classifier) read private data through it, so that every
 * read of a private record goes through a {@link PrivateMechanism} and the ones without a guarantee
 * are visible. Methods with a privacy model other than NONE may not use it. Its static readers take
 * the method's {@link TrainingInput}, which only non-private methods hold.
 */
public final class RawRecords implements PrivateMechanism<RawRecords.Records> {

  /** The one instance. */
  public static final RawRecords INSTANCE = new RawRecords();

  private RawRecords() {}

  /**
   * The records of the only private sample of {@code input} chunk by chunk, without privacy: for
   * non-private references whose fit is a pass over the data, so that they also run on streamed
   * samples. The chunks must be read inside {@code pass}: the sample is readable only while it
   * runs.
   */
  public static <T> T rows(TrainingInput input, Function<SampleRows, T> pass) {
    PrivateSample sample = input.privateSample();
    return input.readingSample(0, () -> pass.apply(sample.rows()));
  }

  /**
   * A value computed from the raw records of the only private sample of {@code input} (CT-W's
   * tree), remembered for the run in its exact half ({@link PrivateSample#exact}): for non-private
   * methods, which read the records through this class anyway; nothing computed here reaches a
   * curator's memo.
   */
  public static <K, V> V remembered(
      TrainingInput input, MemoKey<K, V> key, K argument, Function<Dataset, V> compute) {
    PrivateSample sample = input.privateSample();
    return input.readingSample(
        0, () -> sample.exact(key, argument, rows -> compute.apply(sample.records())));
  }

  /**
   * The records of the only private sample of {@code input}, without privacy: for non-private
   * methods, which are given their training input (a private method never is: its fit is {@link
   * PrivateMethod#fit}, which opens a sample only for its mechanism's call).
   */
  public static Dataset of(TrainingInput input) {
    PrivateSample sample = input.privateSample();
    return input.readingSample(0, () -> INSTANCE.release(sample, null).dataset());
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    return Optional.empty();
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public Records release(PrivateSample sample, RandomGenerator noise) {
    return new Records(sample.records());
  }

  /** The raw records as a release. */
  public record Records(Dataset dataset) implements Release {
    @Override
    public double[] coordinates() {
      double[] features = dataset.features().copyRowMajor();
      double[] out = Arrays.copyOf(features, features.length + dataset.size());
      for (int i = 0; i < dataset.size(); i++) {
        out[features.length + i] = dataset.targets().value(i);
      }
      return out;
    }
  }
}
