package org.ldpbench.report.claims.mostoftenbest;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
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
import org.ldpbench.spec.SweepPoint;
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
 * ({@value #DECIMALS} decimals, ties shared, as Table 2 bolds them). Means are over the test half
 * of the replications, each method's configuration chosen on the selection half. The uncertainty of
 * the count N comes from a paired bootstrap over replications ({@value #RESAMPLES} resamples, fixed
 * seed): the same replication indices for every method of a value. With n values, P(N ≤ n/2) under
 * the bootstrap is the p-value for the claim and P(N > n/2) the one against it (each as (k + 1)/(B
 * + 1), never 0), Holm-adjusted over the sweep points: a point supports the claim when the first is
 * below α = {@value ClaimCheck#ALPHA}, contradicts it when the second is. The claim is contradicted
 * if one point contradicts it, supported if all support it, not contradicted if the rest have N >
 * n/2, undetermined otherwise (an observed count of at most half that the bootstrap cannot call).
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

  /** The precision at which means are compared (Table 2 prints three decimals and bolds ties). */
  static final int DECIMALS = 3;

  /** 10^{@link #DECIMALS}: a mean times this, rounded, is what the table prints. */
  private static final double SCALE = Math.pow(10, DECIMALS);

  /** Bootstrap resamples of the replications. */
  static final int RESAMPLES = 2000;

  /** Seed of the bootstrap, so a report is the same on every run. */
  static final long SEED = 20240420L;

  @Override
  public String rule() {
    return "No. 1 count by best mean: best mean of all methods at "
        + DECIMALS
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
            + DECIMALS
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
    List<NumberOne> counts = new ArrayList<>();
    try {
      for (Map<String, Object> rest : ClaimData.pointsAt(others, claim.at())) {
        points.add(rest);
        counts.add(count(claim, inputs, along, rest));
      }
    } catch (MissingResult e) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), e.getMessage());
    }
    if (counts.isEmpty()) {
      return new ClaimCheck(
          claim, ClaimCheck.Verdict.UNDETERMINED, hypothesis, List.of(), "no sweep point");
    }
    double[] pFor = counts.stream().mapToDouble(NumberOne::pAtMostHalf).toArray();
    double[] pAgainst = counts.stream().mapToDouble(NumberOne::pMoreThanHalf).toArray();
    double[] holmFor = Holm.adjust(pFor);
    double[] holmAgainst = Holm.adjust(pAgainst);
    List<ClaimCheck.Comparison> comparisons = new ArrayList<>();
    boolean contradicted = false;
    boolean allSupport = true;
    boolean unclearBelowHalf = false;
    for (int i = 0; i < counts.size(); i++) {
      NumberOne c = counts.get(i);
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

  /**
   * The No. 1 count at the other coordinates {@code rest}: observed, its bootstrap 2.5% and 97.5%
   * quantiles and the bootstrap probabilities of more than half and of at most half.
   */
  private static NumberOne count(
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
  private record NumberOne(
      int observed, int values, int low, int high, double pMoreThanHalf, double pAtMostHalf) {

    boolean moreThanHalf() {
      return 2 * observed > values;
    }
  }
}
