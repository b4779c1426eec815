/**
 * The output kind {@code table} ({@link TableKind}, record {@link TableSpec}): one row per method
 * and series, one column per x value, with bold or Wilcoxon marks ({@link ExperimentTables}), or
 * turned as the papers print their tables, with rank sums and No. 1 counts ({@code
 * MethodsInColumns}, {@link PaperRanks}).
 */
package org.ldpbench.report.tables.table;
