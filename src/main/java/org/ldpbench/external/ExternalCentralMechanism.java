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
    return Optional.of(
        requests.descriptor().usesDelta() ? budget : PrivacyBudget.pure(budget.epsilon()));
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public List<Perturbation> perturbations() {
    ExternalLaw law = requests.law();
    return List.of(
        Perturbation.of(
                "the sample's " + (law.cells() > 0 ? "counts" : "vector") + " (external encode)",
                Perturbation.BatchStatistic.of(samples -> encoded(samples, law)),
                law.sensitivity(),
                law.calibration())
            .withNoise(
                Perturbation.NoiseDraws.batched((sample, streams) -> noise(sample, streams, law))));
  }

  /**
   * The audit's statistic of each sample: the executable's {@code encode} of the sample, one
   * request each.
   */
  private List<double[]> encoded(List<PrivateSample> samples, ExternalLaw law) {
    List<Dataset> records = new ArrayList<>(samples.size());
    for (PrivateSample sample : samples) {
      records.add(sample.records());
    }
    List<double[]> out = new ArrayList<>(samples.size());
    for (double[][] values : requests.encodeAll(records, law)) {
      out.add(values[0]);
    }
    return out;
  }

  /** Release minus statistic, one draw per stream. */
  private double[][] noise(
      PrivateSample sample, List<? extends RandomGenerator> streams, ExternalLaw law) {
    double[] exact = encoded(List.of(sample), law).get(0);
    List<ExternalReleases> released = releases(sample, streams);
    double[][] out = new double[streams.size()][];
    for (int k = 0; k < out.length; k++) {
      out[k] = requests.minus(released.get(k).user(0), exact);
    }
    return out;
  }

  @Override
  public ExternalReleases release(PrivateSample sample, RandomGenerator noise) {
    return releases(sample, List.of(noise)).get(0);
  }

  /**
   * Many draws at once, draw k from {@code streams.get(k)} alone (its one seed): the sample goes
   * out with as many seeds per request as keep a request near {@code batch} records' worth, the
   * requests to the workers side by side.
   */
  @Override
  public List<ExternalReleases> releases(
      PrivateSample sample, List<? extends RandomGenerator> streams) {
    Dataset records = sample.records();
    long[] seeds = new long[streams.size()];
    for (int k = 0; k < seeds.length; k++) {
      seeds[k] = streams.get(k).nextLong();
    }
    ArrayNode rows = ProtocolJson.records(records, 0, records.size());
    int perRequest = Math.max(1, requests.descriptor().batch() / Math.max(1, records.size()));
    double[][] releases = new double[seeds.length][];
    requests.randomize(
        releases,
        (seeds.length + perRequest - 1) / perRequest,
        new ExternalRequests.Chunk() {
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
}
