package org.ldpbench.method;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RecordAccess;
import org.ldpbench.param.Described;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.spec.OverBudgetNotice;

/**
 * A method whose fit is a protocol: mechanisms applied to the private samples, then a curator that
 * sees only their releases and public data. Subclasses write {@link #protocol} from public input
 * alone; {@link #fit} is final and is the only place where private samples meet mechanisms, so the
 * privacy boundary (DESIGN rule 1) is a property of the type, and the privacy audit can run exactly
 * the mechanisms a fit uses.
 */
public abstract class PrivateMethod extends Described<MethodInfo> implements Method {

  protected PrivateMethod(MethodInfo info) {
    super(info);
  }

  /**
   * The protocol for one fit.
   *
   * @param input public data and metadata only
   * @param fitParameters complete values of every non-post-processing parameter
   * @param publicRandomness randomness that is not privacy noise (random partitions), from {@link
   *     PublicInput#publicSeed()}
   */
  public abstract PrivateProtocol<?> protocol(
      PublicInput input, ParameterSet fitParameters, RandomGenerator publicRandomness);

  /**
   * The budget a user of this configuration spends when the method is given {@code given}: the
   * given budget itself for every method that keeps to it (the default). A configuration that
   * knowingly spends more says so here, e.g. the authors' PSGD code, which gives each of its T
   * parameter tensors the whole ε (T·ε). The privacy audit holds the mechanisms to this declaration
   * (a mechanism that claims more fails, and so does one whose releases show more), {@link
   * OverBudgetNotice} names every spec entry that declares more than its budget, and the audit
   * table prints the declared spend next to ε.
   *
   * @param fitParameters a complete fit configuration
   * @param given the budget the method is given for one private sample
   */
  public PrivacyBudget declaredSpend(ParameterSet fitParameters, PrivacyBudget given) {
    return given;
  }

  /**
   * How many times the budget it is given this configuration declares it spends: the ε of {@link
   * #declaredSpend} at ε = 1 (1 for a method that keeps to its budget, T for PSGD's per-tensor
   * setting). What {@code ldpbench list} and the over-budget notice print.
   */
  public final double spendFactor(ParameterSet fitParameters) {
    return declaredSpend(fitParameters, PrivacyBudget.pure(1.0)).epsilon();
  }

  /** The protocol with its public randomness drawn from the input's public seed. */
  public final PrivateProtocol<?> protocol(PublicInput input, ParameterSet fitParameters) {
    return protocol(input, fitParameters, new SplittableRandom(input.publicSeed()));
  }

  /**
   * Applies mechanism j to private sample j, each with its own child stream of {@code noise} (in
   * sample order), and hands the releases to the curator. Sample j's access ({@link RecordAccess})
   * is open during mechanism j's call only: before, between and after (while the curator works, and
   * whenever a model is made later) every read of a private sample throws.
   */
  @Override
  public final Fit fit(TrainingInput input, ParameterSet fitParameters, RandomGenerator noise) {
    return run(protocol(input.publicInput(), fitParameters), input, noise);
  }

  private static <R extends Release> Fit run(
      PrivateProtocol<R> protocol, TrainingInput input, RandomGenerator noise) {
    List<? extends PrivateMechanism<R>> mechanisms = protocol.mechanisms();
    List<R> releases = new ArrayList<>(mechanisms.size());
    if (!mechanisms.isEmpty() && mechanisms.size() != input.privateSamples().size()) {
      throw new IllegalStateException(
          mechanisms.size()
              + " mechanisms for "
              + input.privateSamples().size()
              + " private samples");
    }
    for (int j = 0; j < mechanisms.size(); j++) {
      PrivateMechanism<R> mechanism = mechanisms.get(j);
      PrivateSample sample = input.privateSamples().get(j);
      SplittableRandom stream = new SplittableRandom(noise.nextLong());
      // sample j is readable during this call only: a mechanism that keeps it hands the curator
      // nothing
      releases.add(input.readingSample(j, () -> mechanism.release(sample, stream)));
    }
    return protocol.curate(releases);
  }
}
