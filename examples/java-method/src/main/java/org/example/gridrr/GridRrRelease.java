package org.example.gridrr;

import org.ldpbench.method.Release;

/**
 * What the curator receives from {@link GridRrMechanism}: how many users reported each category
 * (category = cell · classes + label), after each user's report went through randomized response.
 * The tally of the reports is post-processing of the users' releases, so it carries their
 * guarantee. Immutable.
 */
public final class GridRrRelease implements Release {

  private final double[] reportsPerCategory;

  public GridRrRelease(double[] reportsPerCategory) {
    this.reportsPerCategory = reportsPerCategory.clone();
  }

  /** Number of reports of {@code category}. */
  public double reports(int category) {
    return reportsPerCategory[category];
  }

  /** Number of categories. */
  public int categories() {
    return reportsPerCategory.length;
  }

  /** Total number of reports (the number of users). */
  public double users() {
    double total = 0;
    for (double r : reportsPerCategory) {
      total += r;
    }
    return total;
  }

  @Override
  public double[] coordinates() {
    return reportsPerCategory.clone();
  }
}
