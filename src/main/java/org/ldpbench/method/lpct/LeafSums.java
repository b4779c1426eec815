package org.ldpbench.method.lpct;

import java.util.Arrays;
import org.ldpbench.method.Release;

/**
 * The curator's view of the private data: per leaf j, the sums over all n_P users of their
 * releases, S_U^j = Σ_i Ũ_i^j and S_V^j = Σ_i Ṽ_i^j. This is all LPCT's estimator ever learns about
 * private data.
 *
 * @param su sum of noisy leaf indicators, per leaf
 * @param sv sum of noisy label-weighted indicators, per leaf
 * @param users number of users whose releases are summed (public metadata)
 */
public record LeafSums(double[] su, double[] sv, long users) implements Release {

  public LeafSums {
    if (su.length != sv.length) {
      throw new IllegalArgumentException("su and sv must have one entry per leaf");
    }
  }

  /** A copy whose arrays can be changed without changing this one. */
  public LeafSums copy() {
    return new LeafSums(su.clone(), sv.clone(), users);
  }

  public int leafCount() {
    return su.length;
  }

  /** S_U then S_V, leaf by leaf (the user count is public metadata, not part of the release). */
  @Override
  public double[] coordinates() {
    double[] out = Arrays.copyOf(su, su.length + sv.length);
    System.arraycopy(sv, 0, out, su.length, sv.length);
    return out;
  }

  /** Sums the releases of users one by one (the literal protocol, as the curator would). */
  public static LeafSums sum(Iterable<UserRelease> releases, int leafCount) {
    double[] su = new double[leafCount];
    double[] sv = new double[leafCount];
    long users = 0;
    for (UserRelease release : releases) {
      for (int j = 0; j < leafCount; j++) {
        su[j] += release.u()[j];
        sv[j] += release.v()[j];
      }
      users++;
    }
    return new LeafSums(su, sv, users);
  }
}
