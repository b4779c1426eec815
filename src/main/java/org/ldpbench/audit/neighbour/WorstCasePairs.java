package org.ldpbench.audit.neighbour;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.ldpbench.data.TaskType;

/**
 * The neighbour pairs the end-to-end audit runs every mechanism on, chosen to be worst cases for
 * the mechanisms of this project (issue 17): a single user (the local randomizer itself) moved
 * between extreme points (corners of [0,1]^d, the boundary point 1/2 where partitions cut) and
 * flipped between extreme labels (0/1, or ±3 for regression, beyond every clip level); and a crowd
 * of ten users who all share one record, one of whom changes — the crowd pushes counts and
 * utilities far from balance, into the tails where a mechanism's privacy loss peaks (the
 * exponential mechanism and randomized response) — with the changed user first, in the middle and
 * last, so that it falls in each half of a method that splits its sample (BB) and in each role.
 * Which server holds the pair is chosen by the caller. Record pairs apply to local, central and
 * distributed DP; label pairs to label DP as well.
 */
public final class WorstCasePairs {

  private static final int CROWD = 10;

  /**
   * A small crowd: with a few thousand draws its tail events are the most telling for the
   * exponential mechanism.
   */
  private static final int SMALL_CROWD = 4;

  private WorstCasePairs() {}

  /** The pairs for a method of task {@code task} on d-dimensional data. */
  public static List<NeighbourPair> of(TaskType task, int d) {
    double lo = task == TaskType.CLASSIFICATION ? 0 : -3;
    double hi = task == TaskType.CLASSIFICATION ? 1 : 3;
    double[] low = fill(d, 0.05);
    double[] high = fill(d, 0.95);
    double[] middle = fill(d, 0.5);
    double[] nearMiddle = fill(d, 0.5 - 1e-9);
    List<NeighbourPair> pairs = new ArrayList<>();
    pairs.add(single(task, "one user, opposite corners and labels", low, hi, high, lo, false));
    pairs.add(single(task, "one user, opposite corners, same label", low, hi, high, hi, false));
    pairs.add(
        single(task, "one user, either side of the cut at 1/2", middle, hi, nearMiddle, lo, false));
    pairs.add(single(task, "one user, label flipped", low, lo, low, hi, true));
    for (int changed : new int[] {0, CROWD / 2, CROWD - 1}) {
      pairs.add(
          crowd(
              task,
              CROWD,
              "ten equal users, user " + changed + " moved to the far corner with the other label",
              low,
              lo,
              changed,
              high,
              hi,
              false));
      pairs.add(
          crowd(
              task,
              CROWD,
              "ten equal users, user " + changed + "'s label flipped",
              low,
              lo,
              changed,
              low,
              hi,
              true));
    }
    pairs.add(
        crowd(
            task,
            SMALL_CROWD,
            "four equal users, the last one's label flipped",
            low,
            lo,
            SMALL_CROWD - 1,
            low,
            hi,
            true));
    pairs.add(
        crowd(
            task,
            SMALL_CROWD,
            "four equal users, the last one moved to the far corner with the other label",
            low,
            lo,
            SMALL_CROWD - 1,
            high,
            hi,
            false));
    pairs.add(mixed(task, lo, hi, d));
    return pairs;
  }

  private static NeighbourPair single(
      TaskType task,
      String description,
      double[] x1,
      double y1,
      double[] x2,
      double y2,
      boolean labelOnly) {
    return NeighbourPair.of(
        task, description, List.of(x1), List.of(y1), List.of(x2), List.of(y2), labelOnly);
  }

  private static NeighbourPair crowd(
      TaskType task,
      int size,
      String description,
      double[] x,
      double y,
      int changed,
      double[] x2,
      double y2,
      boolean labelOnly) {
    List<double[]> first = new ArrayList<>(Collections.nCopies(size, x));
    List<Double> firstLabels = new ArrayList<>(Collections.nCopies(size, y));
    List<double[]> second = new ArrayList<>(first);
    List<Double> secondLabels = new ArrayList<>(firstLabels);
    second.set(changed, x2);
    secondLabels.set(changed, y2);
    return NeighbourPair.of(task, description, first, firstLabels, second, secondLabels, labelOnly);
  }

  /** Ten random users, the last one changed: the pair of the original audit. */
  private static NeighbourPair mixed(TaskType task, double lo, double hi, int d) {
    SplittableRandom rng = new SplittableRandom(99);
    List<double[]> points = new ArrayList<>();
    List<Double> labels = new ArrayList<>();
    for (int i = 0; i < CROWD - 1; i++) {
      double[] x = new double[d];
      for (int j = 0; j < d; j++) {
        x[j] = rng.nextDouble();
      }
      points.add(x);
      labels.add(rng.nextBoolean() ? hi : lo);
    }
    List<double[]> second = new ArrayList<>(points);
    List<Double> secondLabels = new ArrayList<>(labels);
    points.add(fill(d, 0.05));
    labels.add(hi);
    second.add(fill(d, 0.95));
    secondLabels.add(lo);
    return NeighbourPair.of(
        task,
        "ten random users, the last one changed",
        points,
        labels,
        second,
        secondLabels,
        false);
  }

  private static double[] fill(int d, double value) {
    double[] x = new double[d];
    Arrays.fill(x, value);
    return x;
  }
}
