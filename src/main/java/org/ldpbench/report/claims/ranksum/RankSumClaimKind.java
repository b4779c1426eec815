package org.ldpbench.report.claims.ranksum;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.claims.BootstrapCount;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;

/**
 * Evaluation of {@code best-rank-sum}: at each combination of the other axes, the labels are ranked
 * by mean on every value of {@code along} (1 = best, tied means share the mean of their ranks, a
 * label without results there ranks last) and the ranks summed; the statistic is the smallest
 * competitor's rank sum minus the claimed label's (positive: the claimed one is strictly best).
 * Means are over the test half, each configuration chosen on the selection half; the uncertainty is
 * a paired bootstrap ({@link BootstrapCount}).
 */
public final class RankSumClaimKind implements ClaimKind<RankSumClaim> {

  @Override
  public String check() {
    return "best-rank-sum";
  }

  @Override
  public String example() {
    return "{text: t, check: best-rank-sum, methods: [LPCT], over: [LPCT-Q], along: gamma}";
  }

  @Override
  public Class<RankSumClaim> claimClass() {
    return RankSumClaim.class;
  }

  @Override
  public RankSumClaim read(ClaimBlock block, ClaimsReader.Context context) {
    block.rejectSlopeFields();
    block.rejectShapeFields();
    block.rejectSteps();
    block.requireOver();
    block.reject("tolerance", "check 'best-rank-sum' takes no tolerance");
    if (block.subjects().size() != 1) {
      throw SpecException.at(
          block.node(), block.field() + ".methods", "check 'best-rank-sum' is about one label");
    }
    String along = block.alongSweepAxis(context.sweep());
    Map<String, Object> at = block.at(context.sweep());
    block.rejectFixedAlong(at, along, block.node().entries().get("at"));
    return new RankSumClaim(block.text(), block.subjects(), block.over(), along, at, block.meta());
  }

  @Override
  public String rule() {
    return "rank sum: the smallest of all methods' (ranks by mean per value, ties shared); paired bootstrap over"
        + " replications, Holm over the sweep points";
  }

  @Override
  public String hypothesis(RankSumClaim claim, Direction direction, Double bayes) {
    return claim.methods().get(0)
        + " has a smaller rank sum over "
        + claim.along()
        + " than each of "
        + String.join(", ", claim.over())
        + ", at every other sweep point";
  }

  @Override
  public boolean passFail() {
    return true;
  }

  @Override
  public String passFailItems() {
    return "sweep points";
  }

  @Override
  public boolean equivalence() {
    return false;
  }

  @Override
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  public ClaimCheck evaluate(RankSumClaim claim, ClaimInputs inputs, String hypothesis) {
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
    boolean higher = inputs.direction() == Direction.HIGHER_IS_BETTER;
    List<String> labels = new ArrayList<>();
    List<BootstrapCount.Result> results = new ArrayList<>();
    try {
      for (Map<String, Object> rest : ClaimData.pointsAt(others, claim.at())) {
        List<double[][]> values =
            BootstrapCount.scores(inputs, along, rest, claim.methods().get(0), claim.over());
        BootstrapCount.Result r = BootstrapCount.of(values, (v, draws) -> margin(v, draws, higher));
        double[] sums = sums(values, null, higher);
        int bestOther = 1;
        for (int m = 2; m < sums.length; m++) {
          bestOther = sums[m] < sums[bestOther] ? m : bestOther;
        }
        labels.add(
            String.format(
                Locale.ROOT,
                "%s%s: rank sum %s against %s's %s (bootstrap 95%% interval of"
                    + " the margin %s to %s; P(strictly smallest) = %s)",
                claim.methods().get(0),
                AxisText.suffix(rest),
                rank(sums[0]),
                claim.over().get(bestOther - 1),
                rank(sums[bestOther]),
                rank(r.low()),
                rank(r.high()),
                NumberText.p(r.pPositive())));
        results.add(r);
      }
    } catch (MissingResult e) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
    }
    if (results.isEmpty()) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), "no sweep point");
    }
    return BootstrapCount.decide(claim, hypothesis, labels, results);
  }

  private static String rank(double value) {
    return value == Math.rint(value)
        ? Long.toString((long) value)
        : String.format(Locale.ROOT, "%.1f", value);
  }

  /** The smallest competitor's rank sum minus the claimed label's. */
  private static double margin(List<double[][]> values, int[][] draws, boolean higher) {
    double[] sums = sums(values, draws, higher);
    double best = Double.POSITIVE_INFINITY;
    for (int m = 1; m < sums.length; m++) {
      best = Math.min(best, sums[m]);
    }
    return best - sums[0];
  }

  /**
   * Each label's rank sum over the values (ranks by mean, ties share the mean rank, no result:
   * last).
   */
  static double[] sums(List<double[][]> values, int[][] draws, boolean higher) {
    int labels = values.get(0).length;
    double[] sums = new double[labels];
    for (int v = 0; v < values.size(); v++) {
      double[] means = new double[labels];
      for (int m = 0; m < labels; m++) {
        double mean =
            BootstrapCount.mean(
                BootstrapCount.drawn(values.get(v)[m], draws == null ? null : draws[v]));
        means[m] = Double.isNaN(mean) ? Double.NaN : (higher ? mean : -mean);
      }
      for (int m = 0; m < labels; m++) {
        double better = 0;
        double tied = 0;
        for (int o = 0; o < labels; o++) {
          if (o == m) {
            continue;
          }
          if (Double.isNaN(means[m])) {
            better += Double.isNaN(means[o]) ? 0.5 : 1;
          } else if (!Double.isNaN(means[o])) {
            better += means[o] > means[m] ? 1 : means[o] == means[m] ? 0.5 : 0;
          }
        }
        sums[m] += 1 + better + tied;
      }
    }
    return sums;
  }
}
