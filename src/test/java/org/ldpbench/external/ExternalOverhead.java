package org.ldpbench.external;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.external.process.ExternalHang;
import org.ldpbench.method.PublicInput;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The framing overhead of the external protocol ({@code make bench-external}, not a test): with a
 * Python method that does no work ({@code src/test/resources/external/null_method.py}), the time of
 * one fit group's fixed part (one randomize of one user, one curate of 40 public records and 200
 * points) on a new worker (start, hello and bye included) and on a persistent worker, and the time
 * per user of {@code randomize} (d = 2), as medians of repeated runs. What is measured includes the
 * JSON work of both sides and Python's loop over the batch.
 */
public final class ExternalOverhead {

  private ExternalOverhead() {}

  /**
   * Measures the framing overhead and prints it.
   *
   * @param args the Python interpreter (default python3)
   */
  public static void main(String[] args) throws Exception {
    String python = args.length > 0 ? args[0] : "python3";
    double[] bare = new double[11];
    for (int r = 0; r < bare.length; r++) {
      long start = System.nanoTime();
      new ProcessBuilder(python, "-c", "pass").start().waitFor();
      bare[r] = (System.nanoTime() - start) / 1e6;
    }
    ExternalDescriptor descriptor =
        new ExternalDescriptor(
            "NULL",
            "no work",
            "none",
            List.of(python, "src/test/resources/external/null_method.py"),
            Path.of("").toAbsolutePath(),
            1,
            4096,
            List.of());
    Dataset publicSample = sample(40, 1);
    Features points = sample(200, 2).features();
    PublicInput input =
        new PublicInput(publicSample, points, List.of(PrivacyBudget.pure(1)), List.of(1), 3);
    double[] group = new double[21];
    for (int r = 0; r < group.length; r++) {
      long start = System.nanoTime();
      try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
        fitGroup(descriptor, new ExternalSession(workers), input, points);
      }
      group[r] = (System.nanoTime() - start) / 1e6;
    }
    double[] warm = new double[201];
    try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
      for (int r = 0; r < warm.length; r++) {
        long start = System.nanoTime();
        fitGroup(descriptor, new ExternalSession(workers), input, points);
        warm[r] = (System.nanoTime() - start) / 1e6;
      }
    }
    int small = 1_000;
    int large = 201_000;
    PrivateSample smallSample = new PrivateSample(sample(small, 6));
    PrivateSample largeSample = new PrivateSample(sample(large, 7));
    double[] perUser = new double[7];
    try (ExternalWorkers workers = new ExternalWorkers(descriptor, new ExternalHang())) {
      ExternalRandomizer randomizer = randomizer(descriptor, new ExternalSession(workers));
      randomizer.release(largeSample, new SplittableRandom(8)); // warm-up
      for (int r = 0; r < perUser.length; r++) {
        long t0 = System.nanoTime();
        randomizer.release(smallSample, new SplittableRandom(r));
        long t1 = System.nanoTime();
        randomizer.release(largeSample, new SplittableRandom(r));
        long t2 = System.nanoTime();
        perUser[r] = ((t2 - t1) - (t1 - t0)) / 1e3 / (large - small);
      }
    }
    System.out.printf(
        Locale.ROOT,
        "external protocol framing (%s, null method, d = 2, batch 4096):%n"
            + "  per fit group, new worker:        %.1f ms (median of %d; start, hello, randomize 1 user,"
            + " curate 40 public records + 200 points, bye), of which %.1f ms is '%s -c pass' alone%n"
            + "  per fit group, persistent worker: %.2f ms (median of %d; randomize 1 user, curate)%n"
            + "  per user:                         %.2f us (median of %d; randomize, %d vs %d users)%n",
        python,
        median(group),
        group.length,
        median(bare),
        python,
        median(warm),
        warm.length,
        median(perUser),
        perUser.length,
        large,
        small);
  }

  private static ExternalRandomizer randomizer(
      ExternalDescriptor descriptor, ExternalSession session) {
    return new ExternalRandomizer(
        new ExternalRequests(
            descriptor,
            session,
            PrivacyBudget.pure(1.0),
            2,
            ExternalWorkers.request("x").objectNode()));
  }

  /** One fit group: randomize one user, then one curate of the public sample and the points. */
  private static void fitGroup(
      ExternalDescriptor descriptor, ExternalSession session, PublicInput input, Features points) {
    ExternalReleases releases =
        randomizer(descriptor, session)
            .release(new PrivateSample(sample(1, 4)), new SplittableRandom(5));
    new ExternalFit(descriptor, session, input, ExternalWorkers.request("x").objectNode(), releases)
        .model(null)
        .predict(points);
  }

  private static Dataset sample(int n, long seed) {
    SplittableRandom rng = new SplittableRandom(seed);
    double[] x = new double[2 * n];
    int[] y = new int[n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = rng.nextDouble();
      x[2 * i + 1] = rng.nextDouble();
      y[i] = rng.nextInt(2);
    }
    return new Dataset(Features.wrap(x, n, 2), ClassLabels.binary(y));
  }

  private static double median(double[] values) {
    double[] sorted = values.clone();
    Arrays.sort(sorted);
    return sorted[sorted.length / 2];
  }
}
