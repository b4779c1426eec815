package org.ldpbench.report.claims;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.stats.Holm;

/**
 * A table statistic over the values of one sweep axis (data sets) and its paired bootstrap: at each
 * value, every label's test-half scores (configuration chosen on the selection half), claimed label
 * first; the statistic is computed on them and on {@value #RESAMPLES} resamples of the replications
 * (the same indices for every label of a value, fixed seed), giving the bootstrap probability that
 * it is positive and its spread. Shared by the table rules ({@code most-often-best}, {@code
 * best-rank-sum}).
 */
public final class BootstrapCount {

  /** Bootstrap resamples of the replications. */
  static final int RESAMPLES = 2000;

  /** Seed of the bootstrap, so that a report is the same on every run. */
  static final long SEED = 20240420L;

  /**
   * A statistic of the per-value scores ([value][label][replication]), each value's replications
   * drawn by {@code draws[value]} (null: all).
   */
  public interface Statistic {
    public double of(List<double[][]> values, int[][] draws);
  }

  /**
   * The observed statistic, its bootstrap 2.5% and 97.5% quantiles, P(statistic &gt; 0) and
   * P(statistic ≤ 0) under the bootstrap (each as (k + 1)/(B + 1), never 0), the bootstrap standard
   * deviation and the test replications per value.
   */
  public record Result(
      double observed,
      double low,
      double high,
      double pPositive,
      double pNotPositive,
      double sd,
      int replications) {

    /**
     * Test replications at which a statistic this far from 0, with this bootstrap spread (shrinking
     * as 1/√n), would be called at level {@code alpha} with power {@link Power#POWER}; {@link
     * Integer#MAX_VALUE} when it is 0 (a tie no number of replications decides).
     */
    int replicationsToDecide(double alpha) {
      if (observed == 0 || !(sd > 0)) {
        return observed == 0 ? Integer.MAX_VALUE : replications;
      }
      org.apache.commons.statistics.distribution.NormalDistribution z =
          org.apache.commons.statistics.distribution.NormalDistribution.of(0, 1);
      double k =
          (z.inverseCumulativeProbability(1 - alpha) + z.inverseCumulativeProbability(Power.POWER))
              * sd
              / Math.abs(observed);
      double needed = Math.ceil(replications * k * k);
      return needed > 1e8 ? Integer.MAX_VALUE : (int) Math.max(replications, needed);
    }
  }

  private BootstrapCount() {}

  /**
   * The scores at each value of {@code along} (at the other coordinates {@code rest}):
   * [label][replication] with {@code claimed} first, then {@code others} (a competitor without
   * results there is left out).
   */
  public static List<double[][]> scores(
      ClaimInputs inputs,
      SweepAxis along,
      Map<String, Object> rest,
      String claimed,
      List<String> others) {
    List<double[][]> values = new ArrayList<>();
    for (Object value : along.values()) {
      Map<String, Object> coordinates = new LinkedHashMap<>(rest);
      coordinates.put(along.name(), value);
      SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
      List<double[]> labels = new ArrayList<>();
      labels.add(ClaimData.selected(inputs, claimed, point));
      for (String other : others) {
        try {
          labels.add(ClaimData.selected(inputs, other, point));
        } catch (MissingResult e) {
          labels.add(null); // a competitor without results at this value does not compete there
        }
      }
      values.add(labels.toArray(double[][]::new));
    }
    return values;
  }

