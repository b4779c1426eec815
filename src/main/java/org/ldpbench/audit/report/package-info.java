/**
 * The audit's power table, {@code docs/privacy-audit.md} ({@link AuditReport}): every private
 * method clean and under each planted fault, with the planted faults argued harmless in a
 * configuration ({@link HarmlessFaults}).
 */
package org.ldpbench.audit.report;
