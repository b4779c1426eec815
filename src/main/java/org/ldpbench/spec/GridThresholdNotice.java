package org.ldpbench.spec;

import java.util.List;
import java.util.Optional;

/**
 * The one-line notice for a spec that tests a regular-grid method on {@code ma-yang-2d} at its
 * default sign threshold. The design's class boundary is the lines x₁ = t and x₂ = t with t = 0.33
 * (the authors' code; 1/3 in the paper), so a grid of k bins per axis with k a multiple of 3 has a
 * cell edge within 0.0034 of the boundary: every cell is (nearly) pure and such a grid looks better
 * than it would on a boundary it does not happen to line up with. Max-edge trees cut at dyadic
 * points and never line up, so the comparison tilts towards the grid. Moving {@code threshold} off
 * 1/3 (e.g. {@code threshold: 0.4}, or a sweep over it) tests the method fairly.
 *
 * <p>A notice, not an error: the paper's own figures use this design, and a user may want exactly
 * that comparison. It is silent when the spec sets or sweeps {@code threshold}, so it can be
 * acknowledged by writing the value down. Grid methods are recognised by their bins-per-axis
 * parameter {@code cells} (PHIST: cell side 1/k) or by a fixed cube side {@code h} with {@code
 * bandwidth: fixed} (the cube learners of Zhao et al. and Berrett–Butucea's windows); a grid lines
 * up when one of its cell edges j·side lies within {@value #NEAR} of the threshold 0.33 (every k a
 * multiple of 3 up to 98, h = 1/3, and also k = 100, whose edge 0.33 is exact).
 */
public final class GridThresholdNotice {

  /** The data source whose threshold lines up with a grid of thirds. */
  static final String SOURCE = "ma-yang-2d";

  /** Its data parameter that moves the boundary. */
  static final String THRESHOLD = "threshold";

  /** The bins-per-axis parameter of regular-grid methods. */
  static final String CELLS = "cells";

  /** The cube-side parameter of the cube learners, a grid only with {@code bandwidth: fixed}. */
  static final String SIDE = "h";

  /** How the cube learners choose their side. */
  static final String BANDWIDTH = "bandwidth";

  /** The default threshold of ma-yang-2d (the authors' code). */
  static final double DEFAULT_THRESHOLD = 0.33;

  /** A cell edge this close to the threshold lines the grid up with it (1/3 − 0.33 = 0.0033…). */
  static final double NEAR = 0.0034;

  private GridThresholdNotice() {}

  /**
   * The notice for {@code spec}, or empty when it does not run a grid method of thirds on the
   * default boundary.
   */
  public static Optional<String> of(ExperimentSpec spec) {
    if (!spec.dataFactory().name().equals(SOURCE)
        || spec.dataParameters().containsKey(THRESHOLD)
        || spec.sweep().stream().anyMatch(axis -> axis.name().equals(THRESHOLD))) {
      return Optional.empty();
    }
    List<String> aligned =
        spec.methods().stream()
            .filter(GridThresholdNotice::linesUp)
            .map(MethodSpec::label)
            .toList();
    if (aligned.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        spec.file()
            + ": note: "
            + String.join(", ", aligned)
            + " run a grid whose cell edges"
            + " line up with ma-yang-2d's class boundary at the default threshold 0.33 (a cell edge within 0.0034"
            + " of it, e.g. k bins per axis with k a multiple of 3, or a cube side h = 1/3), which flatters grids;"
            + " set data.params.threshold (e.g. 0.4) to test off it, or write threshold: 0.33 to keep it"
            + " (experiments/README.md, 'ma-yang-2d and grids')");
  }

  /**
   * Whether some configuration of {@code method} is a grid with a cell edge near the default
   * threshold.
   */
  private static boolean linesUp(MethodSpec method) {
    boolean cells = method.method().info().parameters().find(CELLS).isPresent();
    boolean cubes =
        method.method().info().parameters().find(SIDE).isPresent()
            && method.method().info().parameters().find(BANDWIDTH).isPresent();
    if (!cells && !cubes) {
      return false;
    }
    return method.fitConfigurations().stream()
        .anyMatch(
            p -> {
              if (cells) {
                return p.get(CELLS) instanceof Number k
                    && k.longValue() > 0
                    && edgeNearThreshold(1.0 / k.longValue());
              }
              return "fixed".equals(p.get(BANDWIDTH))
                  && p.get(SIDE) instanceof Number h
                  && edgeNearThreshold(h.doubleValue());
            });
  }

  /**
   * Whether a regular grid of cell side {@code side} on [0, 1] has an inner edge j·side within
   * {@link #NEAR} of 0.33.
   */
  static boolean edgeNearThreshold(double side) {
    if (!(side > 0)) {
      return false;
    }
    long j = Math.round(DEFAULT_THRESHOLD / side);
    return j >= 1 && j * side < 1 && Math.abs(j * side - DEFAULT_THRESHOLD) <= NEAR;
  }
}
