/**
 * The output kind {@code nearest} ({@link org.ldpbench.report.tables.nearest.NearestKind}, record
 * {@link org.ldpbench.report.tables.nearest.NearestSpec}): which of our estimators each reference
 * number is nearest to.
 */
package org.ldpbench.report.tables.nearest;
