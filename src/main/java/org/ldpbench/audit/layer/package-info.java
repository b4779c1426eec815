/**
 * The contract every layer of the privacy audit keeps: a mechanism configuration to audit ({@link
 * org.ldpbench.audit.layer.AuditTarget}) and a layer that audits one ({@link
 * org.ldpbench.audit.layer.AuditLayer}, giving a {@link org.ldpbench.audit.layer.LayerResult}); a
 * layer that audits a whole method ({@link org.ldpbench.audit.layer.MethodAuditLayer}, giving
 * findings), with the adapter that runs a mechanism layer per method ({@link
 * org.ldpbench.audit.layer.MechanismLayerAudit}); the options, and the public inputs and settings
 * every layer builds its protocols on, so that the layers audit the same protocols with the same
 * seeds.
 */
package org.ldpbench.audit.layer;
