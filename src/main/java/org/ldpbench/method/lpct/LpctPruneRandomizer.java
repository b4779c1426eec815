package org.ldpbench.method.lpct;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Perturbation;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * LPCT-prune's local randomizer: LPCT's randomizer ({@link LpctLocalRandomizer}) on the depth-p0
 * tree and, with Algorithm 2's fallback, a second one on the depth-p_min tree. Each user answers
 * both queries, so by basic composition the guarantee is the sum of the two (ε/2 + ε/2 = ε under
 * JMLR's split).
 *
 * <p>Algorithm 2 asks the second query only when the pruning raises its flag. Here every user
 * answers it up front and the curator reads it only then: the second query's tree comes from public
 * data, its noise is independent of the first answer, and the flag is a function of the first
 * release, so the output has the same distribution, and the privacy cost is the one the algorithm
 * must budget for anyway.
 */
final class LpctPruneRandomizer implements PrivateMechanism<PruneRelease> {

  private final LpctLocalRandomizer query;
  private final LpctLocalRandomizer fallback;

  /**
   * @param query the randomizer of the depth-p0 query
   * @param fallback the randomizer of the depth-p_min query, or null without the fallback
   */
  LpctPruneRandomizer(LpctLocalRandomizer query, LpctLocalRandomizer fallback) {
    this.query = query;
    this.fallback = fallback;
  }

  /** The composed guarantee: the query's, plus the fallback query's if there is one. */
  @Override
  public Optional<PrivacyBudget> guarantee() {
    PrivacyBudget first = query.guarantee().orElseThrow();
    if (fallback == null) {
      return Optional.of(first);
    }
    PrivacyBudget second = fallback.guarantee().orElseThrow();
    return Optional.of(
        new PrivacyBudget(first.epsilon() + second.epsilon(), first.delta() + second.delta()));
  }

  /**
   * The query's statistics and, with the fallback, the fallback query's: each at its share of ε.
   */
  @Override
  public List<Perturbation> perturbations() {
    List<Perturbation> out = new ArrayList<>();
    query.perturbations().forEach(p -> out.add(p.named("query: " + p.name())));
    if (fallback != null) {
      fallback.perturbations().forEach(p -> out.add(p.named("fallback: " + p.name())));
    }
    return out;
  }

  @Override
  public Neighbours neighbours() {
    return Neighbours.RECORD;
  }

  @Override
  public PruneRelease release(PrivateSample sample, RandomGenerator noise) {
    LeafSums first = query.release(sample, noise);
    return new PruneRelease(first, fallback == null ? null : fallback.release(sample, noise));
  }

  LpctLocalRandomizer query() {
    return query;
  }

  /** The fallback query's randomizer, or null. */
  LpctLocalRandomizer fallback() {
    return fallback;
  }
}
