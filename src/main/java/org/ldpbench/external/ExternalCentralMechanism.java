package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The central mechanism of an external method ({@code privacy: central}, protocol 2): inside {@link
 * #release} it sends the whole sample and one seed, drawn from the mechanism's noise stream, to the
 * executable's {@code randomize}, which answers one release of the sample per seed (say, its
 * histogram with Laplace noise). The audit's statistic is the executable's {@code encode} of the
 * sample, its sensitivity is measured on neighbouring samples, and its noise is the release minus
 * that statistic, tested against the declared law ({@link ExternalLaw}); many draws go out as one
 * request with many seeds.
 */
final class ExternalCentralMechanism implements PrivateMechanism<ExternalReleases> {

    private final ExternalRequests requests;

    ExternalCentralMechanism(ExternalRequests requests) {
        this.requests = requests;
    }

    @Override
    public Optional<PrivacyBudget> guarantee() {
        PrivacyBudget budget = requests.budget();
        return Optional.of(requests.descriptor().usesDelta() ? budget : PrivacyBudget.pure(budget.epsilon()));
    }

    @Override
    public Neighbours neighbours() {
        return Neighbours.RECORD;
    }

    @Override
    public List<Perturbation> perturbations() {
        ExternalLaw law = requests.law();
        ExternalStatistic statistic = new ExternalStatistic(requests, law, ExternalStatistic.Shape.SAMPLE);
        return List.of(Perturbation.of("the sample's " + (law.cells() > 0 ? "counts" : "vector") + " (external encode)",
                statistic, law.sensitivity(), law.calibration())
                .withNoise(new Perturbation.NoiseDraws() {
                    @Override
                    public double[] draw(PrivateSample sample, RandomGenerator rng) {
                        return draws(sample, List.of(rng))[0];
                    }

                    @Override
                    public double[][] draws(PrivateSample sample, List<? extends RandomGenerator> streams) {
                        double[] exact = statistic.of(sample);
                        List<ExternalReleases> released = releases(sample, streams);
                        double[][] out = new double[streams.size()][];
                        for (int k = 0; k < out.length; k++) {
                            out[k] = minus(requests.descriptor(), released.get(k).user(0), exact);
                        }
                        return out;
                    }
                }));
    }

    @Override
    public ExternalReleases release(PrivateSample sample, RandomGenerator noise) {
        return releases(sample, List.of(noise)).get(0);
    }

    /**
     * Many draws at once, draw k from {@code streams.get(k)} alone (its one seed): the sample goes out
     * with as many seeds per request as keep a request near {@code batch} records' worth, the requests
     * to the workers side by side.
     */
    @Override
    public List<ExternalReleases> releases(PrivateSample sample, List<? extends RandomGenerator> streams) {
        Dataset records = sample.records();
        long[] seeds = new long[streams.size()];
        for (int k = 0; k < seeds.length; k++) {
            seeds[k] = streams.get(k).nextLong();
        }
        ArrayNode rows = ProtocolJson.records(records, 0, records.size());
        int perRequest = Math.max(1, requests.descriptor().batch() / Math.max(1, records.size()));
        double[][] releases = new double[seeds.length][];
        requests.randomize(releases, (seeds.length + perRequest - 1) / perRequest, new ExternalRequests.Chunk() {
            @Override
            public int fill(int c, ArrayNode recordArray, ArrayNode seedArray) {
                recordArray.addAll(rows);
                int from = c * perRequest;
                for (int k = from; k < Math.min(seeds.length, from + perRequest); k++) {
                    seedArray.add(seeds[k]);
                }
                return from;
            }

            @Override
            public String name(int slot) {
                return String.valueOf(slot);
            }
        });
        List<ExternalReleases> out = new ArrayList<>(releases.length);
        for (double[] release : releases) {
            out.add(new ExternalReleases(new double[][] {release}));
        }
        return out;
    }

    /** The noise of one release: {@code released} minus {@code exact}, which must have as many numbers. */
    static double[] minus(ExternalDescriptor descriptor, double[] released, double[] exact) {
        if (released.length != exact.length) {
            throw new ExternalMethodException(descriptor.name() + " randomize: " + released.length
                    + " numbers released where encode gives " + exact.length);
        }
        double[] out = released.clone();
        for (int j = 0; j < out.length; j++) {
            out[j] -= exact[j];
        }
        return out;
    }
}
