package org.ldpbench.method.baseline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.ldpbench.data.ClassLabels;
import org.ldpbench.data.Features;

/**
 * {@link CartBuilder} (non-zero entries only) grows exactly the trees of {@link
 * ReferenceCartBuilder} (the dense builder it replaced): same node numbering, features, thresholds
 * bit for bit (raw bits, so even −0.0 against 0.0 counts), children, depths and majorities, on many
 * random inputs with fixed seeds: sparse and dense columns, negative values, −0.0 next to 0.0,
 * ties, values within and just beyond 1e-7 of each other, midpoints that round up (large values),
 * constant and all-zero columns, 2 or 3 classes with one, two or three present, n = 0, 1, 2 and
 * more, depth 0..16.
 */
class CartBuilderEquivalenceTest {

  @Test
  void sameTreesAsTheDenseBuilderOnRandomData() {
    SplittableRandom random = new SplittableRandom(20240601L);
    int compared = 0;
    int splits = 0;
    for (int trial = 0; trial < 3000; trial++) {
      int n = trial < 30 ? trial % 4 : random.nextInt(1, trial % 10 == 0 ? 400 : 60);
      int d = random.nextInt(1, 9);
      int classes = random.nextInt(2, 4);
      Features x = randomFeatures(random, n, d);
      ClassLabels labels = randomLabels(random, x, classes);
      int depth = trial % 5 == 0 ? 16 : random.nextInt(0, 17);
      CartTree expected = new ReferenceCartBuilder(depth).build(x, labels);
      CartTree actual = new CartBuilder(depth).build(x, labels);
      assertThat(difference(expected, actual))
          .as("trial %d (n %d, d %d, depth %d)", trial, n, d, depth)
          .isNull();
      compared++;
      splits += expected.nodeCount() / 2;
    }
    assertThat(compared).isEqualTo(3000);
    assertThat(splits).as("the random trees split often").isGreaterThan(5_000);
  }

  @Test
  void sameTreesOnWideSparseCountData() {
    SplittableRandom random = new SplittableRandom(7L);
    for (int trial = 0; trial < 20; trial++) {
      int n = random.nextInt(50, 600);
      int d = random.nextInt(50, 400);
      double[] values = new double[n * d];
      for (int i = 0; i < n; i++) {
        for (int f = 0; f < d; f++) {
          double density = 0.2 * (f % 7 + 1) / 7.0;
          if (random.nextDouble() < density) {
            values[i * d + f] = random.nextInt(1, 12) / 11.0; // word counts scaled to [0, 1]
          }
        }
      }
      Features x = Features.wrap(values, n, d);
      int[] y = new int[n];
      for (int i = 0; i < n; i++) { // spam if some of the first words occur, with 10% noise
        boolean spam = values[i * d] + values[i * d + 1] + values[i * d + 2] > 0.3;
        y[i] = spam ^ random.nextInt(10) == 0 ? 1 : 0;
      }
      ClassLabels labels = ClassLabels.binary(y);
      CartTree expected = new ReferenceCartBuilder(16).build(x, labels);
      assertThat(expected.nodeCount()).isGreaterThan(3);
      assertThat(difference(expected, new CartBuilder(16).build(x, labels)))
          .as("trial %d", trial)
          .isNull();
    }
  }

  @Test
  void theComparisonSeesEveryField() {
    CartTree tree = tree(new int[] {0, -1, -1}, new double[] {0.0, Double.NaN, Double.NaN});
    assertThat(
            difference(
                tree, tree(new int[] {0, -1, -1}, new double[] {0.0, Double.NaN, Double.NaN})))
        .isNull();
    assertThat(
            difference(
                tree, tree(new int[] {0, -1, -1}, new double[] {-0.0, Double.NaN, Double.NaN})))
        .contains("threshold");
    assertThat(
            difference(
                tree,
                tree(
                    new int[] {0, -1, -1},
                    new double[] {Double.MIN_VALUE, Double.NaN, Double.NaN})))
        .contains("threshold");
    assertThat(
            difference(
                tree, tree(new int[] {1, -1, -1}, new double[] {0.0, Double.NaN, Double.NaN})))
        .contains("feature");
    CartTree base =
        new CartTree(
            new int[] {0, -1, -1},
            new double[] {0.5, Double.NaN, Double.NaN},
            new int[] {1, -1, -1},
            new int[] {2, -1, -1},
            new int[] {0, 1, 1},
            new int[] {0, 0, 1});
    assertThat(
            difference(
                base,
                new CartTree(
                    new int[] {0, -1, -1},
                    new double[] {0.5, Double.NaN, Double.NaN},
                    new int[] {2, -1, -1},
                    new int[] {1, -1, -1},
                    new int[] {0, 1, 1},
                    new int[] {0, 0, 1})))
        .contains("left");
    assertThat(
            difference(
                base,
                new CartTree(
                    new int[] {0, -1, -1},
                    new double[] {0.5, Double.NaN, Double.NaN},
                    new int[] {1, -1, -1},
                    new int[] {2, -1, -1},
                    new int[] {0, 1, 2},
                    new int[] {0, 0, 1})))
        .contains("depth");
    assertThat(
            difference(
                base,
                new CartTree(
                    new int[] {0, -1, -1},
                    new double[] {0.5, Double.NaN, Double.NaN},
                    new int[] {1, -1, -1},
                    new int[] {2, -1, -1},
                    new int[] {0, 1, 1},
                    new int[] {0, 1, 1})))
        .contains("majority");
    assertThat(difference(base, tree(new int[] {0}, new double[] {0.5}))).contains("node count");
  }

