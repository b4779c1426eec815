package org.ldpbench.report.claims.mostoftenbest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.stats.Direction;

/**
 * The count of No. 1 places of a {@code most-often-best} claim ({@link MostOftenBestClaimKind}) as
 * the paper counts them: a value of the swept axis (a data set) is a No. 1 of the claimed method
 * when its mean is the best at the printed precision ({@value #DECIMALS} decimals, ties shared);
 * with its paired bootstrap over replications ({@value #RESAMPLES} resamples, fixed seed), which
 * gives the count's interval and the probabilities of more and of at most half.
 */
public final class NumberOneCount {

  /** The precision at which means are compared (Table 2 prints three decimals and bolds ties). */
  static final int DECIMALS = 3;

  /** 10^{@link #DECIMALS}: a mean times this, rounded, is what the table prints. */
  private static final double SCALE = Math.pow(10, DECIMALS);

  /** Bootstrap resamples of the replications. */
  static final int RESAMPLES = 2000;

  /** Seed of the bootstrap, so a report is the same on every run. */
  static final long SEED = 20240420L;

  private NumberOneCount() {}

  /**
   * The No. 1 count at the other coordinates {@code rest}: observed, its bootstrap 2.5% and 97.5%
   * quantiles and the bootstrap probabilities of more than half and of at most half.
   */
  static NumberOne count(
      MostOftenBestClaim claim, ClaimInputs inputs, SweepAxis along, Map<String, Object> rest) {
    List<double[][]> values =
        new ArrayList<>(); // per value of along: [method][replication], claimed first
    for (Object value : along.values()) {
      Map<String, Object> coordinates = new LinkedHashMap<>(rest);
      coordinates.put(along.name(), value);
      SweepPoint point = SweepPoint.of(inputs.plan().spec().sweep(), coordinates);
      List<double[]> methods = new ArrayList<>();
      methods.add(ClaimData.selected(inputs, claim.methods().get(0), point));
      for (String other : claim.over()) {
        try {
          methods.add(ClaimData.selected(inputs, other, point));
        } catch (MissingResult e) {
          // a competitor without results at this value does not compete there
        }
      }
      values.add(methods.toArray(double[][]::new));
    }
    boolean higher = inputs.direction() == Direction.HIGHER_IS_BETTER;
    int observed = 0;
    for (double[][] scores : values) {
      observed += numberOne(scores, null, higher) ? 1 : 0;
    }
    SplittableRandom random = new SplittableRandom(SEED);
    int[] resampled = new int[RESAMPLES];
    for (int b = 0; b < RESAMPLES; b++) {
      int n = 0;
      for (double[][] scores : values) {
        int replications = scores[0].length;
        int[] draw = new int[replications];
        for (int r = 0; r < replications; r++) {
          draw[r] = random.nextInt(replications);
        }
        n += numberOne(scores, draw, higher) ? 1 : 0;
      }
      resampled[b] = n;
    }
    int[] sorted = resampled.clone();
    Arrays.sort(sorted);
    long moreThanHalf = Arrays.stream(resampled).filter(n -> 2 * n > values.size()).count();
    // (k + 1) / (B + 1): a bootstrap p-value is never 0
    return new NumberOne(
        observed,
        values.size(),
        sorted[(int) Math.floor(0.025 * (RESAMPLES - 1))],
        sorted[(int) Math.ceil(0.975 * (RESAMPLES - 1))],
        (moreThanHalf + 1.0) / (RESAMPLES + 1),
        (RESAMPLES - moreThanHalf + 1.0) / (RESAMPLES + 1));
  }

  /**
   * Whether method 0 has the best mean of {@code scores} ([method][replication]) at {@link
   * #DECIMALS} decimals, over the replications {@code draw} (all of them if null); a method without
   * a finite mean does not compete, and the claimed method without one is not No. 1.
   */
  public static boolean numberOne(double[][] scores, int[] draw, boolean higherIsBetter) {
    double own = mean(scores[0], draw);
    if (Double.isNaN(own)) {
      return false;
    }
    long mine = Math.round(own * SCALE);
    for (int m = 1; m < scores.length; m++) {
      double theirs = mean(scores[m], draw);
      if (!Double.isNaN(theirs)) {
        long printed = Math.round(theirs * SCALE);
        if (higherIsBetter ? printed > mine : printed < mine) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * Mean of the finite entries of {@code scores} at the indices {@code draw} (all if null); NaN if
   * none.
   */
  private static double mean(double[] scores, int[] draw) {
    double sum = 0;
    int n = 0;
    int count = draw == null ? scores.length : draw.length;
    for (int i = 0; i < count; i++) {
      int r = draw == null ? i : draw[i];
      double v = r < scores.length ? scores[r] : Double.NaN;
      if (Double.isFinite(v)) {
        sum += v;
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }

  /** A No. 1 count with its bootstrap interval and probabilities. */
  record NumberOne(
      int observed, int values, int low, int high, double pMoreThanHalf, double pAtMostHalf) {

    boolean moreThanHalf() {
      return 2 * observed > values;
    }
  }
}
