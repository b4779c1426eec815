package org.ldpbench.method;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The function from one private sample to exactly what the curator receives (DESIGN rule 1): the
 * only code that reads private records. A method's curator turns the releases of its mechanisms
 * into a model without ever seeing a record. Because the mechanism is an object of its own, the
 * privacy audit in the test suite runs it on neighbouring samples and checks its empirical privacy
 * loss against {@link #guarantee()}.
 *
 * <p>Non-private reference methods (LPCT-NP) read their data through a mechanism too, one whose
 * guarantee is empty; a method with a privacy model other than NONE may not use such a mechanism
 * (the audit checks it).
 *
 * @param <R> the release type
 */
public interface PrivateMechanism<R extends Release> {

  /** The (ε, δ) this mechanism claims for neighbouring samples, or empty if it claims none. */
  Optional<PrivacyBudget> guarantee();

  /** What neighbouring means for the guarantee. */
  Neighbours neighbours();

  /**
   * The statistics this mechanism perturbs, each with its sensitivity and noise calibration, for
   * the privacy audit's sensitivity and calibration layers. A mechanism with a guarantee must
   * declare at least one (a test of every registered private method checks it); the default, none,
   * fits only mechanisms without a guarantee.
   */
  default List<Perturbation> perturbations() {
    return List.of();
  }

  /** The release for {@code sample}; all randomness from {@code noise}. */
  R release(PrivateSample sample, RandomGenerator noise);

  /**
   * The releases of many independent draws on one sample, draw i from {@code streams.get(i)} alone:
   * by definition what {@link #release} gives on each stream in turn, which is what this default
   * does. The privacy audit draws its releases through it, so that a mechanism each of whose calls
   * costs a round trip (an external method's request) answers many draws at once; an override must
   * give exactly the loop's releases.
   */
  default List<R> releases(PrivateSample sample, List<? extends RandomGenerator> streams) {
    List<R> out = new ArrayList<>(streams.size());
    for (RandomGenerator stream : streams) {
      out.add(release(sample, stream));
    }
    return out;
  }
}