  @Test
  void aPerturbedInputIsNoticed() {
    // the comparison is exact: moving one value by 1e-12 moves the root's threshold by 5e-13
    double[][] rows = {{0.1, 0.0}, {0.3, 0.0}, {0.7, 1.0}, {0.9, 1.0}};
    int[] y = {0, 0, 1, 1};
    CartTree expected =
        new ReferenceCartBuilder(4).build(Features.of(rows), ClassLabels.binary(y.clone()));
    rows[1][0] = 0.3 + 1e-12;
    CartTree perturbed = new CartBuilder(4).build(Features.of(rows), ClassLabels.binary(y.clone()));
    assertThat(difference(expected, perturbed)).contains("threshold");
  }

  /**
   * A tree with the given features and thresholds and no structure (for the comparison's own test).
   */
  private static CartTree tree(int[] feature, double[] threshold) {
    int size = feature.length;
    return new CartTree(
        feature, threshold, new int[size], new int[size], new int[size], new int[size]);
  }

  /** The first difference between two trees, or null if they are the same bit for bit. */
  static String difference(CartTree expected, CartTree actual) {
    if (expected.nodeCount() != actual.nodeCount()) {
      return "node count " + expected.nodeCount() + " vs " + actual.nodeCount();
    }
    for (int node = 0; node < expected.nodeCount(); node++) {
      List<String> differences = new ArrayList<>();
      compare(differences, "feature", expected.feature(node), actual.feature(node));
      compare(differences, "left", expected.left(node), actual.left(node));
      compare(differences, "right", expected.right(node), actual.right(node));
      compare(differences, "depth", expected.nodeDepth(node), actual.nodeDepth(node));
      compare(differences, "majority", expected.majority(node), actual.majority(node));
      long a = Double.doubleToRawLongBits(expected.threshold(node));
      long b = Double.doubleToRawLongBits(actual.threshold(node));
      if (a != b) {
        differences.add("threshold " + expected.threshold(node) + " vs " + actual.threshold(node));
      }
      if (!differences.isEmpty()) {
        return "node " + node + ": " + String.join(", ", differences);
      }
    }
    return null;
  }

  private static void compare(List<String> differences, String field, int expected, int actual) {
    if (expected != actual) {
      differences.add(field + " " + expected + " vs " + actual);
    }
  }

  /** Columns of mixed kinds (see the class comment), row-major. */
  static Features randomFeatures(SplittableRandom random, int n, int d) {
    double[] values = new double[n * d];
    for (int f = 0; f < d; f++) {
      int kind = random.nextInt(12);
      double[] palette = palette(random);
      double density = random.nextDouble();
      double constant = palette[random.nextInt(palette.length)];
      for (int i = 0; i < n; i++) {
        values[i * d + f] =
            switch (kind) {
              case 0 -> random.nextDouble(-1.0, 1.0); // dense, continuous
              case 1 -> random.nextInt(5) / 4.0; // dense with ties, zeros included
              case 2 ->
                  random.nextDouble() < 0.1 ? random.nextInt(1, 4) / 3.0 : 0.0; // sparse, positive
              case 3 ->
                  random.nextDouble() < density
                      ? palette[random.nextInt(palette.length)]
                      : zero(random);
              case 4 ->
                  random.nextDouble() < 0.2
                      ? -random.nextInt(1, 4) / 3.0
                      : zero(random); // sparse, negative
              case 5 -> constant;
              case 6 -> zero(random); // all zeros, some negative
              case 7 ->
                  random.nextInt(4)
                      * 0.4e-7
                      * (random.nextBoolean() ? 1 : -1); // chains within 1e-7
              case 8 ->
                  (1L << 30)
                      + random.nextInt(3)
                          * Math.ulp((double) (1L << 30)); // midpoints that round up
              case 9 -> palette[random.nextInt(palette.length)];
              case 10 ->
                  random.nextDouble() < 0.5
                      ? 0.0
                      : random.nextInt(-2, 3) * 1e-7; // exactly 1e-7 apart
              default ->
                  random.nextDouble() < 0.3
                      ? random.nextDouble(-2.0, 2.0)
                      : zero(random); // sparse, both signs
            };
      }
    }
    return Features.wrap(values, n, d);
  }

  /** A few values near one another and near zero, the edges of the 1e-7 rule among them. */
  private static double[] palette(SplittableRandom random) {
    double base = random.nextBoolean() ? 0.0 : random.nextDouble(-1.0, 1.0);
    return new double[] {
      base,
      base + 1e-7,
      base + 1.5e-7,
      base - 0.5e-7,
      0.5,
      -0.5,
      -0.0,
      Double.MIN_VALUE,
      -1.1e-7,
      1.1e-7,
      1e-7,
      Math.nextUp(1e-7),
      0.25,
      1.0,
      -1.0,
      1e300,
      -1e300,
      Double.MAX_VALUE
    };
  }

  private static double zero(SplittableRandom random) {
    return random.nextInt(4) == 0 ? -0.0 : 0.0;
  }

  /**
   * Labels that depend on the first features (so that trees grow deep) or not at all, a class or
   * two possibly absent.
   */
  static ClassLabels randomLabels(SplittableRandom random, Features x, int classes) {
    int n = x.rows();
    int[] y = new int[n];
    int style = random.nextInt(4);
    int present = random.nextInt(1, classes + 1);
    for (int i = 0; i < n; i++) {
      y[i] =
          switch (style) {
            case 0 -> random.nextInt(present);
            case 1 -> (x.get(i, 0) > 0.0 ? 1 : 0) % present;
            case 2 ->
                Math.floorMod((long) (x.get(i, 0) * 7 + x.get(i, x.columns() - 1) * 3), present);
            default ->
                random.nextInt(10) == 0
                    ? random.nextInt(present)
                    : (x.get(i, 0) > 0.3 ? present - 1 : 0);
          };
    }
    return new ClassLabels(y, classes);
  }
}
