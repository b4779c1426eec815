package org.ldpbench.method;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
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
 */
public record Perturbation(String name, Statistic statistic, Sensitivity sensitivity, NoiseCalibration calibration,
        Optional<NoiseDraws> noise, List<NeighbourPair> proposals) {

    public Perturbation {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(statistic, "statistic");
        Objects.requireNonNull(sensitivity, "sensitivity");
        Objects.requireNonNull(calibration, "calibration");
        Objects.requireNonNull(noise, "noise");
        proposals = List.copyOf(proposals);
    }

    /** A declaration without noise observations or proposals of its own. */
    public static Perturbation of(String name, Statistic statistic, Sensitivity sensitivity,
            NoiseCalibration calibration) {
        return new Perturbation(name, statistic, sensitivity, calibration, Optional.empty(), List.of());
    }

    /** This declaration with a way to observe its noise. */
    public Perturbation withNoise(NoiseDraws draws) {
        return new Perturbation(name, statistic, sensitivity, calibration, Optional.of(draws), proposals);
    }

    /** This declaration with adversarial neighbour pairs of its own. */
    public Perturbation withProposals(List<NeighbourPair> pairs) {
        return new Perturbation(name, statistic, sensitivity, calibration, noise, pairs);
    }

    /** This declaration under another name (a part of a composed mechanism). */
    public Perturbation named(String newName) {
        return new Perturbation(newName, statistic, sensitivity, calibration, noise, proposals);
    }

    /** This declaration with its statistic and noise read from samples mapped by {@code map} (a wrapper mechanism). */
    public Perturbation mapped(java.util.function.UnaryOperator<PrivateSample> map) {
        Optional<NoiseDraws> mappedNoise = noise.map(d -> (sample, rng) -> d.draw(map.apply(sample), rng));
        return new Perturbation(name, sample -> statistic.of(map.apply(sample)), sensitivity, calibration, mappedNoise,
                proposals);
    }

    /** The statistic a mechanism perturbs: a deterministic function of the (readable) sample. */
    @FunctionalInterface
    public interface Statistic {
        double[] of(PrivateSample sample);
    }

    /**
     * The noise of one release of the mechanism on {@code sample}, drawn by the mechanism's own
     * primitive: for additive laws the release minus the statistic, each coordinate an independent
     * draw of the declared law (whitened first if the mechanism's noise is correlated); for
     * randomized response, unary encoding and the exponential mechanism the outputs (reported
     * labels, bits, chosen candidates) for the inputs in the statistic.
     */
    @FunctionalInterface
    public interface NoiseDraws {
        double[] draw(PrivateSample sample, RandomGenerator rng);
    }

    /**
     * Two neighbouring inputs as records (features and targets), the changed record being
     * {@code changed}: a mechanism proposes them where random pairs are unlikely to reach the worst
     * case (extreme records, cell boundaries, the changed user in each role).
     *
     * @param description one line
     * @param features the rows of the first sample, the changed one at {@code changed}
     * @param targets the targets of the first sample
     * @param otherRecord the changed record's features in the second sample
     * @param otherTarget the changed record's target in the second sample
     * @param changed the index of the changed record
     */
    public record NeighbourPair(String description, double[][] features, double[] targets, double[] otherRecord,
            double otherTarget, int changed) {
    }
}
