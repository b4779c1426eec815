package org.ldpbench.data.real;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpace;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.param.ParameterType;

/**
 * Data source {@code heart-hospitals}: the four hospitals of {@link HeartHospitals} as servers.
 * <ul>
 *   <li>{@code layout: transfer} (Fig. 7): per replication {@code nTest} random records of the
 *       target hospital are the test set and the rest its private sample (server 0); the other three
 *       hospitals, in the order Hungary, Cleveland, Long Beach, Switzerland, are the sources.</li>
 *   <li>{@code layout: cross} (Fig. 6): one server, {@code nTrain} random records of hospital
 *       {@code train}; the test set is the rest of that hospital, or all of hospital {@code test}.</li>
 * </ul>
 * No public sample. The split's stream is named by the layout and hospitals, so every method and ε
 * of a replication sees the same split.
 */
public final class HeartHospitalsFactory implements DataSourceFactory {

    public static final String NAME = "heart-hospitals";

    /** The four hospitals (one entry per factory); immutable. */
    static final MemoKey<String, HeartHospitals> HOSPITALS = MemoKey.ofImmutable("heart hospitals", String::equals, 1);

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "UCI heart disease as four hospital servers (Auddy et al. 6.2): 7 covariates in [0, 0.5], Y = 1{num > 0}";
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
                ParameterSpec.fit("layout", ParameterType.choice("transfer", "cross"), "transfer",
                        "transfer: target + 3 source hospitals (Fig. 7); cross: train on one hospital, test on one (Fig. 6)"),
                ParameterSpec.fit("target", ParameterType.integer(0, 3), 0,
                        "transfer: target hospital (0 Hungary, 1 Cleveland, 2 Long Beach, 3 Switzerland)"),
                ParameterSpec.fit("nTest", ParameterType.integer(1, 1000), 150, "transfer: target records held out for testing"),
                ParameterSpec.fit("train", ParameterType.integer(0, 3), 0, "cross: training hospital"),
                ParameterSpec.fit("test", ParameterType.integer(0, 3), 0, "cross: test hospital"),
                ParameterSpec.fit("nTrain", ParameterType.integer(1, 1000), 100, "cross: training records"));
    }

    /** The four hospitals, read from their files. */
    public static HeartHospitals hospitals() {
        try {
            return HeartHospitals.load(DescriptorReader.read(DescriptorReader.DIRECTORY.resolve("heart.yaml")),
                    RawDataLocator.standard());
        } catch (IOException e) {
            throw new UserError("data set heart: cannot read: " + e.getMessage());
        }
    }

    /** The source, reading the hospitals afresh. */
    @Override
    public DataSource create(ParameterSet p) {
        return create(p, new Memo());
    }

    /** The source, with the hospitals read once per data memo. */
    @Override
    public DataSource create(ParameterSet p, Memo memo) {
        HeartHospitals data = memo.get(HOSPITALS, this, "heart", HeartHospitalsFactory::hospitals);
        boolean transfer = p.getString("layout").equals("transfer");
        int target = p.getInt("target");
        if (transfer && p.getInt("nTest") >= data.hospitals().get(target).size()) {
            throw new IllegalArgumentException(NAME + ": nTest must be below the target's " + data.hospitals().get(target).size()
                    + " records");
        }
        if (!transfer && p.getInt("nTrain") >= data.hospitals().get(p.getInt("train")).size()) {
            throw new IllegalArgumentException(NAME + ": nTrain must be below the training hospital's size");
        }
        return new Source(data, transfer, target, p.getInt("nTest"), p.getInt("train"), p.getInt("test"), p.getInt("nTrain"), p);
    }

    private record Source(HeartHospitals data, boolean transfer, int target, int nTest, int train, int test, int nTrain,
            ParameterSet parameters) implements DataSource {

        @Override
        public String id() {
            return NAME + "{" + parameters.canonical() + "}";
        }

        @Override
        public String provenance() {
            return "UCI heart disease, four hospitals (datasets/heart.yaml; spec/distributed.md 5.4) with " + parameters.canonical();
        }

        @Override
        public int privateSampleCount() {
            return transfer ? 4 : 1;
        }

        @Override
        public DataSplit draw(SampleStreams streams) {
            List<Dataset> hospitals = data.hospitals();
            if (transfer) {
                Dataset own = hospitals.get(target);
                int[] order = permutation(own.size(), streams.stream("split", "transfer{target=" + target + ",nTest=" + nTest + "}"));
                Dataset testSet = own.select(java.util.Arrays.copyOfRange(order, 0, nTest));
                List<Dataset> servers = new ArrayList<>();
                servers.add(own.select(java.util.Arrays.copyOfRange(order, nTest, order.length)));
                for (int h = 0; h < hospitals.size(); h++) {
                    if (h != target) {
                        servers.add(hospitals.get(h));
                    }
                }
                return new DataSplit(Dataset.emptyBinary(own.dimension()), servers, testSet);
            }
            Dataset own = hospitals.get(train);
            int[] order = permutation(own.size(), streams.stream("split", "cross{train=" + train + ",nTrain=" + nTrain + "}"));
            Dataset trainSet = own.select(java.util.Arrays.copyOfRange(order, 0, nTrain));
            Dataset testSet = test == train ? own.select(java.util.Arrays.copyOfRange(order, nTrain, order.length))
                    : hospitals.get(test);
            return new DataSplit(Dataset.emptyBinary(own.dimension()), List.of(trainSet), testSet);
        }

        private static int[] permutation(int n, RandomGenerator rng) {
            int[] order = new int[n];
            for (int i = 0; i < n; i++) {
                order[i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int t = order[i];
                order[i] = order[j];
                order[j] = t;
            }
            return order;
        }
    }
}
