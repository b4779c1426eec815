package org.ldpbench.audit.endtoend;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.random.RandomGenerator;
import org.ldpbench.audit.layer.AuditFinding;
import org.ldpbench.audit.layer.AuditFinding.Status;
import org.ldpbench.audit.layer.AuditInputs;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.audit.neighbour.NeighbourPair;
import org.ldpbench.audit.neighbour.WorstCasePairs;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.method.Method;
import org.ldpbench.method.Neighbours;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The whole-fit layer: the distinguishing auditor on what a fit finally gives away, the model's
 * predictions at the evaluation points, on single-user neighbour pairs. A curator only
 * post-processes its mechanisms' releases, so a correct method keeps the mechanisms' guarantee here
 * too; a curator that reads private data by another path (a stash shared with its mechanism, a
 * static field) is seen here although every mechanism passes the end-to-end layer. A full fit per
 * draw is expensive, so this layer uses a tenth of the draws (at least 400), the first audited ε
 * only, and the single-user pairs; it holds the fit to the sum of its servers' budgets. The fits of
 * a pair's draws are independent, so they run on the common pool, with the same streams and so the
 * same result as one after another (an external method's fit starts its own process, the cost of
 * this layer for it).
 */
public final class FitOutputAudit implements MethodAuditLayer {

  @Override
  public String name() {
    return "whole-fit";
  }

  @Override
  public MethodAuditResult audit(
      Method method, List<Map<String, Object>> configurations, AuditOptions options) {
    if (!(method instanceof PrivateMethod privateMethod)
        || method.info().privacyModel() == PrivacyModel.NONE) {
      return new MethodAuditResult(
          name(), method.name(), List.of(), "not private: nothing to audit");
    }
    double epsilon = options.epsilons().get(0);
    int draws = Math.max(400, options.draws() / 10);
    List<AuditFinding> findings = new ArrayList<>();
    for (int c = 0; c < configurations.size(); c++) {
      ParameterSet parameters =
          method.info().parameters().completePart(configurations.get(c), false);
      findings.add(
          auditConfiguration(
              privateMethod,
              parameters,
              epsilon,
              options,
              draws,
              options.seed() * 7_000_003L + 100L * c));
    }
    long failed = findings.stream().filter(f -> f.status() == Status.FAIL).count();
    return new MethodAuditResult(
        name(),
        method.name(),
        findings,
        failed
            + " of "
            + findings.stream().filter(AuditFinding::audited).count()
            + " whole-fit audits failed");
  }

  private AuditFinding auditConfiguration(
      PrivateMethod method,
      ParameterSet parameters,
      double epsilon,
      AuditOptions options,
      int draws,
      long seed) {
    String configuration = parameters.canonical();
    AuditFinding worst = null;
    List<NeighbourPair> pairs =
        WorstCasePairs.of(method.info().task(), AuditInputs.DIMENSION).stream()
            .filter(p -> p.first().size() == 1)
            .toList();
    AuditInputs.Setting setting;
    try {
      setting = AuditInputs.Setting.of(method, parameters, epsilon, seed);
    } catch (RuntimeException refused) {
      return new AuditFinding(
          configuration,
          epsilon,
          "fit",
          Status.REFUSED,
          Double.NaN,
          0,
          Double.NaN,
          Double.NaN,
          String.valueOf(refused.getMessage()).lines().findFirst().orElse(""));
    }
    for (int i = 0; i < pairs.size(); i++) {
      NeighbourPair pair = pairs.get(i);
      AuditFinding finding;
      try {
        finding = auditPair(setting, parameters, epsilon, pair, options, draws, seed + i);
      } catch (RuntimeException refused) {
        finding =
            new AuditFinding(
                configuration,
                epsilon,
                "fit",
                Status.REFUSED,
                Double.NaN,
                0,
                Double.NaN,
                Double.NaN,
                String.valueOf(refused.getMessage()).lines().findFirst().orElse(""));
      }
      if (finding == null) {
        continue;
      }
      finding =
          new AuditFinding(
              configuration,
              epsilon,
              "fit, " + pair.description(),
              finding.status(),
              finding.claimedEpsilon(),
              finding.claimedDelta(),
              finding.bound(),
              finding.confidence(),
              finding.detail());
      if (worst == null
          || (!worst.audited() && finding.audited())
          || (finding.audited() && excess(finding) > excess(worst))) {
        worst = finding;
      }
    }
    return worst;
  }

  private static double excess(AuditFinding f) {
    return f.status() == Status.FAIL
        ? Double.POSITIVE_INFINITY
        : f.claimedDelta() > 0 ? f.bound() / f.claimedDelta() : f.bound() - f.claimedEpsilon();
  }

  private static AuditFinding auditPair(
      AuditInputs.Setting setting,
      ParameterSet parameters,
      double epsilon,
      NeighbourPair pair,
      AuditOptions options,
      int draws,
      long seed) {
    PrivateMethod method = setting.method();
    AuditInputs.Audited audited = setting.input(1, options.fault());
    var mechanisms = method.protocol(audited.input(), parameters).mechanisms();
    if (mechanisms.isEmpty()) {
      return new AuditFinding(
          "",
          epsilon,
          "",
          Status.NO_PRIVATE_DATA,
          Double.NaN,
          0,
          Double.NaN,
          Double.NaN,
          "uses no private data");
    }
    if (mechanisms.get(0).neighbours() == Neighbours.LABEL && !pair.labelOnly()) {
      return null;
    }
    double heldEpsilon = audited.budgets().stream().mapToDouble(PrivacyBudget::epsilon).sum();
    double heldDelta = audited.budgets().stream().mapToDouble(PrivacyBudget::delta).sum();
    ParameterSet post = method.info().parameters().completePart(method.auditPostProcessing(), true);
    int servers = audited.budgets().size();
    // each draw is a whole fit of its own (its own protocol, memo reads only): both cores, the same
    // result
    PrivacyAuditor auditor = new PrivacyAuditor(draws, options.alpha(), true);
    PrivacyAuditor.Result result =
        auditor.audit(
            rng ->
                predictions(
                    method, parameters, post, audited, pair.first(), pair.first(), servers, rng),
            rng ->
                predictions(
                    method, parameters, post, audited, pair.second(), pair.first(), servers, rng),
            heldEpsilon,
            heldDelta,
            seed);
    return new AuditFinding(
        "",
        epsilon,
        "",
        result.violates() ? Status.FAIL : Status.PASS,
        heldEpsilon,
        heldDelta,
        result.bound(),
        auditor.confidence(),
        result.check() + ": " + result.event());
  }

  /**
   * The fit's predictions at the evaluation points with {@code changed} at server 0 and {@code
   * rest} elsewhere.
   */
  private static double[] predictions(
      PrivateMethod method,
      ParameterSet parameters,
      ParameterSet post,
      AuditInputs.Audited audited,
      PrivateSample changed,
      PrivateSample rest,
      int servers,
      RandomGenerator rng) {
    List<PrivateSample> samples = new ArrayList<>(Collections.nCopies(servers, rest));
    samples.set(0, changed);
    Predictions p =
        method
            .fit(new TrainingInput(audited.input(), samples), parameters, rng)
            .model(post)
            .predict(audited.input().evaluationPoints());
    if (p.values() != null) {
      return p.values().clone();
    }
    double[] out = new double[p.labels().length];
    for (int a = 0; a < out.length; a++) {
      out[a] = p.labels()[a];
    }
    return out;
  }
}
