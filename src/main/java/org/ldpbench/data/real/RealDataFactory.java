package org.ldpbench.data.real;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.stream.IntStream;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.Memo;
import org.ldpbench.data.MemoKey;
import org.ldpbench.data.SourceInfo;
import org.ldpbench.data.TaskType;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * Registers data source {@code real}: one of the data sets described in {@code datasets/*.yaml},
 * chosen by the parameter {@code dataset} (a sweep axis for tables over data sets). Files are found
 * and checked by {@link RawDataLocator}; each data set is read and encoded once per data memo
 * ({@link #create(ParameterSet, Memo)}: once per command).
 */
public final class RealDataFactory implements DataSourceFactory {

  public static final String NAME = "real";

  /**
   * Encoded data sets by name. Handed out as they are: {@link EncodedData}'s arrays are only read
   * (every source copies the rows it uses when it draws), and copying Email's 3,000 columns per
   * sweep point is what the memo exists to avoid.
   */
  static final MemoKey<String, EncodedData> ENCODED =
      MemoKey.ofImmutable("encoded real data sets", String::equals, 64);

  static final Param<Integer> N_PUBLIC = Param.integer("nPublic", 0, 100_000_000);
  static final Param<Double> PRIVATE_FRACTION = Param.real("privateFraction", 0, false, 1);
  static final Param<Integer> PUBLIC_SEED = Param.integer("publicSeed", 0, Integer.MAX_VALUE);

  /**
   * The {@code dataset} key and the info, made on first use (listing the descriptors parses every
   * one).
   */
  private volatile Described described;

  /**
   * The {@code dataset} key, whose choices are the descriptors found, and the info that declares
   * it.
   */
  private record Described(Param<String> dataset, SourceInfo info) {}

  /**
   * Version 1: first version of reading, encoding and splitting (nPublic and privateFraction, added
   * later, leave the default split unchanged).
   */
  @Override
  public SourceInfo info() {
    return described().info();
  }

  /** Never empty: {@code nPublic: 0} means every public row of the split rule. */
  @Override
  public boolean emptyPublicSample(ParameterSet parameters) {
    return false;
  }

  private Described described() {
    Described d = described;
    if (d == null) {
      List<String> names = DescriptorReader.names();
      Param<String> dataset =
          names.isEmpty()
              ? Param.choice("dataset", "none")
              : Param.choice("dataset", names.toArray(String[]::new));
      d =
          new Described(
              dataset,
              SourceInfo.of(
                      NAME,
                      "a real data set of datasets/*.yaml (Ma & Yang Table 1): "
                          + "public rows by its split rule, 20% of the private rows as test set per replication, min-max "
                          + "scaled on the public rows",
                      TaskType.CLASSIFICATION)
                  .withParameters(
                      dataset.fit(
                          null,
                          "the data set (a file datasets/<name>.yaml): "
                              + String.join(", ", names)),
                      N_PUBLIC.fit(
                          0,
                          "public rows used: a random subset of this size of the split rule's public "
                              + "rows, drawn per replication (the same rows whatever privateFraction); 0 = all"),
                      PRIVATE_FRACTION.fit(
                          1.0,
                          "share delta of the private training rows used (Ma & Yang Fig. "
                              + "10): n_P = N - ceil((1 - 0.8 delta) N), a prefix of the replication's shuffled "
                              + "training rows; the test rows stay the replication's 20%"),
                      PUBLIC_SEED.fit(
                          0,
                          "seed of a random public split rule (public: {rule: random}): which "
                              + "rows are public; 0 = the descriptor's seed; no effect on the other rules")));
      described = d; // a benign race: every thread builds the same
    }
    return d;
  }

  @Override
  public List<RawFile> rawFiles(ParameterSet parameters) {
    String name = parameters.get(described().dataset());
    try {
      return DescriptorReader.read(DescriptorReader.DIRECTORY.resolve(name + ".yaml")).files();
    } catch (IOException e) {
      throw new UserError("data set " + name + ": cannot read its descriptor: " + e.getMessage());
    }
  }

  /** The source, reading and encoding its data set afresh. */
  @Override
  public DataSource create(ParameterSet parameters) {
    return create(parameters, new Memo());
  }

  @Override
  public DataSource create(ParameterSet parameters, Memo memo) {
    String name = parameters.get(described().dataset());
    try {
      DatasetDescriptor read =
          DescriptorReader.read(DescriptorReader.DIRECTORY.resolve(name + ".yaml"));
      int publicSeed = parameters.get(PUBLIC_SEED);
      DatasetDescriptor descriptor = publicSeed == 0 ? read : read.withPublicSeed(publicSeed);
      EncodedData data =
          memo.get(
              ENCODED,
              this,
              name + "|" + descriptor.publicSeed(),
              () -> {
                try {
                  return Encoder.encode(descriptor, RawDataLocator.standard());
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
      int nPublic = parameters.get(N_PUBLIC);
      int available = (int) IntStream.range(0, data.rows()).filter(r -> data.isPublic()[r]).count();
      if (nPublic > available) {
        throw new UserError(
            "data set "
                + name
                + ": nPublic = "
                + nPublic
                + " but its split rule gives "
                + available
                + " public rows; use at most "
                + available
                + " (0 = all)");
      }
      return new RealDataSource(
          descriptor,
          data,
          nPublic,
          parameters.get(PRIVATE_FRACTION),
          descriptor.publicSeed() != read.publicSeed());
    } catch (IOException | UncheckedIOException e) {
      throw new UserError("data set " + name + ": cannot read: " + e.getMessage());
    }
  }
}
