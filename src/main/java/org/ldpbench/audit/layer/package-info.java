/**
 * The contract every layer of the privacy audit keeps: a mechanism configuration to audit ({@link
 * AuditTarget}) and a layer that audits one ({@link AuditLayer}, giving a {@link LayerResult}); a
 * layer that audits a whole method ({@link MethodAuditLayer}, giving findings), with the adapter
 * that runs a mechanism layer per method ({@link MechanismLayerAudit}); the options, and the public
 * inputs and settings every layer builds its protocols on, so that the layers audit the same
 * protocols with the same seeds.
 */
package org.ldpbench.audit.layer;
