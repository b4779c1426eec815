package org.ldpbench.audit.sensitivity;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.audit.layer.AuditLayer;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.audit.layer.LayerResult;
import org.ldpbench.audit.neighbour.NeighbourFamilies;
import org.ldpbench.audit.neighbour.NeighbourPairs;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Perturbation;

/**
 * The sensitivity layer of the privacy audit (DESIGN rule 1), at the scale of the target: for every
 * statistic a mechanism declares ({@link Perturbation}) it computes the statistic exactly, without
 * noise, on neighbouring samples of the size the mechanism is built for — the families of {@link
 * NeighbourFamilies} (the run's own sample and a piled one, the changed user in every role and at
 * every extreme record) and the pairs the mechanism proposes — and fails when any change exceeds
 * the declared sensitivity (or, for a bounded-domain randomizer, any input lies outside its
 * domain). It is deterministic (fixed seeds).
 *
 * <p>It also checks that the release follows the statistic it declares ({@link
 * ReleaseFollowsStatistic}). For additive noise, the noise a mechanism exposes ({@link
 * Perturbation#noise()}: its release minus its statistic) is drawn on every member of a family with
 * one and the same stream. Where the mechanism's noise is a function of the stream alone, the noise
 * must then be equal on all members; a difference that is the same under a second stream is a
 * deterministic part of the release that the declared statistic does not have (a release computed
 * otherwise than declared: a missing floor, a wrong divisor), and fails. A mechanism whose noise
 * depends on the data shows differences that change with the stream, and is left to the calibration
 * layer's centring test.
 *
 * <p>{@link #measure} returns what was measured, which the calibration layer holds the noise to:
 * the noise must suffice for the <em>measured</em> sensitivity, not only the declared one.
 */
public final class SensitivityAudit implements AuditLayer {

  private final NeighbourFamilies.Reach reach;
  private final long seed;
  private final ReleaseFollowsStatistic releaseCheck;
  private final long rowBudget;

  /**
   * @param randomPoints random records among those each changed user takes (besides the extremes)
   * @param seed the seed of the random records and of the coupled noise streams
   */
  public SensitivityAudit(int randomPoints, long seed) {
    this(randomPoints, seed, Long.MAX_VALUE);
  }

  /**
   * @param rowBudget the most records read per target (statistic evaluations × sample size): past
   *     it the remaining families are left out, and the result says how many were measured (at
   *     least two families are always measured)
   */
  public SensitivityAudit(int randomPoints, long seed, long rowBudget) {
    this(NeighbourFamilies.Reach.full(randomPoints), seed, rowBudget);
  }

  /**
   * The test suite's light pass at the run's scale: fewer families ({@link
   * NeighbourFamilies.Reach#LIGHT}).
   */
  public static SensitivityAudit light(long seed, long rowBudget) {
    return new SensitivityAudit(NeighbourFamilies.Reach.LIGHT, seed, rowBudget);
  }

  private SensitivityAudit(NeighbourFamilies.Reach reach, long seed, long rowBudget) {
    this.reach = reach;
    this.seed = seed;
    this.releaseCheck = new ReleaseFollowsStatistic(seed, reach.compared());
    this.rowBudget = rowBudget;
  }

  @Override
  public String name() {
    return "sensitivity";
  }

  /**
   * What the layer measured of one declared statistic.
   *
   * @param perturbation the declaration (as the target reads it)
   * @param change the largest change of the statistic over the pairs, in its declared norm (NaN if
   *     it threw)
   * @param worstPair the pair that gave it
   * @param pairs how many pairs were compared
   * @param deviation null, or one line on a release that does not follow its declared statistic
   * @param failure null, or what went wrong computing the statistic
   */
  public record Measured(
      Perturbation perturbation,
      double change,
      String worstPair,
      long pairs,
      String deviation,
      String failure) {

    /**
     * Whether the change is within the declared sensitivity and the release follows the statistic.
     */
    public boolean passed() {
      return failure == null && deviation == null && perturbation.sensitivity().admits(change);
    }
  }