  /** The statistic on {@code values} and its bootstrap. */
  public static Result of(List<double[][]> values, Statistic statistic) {
    double observed = statistic.of(values, null);
    SplittableRandom random = new SplittableRandom(SEED);
    double[] resampled = new double[RESAMPLES];
    int replications = values.get(0)[0].length;
    for (int b = 0; b < RESAMPLES; b++) {
      int[][] draws = new int[values.size()][];
      for (int v = 0; v < values.size(); v++) {
        int n = values.get(v)[0].length;
        draws[v] = new int[n];
        for (int r = 0; r < n; r++) {
          draws[v][r] = random.nextInt(n);
        }
      }
      resampled[b] = statistic.of(values, draws);
    }
    double[] sorted = resampled.clone();
    Arrays.sort(sorted);
    long positive = Arrays.stream(resampled).filter(x -> x > 0).count();
    double mean = Arrays.stream(resampled).average().orElse(0);
    double sd =
        Math.sqrt(
            Arrays.stream(resampled).map(x -> (x - mean) * (x - mean)).sum() / (RESAMPLES - 1));
    return new Result(
        observed,
        sorted[(int) Math.floor(0.025 * (RESAMPLES - 1))],
        sorted[(int) Math.ceil(0.975 * (RESAMPLES - 1))],
        (positive + 1.0) / (RESAMPLES + 1),
        (RESAMPLES - positive + 1.0) / (RESAMPLES + 1),
        sd,
        replications);
  }

  /**
   * The scores of one label at one value as drawn: {@code scores[draw[i]]}, or all of them without
   * a draw.
   */
  public static double[] drawn(double[] scores, int[] draw) {
    if (scores == null) {
      return null;
    }
    if (draw == null) {
      return scores;
    }
    double[] out = new double[draw.length];
    for (int i = 0; i < draw.length; i++) {
      out[i] = draw[i] < scores.length ? scores[draw[i]] : Double.NaN;
    }
    return out;
  }

  /** Mean of the finite entries; NaN if none (or null). */
  public static double mean(double[] scores) {
    if (scores == null) {
      return Double.NaN;
    }
    double sum = 0;
    int n = 0;
    for (double v : scores) {
      if (Double.isFinite(v)) {
        sum += v;
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  /**
   * The verdict of a table rule from one bootstrapped statistic per sweep point (positive: the
   * claim holds there): P(statistic ≤ 0) is the p-value for the claim, P(statistic &gt; 0) the one
   * against it, both Holm-adjusted over the points. Contradicted if a point contradicts it,
   * supported if every point supports it, otherwise undetermined for too few replications, with the
   * replications that would call the least clear point.
   */
  public static ClaimCheck decide(
      ClaimSpec claim, String hypothesis, List<String> labels, List<Result> results) {
    double[] pFor = results.stream().mapToDouble(Result::pNotPositive).toArray();
    double[] pAgainst = results.stream().mapToDouble(Result::pPositive).toArray();
    double[] holmFor = Holm.adjust(pFor);
    double[] holmAgainst = Holm.adjust(pAgainst);
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    boolean contradicted = false;
    boolean allSupport = true;
    int needed = 0;
    for (int i = 0; i < results.size(); i++) {
      Result r = results.get(i);
      boolean supports = holmFor[i] < ClaimCheck.ALPHA;
      boolean against = holmAgainst[i] < ClaimCheck.ALPHA;
      contradicted |= against;
      allSupport &= supports;
      if (!supports && !against) {
        int test = r.replicationsToDecide(ClaimCheck.ALPHA / results.size());
        needed = test >= Integer.MAX_VALUE / 2 ? Integer.MAX_VALUE : Math.max(needed, 2 * test);
      }
      comparisons.add(
          new ClaimCheck.Comparison(
              labels.get(i),
              r.replications(),
              r.observed(),
              Double.NaN,
              false,
              pFor[i],
              pAgainst[i],
              holmFor[i],
              holmAgainst[i],
              ""));
    }
    ClaimCheck.Verdict verdict =
        contradicted
            ? ClaimCheck.Verdict.CONTRADICTED
            : allSupport ? ClaimCheck.Verdict.SUPPORTED : ClaimCheck.Verdict.UNDETERMINED;
    String reason =
        verdict == ClaimCheck.Verdict.UNDETERMINED
            ? "too few replications: the bootstrap cannot call "
                + (results.size() == 1 ? "it" : "every point")
            : "";
    return new ClaimCheck(
        claim,
        verdict,
        hypothesis,
        comparisons,
        reason,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        Double.NaN,
        verdict == ClaimCheck.Verdict.UNDETERMINED ? Math.max(1, needed) : 0);
  }
}
