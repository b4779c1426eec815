package org.ldpbench.experiment;

import java.util.Set;

/**
 * How a {@code type: table} output is laid out and what its cells hold, beyond the columns and
 * marks every table has. Ma &amp; Yang print Table 2 with data sets as rows and methods as columns,
 * with a rank-sum and a "No. 1" row under each ε block, and leave the non-private reference CT-W
 * out of the marks and ranks; Table 3 prints the running time of each method's best
 * configuration. These options make both tables reproducible from a spec.
 *
 * @param methodsInColumns true: one row per value of x (under each column group), one column per
 *     method (and series combination), as the papers' tables; false: methods as rows
 * @param ranks add, per column group, a "rank sum" and a "No. 1" row (spec/lpct.md 7.4); needs the
 *     Wilcoxon marks and {@code methodsInColumns}
 * @param unranked method labels shown in the table but left out of the best/bold marks and ranks
 *     (a non-private reference such as CT-W)
 * @param value what a cell holds: the metric of the best configuration, or its running time
 */
public record TableStyle(boolean methodsInColumns, boolean ranks, Set<String> unranked, CellValue value) {

    /** What a table cell shows. */
    public enum CellValue {
        /** The spec's primary metric: mean ± s.e. of the best configuration. */
        METRIC,
        /**
         * The running time in seconds (fit + predict of one trial, the fit shared by the post-processing
         * variants of a fit group) of the configuration that is best in the primary metric.
         */
        SECONDS
    }

    /** Methods as rows, metric values, nothing left out. */
    public static final TableStyle DEFAULT = new TableStyle(false, false, Set.of(), CellValue.METRIC);

    public TableStyle {
        unranked = Set.copyOf(unranked);
    }
}