  /** Every declared statistic of {@code target}, measured. */
  public List<Measured> measure(AuditTarget target) {
    List<Perturbation> declared = target.declared();
    List<NeighbourFamilies.Family> families = NeighbourFamilies.of(target, reach, seed);
    double[] worst = new double[declared.size()];
    String[] worstPair = new String[declared.size()];
    String[] deviation = new String[declared.size()];
    String[] failure = new String[declared.size()];
    long[] pairs = new long[declared.size()];
    long rows = 0;
    int measured = 0;
    for (NeighbourFamilies.Family family : families) {
      long cost = (long) family.variants().size() * family.base().size();
      if (measured >= 2 && rows + cost > rowBudget) {
        continue;
      }
      rows += cost;
      measured++;
      List<PrivateSample> samples = new ArrayList<>();
      for (int v = 0; v < family.variants().size(); v++) {
        samples.add(family.sample(v));
      }
      for (int p = 0; p < declared.size(); p++) {
        if (failure[p] != null) {
          continue;
        }
        Perturbation perturbation = declared.get(p);
        try {
          List<Object> keys = sparse(perturbation) ? unionOfNonzero(perturbation, samples) : null;
          // a batch statistic computes the family's members at once (one request of an external
          // method)
          List<double[]> members =
              keys == null && perturbation.statistic() instanceof Perturbation.BatchStatistic batch
                  ? batch.ofAll(samples)
                  : null;
          FamilyChanges changes =
              new FamilyChanges(
                  perturbation.sensitivity(),
                  members != null ? members.get(0) : statistic(perturbation, samples.get(0), keys),
                  samples.size());
          for (int v = 1; v < samples.size(); v++) {
            changes.add(
                members != null ? members.get(v) : statistic(perturbation, samples.get(v), keys));
          }
          for (int v = 0; v < samples.size(); v++) {
            for (int w = v + 1; w < samples.size(); w++) {
              double change = changes.change(v, w);
              pairs[p]++;
              if (!(change <= worst[p])) {
                worst[p] = change;
                worstPair[p] = family.pair(v, w);
              }
            }
          }
          if (deviation[p] == null) {
            deviation[p] = releaseCheck.deviation(perturbation, family, samples, keys);
          }
        } catch (RuntimeException e) {
          failure[p] = "the statistic threw " + firstLine(e);
        }
      }
    }
    for (int p = 0; p < declared.size(); p++) {
      Perturbation perturbation = declared.get(p);
      List<Perturbation.NeighbourPair> proposed = perturbation.proposals();
      int step = Math.max(1, (proposed.size() + reach.proposals() - 1) / reach.proposals());
      for (int q = 0; q < proposed.size(); q += step) {
        Perturbation.NeighbourPair proposal = proposed.get(q);
        try {
          PrivateSample first =
              NeighbourPairs.sample(target.task(), proposal.features(), proposal.targets());
          PrivateSample second =
              NeighbourPairs.changed(
                  target.task(),
                  proposal.features(),
                  proposal.targets(),
                  proposal.changed(),
                  proposal.otherRecord(),
                  proposal.otherTarget());
          List<Object> keys =
              sparse(perturbation) ? unionOfNonzero(perturbation, List.of(first, second)) : null;
          double change =
              perturbation
                  .sensitivity()
                  .measure(
                      statistic(perturbation, first, keys), statistic(perturbation, second, keys));
          pairs[p]++;
          if (!(change <= worst[p])) {
            worst[p] = change;
            worstPair[p] = "proposed: " + proposal.description();
          }
        } catch (RuntimeException e) {
          failure[p] =
              failure[p] != null
                  ? failure[p]
                  : "the statistic threw "
                      + firstLine(e)
                      + " on the proposed pair "
                      + proposal.description();
        }
      }
    }
    List<Measured> out = new ArrayList<>();
    for (int p = 0; p < declared.size(); p++) {
      out.add(
          new Measured(
              declared.get(p),
              failure[p] != null ? Double.NaN : worst[p],
              worstPair[p] == null ? "no pair" : worstPair[p],
              pairs[p],
              deviation[p],
              failure[p]));
    }
    return out;
  }

  /**
   * A fingerprint of {@code target}'s declared statistics on the members of its first neighbour
   * family: equal fingerprints of two targets on the same data mean their statistics agree on those
   * samples (a run-scale audit reuses the measurements of one budget at another budget of the same
   * configuration when they agree, {@link #rebound}).
   */
  public String fingerprint(AuditTarget target) {
    List<Perturbation> declared = target.declared();
    NeighbourFamilies.Family family = NeighbourFamilies.of(target, reach, seed).get(0);
    java.security.MessageDigest digest;
    try {
      digest = java.security.MessageDigest.getInstance("SHA-256");
    } catch (java.security.NoSuchAlgorithmException e) {
      throw new IllegalStateException(e);
    }
    java.nio.ByteBuffer eight = java.nio.ByteBuffer.allocate(8);
    for (int v = 0; v < family.variants().size(); v++) {
      PrivateSample sample = family.sample(v);
      for (Perturbation perturbation : declared) {
        List<Object> keys =
            sparse(perturbation) ? unionOfNonzero(perturbation, List.of(sample)) : null;
        for (double x : statistic(perturbation, sample, keys)) {
          eight.clear();
          digest.update(eight.putDouble(x).array());
        }
        digest.update((byte) 0);
      }
    }
    return HexFormat.of().formatHex(digest.digest());
  }

