package org.ldpbench.report.figures;

import java.util.List;

/** Test fixtures: small figures in the shapes the harness draws. */
final class Figures {

  static final List<String> EPSILON_LABELS = List.of("0.5", "1", "2", "4", "8", "1000");
  static final double[] EPSILON_POSITIONS = {0, 1, 2, 3, 4, 5};

  private Figures() {}

  /** Accuracy vs ε on a categorical axis: three series with error bars, a reference line. */
  static LineFigure accuracyVsEpsilon() {
    return new LineFigure(
        "Accuracy vs privacy budget",
        "privacy budget ε",
        "test accuracy",
        EPSILON_POSITIONS,
        EPSILON_LABELS,
        false,
        List.of(
            new LineFigure.Series(
                "LPCT public+private",
                new double[] {0.62, 0.66, 0.71, 0.745, 0.765, 0.78},
                new double[] {0.015, 0.013, 0.011, 0.009, 0.008, 0.006},
                false),
            new LineFigure.Series(
                "LPCT private only",
                new double[] {0.55, 0.58, 0.63, Double.NaN, 0.72, 0.77},
                new double[] {0.02, 0.018, 0.015, 0.012, Double.NaN, 0.007},
                false),
            new LineFigure.Series(
                "public-data baseline",
                new double[] {0.69, 0.69, 0.69, 0.69, 0.69, 0.69},
                null,
                true)),
        List.of(new LineFigure.ReferenceLine("Bayes accuracy 0.786", 0.786)),
        0.5,
        0.8,
        "quick profile: 10 replications; bars: ±1 s.e.");
  }

  /** A figure with a numeric x axis and the given series. */
  static LineFigure numeric(double[] x, LineFigure.Series... series) {
    return new LineFigure(
        "t", "x", "y", x, null, false, List.of(series), null, Double.NaN, Double.NaN, null);
  }

  static LineFigure.Series series(String name, double... y) {
    return new LineFigure.Series(name, y, null, false);
  }
}
