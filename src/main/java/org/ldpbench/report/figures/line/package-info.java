/**
 * The output kind {@code line} ({@link LineKind}, record {@link LineSpec}): the metric against x,
 * one curve per method and series, with fitted log–log slopes ({@link SlopeFits}) and reference
 * series; also the line chart of {@code ldpbench plot} ({@link PlotOutput}).
 */
package org.ldpbench.report.figures.line;
