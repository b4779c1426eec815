package org.ldpbench.stats;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Holm's step-down adjustment of p-values for a family of tests, as R's {@code p.adjust(p,
 * "holm")}: with the m p-values sorted increasingly, p₍ᵢ₎ becomes max_{j ≤ i} min(1, (m − j + 1)
 * p₍ⱼ₎). Rejecting every hypothesis whose adjusted p-value is below α controls the family-wise
 * error rate at α under any dependence between the tests.
 */
public final class Holm {

  private Holm() {}

  /** The adjusted p-values, in the order of {@code p} (which must hold numbers in [0, 1]). */
  public static double[] adjust(double[] p) {
    for (double value : p) {
      if (!(value >= 0 && value <= 1)) {
        throw new IllegalArgumentException("p-values must be in [0, 1], got " + value);
      }
    }
    int m = p.length;
    Integer[] order = IntStream.range(0, m).boxed().toArray(Integer[]::new);
    Arrays.sort(order, Comparator.comparingDouble(i -> p[i])); // stable: ties keep their order
    double[] adjusted = new double[m];
    double running = 0.0;
    for (int rank = 0; rank < m; rank++) {
      int index = order[rank];
      running = Math.max(running, Math.min(1.0, (m - rank) * p[index]));
      adjusted[index] = running;
    }
    return adjusted;
  }
}
