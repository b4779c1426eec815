/**
 * The results site ({@code ldpbench site}): a static, offline HTML rendering of the committed (or
 * any) figure root — an index of the papers, one page per paper with its REPORT.md, figures inlined
 * as SVG (point values on hover), sortable tables, claim verdicts and provenance as the report
 * states them, and one page per experiment section. It reads only rendered outputs, so it never
 * recomputes or re-selects a number.
 */
package org.ldpbench.site;
