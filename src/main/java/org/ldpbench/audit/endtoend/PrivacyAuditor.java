package org.ldpbench.audit.endtoend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.ObjIntConsumer;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;
import org.ldpbench.audit.endtoend.ReleaseStatistics.Statistic;
import org.ldpbench.method.PrivateMechanism;

/**
 * A black-box statistical test of a differential-privacy guarantee on one pair of neighbouring
 * inputs, in the manner of Google's DP stochastic testers and DP-Auditorium: draw many releases
 * from the mechanism on each input, pick a candidate event on one half of the draws, and bound the
 * event's probabilities on the other half with Clopper–Pearson intervals.
 *
 * <p>For (ε, δ)-DP every event S has P(M(D) ∈ S) ≤ e^ε·P(M(D') ∈ S) + δ. The auditor reduces a
 * release to a scalar with the {@link ReleaseStatistics} learnt on the selection half and considers
 * the events {T ≥ t} and {T ≤ t} in both directions, for t at the quantiles 0.5%, …, 99.5% and at
 * extreme order statistics (the far tails, where the privacy loss of a Gaussian mechanism exceeds ε
 * and δ lives). The event maximising the lower bound is chosen on the selection half, scored with
 * the same confidence level as the evaluation; only the evaluation half enters the reported bound,
 * so the bound is a valid one-sided confidence bound: a correct mechanism is reported as violating
 * its guarantee with probability at most {@code 2·alpha} per audited pair (two one-sided bounds at
 * level alpha each, union bound).
 *
 * <p>For δ &gt; 0 a second check reads the Gaussian law of the {@code gaussian-llr} statistic when
 * the release is Gaussian noise on a statistic (its evaluation values pass a skewness and kurtosis
 * check): the separation μ = |m − m'|/s of the two laws has a lower confidence bound, and the exact
 * δ(ε) of a Gaussian mechanism with that separation (Balle &amp; Wang 2018) is a lower bound on the
 * mechanism's δ. It sees δ excesses of 1e-4 that no affordable number of draws shows in a tail
 * event. The result says which check gave the bound.
 */
public final class PrivacyAuditor {

  private static final List<Integer> ORDER_STATISTICS =
      List.of(1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000, 2000);

  private final int draws;
  private final double alpha;
  private final boolean parallelDraws;

  /**
   * @param draws releases drawn from each input, half for selection, half for evaluation
   * @param alpha level of each of the two one-sided Clopper–Pearson bounds (false-failure rate ≤
   *     2·alpha per pair)
   */
  public PrivacyAuditor(int draws, double alpha) {
    this(draws, alpha, false);
  }

  /**
   * @param parallelDraws draw the releases on the common pool: for draws that are independent calls
   *     (a whole fit each, {@link FitOutputAudit}); every draw still gets the stream it gets one
   *     after another (the streams are split off in order first, the releases kept in order), so
   *     the result is the same
   */
  PrivacyAuditor(int draws, double alpha, boolean parallelDraws) {
    if (draws < 20) {
      throw new IllegalArgumentException("draws must be at least 20, got " + draws);
    }
    this.draws = draws;
    this.alpha = alpha;
    this.parallelDraws = parallelDraws;
  }

  /** The confidence level of every bound: 1 − 2·alpha. */
  public double confidence() {
    return 1 - 2 * alpha;
  }

  /**
   * Audits one pair.
   *
   * @param first a release on input D, as coordinates, from the given stream
   * @param second a release on the neighbouring input D'
   * @param epsilon the claimed ε
   * @param delta the claimed δ (0 for pure DP)
   * @param seed seed of the audit's streams
   */
  public Result audit(
      Function<RandomGenerator, double[]> first,
      Function<RandomGenerator, double[]> second,
      double epsilon,
      double delta,
      long seed) {
    return auditDraws(Draws.each(first), Draws.each(second), epsilon, delta, seed);
  }

  /**
   * Releases of a batch of draws, draw i from stream i alone: what one call per stream gives, so
   * that a mechanism each of whose calls costs a round trip (an external method's request) answers
   * many draws at once ({@link PrivateMechanism#releases}).
   */
  @FunctionalInterface
  public interface Draws {

    /** One release per stream, as coordinates, in the streams' order. */
    double[][] draw(List<SplittableRandom> streams);

    /** One call of {@code single} per stream, in order. */
    static Draws each(Function<RandomGenerator, double[]> single) {
      return streams -> {
        double[][] out = new double[streams.size()][];
        for (int i = 0; i < out.length; i++) {
          out[i] = single.apply(streams.get(i));
        }
        return out;
      };
    }
  }

  /**
   * Most draws handed to {@link Draws} at once (the streams are split off in order: the batch size
   * changes nothing).
   */
  static final int BATCH = 2048;

