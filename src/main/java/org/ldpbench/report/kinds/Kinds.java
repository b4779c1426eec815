package org.ldpbench.report.kinds;

import java.util.List;
import java.util.Optional;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.claims.ClaimCheck;
import org.ldpbench.report.claims.ClaimInputs;
import org.ldpbench.report.claims.ClaimKind;
import org.ldpbench.report.claims.agreement.AgreementClaimKind;
import org.ldpbench.report.claims.applicability.ApplicabilityClaimKind;
import org.ldpbench.report.claims.belowbayes.BelowBayesClaimKind;
import org.ldpbench.report.claims.contrast.ContrastClaimKind;
import org.ldpbench.report.claims.dominates.DominatesClaimKind;
import org.ldpbench.report.claims.effecttrend.EffectTrendClaimKind;
import org.ldpbench.report.claims.mostoftenbest.MostOftenBestClaimKind;
import org.ldpbench.report.claims.notworse.NotWorseClaimKind;
import org.ldpbench.report.claims.optimumshift.OptimumShiftClaimKind;
import org.ldpbench.report.claims.peaked.PeakedClaimKind;
import org.ldpbench.report.claims.pending.PendingClaimKind;
import org.ldpbench.report.claims.plateau.PlateauClaimKind;
import org.ldpbench.report.claims.ranksum.RankSumClaimKind;
import org.ldpbench.report.claims.slope.SlopeClaimKind;
import org.ldpbench.report.claims.slopeorder.SlopeOrderClaimKind;
import org.ldpbench.report.claims.trend.TrendClaimKind;
import org.ldpbench.report.claims.value.ValueClaim;
import org.ldpbench.report.claims.value.ValueClaimKind;
import org.ldpbench.report.claims.varies.VariesClaimKind;
import org.ldpbench.report.claims.within.WithinClaimKind;
import org.ldpbench.report.figures.heatmap.HeatMapKind;
import org.ldpbench.report.figures.line.LineKind;
import org.ldpbench.report.tables.nearest.NearestKind;
import org.ldpbench.report.tables.table.TableKind;
import org.ldpbench.spec.SpecKinds;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;

/**
 * The registry of kinds: every kind of output ({@code type:} of an {@code output:} block) and of
 * claim check ({@code check:} of a claim), one line each, in the order error messages list them;
 * the first output kind is the default of an output without {@code type}. The spec reader finds it
 * as the one {@link SpecKinds} service ({@code META-INF/services/org.ldpbench.spec.SpecKinds}); the
 * paper report dispatches each output to its kind and each claim to the kind named by its check.
 *
 * <p><b>Adding a kind.</b> A kind is one package: a record implementing {@code
 * org.ldpbench.spec.output.OutputSpec} (or {@code org.ldpbench.spec.claim.ClaimSpec}) and one class
 * implementing {@link OutputKind} (or {@link ClaimKind}, usually as a {@code
 * org.ldpbench.report.claims.TestedClaimKind}), which reads the block, writes or evaluates it and
 * gives an example block; then one line here. Today's kinds live in {@code report.figures.line},
 * {@code report.figures.heatmap}, {@code report.tables.table}, {@code report.tables.nearest} and
 * {@code report.claims.*}. The compiler asks the class for reading and writing both, and {@code
 * KindsTest} fails if a record has no registered kind or a kind's example does not read.
 */
public final class Kinds implements SpecKinds {

  private static final List<OutputKind<?>> OUTPUTS =
      List.of(new LineKind(), new TableKind(), new HeatMapKind(), new NearestKind());

  private static final List<ClaimKind<?>> CLAIMS =
      List.of(
          new TrendClaimKind(true),
          new TrendClaimKind(false),
          new DominatesClaimKind(),
          new WithinClaimKind(),
          new BelowBayesClaimKind(),
          new PeakedClaimKind(),
          new OptimumShiftClaimKind(true),
          new OptimumShiftClaimKind(false),
          new SlopeClaimKind(),
          new PendingClaimKind(),
          new SlopeOrderClaimKind(),
          new MostOftenBestClaimKind(),
          new AgreementClaimKind(),
          new EffectTrendClaimKind(true),
          new EffectTrendClaimKind(false),
          new ContrastClaimKind(),
          new NotWorseClaimKind(),
          new ValueClaimKind(ValueClaim.Relation.ABOVE),
          new ValueClaimKind(ValueClaim.Relation.BELOW),
          new ValueClaimKind(ValueClaim.Relation.NEAR),
          new PlateauClaimKind(),
          new ApplicabilityClaimKind(true),
          new ApplicabilityClaimKind(false),
          new RankSumClaimKind(),
          new VariesClaimKind());

  /** The registry as a service; the kinds are the same for every instance. */
  public Kinds() {}

  @Override
  public List<OutputKind<?>> outputs() {
    return OUTPUTS;
  }

  @Override
  public List<ClaimKind<?>> claims() {
    return CLAIMS;
  }

  /** Every output kind, the default first. */
  public static List<OutputKind<?>> outputKinds() {
    return OUTPUTS;
  }

  /** Every claim kind, in registry order. */
  public static List<ClaimKind<?>> claimKinds() {
    return CLAIMS;
  }

  /** The kind that reads and draws outputs of {@code output}'s record. */
  public static OutputKind<?> of(OutputSpec output) {
    return OUTPUTS.stream()
        .filter(k -> k.specClass() == output.getClass())
        .findFirst()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "no kind for "
                        + output.getClass().getSimpleName()
                        + "; register one in "
                        + Kinds.class.getName()));
  }

  /** The kind named by {@code claim}'s check, which read it. */
  public static ClaimKind<?> of(ClaimSpec claim) {
    return byCheck(claim.check())
        .filter(k -> k.claimClass() == claim.getClass())
        .orElseThrow(
            () ->
                new IllegalStateException(
                    "no kind '"
                        + claim.check()
                        + "' for "
                        + claim.getClass().getSimpleName()
                        + "; register one in "
                        + Kinds.class.getName()));
  }

  /** The claim kind named {@code check}, if any. */
  public static Optional<ClaimKind<?>> byCheck(String check) {
    return CLAIMS.stream()
        .<ClaimKind<?>>map(k -> k)
        .filter(k -> k.check().equals(check))
        .findFirst();
  }

  /**
   * Evaluates {@code claim} with its kind on the results of {@code plan}: {@code bayes} is the
   * data's Bayes accuracy or null if unknown, and {@code direction} says which way the score is
   * better.
   */
  public static ClaimCheck check(
      ClaimSpec claim,
      ExpectedTrials plan,
      ResultSummary summary,
      Double bayes,
      Direction direction) {
    return of(claim).check(claim, new ClaimInputs(plan, summary, bayes, direction));
  }
}
