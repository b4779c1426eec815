/**
 * The output kind {@code nearest} ({@link NearestKind}, record {@link NearestSpec}): which of our
 * estimators each reference number is nearest to.
 */
package org.ldpbench.report.tables.nearest;
