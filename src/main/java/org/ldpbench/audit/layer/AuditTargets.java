package org.ldpbench.audit.layer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.method.Method;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The mechanism configurations of a private method to audit: for each of its audit configurations
 * ({@link Method#auditConfigurations()}) its protocol is built from a small public sample in [0,
 * 1]², for private samples of a given size, with budget ε per server (δ = 1e-5 added when the
 * method refuses pure DP), and each server's mechanism becomes an {@link AuditTarget} held to what
 * the configuration declares it spends at that budget ({@link PrivateMethod#declaredSpend}).
 */
public final class AuditTargets {

  /** δ given to methods that need one. */
  public static final double DELTA = 1e-5;

  private static final int DIMENSION = 2;

  private AuditTargets() {}

  /**
   * Every mechanism configuration of {@code method} for samples of {@code sampleSize} at ε per
   * server.
   */
  public static List<AuditTarget> of(
      PrivateMethod method, int sampleSize, double epsilon, long seed) {
    List<AuditTarget> targets = new ArrayList<>();
    int servers = method.info().privacyModel() == PrivacyModel.DISTRIBUTED ? 2 : 1;
    for (Map<String, Object> configuration : method.auditConfigurations()) {
      ParameterSet parameters = method.info().parameters().completePart(configuration, false);
      PublicInput input = publicInput(method, parameters, servers, sampleSize, epsilon, seed);
      List<? extends PrivateMechanism<?>> mechanisms =
          method.protocol(input, parameters).mechanisms();
      for (int server = 0; server < mechanisms.size(); server++) {
        targets.add(
            new AuditTarget(
                method.name(),
                parameters.canonical(),
                server,
                mechanisms.get(server),
                method.declaredSpend(parameters, input.budgets().get(server)),
                method.info().task(),
                DIMENSION,
                sampleSize,
                2,
                Optional.empty(),
                Fault.NONE,
                AuditTarget.landmarks(input, 2)));
      }
    }
    return targets;
  }

  /** The public input: pure ε per server, or (ε, 1e-5) if the method refuses pure DP. */
  static PublicInput publicInput(
      PrivateMethod method,
      ParameterSet parameters,
      int servers,
      int sampleSize,
      double epsilon,
      long seed) {
    Dataset publicSample = AuditInputs.sample(method.info().task(), 50, new SplittableRandom(seed));
    Features evaluation =
        AuditInputs.sample(method.info().task(), 12, new SplittableRandom(seed + 1)).features();
    List<Integer> sizes = Collections.nCopies(servers, sampleSize);
    // the audit's data lie in [0,1]^2 and say so, as AuditInputs' do (LPCT-range's known domain
    // needs it)
    PublicInput pure =
        new PublicInput(
            publicSample,
            evaluation,
            Collections.nCopies(servers, PrivacyBudget.pure(epsilon)),
            sizes,
            seed,
            AuditInputs.DOMAIN);
    try {
      method.protocol(pure, parameters);
      return pure;
    } catch (RuntimeException pureRefused) {
      return new PublicInput(
          publicSample,
          evaluation,
          Collections.nCopies(servers, new PrivacyBudget(epsilon, DELTA)),
          sizes,
          seed,
          AuditInputs.DOMAIN);
    }
  }
}
