package org.ldpbench.data.synthetic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;

/**
 * {@link RateDesign#draw}'s loops per design against the one general loop it had before (kept here
 * as the oracle, written with the design's public η and m): the same features, labels and values
 * bit for bit, for every design, d = 1..4, from a chunk's own stream, from row 0 and from a later
 * row.
 */
class RateDesignDrawTest {

  /** p of the R2 designs (ν = p + 1/2): the oracle's t distribution needs it. */
  private static final double R2_MOMENT = 3.0;

  @Test
  void everyDesignDrawsTheRowsOfTheGeneralLoop() {
    List<RateDesign> designs = new ArrayList<>();
    for (int d = 1; d <= 4; d++) {
      designs.add(new RateDesign(RateDesign.Kind.G1, d, 0.8, 0.5, 1.0, 2, 1.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.G1, d, 0.37, 0.41, 1.0, 2, 1.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.G1_KAPPA, d, 0.8, 0.5, 0.5, 2, 1.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.G2, d, 0.8, 0.5, 1.0, 2, 1.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.G2, d, 0.93, 0.5, 1.0, 2, 1.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.G3, d, 0.8, 0.5, 1.0, 5, 2.0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.R1, d, 0, 0, 0, 2, 0, 2.0));
      designs.add(new RateDesign(RateDesign.Kind.R2, d, 0, 0, 0, 2, 0, R2_MOMENT));
      if (d <= 3) {
        designs.add(RateDesign.worstCase(d, 1.0, 8, 1.0, 11));
      }
    }
    for (int j = 0; j < designs.size(); j++) {
      RateDesign design = designs.get(j);
      int d = design.dimension();
      for (int from : new int[] {0, 37}) {
        int n = 5_000;
        double[] x = new double[(from + n) * d];
        int[] labels = new int[from + n];
        double[] values = new double[from + n];
        double[] xo = x.clone();
        int[] labelso = labels.clone();
        double[] valueso = values.clone();
        design.draw(RateDesignSource.chunkStream(77, j), x, labels, values, from, n);
        oracle(design, RateDesignSource.chunkStream(77, j), xo, labelso, valueso, from, n);
        String what = design.kind() + ", d = " + d + ", from " + from;
        assertThat(x).as(what).containsExactly(xo);
        assertThat(labels).as(what).containsExactly(labelso);
        assertThat(values).as(what).containsExactly(valueso);
      }
    }
  }

  /**
   * RateDesign.draw as it was: per row the d coordinates, then the target from η, m, or the t draw
   * (R2, {@link StudentT}).
   */
  private static void oracle(
      RateDesign design,
      RandomGenerator rng,
      double[] x,
      int[] labels,
      double[] values,
      int from,
      int n) {
    int d = design.dimension();
    StudentT t = design.kind() == RateDesign.Kind.R2 ? new StudentT(R2_MOMENT + 0.5) : null;
    for (int i = from; i < from + n; i++) {
      for (int o = i * d; o < (i + 1) * d; o++) {
        x[o] = rng.nextDouble();
      }
      int o = i * d;
      switch (design.kind()) {
        case R1 -> values[i] = design.m(x, o) + rng.nextDouble() - 0.5;
        case R2 -> values[i] = design.m(x, o) + 0.5 * t.sample(rng);
        case G3 -> labels[i] = drawClass(design.classProbabilities(x[o]), rng.nextDouble());
        default -> labels[i] = rng.nextDouble() < design.eta(x, o) ? 1 : 0;
      }
    }
  }

  private static int drawClass(double[] probabilities, double u) {
    double c = 0;
    for (int k = 0; k < probabilities.length - 1; k++) {
      c += probabilities[k];
      if (u < c) {
        return k;
      }
    }
    return probabilities.length - 1;
  }
}