  /**
   * As {@link #audit(Function, Function, double, double, long)}, the releases drawn in batches of
   * at most {@value #BATCH} streams; the same streams in the same order, so the same result.
   */
  public Result auditDraws(Draws first, Draws second, double epsilon, double delta, long seed) {
    SplittableRandom root = new SplittableRandom(seed);
    int half = draws / 2;
    double[][] selectA = sample(first, half, root.split());
    double[][] selectB = sample(second, half, root.split());
    List<Statistic> statistics = ReleaseStatistics.learn(selectA, selectB);
    Event best = null;
    double bestScore = Double.NEGATIVE_INFINITY;
    for (Statistic statistic : statistics) {
      double[] a = sorted(statistic.apply(selectA));
      double[] b = sorted(statistic.apply(selectB));
      for (double t : thresholds(a, b)) {
        for (boolean upper : new boolean[] {true, false}) {
          for (boolean forward : new boolean[] {true, false}) {
            Event event = new Event(statistic, t, upper, forward);
            double score =
                score(
                    event.count(forward ? a : b),
                    event.count(forward ? b : a),
                    half,
                    epsilon,
                    delta);
            if (score > bestScore) {
              bestScore = score;
              best = event;
            }
          }
        }
      }
    }
    Statistic gaussian = named(statistics, "gaussian-llr");
    Statistic laplace = named(statistics, "laplace-shift");
    // evaluation draws are reduced to the chosen statistics as they come: only the selection half
    // is kept whole
    double[][] evalA = evaluate(first, half, root.split(), best.statistic(), gaussian, laplace);
    double[][] evalB = evaluate(second, half, root.split(), best.statistic(), gaussian, laplace);
    double[] a = sorted(evalA[0]);
    double[] b = sorted(evalB[0]);
    long p = best.count(best.forward() ? a : b);
    long q = best.count(best.forward() ? b : a);
    double lowerP = ClopperPearson.lower(p, half, alpha);
    double upperQ = ClopperPearson.upper(q, half, alpha);
    double lossBound = lowerP <= 0 ? Double.NEGATIVE_INFINITY : Math.log(lowerP) - Math.log(upperQ);
    double deltaBound = lowerP - Math.exp(epsilon) * upperQ;
    String event =
        String.format(
            Locale.ROOT,
            "%s statistic, event T %s %.4g on %s: %d of %d vs %d of %d",
            best.statistic().name(),
            best.upper() ? ">=" : "<=",
            best.threshold(),
            best.forward() ? "D vs D'" : "D' vs D",
            p,
            half,
            q,
            half);
    String check = "black-box event";
    if (delta > 0 && gaussian != null) {
      GaussianLaw law = GaussianLaw.of(evalA[1], evalB[1], alpha);
      if (law.gaussian()) {
        double lawDelta = law.deltaLowerBound(epsilon);
        if (lawDelta > deltaBound) {
          deltaBound = lawDelta;
          check = "Gaussian law of the gaussian-llr statistic";
          event = law.toString();
        }
      }
    }
    if (delta == 0 && laplace != null) {
      LaplaceLaw law = LaplaceLaw.of(evalA[2], evalB[2], alpha);
      if (law.lossLower() > lossBound) {
        lossBound = law.lossLower();
        check = "Laplace law of the laplace-shift statistic";
        event = law.toString();
      }
    }
    return new Result(lossBound, deltaBound, epsilon, delta, check, event);
  }

  private static Statistic named(List<Statistic> statistics, String name) {
    return statistics.stream().filter(s -> s.name().equals(name)).findFirst().orElse(null);
  }

  /** Event choice score on the selection half: loss bound for pure DP, δ violation otherwise. */
  private double score(long p, long q, int n, double epsilon, double delta) {
    double lowerP = ClopperPearson.lower(p, n, alpha);
    double upperQ = ClopperPearson.upper(q, n, alpha);
    if (delta > 0) {
      return lowerP - Math.exp(epsilon) * upperQ - delta;
    }
    return lowerP <= 0 ? Double.NEGATIVE_INFINITY : Math.log(lowerP) - Math.log(upperQ) - epsilon;
  }

  private double[][] sample(Draws mechanism, int n, SplittableRandom rng) {
    double[][] out = new double[n][];
    draw(n, rng, mechanism, (release, i) -> out[i] = release);
    return out;
  }

  private double[][] evaluate(
      Draws mechanism,
      int n,
      SplittableRandom rng,
      Statistic chosen,
      Statistic gaussian,
      Statistic laplace) {
    double[][] out = new double[3][n];
    draw(
        n,
        rng,
        mechanism,
        (release, i) -> {
          out[0][i] = chosen.value(release);
          out[1][i] = gaussian == null ? 0 : gaussian.value(release);
          out[2][i] = laplace == null ? 0 : laplace.value(release);
        });
    return out;
  }

