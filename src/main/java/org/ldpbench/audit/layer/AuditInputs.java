package org.ldpbench.audit.layer;

import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.FeatureBox;
import org.ldpbench.data.Features;
import org.ldpbench.data.Memo;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PrivateProtocol;
import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * The public side of an audited fit: a public sample of 50 points in [0,1]², 12 evaluation points,
 * one budget per server (two servers for distributed DP) and the private sample sizes of the pair,
 * the known domain [0,1]². The budget is pure ε unless the method refuses pure DP, then (ε, {@value
 * AuditOptions#DELTA}); the method is held to what it declares it spends at that budget ({@link
 * PrivateMethod#declaredSpend}). The planted fault rides on the input ({@link
 * PublicInput#fault()}); ε × 2 is planted by doubling the budgets the method sees, while the audit
 * holds it to the true ones.
 */
public final class AuditInputs {

  public static final int DIMENSION = 2;

  /**
   * Every audited sample lies in [0,1]², declared as the known domain (LPCT-range's {@code range:
   * known}).
   */
  public static final Optional<FeatureBox> DOMAIN = Optional.of(FeatureBox.cube(DIMENSION, 1.0));

  private AuditInputs() {}

  /**
   * The budgets the method is held to (what it declares it spends at the budgets it is given,
   * {@link PrivateMethod#declaredSpend}; the given ones for every method that keeps to them), and
   * the input it is given.
   */
  public record Audited(List<PrivacyBudget> budgets, PublicInput input) {}

  public static int servers(PrivateMethod method) {
    return method.info().privacyModel() == PrivacyModel.DISTRIBUTED ? 2 : 1;
  }

  /** The input for a fit on private samples of size {@code privateSize}. */
  public static Audited of(
      PrivateMethod method,
      ParameterSet parameters,
      double epsilon,
      int privateSize,
      Fault fault,
      long seed) {
    return Setting.of(method, parameters, epsilon, seed).input(privateSize, fault);
  }

  /**
   * The public side shared by every pair of one (configuration, ε): one public sample, one set of
   * evaluation points and one memo (Gram factors, partitions are computed once for all pairs), and
   * whether the method needs δ.
   */
  public record Setting(
      PrivateMethod method,
      Dataset publicSample,
      Features evaluation,
      List<PrivacyBudget> budgets,
      List<PrivacyBudget> held,
      Memo memo,
      long seed) {

    public static Setting of(
        PrivateMethod method, ParameterSet parameters, double epsilon, long seed) {
      int servers = servers(method);
      Dataset publicSample = sample(method.info().task(), 50, new SplittableRandom(seed));
      Features evaluation =
          sample(method.info().task(), 12, new SplittableRandom(seed + 1)).features();
      Memo memo = new Memo();
      List<PrivacyBudget> budgets = Collections.nCopies(servers, PrivacyBudget.pure(epsilon));
      PublicInput pure =
          new PublicInput(
              publicSample,
              evaluation,
              budgets,
              Collections.nCopies(servers, 10),
              seed,
              DOMAIN,
              memo);
      try {
        method.protocol(pure, parameters);
      } catch (RuntimeException pureRefused) {
        budgets = Collections.nCopies(servers, new PrivacyBudget(epsilon, AuditOptions.DELTA));
      }
      List<PrivacyBudget> given = budgets;
      List<PrivacyBudget> held =
          given.stream().map(b -> method.declaredSpend(parameters, b)).toList();
      return new Setting(method, publicSample, evaluation, given, held, memo, seed);
    }

    /** The input for private samples of size {@code privateSize} under {@code fault}. */
    public Audited input(int privateSize, Fault fault) {
      List<PrivacyBudget> seen = budgets.stream().map(fault::calibrated).toList();
      return new Audited(
          held,
          new PublicInput(
              publicSample,
              evaluation,
              seen,
              Collections.nCopies(budgets.size(), privateSize),
              seed,
              DOMAIN,
              memo,
              fault));
    }
  }

  /** The protocol on an input (may throw: a refused setting). */
  public static PrivateProtocol<?> protocol(
      PrivateMethod method, ParameterSet parameters, PublicInput input) {
    return method.protocol(input, parameters);
  }

  /**
   * n points uniform on [0,1]², labelled 1 right of x₁ = ½ (targets x₁ − ½ for regression): the
   * audit's public data.
   */
  public static Dataset sample(TaskType task, int n, SplittableRandom rng) {
    double[] x = new double[DIMENSION * n];
    int[] labels = new int[n];
    double[] values = new double[n];
    for (int i = 0; i < n; i++) {
      x[2 * i] = rng.nextDouble();
      x[2 * i + 1] = rng.nextDouble();
      labels[i] = x[2 * i] > 0.5 ? 1 : 0;
      values[i] = x[2 * i] - 0.5;
    }
    return new Dataset(
        Features.wrap(x, n, DIMENSION),
        task == TaskType.CLASSIFICATION ? ClassLabels.binary(labels) : new RealTargets(values));
  }
}
