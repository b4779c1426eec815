/**
 * The output kind {@code heatmap} ({@link HeatMapKind}, record {@link HeatMapSpec}): functions of
 * the data source drawn over the unit square, from the data source alone.
 */
package org.ldpbench.report.figures.heatmap;
