package org.ldpbench.method;

import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.param.ParameterSet;

/**
 * A learning method as the harness sees it (a trainer, in Tribuo's terms). Fitting is split in two
 * so that grids are cheap (DESIGN rule 6):
 *
 * <ol>
 *   <li>{@link #fit} takes the fit-time parameters, draws all privacy noise from the given stream
 *       and returns a {@link Fit} holding the releases;
 *   <li>{@link Fit#model} applies post-processing parameters (those marked so in {@link
 *       MethodInfo#parameters()}, such as LPCT's λ) to those releases without new noise.
 * </ol>
 *
 * <p>Private methods extend {@link PrivateMethod}, which keeps the privacy boundary of DESIGN rule
 * 1 by construction: private records go only to {@link PrivateMechanism}s, and the curator works
 * from their releases and public data only. Non-private methods read private data through {@link
 * RawRecords}.
 *
 * <p>Implementations are stateless and thread-safe; all randomness comes from the stream passed in.
 * Register new methods through a {@link MethodProvider}.
 */
public interface Method {

  /**
   * The method's name, description, task, privacy model, implementation version, parameters and
   * noise stream, built once. The accessors below read it.
   */
  MethodInfo info();

  /** The name used in specs, tables and figures, e.g. {@code LPCT}. */
  default String name() {
    return info().name();
  }

  /**
   * The privacy model of one configuration (complete fit parameters); the info's model ({@code
   * info().privacyModel()}) is the default configuration's. Override it when a parameter changes
   * who must be trusted (PGLM's {@code variant: code} adds central noise, {@code faithful} is
   * local), so that every published setting carries a true label.
   */
  default PrivacyModel privacyModel(ParameterSet fitParameters) {
    return info().privacyModel();
  }

  /**
   * The configuration whose public randomness (initialisation, permutations, random partitions:
   * {@code PublicInput#publicSeed()}) this configuration uses; the default is itself. A method
   * whose public randomness does not depend on some parameters (how the private gradients are
   * privatized, a clipping norm) maps them to fixed values here, so that configurations that differ
   * only in them share their public randomness: common random numbers for a paired comparison, and
   * budget-independent work (a warm start) done once for all of them.
   */
  default ParameterSet publicRandomnessConfiguration(ParameterSet fitParameters) {
    return fitParameters;
  }

  /**
   * Fit-parameter values the privacy audit uses for this method, one map per configuration to audit
   * (missing parameters take their defaults). Methods with required parameters must give them here.
   */
  default List<Map<String, Object>> auditConfigurations() {
    return AuditConfigurations.of(this).add().list();
  }

  /**
   * Post-processing values the whole-fit audit predicts with (post-processing parameters missing
   * here take their defaults). Post-processing spends no budget, so any allowed value audits the
   * same release; a method with a required post-processing parameter must give it here, or the
   * whole-fit layer refuses it.
   */
  default Map<String, Object> auditPostProcessing() {
    return Map.of();
  }

  /**
   * What produced this method's results, stored with every trial ({@code LPCT@2}): a stored trial
   * of another identity is stale and recomputed. The default is the name and implementation
   * version; a method whose results also depend on something outside the repository (an external
   * method's wrapped package) adds it.
   */
  default String implementationIdentity() {
    return name() + "@" + info().implementationVersion();
  }

  /**
   * Runs the privatized part of the method.
   *
   * @param input the data and budgets
   * @param fitParameters complete values of every non-post-processing parameter
   * @param noise the only source of randomness
   */
  Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise);
}
