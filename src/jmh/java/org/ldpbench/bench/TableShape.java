package org.ldpbench.bench;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.Dataset;
import org.ldpbench.data.Features;

/**
 * The shape of one of Ma &amp; Yang's real data sets as the Table 2 run splits it (n_Q public rows,
 * n_P private training rows, the ⌈0.2 N⌉ test rows held out of the N private rows, d features after
 * encoding, the share of positive labels), and a synthetic stand-in of that shape drawn from a
 * fixed seed ({@link #split}). The benchmarks use the stand-in because the raw files are not
 * shipped (users download them, {@code make datasets}); what a method costs depends on these sizes,
 * on the sparsity of the rows and on how many distinct values a feature takes, which the two kinds
 * below copy:
 *
 * <ul>
 *   <li>{@link Kind#SPARSE_COUNTS} (Email): word counts, about 170 of 3000 non-zero per row, scaled
 *       to [0, 1];
 *   <li>{@link Kind#CENSUS} (Census): five discretised numeric columns (age, education-num, capital
 *       gain and loss mostly zero, hours per week) and the six one-hot groups (7, 7, 14, 6, 5, 2
 *       columns), d = 46.
 * </ul>
 *
 * Labels follow a logistic model of the features whose intercept gives the data set's positive
 * share.
 *
 * @param positiveShare the real data set's share of label 1 (Email: 1500 spam of 5172 rows; Census:
 *     11,208 of the 45,222 complete Adult rows earning more than 50K)
 */
record TableShape(
    String name,
    Kind kind,
    int nPublic,
    int nPrivate,
    int nTest,
    int dimension,
    double positiveShare) {

  /**
   * Email (Table 2 split): 200 public rows, 3977 private training rows, 995 test rows (5172 in
   * all), d = 3000.
   */
  static final TableShape EMAIL =
      new TableShape("email", Kind.SPARSE_COUNTS, 200, 3977, 995, 3000, 1500.0 / 5172);

  /**
   * Census (Table 2 split, public = U.S.): 41,292 public, 3144 private training and 786 test rows,
   * d = 46.
   */
  static final TableShape CENSUS =
      new TableShape("census", Kind.CENSUS, 41_292, 3144, 786, 46, 11_208.0 / 45_222);

  /** How a row's features are drawn. */
  enum Kind {
    SPARSE_COUNTS,
    CENSUS
  }

  /** Non-zero word counts per Email row (PglmMechanism: "about 170 of 3001"). */
  static final double EMAIL_NON_ZERO = 170;

  /**
   * Sizes of Census's one-hot groups: workclass, marital status, occupation, relationship, race,
   * sex.
   */
  static final int[] CENSUS_GROUPS = {7, 7, 14, 6, 5, 2};

  /** Public, private training and test rows, the same for every call with the same seed. */
  DataSplit split(long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    int rows = nPublic + nPrivate + nTest;
    double[] x = new double[rows * dimension];
    double[] frequency = new double[dimension];
    for (int j = 0; j < dimension; j++) {
      frequency[j] = 2 * EMAIL_NON_ZERO / dimension * random.nextDouble();
    }
    for (int i = 0; i < rows; i++) {
      if (kind == Kind.SPARSE_COUNTS) {
        sparseCounts(random, frequency, x, i * dimension);
      } else {
        census(random, x, i * dimension);
      }
    }
    int[] labels = labels(random, x, rows);
    return DataSplit.of(
        rows(x, labels, 0, nPublic),
        rows(x, labels, nPublic, nPrivate),
        rows(x, labels, nPublic + nPrivate, nTest));
  }

  private void sparseCounts(SplittableRandom random, double[] frequency, double[] x, int offset) {
    for (int j = 0; j < dimension; j++) {
      if (random.nextDouble() < frequency[j]) {
        int count = 1;
        while (count < 8 && random.nextDouble() < 0.5) {
          count++;
        }
        x[offset + j] = count / 8.0;
      }
    }
  }

  private static void census(SplittableRandom random, double[] x, int offset) {
    x[offset] = random.nextInt(73) / 72.0; // age 17..90
    x[offset + 1] = random.nextInt(16) / 15.0; // education-num
    x[offset + 2] =
        random.nextDouble() < 0.92 ? 0.0 : (1 + random.nextInt(100)) / 100.0; // capital gain
    x[offset + 3] =
        random.nextDouble() < 0.95 ? 0.0 : (1 + random.nextInt(90)) / 90.0; // capital loss
    x[offset + 4] = random.nextInt(96) / 95.0; // hours per week
    int column = offset + 5;
    for (int size : CENSUS_GROUPS) {
      int category = 0; // skewed like the real groups: the first category most common
      while (category < size - 1 && random.nextDouble() < 0.4) {
        category++;
      }
      x[column + category] = 1.0;
      column += size;
    }
  }

  /**
   * Logistic labels of a random linear score (on at most 50 features), intercept set to the
   * positive share.
   */
  private int[] labels(SplittableRandom random, double[] x, int rows) {
    int signal = Math.min(50, dimension);
    double[] weight = new double[signal];
    for (int j = 0; j < signal; j++) {
      weight[j] = 3 * random.nextGaussian();
    }
    double[] score = new double[rows];
    for (int i = 0; i < rows; i++) {
      for (int j = 0; j < signal; j++) {
        score[i] += weight[j] * x[i * dimension + j];
      }
    }
    double low = -50;
    double high = 50;
    for (int step = 0; step < 60; step++) {
      double mid = (low + high) / 2;
      double mean = 0;
      for (double s : score) {
        mean += 1 / (1 + Math.exp(-(s + mid)));
      }
      if (mean / rows < positiveShare) {
        low = mid;
      } else {
        high = mid;
      }
    }
    int[] labels = new int[rows];
    for (int i = 0; i < rows; i++) {
      labels[i] = random.nextDouble() < 1 / (1 + Math.exp(-(score[i] + low))) ? 1 : 0;
    }
    return labels;
  }

  private Dataset rows(double[] x, int[] labels, int from, int count) {
    double[] values = Arrays.copyOfRange(x, from * dimension, (from + count) * dimension);
    return new Dataset(
        Features.wrap(values, count, dimension),
        ClassLabels.binary(Arrays.copyOfRange(labels, from, from + count)));
  }
}
