package org.ldpbench.report.claims.mostoftenbest;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.claims.BootstrapCount;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimData;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.report.claims.MissingResult;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.claim.ClaimBlock;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.stats.Direction;
import org.ldpbench.stats.Holm;
import org.ldpbench.stats.TableEmphasis;

/**
 * Reads {@code most-often-best} claims ({@link MostOftenBestClaim}): one label in {@code methods},
 * the labels to beat in {@code over}, {@code along} a sweep axis that {@code at} does not fix.
 *
 * <p>Evaluation of {@code most-often-best} ("No. 1 on most data sets"), counted the way the paper
 * counts: at each combination of the other axes, a value of {@code along} (a data set) is a <em>No.
 * 1</em> of the claimed method when its mean is the best of every method's at the printed precision
 * ({@value NumberOneCount#DECIMALS} decimals, ties shared, as Table 2 bolds them). Means are over
 * the test half of the replications, each method's configuration chosen on the selection half. The
 * uncertainty of the count N comes from a paired bootstrap over replications ({@value
 * NumberOneCount#RESAMPLES} resamples, fixed seed): the same replication indices for every method
 * of a value. With n values, P(N ≤ n/2) under the bootstrap is the p-value for the claim and P(N >
 * n/2) the one against it (each as (k + 1)/(B + 1), never 0), Holm-adjusted over the sweep points:
 * a point supports the claim when the first is below α = {@value ClaimCheck#ALPHA}, contradicts it
 * when the second is. The claim is contradicted if one point contradicts it, supported if all
 * support it, not contradicted if the rest have N > n/2, undetermined otherwise (an observed count
 * of at most half that the bootstrap cannot call).
 *
 * <p>Why not a count of significant wins: with 20 replications most pairwise differences are
 * undecided, so a rule that counts only significant wins and losses leaves a method that is No. 1
 * on a minority of data sets "not contradicted" (Table 2: LPCT-CART No. 1 on 5 of 11 while CT-Q is
 * on 9); the paper's claim is about its count of No. 1 places, so the test is on that count.
 */
public final class MostOftenBestClaimKind implements ClaimKind<MostOftenBestClaim> {

  @Override
  public String check() {
    return "most-often-best";
  }

  @Override
  public Set<String> ownFields() {
    return Set.of("count");
  }

  @Override
  public String example() {
    return "{text: t, check: most-often-best, methods: [LPCT], over: [LPCT-Q], along: epsilon}";
  }

  @Override
  public Class<MostOftenBestClaim> claimClass() {
    return MostOftenBestClaim.class;
  }

  @Override
  public MostOftenBestClaim read(ClaimBlock block, ClaimsReader.Context context) {
    for (String key : List.of("steps", "parameter", "sides", "tolerance", "figure", "expected")) {
      block.reject(
          key,
          "check 'most-often-best' takes no '"
              + key
              + "'; allowed: text, check, methods, over, along, at, count");
    }
    if (block.subjects().size() != 1) {
      throw SpecException.at(
          block.node(),
          block.field() + ".methods",
          "check 'most-often-best' needs exactly one label in 'methods'");
    }
    block.requireOver();
    String along = block.alongSweepAxis(context.sweep());
    Map<String, Object> at = block.at(context.sweep());
    if (at.containsKey(along)) {
      throw SpecException.at(
          block.node(),
          block.field() + ".at." + along,
          "check 'most-often-best' counts the values of '" + along + "'; 'at' cannot fix it");
    }
    MostOftenBestClaim.Count count =
        SpecNodes.optional(block.node(), "count")
            .map(n -> SpecNodes.oneOf(n, block.field() + ".count", MostOftenBestClaim.Count.class))
            .orElse(MostOftenBestClaim.Count.BEST_MEAN);
    return new MostOftenBestClaim(
        block.text(), block.subjects(), block.over(), along, at, block.meta(), count);
  }

  @Override
  public String rule() {
    return "No. 1 count by best mean: best mean of all methods at "
        + NumberOneCount.DECIMALS
        + " decimals (ties shared) on more"
        + " than half of the values; paired bootstrap over replications, Holm over the sweep points";
  }

  /**
   * The rule of a claim: by best mean ({@link #rule()}) or by bold cells, as the paper counts its
   * No. 1 row.
   */
  @Override
  public String rule(MostOftenBestClaim claim) {
    return claim.count() == MostOftenBestClaim.Count.BOLD
        ? "No. 1 count by bold cells (the paper's way: not significantly worse than the best mean, one-sided"
            + " paired Wilcoxon, 0.05): more than every competitor's; paired bootstrap over replications,"
            + " Holm over the sweep points"
        : "No. 1 count by best mean: best mean of all methods at "
            + NumberOneCount.DECIMALS
            + " decimals (ties shared) on"
            + " more than half of the values; paired bootstrap over replications, Holm over the sweep points";
  }

