/**
 * The audit's power table, {@code docs/privacy-audit.md} ({@link
 * org.ldpbench.audit.report.AuditReport}): every private method clean and under each planted fault,
 * with the planted faults argued harmless in a configuration ({@link
 * org.ldpbench.audit.report.HarmlessFaults}).
 */
package org.ldpbench.audit.report;
