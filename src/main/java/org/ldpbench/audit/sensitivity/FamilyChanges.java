package org.ldpbench.audit.sensitivity;

import org.ldpbench.privacy.Sensitivity;

/**
 * The largest change of a statistic between any two members of a neighbour family, in the norm of
 * its declared sensitivity. Members differ from the first by one record, so each is kept as its
 * sparse difference from the first: comparing V members of a statistic with K coordinates (LPCT's
 * full tree has 2¹⁷) costs O(V·K) to read them and O(V²·changed coordinates) to compare, not
 * O(V²·K). For a bounded-domain norm the largest norm of any member is what counts.
 */
final class FamilyChanges {

  private final Sensitivity sensitivity;
  private final double[] first;
  private final int[][] indices;
  private final double[][] values;
  private final double[] norms;
  private int members;

  /**
   * @param sensitivity the declared sensitivity, whose norm measures a change
   * @param first the statistic of the family's first member
   * @param size the number of members
   */
  FamilyChanges(Sensitivity sensitivity, double[] first, int size) {
    this.sensitivity = sensitivity;
    this.first = first;
    this.indices = new int[size][];
    this.values = new double[size][];
    this.norms = new double[size];
    add(first);
  }

  /** Adds the next member's statistic. */
  void add(double[] statistic) {
    if (statistic.length != first.length) {
      throw new IllegalArgumentException(
          "statistics of " + first.length + " and " + statistic.length + " coordinates");
    }
    int count = 0;
    for (int j = 0; j < statistic.length; j++) {
      count += Double.compare(statistic[j], first[j]) != 0 ? 1 : 0;
    }
    int[] at = new int[count];
    double[] by = new double[count];
    int k = 0;
    for (int j = 0; j < statistic.length; j++) {
      if (Double.compare(statistic[j], first[j]) != 0) {
        at[k] = j;
        by[k++] = statistic[j] - first[j];
      }
    }
    indices[members] = at;
    values[members] = by;
    norms[members] = isDomain() ? sensitivity.measure(statistic, statistic) : 0;
    members++;
  }

  private boolean isDomain() {
    return sensitivity.norm() == Sensitivity.Norm.DOMAIN_L2
        || sensitivity.norm() == Sensitivity.Norm.DOMAIN_MAX;
  }

  /** The change between members {@code v} and {@code w} (NaN if a coordinate is not a number). */
  double change(int v, int w) {
    if (isDomain()) {
      return Math.max(norms[v], norms[w]);
    }
    int[] a = indices[v];
    int[] b = indices[w];
    double[] x = values[v];
    double[] y = values[w];
    double total = 0;
    double max = 0;
    int i = 0;
    int j = 0;
    while (i < a.length || j < b.length) {
      double diff;
      if (j >= b.length || (i < a.length && a[i] < b[j])) {
        diff = x[i++];
      } else if (i >= a.length || b[j] < a[i]) {
        diff = -y[j++];
      } else {
        diff = x[i++] - y[j++];
      }
      double abs = Math.abs(diff);
      if (Double.isNaN(abs)) {
        return Double.NaN;
      }
      total += sensitivity.norm() == Sensitivity.Norm.L2 ? abs * abs : abs;
      max = Math.max(max, abs);
    }
    return switch (sensitivity.norm()) {
      case L1 -> total;
      case L2 -> Math.sqrt(total);
      default -> max;
    };
  }

  /** Members added so far. */
  int members() {
    return members;
  }
}
