/**
 * Drawing charts with XChart, as PNG and SVG: the line chart ({@link LineFigure}, drawn by {@link
 * FigureRenderer}) with its axes, ticks, legend, captions, reference lines and point titles, the
 * heat map and the critical-difference diagram; one figure style for all. It draws what it is given
 * and knows no kind of output, no claim and no report.
 */
package org.ldpbench.report.figures;
