package org.ldpbench.method;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.Sensitivity;

/**
 * One noisy statistic a {@link PrivateMechanism} releases, as it declares it for the privacy audit
 * (DESIGN rule 1): the deterministic statistic it perturbs, computed from a private sample (the
 * vector of per-leaf counts and label sums, a user's clipped gradient, a kernel-weighted sum), its
 * declared {@link Sensitivity}, its {@link NoiseCalibration}, and optionally a way to observe the
 * noise of one release. The audit's sensitivity layer measures the statistic on neighbouring
 * samples; its calibration layer checks the calibration's arithmetic and the observed noise.
 *
 * @param name what is perturbed, e.g. "leaf counts and label sums"
 * @param statistic the statistic, from a sample readable at that moment
 * @param sensitivity the declared sensitivity
 * @param calibration the declared noise law and its claim
 * @param noise observations of the noise of one release, if the mechanism exposes them
 * @param proposals adversarial neighbour pairs this statistic should be measured on (may be empty)
 * @param summands how many independent draws of the declared law each coordinate of the noise
 *     carries, for a sample of n records: one for a central release, n for a local randomizer whose
 *     curator receives the sum of every user's noisy report ({@link Summands}); the calibration
 *     layer tests the noise of samples of any size against the law summed that many times
 */
public record Perturbation(
    String name,
    Statistic statistic,
    Sensitivity sensitivity,
    NoiseCalibration calibration,
    Optional<NoiseDraws> noise,
    List<NeighbourPair> proposals,
    Summands summands) {

  /**
   * A declaration without summands: each coordinate of the noise is one draw of the law (a central
   * release).
   */
  public Perturbation(
      String name,
      Statistic statistic,
      Sensitivity sensitivity,
      NoiseCalibration calibration,
      Optional<NoiseDraws> noise,
      List<NeighbourPair> proposals) {
    this(name, statistic, sensitivity, calibration, noise, proposals, Summands.ONE);
  }

  public Perturbation {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(statistic, "statistic");
    Objects.requireNonNull(sensitivity, "sensitivity");
    Objects.requireNonNull(calibration, "calibration");
    Objects.requireNonNull(noise, "noise");
    Objects.requireNonNull(summands, "summands");
    proposals = List.copyOf(proposals);
  }

  /** A declaration without noise observations or proposals of its own. */
  public static Perturbation of(
      String name, Statistic statistic, Sensitivity sensitivity, NoiseCalibration calibration) {
    return new Perturbation(name, statistic, sensitivity, calibration, Optional.empty(), List.of());
  }

  /** This declaration with a way to observe its noise. */
  public Perturbation withNoise(NoiseDraws draws) {
    return new Perturbation(
        name, statistic, sensitivity, calibration, Optional.of(draws), proposals, summands);
  }

  /** This declaration with adversarial neighbour pairs of its own. */
  public Perturbation withProposals(List<NeighbourPair> pairs) {
    return new Perturbation(name, statistic, sensitivity, calibration, noise, pairs, summands);
  }

  /**
   * This declaration with the number of law draws each noise coordinate sums ({@link
   * Summands#USERS} for local sums).
   */
  public Perturbation withSummands(Summands count) {
    return new Perturbation(name, statistic, sensitivity, calibration, noise, proposals, count);
  }

  /** This declaration under another name (a part of a composed mechanism). */
  public Perturbation named(String newName) {
    return new Perturbation(
        newName, statistic, sensitivity, calibration, noise, proposals, summands);
  }

  /**
   * This declaration as a self-consistent understatement of its sensitivity by {@code factor}: the
   * declared sensitivity and the calibration's sensitivity divided by it, and the declared noise
   * parameter the one (ε, δ, Δ/factor) imply by the same formula. What a method whose code and
   * declaration were both changed would declare; the audit must fail it from measurements alone
   * ({@link Fault#SENSITIVITY_UNDERSTATED}).
   */
  public Perturbation understated(double factor) {
    return new Perturbation(
        name,
        statistic,
        new Sensitivity(sensitivity.norm(), sensitivity.bound() / factor),
        calibration.understated(factor),
        noise,
        proposals,
        summands);
  }

  /**
   * This declaration with its statistic and noise read from samples mapped by {@code map} (a
   * wrapper mechanism). The adversarial pairs were stated where the inner mechanism reads, so each
   * of their records is taken back by {@code unmap} (the inverse of the map on one record): the
   * wrapper's samples are mapped again before the statistic reads them, and the pairs must land
   * where they were aimed (a pair across a cut at t stays across it).
   */
  public Perturbation mapped(UnaryOperator<PrivateSample> map, UnaryOperator<double[]> unmap) {
    Optional<NoiseDraws> mappedNoise =
        noise.map(d -> (sample, rng) -> d.draw(map.apply(sample), rng));
    List<NeighbourPair> unmapped =
        proposals.stream()
            .map(
                pair ->
                    new NeighbourPair(
                        pair.description(),
                        Arrays.stream(pair.features()).map(unmap).toArray(double[][]::new),
                        pair.targets(),
                        unmap.apply(pair.otherRecord()),
                        pair.otherTarget(),
                        pair.changed()))
            .toList();
    return new Perturbation(
        name,
        sample -> statistic.of(map.apply(sample)),
        sensitivity,
        calibration,
        mappedNoise,
        unmapped,
        summands);
  }

  /**
   * How many independent draws of the declared law coordinate {@code coordinate} of the noise sums
   * for a sample of {@code sampleSize} records (0: that coordinate carries no noise, e.g. a half of
   * a split sample that holds no user).
   */
  @FunctionalInterface
  public interface Summands {
    /** One draw per coordinate, whatever the sample size: a central release. */
    Summands ONE = (coordinate, sampleSize) -> 1;

    /**
     * One draw per user and coordinate: a local randomizer whose curator receives the users' sum.
     */
    Summands USERS = (coordinate, sampleSize) -> sampleSize;

    long of(int coordinate, int sampleSize);
  }

  /** The statistic a mechanism perturbs: a deterministic function of the (readable) sample. */
  @FunctionalInterface
  public interface Statistic {
    double[] of(PrivateSample sample);
  }

  /**
   * A statistic that computes many samples' values at once, each exactly as {@link #of} would. The
   * sensitivity layer computes a neighbour family's members through it, so that a statistic each of
   * whose evaluations costs a round trip (an external method's {@code encode}) computes them all in
   * one; other statistics are computed one member at a time (their families' changes are kept
   * sparse).
   */
  public interface BatchStatistic extends Statistic {

    /** The statistic of each sample, in order. */
    List<double[]> ofAll(List<PrivateSample> samples);

    /**
     * The batch statistic that {@code all} computes (a mechanism's own method, so that the records
     * are read where a mechanism reads them); one sample is a batch of one.
     */
    static BatchStatistic of(Function<List<PrivateSample>, List<double[]>> all) {
      return new BatchStatistic() {
        @Override
        public double[] of(PrivateSample sample) {
          return all.apply(List.of(sample)).get(0);
        }

        @Override
        public List<double[]> ofAll(List<PrivateSample> samples) {
          return all.apply(samples);
        }
      };
    }
  }

  /**
   * A statistic over more coordinates than can be listed (PHIST's k^d cells on real data: 6¹⁴ of
   * them), given also by its nonzero coordinates: the audit compares neighbours over the union of
   * their nonzero coordinates, the others being zero in both. {@link #of} may refuse a large one.
   */
  public interface SparseStatistic extends Statistic {

    /** The number of coordinates of the whole statistic. */
    double size();

    /**
     * The nonzero coordinates of the statistic of {@code sample}, by a key that names the same
     * coordinate in every sample (equal and hash-equal keys), in a fixed order.
     */
    // Error Prone's NonApiType prefers Map: the order is part of this contract, and Java 17 has no
    // SequencedMap to say it with an interface
    @SuppressWarnings("NonApiType")
    LinkedHashMap<Object, Double> nonzero(PrivateSample sample);
  }

  /**
   * Noise observations of a {@link SparseStatistic}'s release: release minus statistic at chosen
   * coordinates, named by the statistic's keys.
   */
  public interface SparseNoiseDraws extends NoiseDraws {

    /**
     * The noise of one release of the mechanism on {@code sample} at {@code keys}, in their order.
     */
    double[] draw(PrivateSample sample, RandomGenerator rng, List<Object> keys);

    /**
     * Coordinates worth observing besides the nonzero ones of a sample: some that no record of the
     * sample occupies (so that the noise of empty cells is seen too).
     */
    List<Object> emptyKeys();
  }

  /**
   * The noise of one release of the mechanism on {@code sample}, drawn by the mechanism's own
   * primitive: for additive laws the release minus the statistic, each coordinate an independent
   * draw of the declared law (whitened first if the mechanism's noise is correlated); for
   * randomized response, unary encoding and the exponential mechanism the outputs (reported labels,
   * bits, chosen candidates) for the inputs in the statistic.
   */
  @FunctionalInterface
  public interface NoiseDraws {
    double[] draw(PrivateSample sample, RandomGenerator rng);

    /**
     * The noise of many releases on one sample, release i from {@code streams.get(i)} alone: by
     * definition {@link #draw} on each stream in turn, which is what this default does. The
     * calibration layer draws through it, so that a mechanism each of whose calls costs a round
     * trip (an external method's request) answers all draws in a few; an override must give exactly
     * the loop's values.
     */
    default double[][] draws(PrivateSample sample, List<? extends RandomGenerator> streams) {
      double[][] out = new double[streams.size()][];
      for (int i = 0; i < out.length; i++) {
        out[i] = draw(sample, streams.get(i));
      }
      return out;
    }

    /**
     * The noise draws that {@code all} makes in batches (a mechanism's own method, so that it runs
     * where a mechanism runs); one draw is a batch of one.
     */
    static NoiseDraws batched(
        BiFunction<PrivateSample, List<? extends RandomGenerator>, double[][]> all) {
      return new NoiseDraws() {
        @Override
        public double[] draw(PrivateSample sample, RandomGenerator rng) {
          return all.apply(sample, List.of(rng))[0];
        }

        @Override
        public double[][] draws(PrivateSample sample, List<? extends RandomGenerator> streams) {
          return all.apply(sample, streams);
        }
      };
    }
  }

  /**
   * Two neighbouring inputs as records (features and targets), the changed record being {@code
   * changed}: a mechanism proposes them where random pairs are unlikely to reach the worst case
   * (extreme records, cell boundaries, the changed user in each role).
   *
   * @param description one line
   * @param features the rows of the first sample, the changed one at {@code changed}
   * @param targets the targets of the first sample
   * @param otherRecord the changed record's features in the second sample
   * @param otherTarget the changed record's target in the second sample
   * @param changed the index of the changed record
   */
  public record NeighbourPair(
      String description,
      double[][] features,
      double[] targets,
      double[] otherRecord,
      double otherTarget,
      int changed) {}
}
