package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.SeedPerUser;
import org.ldpbench.privacy.NoiseCalibration;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.privacy.Sensitivity;

/**
 * The local randomizer of an external method: inside {@link #release} (the only time the sample is
 * readable) it sends the records in batches to the executable's {@code randomize}, with one seed per
 * user drawn in record order from the mechanism's noise stream, so the releases depend neither on
 * the batch size nor on the thread count. The perturbation it declares comes from the executable's
 * {@code declare} (law, categories, keep probability); the audit's statistic is the executable's
 * {@code encode} (each user's true category) and its noise draws are {@code randomize} itself, so
 * the sensitivity and calibration layers test the external code, not a restatement of it.
 */
final class ExternalRandomizer implements PrivateMechanism<ExternalReleases>, SeedPerUser {

    private final ExternalDescriptor descriptor;
    private final ExternalSession session;
    private final double epsilon;
    private final int dimension;
    private final ObjectNode parameters;

    ExternalRandomizer(ExternalDescriptor descriptor, ExternalSession session, double epsilon, int dimension,
            ObjectNode parameters) {
        this.descriptor = descriptor;
        this.session = session;
        this.epsilon = epsilon;
        this.dimension = dimension;
        this.parameters = parameters;
    }

    @Override
    public Optional<PrivacyBudget> guarantee() {
        return Optional.of(PrivacyBudget.pure(epsilon));
    }

    @Override
    public Neighbours neighbours() {
        return Neighbours.RECORD;
    }

    @Override
    public List<Perturbation> perturbations() {
        JsonNode declared = session.call(withContext(ExternalWorkers.request("declare")));
        if (!"randomized-response".equals(declared.path("law").asText())) {
            throw new ExternalMethodException(descriptor.name() + " declare: law " + declared.path("law")
                    + " is not the descriptor's randomized-response");
        }
        JsonNode categoriesNode = declared.path("categories");
        int categories = categoriesNode.isIntegralNumber() && categoriesNode.canConvertToInt() ? categoriesNode.asInt() : 0;
        if (categories < 2) {
            throw new ExternalMethodException(descriptor.name() + " declare: categories must be an integer >= 2, got "
                    + ProtocolJson.abbreviate(categoriesNode));
        }
        JsonNode keepNode = declared.path("keep");
        double keep = keepNode.isNumber() ? keepNode.asDouble() : Double.NaN;
        if (!(keep >= 0 && keep <= 1)) {
            throw new ExternalMethodException(descriptor.name() + " declare: keep must be a probability in [0, 1], got "
                    + ProtocolJson.abbreviate(keepNode));
        }
        NoiseCalibration calibration = new NoiseCalibration(NoiseCalibration.Law.RANDOMIZED_RESPONSE,
                NoiseCalibration.Formula.RANDOMIZED_RESPONSE_KEEP, epsilon, 0.0, 1.0, keep, categories);
        return List.of(Perturbation.of("categories (external encode)", this::encode,
                Sensitivity.domainMax(categories - 1), calibration).withNoise(this::randomize));
    }

    @Override
    public ExternalReleases release(PrivateSample sample, RandomGenerator noise) {
        return releaseAll(sample, noise);
    }

    /**
     * Many draws at once, draw k from {@code streams.get(k)} alone: each stream gives its users' seeds
     * in record order, exactly as {@link #release} draws them, and all users of all draws go out in
     * requests of at most {@code batch} users, answered by the workers side by side; so the releases
     * are those of one {@link #release} per stream, at a fraction of the round trips.
     */
    @Override
    public List<ExternalReleases> releases(PrivateSample sample, List<? extends RandomGenerator> streams) {
        int n = sample.records().size();
        long[] seeds = new long[n * streams.size()];
        int at = 0;
        for (RandomGenerator stream : streams) {
            for (int i = 0; i < n; i++) {
                seeds[at++] = stream.nextLong();
            }
        }
        double[][] all = perUser(sample.records(), seeds);
        List<ExternalReleases> out = new java.util.ArrayList<>(streams.size());
        for (int k = 0; k < streams.size(); k++) {
            out.add(new ExternalReleases(java.util.Arrays.copyOfRange(all, k * n, (k + 1) * n)));
        }
        return out;
    }

