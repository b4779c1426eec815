package org.ldpbench.external;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.SeedPerUser;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The local randomizer of an external method ({@code privacy: local}, or {@code label}: each user's
 * label): inside {@link #release} (the only time the sample is readable) it sends the records in
 * batches to the executable's {@code randomize}, with one seed per user drawn in record order from
 * the mechanism's noise stream, so the releases depend neither on the batch size nor on the thread
 * count or the worker that answers ({@link SeedPerUser}, which the end-to-end audit checks). The
 * perturbation it declares comes from the executable's {@code declare} ({@link ExternalLaw}); the
 * audit's statistic is the executable's {@code encode} (each user's category, label, vector or
 * counts) and its noise draws are {@code randomize} itself (for an additive law, the release minus
 * the statistic), so the sensitivity and calibration layers test the external code, not a
 * restatement of it. Under label privacy the users' features are public: they travel with the
 * releases to the curator.
 */
final class ExternalRandomizer implements PrivateMechanism<ExternalReleases>, SeedPerUser {

  private final ExternalRequests requests;

  ExternalRandomizer(ExternalRequests requests) {
    this.requests = requests;
  }

  private ExternalDescriptor descriptor() {
    return requests.descriptor();
  }

  private boolean labels() {
    return descriptor().privacy().equals(ExternalDescriptor.LABEL);
  }

  @Override
  public Optional<PrivacyBudget> guarantee() {
    PrivacyBudget budget = requests.budget();
    return Optional.of(descriptor().usesDelta() ? budget : PrivacyBudget.pure(budget.epsilon()));
  }

  @Override
  public Neighbours neighbours() {
    return labels() ? Neighbours.LABEL : Neighbours.RECORD;
  }

  @Override
  public List<Perturbation> perturbations() {
    ExternalLaw law = requests.law();
    if (law.categorical()) {
      return List.of(
          Perturbation.of(
                  (labels() ? "labels" : "categories") + " (external encode)",
                  Perturbation.BatchStatistic.of(samples -> encoded(samples, law, true)),
                  law.sensitivity(),
                  law.calibration())
              .withNoise(Perturbation.NoiseDraws.batched(this::reports)));
    }
    return List.of(
        Perturbation.of(
                "each user's " + (law.cells() > 0 ? "counts" : "vector") + " (external encode)",
                Perturbation.BatchStatistic.of(samples -> encoded(samples, law, false)),
                law.sensitivity(),
                law.calibration())
            .withNoise(
                Perturbation.NoiseDraws.batched((sample, streams) -> noise(sample, streams, law))));
  }

  /**
   * The audit's statistic of each sample, from the executable's {@code encode} (a family of samples
   * in a few requests): each user's category ({@code categories}), or the users' vectors side by
   * side.
   */
  private List<double[]> encoded(List<PrivateSample> samples, ExternalLaw law, boolean categories) {
    List<Dataset> records = new ArrayList<>(samples.size());
    for (PrivateSample sample : samples) {
      records.add(sample.records());
    }
    List<double[]> out = new ArrayList<>(samples.size());
    for (double[][] values : requests.encodeAll(records, law)) {
      out.add(categories ? ExternalRequests.firstNumbers(values) : requests.sideBySide(values));
    }
    return out;
  }

  /** The reported categories of each user, one draw per stream (randomized response's draws). */
  private double[][] reports(PrivateSample sample, List<? extends RandomGenerator> streams) {
    return releases(sample, streams).stream()
        .map(r -> ExternalRequests.firstNumbers(r.all()))
        .toArray(double[][]::new);
  }

  /** Release minus statistic, one draw per stream (an additive law's noise). */
  private double[][] noise(
      PrivateSample sample, List<? extends RandomGenerator> streams, ExternalLaw law) {
    double[] exact = encoded(List.of(sample), law, false).get(0);
    List<ExternalReleases> released = releases(sample, streams);
    double[][] out = new double[streams.size()][];
    for (int k = 0; k < out.length; k++) {
      out[k] = requests.minus(requests.sideBySide(released.get(k).all()), exact);
    }
    return out;
  }

  @Override
  public ExternalReleases release(PrivateSample sample, RandomGenerator noise) {
    return releases(sample, List.of(noise)).get(0);
  }

  /**
   * Many draws at once, draw k from {@code streams.get(k)} alone: each stream gives its users'
   * seeds in record order, and all users of all draws go out in requests of at most {@code batch}
   * users, answered by the workers side by side; so the releases are those of one {@link #release}
   * per stream, at a fraction of the round trips.
   */
  @Override
  public List<ExternalReleases> releases(
      PrivateSample sample, List<? extends RandomGenerator> streams) {
    Dataset records = sample.records();
    int n = records.size();
    long[] seeds = new long[n * streams.size()];
    int at = 0;
    for (RandomGenerator stream : streams) {
      for (int i = 0; i < n; i++) {
        seeds[at++] = stream.nextLong();
      }
    }
    double[][] all = perUser(records, seeds);
    double[][] features = labels() ? features(records) : null;
    List<ExternalReleases> out = new ArrayList<>(streams.size());
    for (int k = 0; k < streams.size(); k++) {
      out.add(new ExternalReleases(Arrays.copyOfRange(all, k * n, (k + 1) * n), features));
    }
    return out;
  }

  /**
   * One release per seed, seed j being user (j mod n)'s, in requests of at most {@code batch}
   * users.
   */
  private double[][] perUser(Dataset records, long[] seeds) {
    int n = records.size();
    ArrayNode[] rows = new ArrayNode[n]; // each record's JSON once, however many draws repeat it
    for (int i = 0; i < n; i++) {
      rows[i] = (ArrayNode) ProtocolJson.records(records, i, i + 1).get(0);
    }
    double[][] releases = new double[seeds.length][];
    int batch = descriptor().batch();
    requests.randomize(
        releases,
        (seeds.length + batch - 1) / batch,
        new ExternalRequests.Chunk() {
          @Override
          public int fill(int c, ArrayNode recordArray, ArrayNode seedArray) {
            int from = c * batch;
            for (int j = from; j < Math.min(seeds.length, from + batch); j++) {
              recordArray.add(rows[j % n]);
              seedArray.add(seeds[j]);
            }
            return from;
          }

          @Override
          public String name(int slot) {
            return String.valueOf(slot % n);
          }
        });
    return releases;
  }

  /** The users' features (public under label privacy), in record order. */
  private static double[][] features(Dataset records) {
    double[][] out = new double[records.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = records.features().row(i);
    }
    return out;
  }
}
