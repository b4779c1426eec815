package org.ldpbench.audit.neighbour;

import java.util.SplittableRandom;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.Perturbation;

/**
 * Standalone private samples from records given as arrays: the pairs a mechanism proposes ({@link
 * Perturbation.NeighbourPair}), one-user samples for the categorical draws, and random records in
 * [0, 1]^d. The families the sensitivity layer measures on are {@link NeighbourFamilies}.
 */
public final class NeighbourPairs {

  private NeighbourPairs() {}

  /**
   * The sample {@code x, y} with record {@code changed} replaced by ({@code other}, {@code
   * otherTarget}).
   */
  public static PrivateSample changed(
      TaskType task, double[][] x, double[] y, int changed, double[] other, double otherTarget) {
    double[][] x2 = x.clone();
    double[] y2 = y.clone();
    x2[changed] = other.clone();
    y2[changed] = otherTarget;
    return sample(task, x2, y2);
  }

  /** A standalone sample of {@code x} and {@code y} (binary labels for classification). */
  public static PrivateSample sample(TaskType task, double[][] x, double[] y) {
    return sample(task, x, y, 2);
  }

  /**
   * A standalone sample of {@code x} and {@code y} ({@code classes} classes for classification).
   */
  public static PrivateSample sample(TaskType task, double[][] x, double[] y, int classes) {
    int n = x.length;
    int d = x[0].length;
    double[] flat = new double[n * d];
    for (int i = 0; i < n; i++) {
      System.arraycopy(x[i], 0, flat, i * d, d);
    }
    Features features = Features.wrap(flat, n, d);
    if (task == TaskType.CLASSIFICATION) {
      int[] labels = new int[n];
      for (int i = 0; i < n; i++) {
        labels[i] = (int) y[i];
      }
      return new PrivateSample(
          new Dataset(features, new ClassLabels(labels, Math.max(2, classes))));
    }
    return new PrivateSample(new Dataset(features, new RealTargets(y.clone())));
  }

  /** {@link AuditTarget#sampleSize()} records uniform in [0, 1]^d. */
  public static double[][] randomRecords(AuditTarget target, SplittableRandom rng) {
    double[][] x = new double[target.sampleSize()][];
    for (int i = 0; i < x.length; i++) {
      x[i] = new double[target.dimension()];
      for (int j = 0; j < x[i].length; j++) {
        x[i][j] = rng.nextDouble();
      }
    }
    return x;
  }

  /** Random targets: binary labels, or reals in [−2, 2]. */
  public static double[] randomTargets(AuditTarget target, SplittableRandom rng) {
    double[] y = new double[target.sampleSize()];
    for (int i = 0; i < y.length; i++) {
      y[i] = target.task() == TaskType.CLASSIFICATION ? rng.nextInt(2) : 4 * rng.nextDouble() - 2;
    }
    return y;
  }
}
