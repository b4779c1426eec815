package org.ldpbench.testing;

import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Test-only two-server classification source {@code test-two-servers}: a target server and a
 * source server, X ~ U[0,1]², P(Y = 1 | x) = 0.9 if x₁ &gt; 1/2 else 0.1 on both (the source's
 * signal can be weakened with {@code sourceSignal}).
 */
public final class TwoServerSource implements DataSourceFactory {

    public static final String NAME = "test-two-servers";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "test only: two servers, eta = 0.9 / 0.1 split at x1 = 1/2";
    }

    @Override
    public int implementationVersion() {
        return 1;
    }

    @Override
    public TaskType task() {
        return TaskType.CLASSIFICATION;
    }

    @Override
    public ParameterSpace parameters() {
        return ParameterSpace.of(
                ParameterSpec.fit("nTarget", ParameterType.integer(1, 1_000_000), null, "target server size"),
                ParameterSpec.fit("nSource", ParameterType.integer(1, 1_000_000), null, "source server size"),
                ParameterSpec.fit("sourceSignal", ParameterType.real(0.0, true, 0.5), 0.4, "|eta - 1/2| on the source"),
                ParameterSpec.fit("nTest", ParameterType.integer(1, 1_000_000), 200, "test size"));
    }

    @Override
    public DataSource create(ParameterSet p) {
        return new Source(p.getInt("nTarget"), p.getInt("nSource"), p.getDouble("sourceSignal"), p.getInt("nTest"),
                p);
    }

    private record Source(int nTarget, int nSource, double sourceSignal, int nTest, ParameterSet parameters)
            implements DataSource {

        @Override
        public String id() {
            return NAME + "{" + parameters.canonical() + "}";
        }

        @Override
        public String provenance() {
            return "test generator " + id();
        }

        @Override
        public int privateSampleCount() {
            return 2;
        }

        @Override
        public DataSplit draw(SampleStreams streams) {
            Dataset target = sample(nTarget, 0.4, streams.stream("server-0", "target"));
            Dataset source = sample(nSource, sourceSignal, streams.stream("server-1", "signal=" + sourceSignal));
            Dataset test = sample(nTest, 0.4, streams.stream("test", "target"));
            return new DataSplit(sample(0, 0.4, streams.stream("public", "none")), List.of(target, source), test);
        }

        private static Dataset sample(int n, double signal, RandomGenerator rng) {
            double[] x = new double[2 * n];
            int[] y = new int[n];
            for (int i = 0; i < n; i++) {
                x[2 * i] = rng.nextDouble();
                x[2 * i + 1] = rng.nextDouble();
                double eta = x[2 * i] > 0.5 ? 0.5 + signal : 0.5 - signal;
                y[i] = rng.nextDouble() < eta ? 1 : 0;
            }
            return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
        }
    }
}
