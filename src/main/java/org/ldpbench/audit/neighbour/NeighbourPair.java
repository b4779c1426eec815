package org.ldpbench.audit.neighbour;

import java.util.List;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;
import org.ldpbench.data.PrivateSample;
import org.ldpbench.data.RealTargets;
import org.ldpbench.data.TaskType;

/**
 * Two neighbouring private samples: equal but for one user, whose record (or, for a label pair,
 * only whose label) differs.
 *
 * @param description what the pair is, for reports
 * @param first the sample D
 * @param second the sample D'
 * @param labelOnly whether only a label differs (a neighbour pair under label DP too)
 */
public record NeighbourPair(
    String description, PrivateSample first, PrivateSample second, boolean labelOnly) {

  /** The pair of samples with points {@code x1}, {@code x2} and targets {@code y1}, {@code y2}. */
  public static NeighbourPair of(
      TaskType task,
      String description,
      List<double[]> x1,
      List<Double> y1,
      List<double[]> x2,
      List<Double> y2,
      boolean labelOnly) {
    return new NeighbourPair(description, sample(task, x1, y1), sample(task, x2, y2), labelOnly);
  }

  private static PrivateSample sample(TaskType task, List<double[]> x, List<Double> y) {
    int d = x.get(0).length;
    double[] values = new double[d * x.size()];
    for (int i = 0; i < x.size(); i++) {
      System.arraycopy(x.get(i), 0, values, d * i, d);
    }
    Features features = Features.wrap(values, x.size(), d);
    if (task == TaskType.CLASSIFICATION) {
      return new PrivateSample(
          new Dataset(
              features, ClassLabels.binary(y.stream().mapToInt(Double::intValue).toArray())));
    }
    return new PrivateSample(
        new Dataset(features, new RealTargets(y.stream().mapToDouble(v -> v).toArray())));
  }
}