    private ExternalReleases releaseAll(PrivateSample sample, RandomGenerator noise) {
        Dataset records = sample.records();
        long[] seeds = new long[records.size()];
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = noise.nextLong();
        }
        return new ExternalReleases(perUser(records, seeds));
    }

    /**
     * One release per seed, seed j being user (j mod n)'s: requests of at most {@code batch} users,
     * sent to the workers side by side, each filling its own slots.
     */
    private double[][] perUser(Dataset records, long[] seeds) {
        int n = records.size();
        ArrayNode[] rows = new ArrayNode[n]; // each record's JSON once, however many draws repeat it
        for (int i = 0; i < n; i++) {
            rows[i] = (ArrayNode) ProtocolJson.records(records, i, i + 1).get(0);
        }
        double[][] releases = new double[seeds.length][];
        int batch = descriptor.batch();
        int chunks = (seeds.length + batch - 1) / batch;
        session.each(chunks, c -> {
            int from = c * batch;
            int to = Math.min(seeds.length, from + batch);
            ObjectNode request = withContext(ExternalWorkers.request("randomize"));
            ArrayNode array = request.putArray("records");
            ArrayNode seedArray = request.putArray("seeds");
            for (int j = from; j < to; j++) {
                array.add(rows[j % n]);
                seedArray.add(seeds[j]);
            }
            JsonNode reply = session.call(request).get("releases");
            if (reply == null || !reply.isArray() || reply.size() != to - from) {
                throw new ExternalMethodException(descriptor.name() + " randomize: expected " + (to - from)
                        + " releases, got " + (reply == null ? "none" : reply.isArray() ? reply.size()
                                : ProtocolJson.abbreviate(reply)));
            }
            for (int j = from; j < to; j++) {
                releases[j] = ProtocolJson.numbers(reply.get(j - from), descriptor.name() + " randomize: release "
                        + (j % n));
                if (releases[j].length == 0) {
                    throw new ExternalMethodException(descriptor.name() + " randomize: release " + (j % n)
                            + " is empty");
                }
            }
        });
        return releases;
    }

    /** The audit's statistic: each user's true category, from the executable's encode. */
    private double[] encode(PrivateSample sample) {
        Dataset records = sample.records();
        ObjectNode request = withContext(ExternalWorkers.request("encode"));
        request.set("records", ProtocolJson.records(records, 0, records.size()));
        JsonNode values = session.call(request).get("values");
        if (values == null || !values.isArray() || values.size() != records.size()) {
            throw new ExternalMethodException(descriptor.name() + " encode: expected " + records.size()
                    + " values, got " + (values == null ? "none" : values.isArray() ? values.size()
                            : ProtocolJson.abbreviate(values)));
        }
        double[] out = new double[records.size()];
        for (int i = 0; i < out.length; i++) {
            double[] value = ProtocolJson.numbers(values.get(i), descriptor.name() + " encode: value " + i);
            if (value.length == 0) {
                throw new ExternalMethodException(descriptor.name() + " encode: value " + i + " is empty");
            }
            out[i] = value[0];
        }
        return out;
    }

    /** The audit's noise draws: one release of every user of {@code sample}, first coordinate each. */
    private double[] randomize(PrivateSample sample, RandomGenerator rng) {
        ExternalReleases releases = releaseAll(sample, rng);
        double[] out = new double[releases.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = releases.user(i)[0];
        }
        return out;
    }

    private ObjectNode withContext(ObjectNode request) {
        request.put("epsilon", epsilon).put("dimension", dimension);
        request.set("params", parameters.deepCopy());
        return request;
    }
}
