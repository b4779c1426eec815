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
 * parameter {@code cells} (PHIST).
 */
public final class GridThresholdNotice {

    /** The data source whose threshold lines up with a grid of thirds. */
    static final String SOURCE = "ma-yang-2d";
    /** Its data parameter that moves the boundary. */
    static final String THRESHOLD = "threshold";
    /** The bins-per-axis parameter of regular-grid methods. */
    static final String CELLS = "cells";

    private GridThresholdNotice() {
    }

    /** The notice for {@code spec}, or empty when it does not run a grid method of thirds on the default boundary. */
    public static Optional<String> of(ExperimentSpec spec) {
        if (!spec.dataFactory().name().equals(SOURCE) || spec.dataParameters().containsKey(THRESHOLD)
                || spec.sweep().stream().anyMatch(axis -> axis.name().equals(THRESHOLD))) {
            return Optional.empty();
        }
        List<String> aligned = spec.methods().stream().filter(GridThresholdNotice::hasBinsOfThirds)
                .map(MethodSpec::label).toList();
        if (aligned.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(spec.file() + ": note: " + String.join(", ", aligned) + " run a grid whose cell edges"
                + " line up with ma-yang-2d's class boundary at the default threshold 0.33 (k bins per axis, k a"
                + " multiple of 3), which flatters grids; set data.params.threshold (e.g. 0.4) to test off it, or"
                + " write threshold: 0.33 to keep it (experiments/README.md, 'ma-yang-2d and grids')");
    }

    private static boolean hasBinsOfThirds(MethodSpec method) {
        if (method.method().info().parameters().find(CELLS).isEmpty()) {
            return false;
        }
        return method.fitConfigurations().stream().map(p -> p.get(CELLS))
                .anyMatch(k -> k instanceof Number n && n.longValue() % 3 == 0);
    }
}
