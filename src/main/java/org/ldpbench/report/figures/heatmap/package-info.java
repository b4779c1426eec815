/**
 * The output kind {@code heatmap} ({@link org.ldpbench.report.figures.heatmap.HeatMapKind}, record
 * {@link org.ldpbench.report.figures.heatmap.HeatMapSpec}): functions of the data source drawn over
 * the unit square, from the data source alone.
 */
package org.ldpbench.report.figures.heatmap;
