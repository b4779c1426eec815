package org.ldpbench.method.lpct;

import org.ldpbench.method.PublicInput;
import org.ldpbench.param.ParameterSet;

/**
 * The depth and λ that Ma &amp; Yang's upper bound prescribes (Thm 4; spec/lpct.md §8), with every
 * constant set to 1: with L = ln(n_P + n_Q) and δ = (n_P·ε²/L +
 * (n_Q/L)^{(2α+2d)/(2γα+d)})^{−d/(2α+2d)}, the depth is p = round(log₂(1/δ)) and λ = δ^{min(γα − α,
 * 2γα − d)/d}. Computed from public metadata only (sizes, budget, dimension).
 *
 * @param depth the tree depth, clamped to 0..30
 * @param lambda the weight of a public sample
 * @param delta the theory's cell width δ
 */
record TheoryChoice(int depth, double lambda, double delta) {

  static TheoryChoice of(PublicInput input, ParameterSet p) {
    return of(
        input.privateSampleSizes().get(0),
        input.publicSample().size(),
        input.budget().epsilon(),
        input.dimension(),
        p.get(LpctMethod.THEORY_ALPHA),
        p.get(LpctMethod.THEORY_GAMMA));
  }

  static TheoryChoice of(
      long nPrivate, long nPublic, double epsilon, int d, double alpha, double gamma) {
    double logN = Math.log((double) Math.max(2, nPrivate + nPublic));
    double base =
        nPrivate * epsilon * epsilon / logN
            + Math.pow(nPublic / logN, (2 * alpha + 2 * d) / (2 * gamma * alpha + d));
    double delta = Math.pow(Math.max(base, 1.0), -d / (2 * alpha + 2 * d));
    int depth = (int) Math.max(0, Math.min(30, Math.round(Math.log(1 / delta) / Math.log(2))));
    double lambda = Math.pow(delta, Math.min(gamma * alpha - alpha, 2 * gamma * alpha - d) / d);
    return new TheoryChoice(depth, lambda, delta);
  }
}
