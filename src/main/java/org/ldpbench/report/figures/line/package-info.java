/**
 * The output kind {@code line} ({@link org.ldpbench.report.figures.line.LineKind}, record {@link
 * org.ldpbench.report.figures.line.LineSpec}): the metric against x, one curve per method and
 * series, with fitted log–log slopes ({@link org.ldpbench.report.figures.line.SlopeFits}) and
 * reference series; also the line chart of {@code ldpbench plot} ({@link
 * org.ldpbench.report.figures.line.PlotOutput}).
 */
package org.ldpbench.report.figures.line;
