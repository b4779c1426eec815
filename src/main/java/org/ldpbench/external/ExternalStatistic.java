package org.ldpbench.external;

import java.util.ArrayList;
import java.util.List;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Perturbation;

/**
 * The statistic an external mechanism perturbs, as the audit computes it: the executable's {@code
 * encode} (deterministic), read in one of three shapes — each user's category (randomized response:
 * the first number of each user's value), the users' vectors side by side (local additive laws), or
 * the sample's one vector (central). A neighbour family's members are encoded in a few requests
 * ({@link Perturbation.BatchStatistic}), not one each.
 */
final class ExternalStatistic implements Perturbation.BatchStatistic {

    /** How the encoded values make the statistic. */
    enum Shape {
        /** Each user's category: the first number of each value. */
        CATEGORIES,
        /** The users' vectors side by side, all of one length. */
        USERS,
        /** The sample's one vector (central privacy). */
        SAMPLE
    }

    private final ExternalRequests requests;
    private final ExternalLaw law;
    private final Shape shape;

    ExternalStatistic(ExternalRequests requests, ExternalLaw law, Shape shape) {
        this.requests = requests;
        this.law = law;
        this.shape = shape;
    }

    @Override
    public double[] of(PrivateSample sample) {
        return ofAll(List.of(sample)).get(0);
    }

    @Override
    public List<double[]> ofAll(List<PrivateSample> samples) {
        List<org.ldpbench.data.Dataset> records = new ArrayList<>(samples.size());
        for (PrivateSample sample : samples) {
            records.add(sample.records());
        }
        List<double[]> out = new ArrayList<>(samples.size());
        for (double[][] values : requests.encodeAll(records, law)) {
            out.add(switch (shape) {
                case CATEGORIES -> firstNumbers(values);
                case USERS -> sideBySide(requests.descriptor(), values);
                case SAMPLE -> values[0];
            });
        }
        return out;
    }

    /** Each value's first number. */
    static double[] firstNumbers(double[][] values) {
        double[] out = new double[values.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = values[i][0];
        }
        return out;
    }

    /** The values side by side; every value has the first one's length (the audit compares coordinates). */
    static double[] sideBySide(ExternalDescriptor descriptor, double[][] values) {
        if (values.length == 0) {
            return new double[0];
        }
        int length = values[0].length;
        double[] out = new double[values.length * length];
        for (int i = 0; i < values.length; i++) {
            if (values[i].length != length) {
                throw new ExternalMethodException(descriptor.name() + ": value " + i + " has " + values[i].length
                        + " numbers, value 0 has " + length + " (every user's has the same length)");
            }
            System.arraycopy(values[i], 0, out, i * length, length);
        }
        return out;
    }
}
