package org.ldpbench.external;

import org.ldpbench.method.Release;

/**
 * What an external mechanism released: one release (a vector of numbers) per user, in record order
 * (local and label privacy), or the one release of the whole sample (central privacy). Under label
 * privacy the users' features are public and travel with their releases, so that the curator can
 * place each noisy label. The curator receives these and nothing else of the sample.
 */
public final class ExternalReleases implements Release {

  private final double[][] releases;

  /** The users' features under label privacy (public there), else null. */
  private final double[][] features;

  ExternalReleases(double[][] releases) {
    this(releases, null);
  }

  ExternalReleases(double[][] releases, double[][] features) {
    this.releases = releases;
    this.features = features;
  }

  /** Number of releases: users, or 1 for a central release. */
  public int size() {
    return releases.length;
  }

  /** Release i (a copy). */
  public double[] user(int i) {
    return releases[i].clone();
  }

  /** Every release (copies). */
  double[][] all() {
    double[][] out = new double[releases.length][];
    for (int i = 0; i < out.length; i++) {
      out[i] = releases[i].clone();
    }
    return out;
  }

  /** Whether the users' (public) features travel with the releases: label privacy. */
  boolean hasFeatures() {
    return features != null;
  }

  /** User i's features under label privacy (a copy). */
  double[] features(int i) {
    return features[i].clone();
  }

  /** The releases side by side (the features, public, are not part of what the audit compares). */
  @Override
  public double[] coordinates() {
    int total = 0;
    for (double[] one : releases) {
      total += one.length;
    }
    double[] out = new double[total];
    int at = 0;
    for (double[] one : releases) {
      System.arraycopy(one, 0, out, at, one.length);
      at += one.length;
    }
    return out;
  }
}
