/**
 * The privacy audit (DESIGN rule 1), a layer above what it audits: nothing it stands on (the
 * privacy primitives, data, partitions, parameters, metrics, statistics, methods, specs, the store
 * and the runner) imports it, so no audited code can reach its judge. Here: the layers in the order
 * they run ({@link AuditLayers}), every mechanism layer's verdict on one configuration ({@link
 * LayeredVerdict}) and the audit at the scale of what a spec runs ({@link RunTargets}, {@link
 * RunAudit}); the layers themselves are its sub-packages.
 */
package org.ldpbench.audit;