  /**
   * Measurements made on another target of the same statistics, bound to {@code target}'s
   * declarations (the changes measured are the statistic's; whether they are within the sensitivity
   * is judged against what this target declares).
   */
  public static List<Measured> rebound(AuditTarget target, List<Measured> measured) {
    List<Perturbation> declared = target.declared();
    if (declared.size() != measured.size()) {
      throw new IllegalArgumentException(
          declared.size() + " statistics declared, " + measured.size() + " measured");
    }
    List<Measured> out = new ArrayList<>();
    for (int p = 0; p < declared.size(); p++) {
      Measured m = measured.get(p);
      out.add(
          new Measured(
              declared.get(p), m.change(), m.worstPair(), m.pairs(), m.deviation(), m.failure()));
    }
    return out;
  }

  /**
   * Statistics with more coordinates than this are compared by their nonzero coordinates when they
   * can be.
   */
  public static final double DENSE_LIMIT = 1 << 17;

  /** Whether the statistic is compared by its nonzero coordinates. */
  public static boolean sparse(Perturbation perturbation) {
    return perturbation.statistic() instanceof Perturbation.SparseStatistic sparse
        && sparse.size() > DENSE_LIMIT;
  }

  /** The keys of every coordinate nonzero in some member, in a fixed order. */
  private static List<Object> unionOfNonzero(
      Perturbation perturbation, List<PrivateSample> samples) {
    Perturbation.SparseStatistic sparse = (Perturbation.SparseStatistic) perturbation.statistic();
    LinkedHashSet<Object> keys = new LinkedHashSet<>();
    for (PrivateSample sample : samples) {
      keys.addAll(sparse.nonzero(sample).keySet());
    }
    return List.copyOf(keys);
  }

  /**
   * The statistic of {@code sample}: whole, or at {@code keys} (zero where not nonzero) for a
   * sparse one.
   */
  public static double[] statistic(
      Perturbation perturbation, PrivateSample sample, List<Object> keys) {
    if (keys == null) {
      return perturbation.statistic().of(sample);
    }
    Map<Object, Double> nonzero =
        ((Perturbation.SparseStatistic) perturbation.statistic()).nonzero(sample);
    double[] out = new double[keys.size()];
    for (int j = 0; j < out.length; j++) {
      out[j] = nonzero.getOrDefault(keys.get(j), 0.0);
    }
    return out;
  }

  @Override
  public LayerResult audit(AuditTarget target) {
    return audit(target, target.declared().isEmpty() ? List.of() : measure(target));
  }

  /** The layer's result from measurements already made ({@link #measure}) of {@code target}. */
  public LayerResult audit(AuditTarget target, List<Measured> measurements) {
    List<Perturbation> declared = target.declared();
    if (declared.isEmpty()) {
      return new LayerResult(
          name(),
          target.label(),
          false,
          "declares no perturbed statistic (PrivateMechanism.perturbations)",
          List.of());
    }
    List<String> details = new ArrayList<>();
    boolean passed = true;
    for (Measured m : measurements) {
      String line = line(m);
      passed &= m.passed();
      details.add(line);
    }
    String summary =
        passed
            ? declared.size() + " statistic(s) within their declared sensitivity"
            : details.stream().filter(l -> l.startsWith("FAIL")).findFirst().orElseThrow();
    return new LayerResult(name(), target.label(), passed, summary, details);
  }

  private static String line(Measured m) {
    Perturbation p = m.perturbation();
    if (m.failure() != null) {
      return "FAIL " + p.name() + ": " + m.failure();
    }
    if (m.deviation() != null) {
      return "FAIL " + p.name() + ": " + m.deviation();
    }
    boolean ok = p.sensitivity().admits(m.change());
    return String.format(
        Locale.ROOT,
        "%s %s: max %s change %.6g (%s) %s declared %.6g over %d pairs",
        ok ? "PASS" : "FAIL",
        p.name(),
        p.sensitivity().norm(),
        m.change(),
        m.worstPair(),
        ok ? "within" : "BEYOND",
        p.sensitivity().bound(),
        m.pairs());
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