  @Override
  public String hypothesis(MostOftenBestClaim claim, Direction direction, Double bayes) {
    if (claim.count() == MostOftenBestClaim.Count.BOLD) {
      return claim.methods().get(0)
          + " is bold (not significantly worse than the best) on more values of "
          + claim.along()
          + " than any of "
          + String.join(", ", claim.over())
          + ", at every other sweep point";
    }
    return claim.methods().get(0)
        + " has the best mean of "
        + claim.methods().get(0)
        + ", "
        + String.join(", ", claim.over())
        + " on more than half of the values of "
        + claim.along()
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
  public ClaimCheck evaluate(MostOftenBestClaim claim, ClaimInputs inputs, String hypothesis) {
    if (claim.count() == MostOftenBestClaim.Count.BOLD) {
      return bold(claim, inputs, hypothesis);
    }
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
    List<Map<String, Object>> points = new ArrayList<>();
    List<NumberOneCount.NumberOne> counts = new ArrayList<>();
    try {
      for (Map<String, Object> rest : ClaimData.pointsAt(others, claim.at())) {
        points.add(rest);
        counts.add(NumberOneCount.count(claim, inputs, along, rest));
      }
    } catch (MissingResult e) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
    }
    if (counts.isEmpty()) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), "no sweep point");
    }
    double[] pFor = counts.stream().mapToDouble(NumberOneCount.NumberOne::pAtMostHalf).toArray();
    double[] pAgainst =
        counts.stream().mapToDouble(NumberOneCount.NumberOne::pMoreThanHalf).toArray();
    double[] holmFor = Holm.adjust(pFor);
    double[] holmAgainst = Holm.adjust(pAgainst);
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    boolean contradicted = false;
    boolean allSupport = true;
    boolean unclearBelowHalf = false;
    for (int i = 0; i < counts.size(); i++) {
      NumberOneCount.NumberOne c = counts.get(i);
      boolean supports = holmFor[i] < ClaimCheck.ALPHA;
      boolean against = holmAgainst[i] < ClaimCheck.ALPHA;
      contradicted |= against;
      allSupport &= supports;
      unclearBelowHalf |= !supports && !against && !c.moreThanHalf();
      String label =
          String.format(
              Locale.ROOT,
              "%s%s: No. 1 on %d of %d (bootstrap 95%% interval %d–%d;"
                  + " P(more than half) = %s)",
              claim.methods().get(0),
              AxisText.suffix(points.get(i)),
              c.observed(),
              c.values(),
              c.low(),
              c.high(),
              NumberText.p(c.pMoreThanHalf()));
      comparisons.add(
          new ClaimCheck.Comparison(
              label,
              c.values(),
              c.observed(),
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
            : allSupport
                ? ClaimCheck.Verdict.SUPPORTED
                : unclearBelowHalf
                    ? ClaimCheck.Verdict.UNDETERMINED
                    : ClaimCheck.Verdict.NOT_CONTRADICTED;
    return new ClaimCheck(
        claim,
        verdict,
        hypothesis,
        comparisons,
        verdict == ClaimCheck.Verdict.UNDETERMINED
            ? "a count of at most half that the bootstrap cannot call"
            : "");
  }

  /**
   * The rule with {@code count: bold}: at each combination of the other axes, every label's No. 1
   * count is the number of values where it is bold (not significantly worse than the best mean by
   * the one-sided paired Wilcoxon test at 0.05, {@link TableEmphasis}); the statistic is the
   * claimed label's count minus the largest competitor's, bootstrapped over replications ({@link
   * BootstrapCount}).
   */
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  private static ClaimCheck bold(MostOftenBestClaim claim, ClaimInputs inputs, String hypothesis) {
    SweepAxis along = inputs.plan().spec().axis(claim.along()).orElseThrow();
    List<SweepAxis> others = inputs.plan().spec().sweep().stream().filter(a -> a != along).toList();
    List<String> labels = new ArrayList<>();
    List<BootstrapCount.Result> results = new ArrayList<>();
    try {
      for (Map<String, Object> rest : ClaimData.pointsAt(others, claim.at())) {
        List<double[][]> values =
            BootstrapCount.scores(inputs, along, rest, claim.methods().get(0), claim.over());
        int[] counts = boldCounts(values, null, inputs.direction());
        int top = 1;
        for (int m = 2; m < counts.length; m++) {
          top = counts[m] > counts[top] ? m : top;
        }
        BootstrapCount.Result r =
            BootstrapCount.of(
                values,
                (v, draws) -> {
                  int[] c = boldCounts(v, draws, inputs.direction());
                  int best = 0;
                  for (int m = 1; m < c.length; m++) {
                    best = Math.max(best, c[m]);
                  }
                  return c[0] - best;
                });
        labels.add(
            String.format(
                Locale.ROOT,
                "%s%s: No. 1 (bold) on %d of %d against %s's %d (bootstrap 95%%"
                    + " interval of the margin %d to %d; P(more than every competitor) = %s)",
                claim.methods().get(0),
                AxisText.suffix(rest),
                counts[0],
                values.size(),
                claim.over().get(top - 1),
                counts[top],
                (int) r.low(),
                (int) r.high(),
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

  /**
   * Per label, the number of values where it is bold (not significantly worse than the best, paired
   * Wilcoxon, 0.05).
   */
  static int[] boldCounts(List<double[][]> values, int[][] draws, Direction direction) {
    int labels = values.get(0).length;
    int[] counts = new int[labels];
    for (int v = 0; v < values.size(); v++) {
      List<double[]> row = new ArrayList<>();
      for (int m = 0; m < labels; m++) {
        double[] scores = BootstrapCount.drawn(values.get(v)[m], draws == null ? null : draws[v]);
        row.add(scores == null || Double.isNaN(BootstrapCount.mean(scores)) ? null : scores);
      }
      List<TableEmphasis.Cell> cells = TableEmphasis.mark(row, direction, ClaimCheck.ALPHA);
      for (int m = 0; m < labels; m++) {
        counts[m] += cells.get(m).notWorse() ? 1 : 0;
      }
    }
    return counts;
  }
}
