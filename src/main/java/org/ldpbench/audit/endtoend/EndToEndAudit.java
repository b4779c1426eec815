package org.ldpbench.audit.endtoend;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.ldpbench.audit.layer.AuditFinding;
import org.ldpbench.audit.layer.AuditFinding.Status;
import org.ldpbench.audit.layer.AuditInputs;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.AuditSettings;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.audit.neighbour.NeighbourPair;
import org.ldpbench.audit.neighbour.WorstCasePairs;
import org.ldpbench.method.Method;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.Release;
import org.ldpbench.method.SeedPerUser;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The end-to-end layer: the {@link PrivacyAuditor distinguishing auditor} run on every mechanism
 * (one per server) of every audit configuration of a method, at every audited ε, on the worst-case
 * {@link WorstCasePairs} (record pairs for local, central and distributed DP; label pairs only for
 * label DP). A mechanism is held to its true budget: the smaller of its declared guarantee and the
 * budget the user gave (under a planted ε × 2 the method sees twice the budget but is held to the
 * real one). Without a fault, a declared guarantee beyond the budget fails too.
 *
 * <p>The releases are drawn in batches ({@link PrivateMechanism#releases}). A mechanism that
 * releases each user from a seed of its own ({@link SeedPerUser}) is checked to do so exactly on
 * each pair, and then audited on the users the pair changes ({@link UserByUser}); a pair that
 * reduces to one audited before is not drawn again.
 *
 * <p>One finding per (configuration, ε, server): the pair with the largest bound relative to the
 * claim. Under a planted fault the layer stops at the first violating pair of each mechanism, and
 * reports the fault as not applicable where the faulted releases equal the clean ones draw for
 * draw.
 */
public final class EndToEndAudit implements MethodAuditLayer {

  /** The layer's name, as results and reports show it. */
  public static final String NAME = "end-to-end";

  @Override
  public String name() {
    return NAME;
  }

  @Override
  public MethodAuditResult audit(
      Method method, List<Map<String, Object>> configurations, AuditOptions options) {
    if (!AuditSettings.auditable(method)) {
      return new MethodAuditResult(
          name(), method.name(), List.of(), "not private: nothing to audit");
    }
    List<AuditFinding> findings =
        AuditSettings.each(
            method,
            configurations,
            options,
            (privateMethod, parameters, epsilon, seed) ->
                auditSetting(privateMethod, parameters, epsilon, options, seed));
    long audited = findings.stream().filter(AuditFinding::audited).count();
    long failed = findings.stream().filter(f -> f.status() == Status.FAIL).count();
    String summary =
        configurations.isEmpty()
            ? "no audit configuration"
            : audited == 0
                ? "nothing audited ("
                    + findings.stream()
                        .map(f -> f.status().toString())
                        .distinct()
                        .reduce((a, b) -> a + ", " + b)
                        .orElse("no finding")
                    + ")"
                : failed + " of " + audited + " mechanism audits failed";
    return new MethodAuditResult(name(), method.name(), findings, summary);
  }

  private List<AuditFinding> auditSetting(
      PrivateMethod method,
      ParameterSet parameters,
      double epsilon,
      AuditOptions options,
      long seed) {
    String configuration = parameters.canonical();
    List<NeighbourPair> pairs = WorstCasePairs.of(method.info().task(), AuditInputs.DIMENSION);
    List<AuditFinding> findings = new ArrayList<>();
    int servers = AuditInputs.servers(method);
    AuditInputs.Setting setting;
    try {
      setting = AuditInputs.Setting.of(method, parameters, epsilon, seed);
    } catch (RuntimeException refused) {
      return List.of(
          Outcome.of(Status.REFUSED, firstLine(refused)).finding().at(configuration, epsilon, 0));
    }
    for (int server = 0; server < servers; server++) {
      Worst worst = null;
      AuditFinding skipped = null;
      Set<String> reduced = new HashSet<>();
      for (int i = 0; i < pairs.size(); i++) {
        NeighbourPair pair = pairs.get(i);
        Outcome outcome;
        try {
          outcome =
              auditPair(
                  setting,
                  parameters,
                  epsilon,
                  server,
                  pair,
                  options,
                  seed + 10L * i + server,
                  reduced);
        } catch (RuntimeException refused) {
          outcome = Outcome.of(Status.REFUSED, firstLine(refused));
        }
        if (outcome == null) {
          continue; // a record pair under label DP, or one that reduces to a pair audited already
        }
        if (!outcome.finding().audited()) {
          // not audited on this pair (the fault has no effect here, a refused size, no private
          // data)
          skipped =
              skipped == null ? outcome.finding().at(configuration, epsilon, server) : skipped;
          continue;
        }
        if (worst == null || outcome.excess() > worst.outcome().excess()) {
          worst = new Worst(outcome, pair.description());
        }
        if (options.fault() != Fault.NONE && outcome.finding().status() == Status.FAIL) {
          break;
        }
      }
      if (worst != null) {
        findings.add(worst.outcome().finding().at(configuration, epsilon, server, worst.pair()));
      } else if (skipped != null) {
        findings.add(skipped);
      }
    }
    return findings;
  }

  /**
   * The outcome on one pair, or null where it does not apply (a record pair under label DP) or, for
   * a {@link SeedPerUser} mechanism, where it reduces to a pair whose key is in {@code reduced}
   * (which it joins).
   */
  private Outcome auditPair(
      AuditInputs.Setting setting,
      ParameterSet parameters,
      double epsilon,
      int server,
      NeighbourPair pair,
      AuditOptions options,
      long seed,
      Set<String> reduced) {
    PrivateMethod method = setting.method();
    AuditInputs.Audited audited = setting.input(pair.first().size(), options.fault());
    PrivateProtocol<?> protocol = AuditInputs.protocol(method, parameters, audited.input());
    List<? extends PrivateMechanism<?>> mechanisms = protocol.mechanisms();
    if (mechanisms.isEmpty()) {
      return Outcome.of(Status.NO_PRIVATE_DATA, "uses no private data: no mechanism to audit");
    }
    PrivateMechanism<?> mechanism = mechanisms.get(server);
    if (mechanism.neighbours() == Neighbours.LABEL && !pair.labelOnly()) {
      return null;
    }
    PrivacyBudget budget = audited.budgets().get(server);
    Optional<PrivacyBudget> claim = mechanism.guarantee();
    if (claim.isEmpty()) {
      return Outcome.fail(budget, "a private method's mechanism declares no guarantee");
    }
    boolean beyond =
        claim.get().epsilon() > budget.epsilon() * (1 + 1e-12)
            || claim.get().delta() > budget.delta() * (1 + 1e-12) + 1e-300;
    if (options.fault() == Fault.NONE && beyond) {
      return Outcome.fail(budget, "declares " + claim.get() + " beyond its budget " + budget);
    }
    if (options.fault() != Fault.NONE
        && !faultActs(setting, parameters, server, pair, options.fault(), seed)) {
      return Outcome.of(Status.FAULT_NOT_APPLICABLE, "the fault leaves the releases unchanged");
    }
    NeighbourPair drawn = pair;
    if (mechanism instanceof SeedPerUser) {
      UserByUser.Reduced users = UserByUser.reduce(mechanism, pair, seed);
      if (users.violation() != null) {
        return Outcome.fail(
            budget,
            "releases users together although it declares each user's release its"
                + " own (SeedPerUser): "
                + users.violation());
      }
      drawn = users.pair();
      if (!reduced.add(UserByUser.key(drawn))) {
        return null;
      }
    }
    NeighbourPair tested = drawn;
    double heldEpsilon = Math.min(claim.get().epsilon(), budget.epsilon());
    double heldDelta = Math.min(claim.get().delta(), budget.delta());
    PrivacyAuditor auditor = new PrivacyAuditor(options.draws(), options.alpha());
    PrivacyAuditor.Result result =
        auditor.auditDraws(
            streams -> releases(mechanism, tested, true, streams),
            streams -> releases(mechanism, tested, false, streams),
            heldEpsilon,
            heldDelta,
            seed);
    return new Outcome(
        new AuditFinding(
            "",
            epsilon,
            "",
            result.violates() ? Status.FAIL : Status.PASS,
            heldEpsilon,
            heldDelta,
            result.bound(),
            auditor.confidence(),
            result.check() + ": " + result.event()),
        heldDelta > 0 ? result.bound() / heldDelta : result.bound() - heldEpsilon);
  }

  /**
   * Whether the planted fault changes the releases on this pair (same streams, up to 64 draws:
   * discrete releases agree often).
   */
  private static boolean faultActs(
      AuditInputs.Setting setting,
      ParameterSet parameters,
      int server,
      NeighbourPair pair,
      Fault fault,
      long seed) {
    PrivateMethod method = setting.method();
    PrivateMechanism<?> faulted =
        AuditInputs.protocol(method, parameters, setting.input(pair.first().size(), fault).input())
            .mechanisms()
            .get(server);
    PrivateMechanism<?> clean =
        AuditInputs.protocol(
                method, parameters, setting.input(pair.first().size(), Fault.NONE).input())
            .mechanisms()
            .get(server);
    for (int k = 0; k < 64; k++) {
      if (!Arrays.equals(
          release(faulted, pair, k % 2 == 0, new SplittableRandom(seed + k)),
          release(clean, pair, k % 2 == 0, new SplittableRandom(seed + k)))) {
        return true;
      }
    }
    return false;
  }

  /**
   * The releases of a batch of draws on one sample of the pair ({@link PrivateMechanism#releases}).
   */
  private static double[][] releases(
      PrivateMechanism<?> mechanism,
      NeighbourPair pair,
      boolean first,
      List<SplittableRandom> streams) {
    List<? extends Release> releases =
        mechanism.releases(first ? pair.first() : pair.second(), streams);
    if (releases.size() != streams.size()) {
      throw new IllegalStateException(
          releases.size() + " releases for " + streams.size() + " draws");
    }
    double[][] out = new double[releases.size()][];
    for (int i = 0; i < out.length; i++) {
      out[i] = releases.get(i).coordinates();
    }
    return out;
  }

  private static double[] release(
      PrivateMechanism<?> mechanism, NeighbourPair pair, boolean first, RandomGenerator rng) {
    return mechanism.release(first ? pair.first() : pair.second(), rng).coordinates();
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }

  /** One pair's finding and how far its bound goes beyond the claim (relative for δ). */
  private record Outcome(AuditFinding finding, double excess) {

    static Outcome of(Status status, String detail) {
      return new Outcome(
          new AuditFinding("", 0, "", status, Double.NaN, 0, Double.NaN, Double.NaN, detail),
          Double.NEGATIVE_INFINITY);
    }

    static Outcome fail(PrivacyBudget budget, String detail) {
      return new Outcome(
          new AuditFinding(
              "",
              0,
              "",
              Status.FAIL,
              budget.epsilon(),
              budget.delta(),
              Double.NaN,
              Double.NaN,
              detail),
          Double.POSITIVE_INFINITY);
    }
  }

  private record Worst(Outcome outcome, String pair) {}
}
