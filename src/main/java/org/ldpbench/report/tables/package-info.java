/**
 * Result tables ({@link ResultTable}) and their Markdown, LaTeX and CSV renderers, printed ties,
 * and the comparison matrix of {@code ldpbench compare} ({@link ResultMatrix}). It renders what it
 * is given and knows no kind of output, no claim and no report.
 */
package org.ldpbench.report.tables;
