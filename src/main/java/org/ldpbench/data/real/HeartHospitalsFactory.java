package org.ldpbench.data.real;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
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
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Described;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Data source {@code heart-hospitals}: the four hospitals of {@link HeartHospitals} as servers.
 *
 * <ul>
 *   <li>{@code layout: transfer} (Fig. 7): per replication {@code nTest} random records of the
 *       target hospital are the test set and the rest its private sample (server 0); the other
 *       three hospitals, in the order Hungary, Cleveland, Long Beach, Switzerland, are the sources.
 *   <li>{@code layout: cross} (Fig. 6): one server, {@code nTrain} random records of hospital
 *       {@code train}; the test set is the rest of that hospital, or all of hospital {@code test}.
 * </ul>
 *
 * No public sample. The split's stream is named by the layout and hospitals, so every method and ε
 * of a replication sees the same split.
 */
public final class HeartHospitalsFactory extends Described<SourceInfo>
    implements DataSourceFactory {

  public static final String NAME = "heart-hospitals";

  /** The four hospitals (one entry per factory); immutable. */
  static final MemoKey<String, HeartHospitals> HOSPITALS =
      MemoKey.ofImmutable("heart hospitals", String::equals, 1);

  static final Param<Layout> LAYOUT = Param.choice("layout", Layout.class);
  static final Param<Integer> TARGET = Param.integer("target", 0, 3);
  static final Param<Integer> N_TEST = Param.integer("nTest", 1, 1000);
  static final Param<Integer> TRAIN = Param.integer("train", 0, 3);
  static final Param<Integer> TEST = Param.integer("test", 0, 3);
  static final Param<Integer> N_TRAIN = Param.integer("nTrain", 1, 1000);

  /** How the hospitals are split into servers and test data ({@code layout:} in a spec). */
  enum Layout implements Keyword {
    /** {@code transfer}: a target hospital and three source hospitals (Fig. 7). */
    TRANSFER,
    /** {@code cross}: train on one hospital, test on one (Fig. 6). */
    CROSS
  }

  public HeartHospitalsFactory() {
    super(
        SourceInfo.of(
                NAME,
                "UCI heart disease as four hospital servers (Auddy et al. 6.2): 7 covariates in [0, 0.5], Y = 1{num > 0}",
                TaskType.CLASSIFICATION)
            .withParameters(
                LAYOUT.fit(
                    Layout.TRANSFER,
                    "transfer: target + 3 source hospitals (Fig. 7); cross: train on one hospital, test on one (Fig. 6)"),
                TARGET.fit(
                    0,
                    "transfer: target hospital (0 Hungary, 1 Cleveland, 2 Long Beach, 3 Switzerland)"),
                N_TEST.fit(150, "transfer: target records held out for testing"),
                TRAIN.fit(0, "cross: training hospital"),
                TEST.fit(0, "cross: test hospital"),
                N_TRAIN.fit(100, "cross: training records")));
  }

  /** The four hospitals, read from their files. */
  public static HeartHospitals hospitals() {
    try {
      return HeartHospitals.load(
          DescriptorReader.read(DescriptorReader.DIRECTORY.resolve("heart.yaml")),
          RawDataLocator.standard());
    } catch (IOException e) {
      throw new UserError("data set heart: cannot read: " + e.getMessage());
    }
  }

  /** The source, reading the hospitals afresh. */
  @Override
  public List<RawFile> rawFiles(ParameterSet parameters) {
    try {
      return DescriptorReader.read(DescriptorReader.DIRECTORY.resolve("heart.yaml")).files();
    } catch (IOException e) {
      throw new UserError("data set heart: cannot read its descriptor: " + e.getMessage());
    }
  }

  @Override
  public DataSource create(ParameterSet p) {
    return create(p, new Memo());
  }

  /** The source, with the hospitals read once per data memo. */
  @Override
  public DataSource create(ParameterSet p, Memo memo) {
    HeartHospitals data = memo.get(HOSPITALS, this, "heart", HeartHospitalsFactory::hospitals);
    boolean transfer = p.get(LAYOUT) == Layout.TRANSFER;
    int target = p.get(TARGET);
    if (transfer && p.get(N_TEST) >= data.hospitals().get(target).size()) {
      throw new IllegalArgumentException(
          NAME
              + ": nTest must be below the target's "
              + data.hospitals().get(target).size()
              + " records");
    }
    if (!transfer && p.get(N_TRAIN) >= data.hospitals().get(p.get(TRAIN)).size()) {
      throw new IllegalArgumentException(
          NAME + ": nTrain must be below the training hospital's size");
    }
    return new Source(
        data, transfer, target, p.get(N_TEST), p.get(TRAIN), p.get(TEST), p.get(N_TRAIN), p);
  }

  private record Source(
      HeartHospitals data,
      boolean transfer,
      int target,
      int nTest,
      int train,
      int test,
      int nTrain,
      ParameterSet parameters)
      implements DataSource {

    @Override
    public String id() {
      return NAME + "{" + parameters.canonical() + "}";
    }

    @Override
    public String provenance() {
      return "UCI heart disease, four hospitals (datasets/heart.yaml; spec/distributed.md 5.4) with "
          + parameters.canonical();
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
        int[] order =
            permutation(
                own.size(),
                streams.stream("split", "transfer{target=" + target + ",nTest=" + nTest + "}"));
        Dataset testSet = own.select(Arrays.copyOfRange(order, 0, nTest));
        List<Dataset> servers = new ArrayList<>();
        servers.add(own.select(Arrays.copyOfRange(order, nTest, order.length)));
        for (int h = 0; h < hospitals.size(); h++) {
          if (h != target) {
            servers.add(hospitals.get(h));
          }
        }
        return new DataSplit(Dataset.emptyBinary(own.dimension()), servers, testSet);
      }
      Dataset own = hospitals.get(train);
      int[] order =
          permutation(
              own.size(),
              streams.stream("split", "cross{train=" + train + ",nTrain=" + nTrain + "}"));
      Dataset trainSet = own.select(Arrays.copyOfRange(order, 0, nTrain));
      Dataset testSet =
          test == train
              ? own.select(Arrays.copyOfRange(order, nTrain, order.length))
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
