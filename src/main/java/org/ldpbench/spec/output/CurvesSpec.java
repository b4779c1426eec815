package org.ldpbench.spec.output;

import java.util.List;

/**
 * An output that plots the spec's metric (best over the grid) against {@link #x()}, a sweep axis or
 * a grid parameter of the methods: a line chart (one curve per method and combination of the {@link
 * #series()} axes) or a table (one row per curve). For a grid-parameter x each point takes, per
 * sweep point, the best configuration among those with that parameter value; a method without the
 * parameter is drawn as a constant at its best over its whole grid.
 */
public interface CurvesSpec extends OutputSpec {

  /** A sweep axis or a grid parameter. */
  String x();

  /** True if x is a grid parameter of the methods rather than a sweep axis. */
  boolean xIsParameter();

  /**
   * The values of x in drawing order (a sweep axis' values; for a parameter the values of all
   * methods, numbers ascending).
   */
  List<Object> xValues();

  /** Sweep axes that split curves (rows), in order; the method always does. */
  List<String> series();

  /** The error bars; in tables what follows the ±. */
  ErrorBars errorBars();

  /** The y axis' label; in tables the metric's name. */
  String yLabel();

  /** What is plotted: the metric or the running time of the configuration best in it. */
  PlottedValue value();

  @Override
  default boolean needsTrials() {
    return true;
  }
}
