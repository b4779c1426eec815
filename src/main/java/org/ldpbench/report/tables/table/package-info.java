/**
 * The output kind {@code table} ({@link org.ldpbench.report.tables.table.TableKind}, record {@link
 * org.ldpbench.report.tables.table.TableSpec}): one row per method and series, one column per x
 * value, with bold or Wilcoxon marks ({@link org.ldpbench.report.tables.table.ExperimentTables}),
 * or turned as the papers print their tables, with rank sums and No. 1 counts ({@code
 * MethodsInColumns}, {@link org.ldpbench.report.tables.table.PaperRanks}).
 */
package org.ldpbench.report.tables.table;