  /**
   * Hands {@code body} the release of draws 0..n−1, draw i from the i-th stream split off {@code
   * rng}: in batches of at most {@link #BATCH} streams, or (parallel draws) one draw per task.
   */
  private void draw(int n, SplittableRandom rng, Draws mechanism, ObjIntConsumer<double[]> body) {
    if (parallelDraws) {
      draw(n, rng, (stream, i) -> body.accept(mechanism.draw(List.of(stream))[0], i));
      return;
    }
    for (int from = 0; from < n; from += BATCH) {
      int to = Math.min(n, from + BATCH);
      List<SplittableRandom> streams = new ArrayList<>(to - from);
      for (int i = from; i < to; i++) {
        streams.add(rng.split());
      }
      double[][] releases = mechanism.draw(streams);
      if (releases.length != streams.size()) {
        throw new IllegalStateException(
            releases.length + " releases for " + streams.size() + " draws");
      }
      for (int i = from; i < to; i++) {
        body.accept(releases[i - from], i);
      }
    }
  }

  /**
   * Calls {@code body} for draws 0..n−1, draw i with the i-th stream split off {@code rng}. In
   * parallel, a draw that throws does not stop the others, and the lowest-numbered draw's exception
   * is rethrown as it was thrown (not as the pool's copy), the one the draws in order would throw.
   */
  private void draw(int n, SplittableRandom rng, ObjIntConsumer<SplittableRandom> body) {
    if (!parallelDraws) {
      for (int i = 0; i < n; i++) {
        body.accept(rng.split(), i);
      }
      return;
    }
    SplittableRandom[] streams = new SplittableRandom[n];
    for (int i = 0; i < n; i++) {
      streams[i] = rng.split();
    }
    RuntimeException[] failures = new RuntimeException[n];
    IntStream.range(0, n)
        .parallel()
        .forEach(
            i -> {
              try {
                body.accept(streams[i], i);
              } catch (RuntimeException failure) {
                failures[i] = failure;
              }
            });
    for (RuntimeException failure : failures) {
      if (failure != null) {
        throw failure;
      }
    }
  }

  private static double[] sorted(double[] values) {
    double[] out = values.clone();
    Arrays.sort(out);
    return out;
  }

  /** Quantiles 0.5%, 1%, …, 99.5% of both samples together and their extreme order statistics. */
  private static double[] thresholds(double[] a, double[] b) {
    double[] all = new double[a.length + b.length];
    System.arraycopy(a, 0, all, 0, a.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    Arrays.sort(all);
    double[] out = new double[199 + 2 * ORDER_STATISTICS.size()];
    for (int k = 1; k <= 199; k++) {
      out[k - 1] = all[(int) Math.min(all.length - 1, Math.round(k / 200.0 * (all.length - 1)))];
    }
    for (int i = 0; i < ORDER_STATISTICS.size(); i++) {
      int k = Math.min(all.length - 1, ORDER_STATISTICS.get(i));
      out[199 + 2 * i] = all[k];
      out[200 + 2 * i] = all[all.length - 1 - k];
    }
    return Arrays.stream(out).distinct().toArray();
  }

  private record Event(Statistic statistic, double threshold, boolean upper, boolean forward) {

    /** Occurrences among sorted values. */
    long count(double[] sorted) {
      int lo = 0;
      int hi = sorted.length;
      // first index with value >= threshold (upper) or > threshold (lower)
      while (lo < hi) {
        int mid = (lo + hi) >>> 1;
        if (upper ? sorted[mid] < threshold : sorted[mid] <= threshold) {
          lo = mid + 1;
        } else {
          hi = mid;
        }
      }
      return upper ? sorted.length - lo : lo;
    }
  }

  /**
   * What the audit found.
   *
   * @param epsilonLowerBound lower confidence bound on the privacy loss of the chosen event
   * @param deltaLowerBound lower confidence bound on P(S|D) − e^ε·P(S|D')
   * @param epsilon the claimed ε
   * @param delta the claimed δ
   * @param check which check gave the bound: a black-box event or the Gaussian law
   * @param event the chosen event and its counts
   */
  public record Result(
      double epsilonLowerBound,
      double deltaLowerBound,
      double epsilon,
      double delta,
      String check,
      String event) {

    /** True if the draws contradict the claimed guarantee. */
    public boolean violates() {
      return delta > 0 ? deltaLowerBound > delta : epsilonLowerBound > epsilon;
    }

    /**
     * The bound compared with the claim: the ε lower bound for pure DP, the δ lower bound
     * otherwise.
     */
    public double bound() {
      return delta > 0 ? deltaLowerBound : epsilonLowerBound;
    }

    @Override
    public String toString() {
      return String.format(
          Locale.ROOT,
          "empirical privacy loss >= %.3f (claimed epsilon %.3g, delta %.2g;"
              + " delta bound %.2g; %s) from %s",
          epsilonLowerBound,
          epsilon,
          delta,
          deltaLowerBound,
          check,
          event);
    }
  }
}
