package org.ldpbench.method.baseline.pglm;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.method.AuditConfigurations;
import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.Fit;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSet;

/**
 * PGLM (Wang, Gu, Zhang &amp; Xu 2023: non-interactive (ε, δ)-LDP generalised linear models with
 * public unlabelled data; logistic link), as Ma &amp; Yang run it for Table 2 (spec/lpct.md §4.4):
 * private users release noisy x̃x̃ᵀ and x̃y ({@link PglmMechanism}); the curator solves the noisy
 * least squares and rescales it to the logistic GLM with the public features ({@link PglmCurator}).
 * No grid.
 *
 * <p>Choices (copy into an experiment's {@code notes:}):
 *
 * <ul>
 *   <li>{@code variant: code} (default, so that numbers compare with Table 2) follows the authors'
 *       code: radius r = d + 1, central noise of variance ∝ √n_P (n_P^{1/4} times smaller in sd
 *       than the local protocol), score &gt; 0.5. [DIFF] on two counts: the code's variance and its
 *       threshold (a logistic score should be compared with 0).
 *   <li>{@code variant: faithful}: the per-user protocol (noise sum variance n_P·σ²), r = √(d+1),
 *       score &gt; 0.
 *   <li>δ comes from the budget; PGLM refuses a pure budget. The paper and code use δ = 1/n_P²: a
 *       spec gets it with {@code budgets: [{epsilon: sweep, delta: 1/n^2}]}.
 *   <li>[DIFF] private x̃ are clipped to norm r (the code does not clip; see {@link
 *       PglmMechanism}).
 *   <li>The claimed guarantee is (ε, exact δ of the noise actually added), which can exceed the
 *       budget's δ only where the paper's classical calibration is invalid (large ε).
 * </ul>
 */
public final class PglmMethod extends PrivateMethod {

  static final Param<PglmVariant> VARIANT = Param.choice("variant", PglmVariant.class);

  /**
   * Version 2: the least-squares solve by EJML's LU (last-digit differences from commons-math's).
   */
  public PglmMethod() {
    super(
        MethodInfo.classifier(
                "PGLM",
                "(eps, delta)-DP logistic GLM from noisy private moments, rescaled with public features (Wang et al.;"
                    + " variant code: central noise as the authors' code, faithful: per-user LDP)",
                PrivacyModel.CENTRAL)
            .withVersion(2)
            .withParameters(
                VARIANT.fit(
                    PglmVariant.CODE,
                    "code: the authors' noise level, radius d+1 and threshold 0.5; faithful: per-user noise, radius "
                        + "sqrt(d+1), threshold 0"))
            .withBudget(
                BudgetUse.withDelta(
                    "(eps, delta) halved: the moment sums sum x~x~' and sum x~y are each"
                        + " one Gaussian release at (eps/2, delta/2) (classical calibration, sigma^2 = 32 r^4"
                        + " ln(2.5/delta)/eps^2), basic composition gives (eps, delta); code: noise on the exact sums,"
                        + " faithful: every user adds it to its own release"))
            .needingPublicData());
  }

  /**
   * Central DP for the default {@code variant: code}, which adds its noise once to the exact sums
   * that only a trusted curator holds (σ²·√n_P, not the n_P·σ² of n_P local releases); local DP for
   * {@code variant: faithful}, where every user adds the noise to its own release. (The info's
   * model is the default variant's.)
   */
  @Override
  public PrivacyModel privacyModel(ParameterSet fitParameters) {
    return variant(fitParameters) == PglmVariant.FAITHFUL
        ? PrivacyModel.LOCAL
        : PrivacyModel.CENTRAL;
  }

  private static PglmVariant variant(ParameterSet p) {
    return p.get(VARIANT);
  }

  @Override
  public List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this)
        .add()
        .with(VARIANT, PglmVariant.CODE)
        .add()
        .with(VARIANT, PglmVariant.FAITHFUL)
        .list();
  }

  @Override
  public PrivateProtocol<NoisyMoments> protocol(
      PublicInput input, ParameterSet p, RandomGenerator publicRandomness) {
    PglmVariant variant = variant(p);
    List<PrivateMechanism<NoisyMoments>> mechanisms =
        List.of(
            new PglmMechanism(
                variant,
                input.budget(),
                input.dimension() + 1,
                input.privateSampleSizes().get(0),
                input.fault()));
    double threshold = variant == PglmVariant.CODE ? 0.5 : 0.0;
    return new PrivateProtocol<>() {
      @Override
      public List<PrivateMechanism<NoisyMoments>> mechanisms() {
        return mechanisms;
      }

      @Override
      public Fit curate(List<NoisyMoments> releases) {
        double[] w = PglmCurator.coefficients(releases.get(0), input.publicSample().features());
        LinearScoreModel model = new LinearScoreModel(w, threshold);
        return post -> model;
      }
    };
  }
}
