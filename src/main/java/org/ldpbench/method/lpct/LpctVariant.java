package org.ldpbench.method.lpct;

import org.ldpbench.method.BudgetUse;
import org.ldpbench.method.MethodInfo;
import org.ldpbench.method.PrivacyModel;

/**
 * The estimators that share LPCT's public-data partition (spec/lpct.md §2.6, §6). All four are
 * registered as separate methods; LPCT and LPCT-P read the same private release.
 */
public enum LpctVariant {
  /** Eq. 8: private releases and public counts combined with weight λ. */
  LPCT(
      release(
          "LPCT",
          "locally private classification tree: private releases + lambda-weighted public counts (eq. 8)")),
  /**
   * LPCT with the depth and λ of the rate theory (Thm 4, constants 1) instead of a grid: the rate
   * check's estimator (spec §8), not in the paper's figures.
   */
  LPCT_THEORY(
      release(
          "LPCT-theory",
          "LPCT with depth and lambda from the rate theory (Thm 4, constants 1): the rate check")),
  /** Private releases only, S_V/S_U on the same partition. */
  LPCT_P(release("LPCT-P", "LPCT's partition with the private releases only (S_V/S_U)")),
  /** Public labels only, C_V/C_U on the same partition; uses no private data at all. */
  LPCT_Q(
      MethodInfo.classifier(
              "LPCT-Q",
              "LPCT's partition with the public labels only (C_V/C_U)",
              PrivacyModel.LOCAL)
          .withVersion(LpctVariant.IMPLEMENTATION_VERSION)
          .withBudget(
              BudgetUse.pure(
                  "spends nothing: it reads no private data (epsilon-DP for every epsilon)"))
          .needingPublicData()),
  /**
   * Eq. 9: eq. 8 without noise, i.e. exact private counts. NOT private: the reference for the best
   * accuracy reachable at a sample size.
   */
  LPCT_NP(
      MethodInfo.classifier(
              "LPCT-NP",
              "NON-PRIVATE reference: eq. 8 with exact private counts (eq. 9), same partition and grid",
              PrivacyModel.NONE)
          .withVersion(LpctVariant.IMPLEMENTATION_VERSION));

  /**
   * Version 2 (issue 5): the partition's public randomness comes from the public seed instead of
   * the first draw of the noise stream, and the release from a child stream of it.
   */
  static final int IMPLEMENTATION_VERSION = 2;

  /**
   * Noise stream shared by the variants that read the same leaf sums: same fit parameters, same
   * release.
   */
  static final String RELEASE_STREAM = "lpct-release";

  /**
   * How a user of LPCT's release spends ε ({@link LpctLocalRandomizer}); a method, not a constant,
   * because the enum's constants are built before its static fields.
   */
  public static BudgetUse releaseBudget() {
    return BudgetUse.pure(
        "one release per user, eps halved: Laplace(4/eps) on the"
            + " one-hot leaf vector U and on Y*U (L1 sensitivity 2 each, eps/2-LDP each), basic composition gives eps-LDP;"
            + " lambda and the tree are post-processing");
  }

  private final MethodInfo info;

  LpctVariant(MethodInfo info) {
    this.info = info;
  }

  /** A variant that reads LPCT's private release (and shares its noise stream). */
  private static MethodInfo release(String name, String description) {
    return MethodInfo.classifier(name, description, PrivacyModel.LOCAL)
        .withVersion(IMPLEMENTATION_VERSION)
        .withNoiseStream(RELEASE_STREAM)
        .withBudget(releaseBudget());
  }

  /**
   * Name, description, privacy model, version and noise stream (the parameters come from {@link
   * LpctMethod}).
   */
  public MethodInfo info() {
    return info;
  }

  public String methodName() {
    return info.name();
  }

  boolean usesLambda() {
    return this == LPCT || this == LPCT_NP;
  }

  boolean drawsNoise() {
    return this == LPCT || this == LPCT_P || this == LPCT_THEORY;
  }
}
