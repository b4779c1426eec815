/**
 * The sensitivity layer of the privacy audit ({@link SensitivityAudit}): every statistic a
 * mechanism declares, computed exactly on families of neighbouring samples, against its declared
 * sensitivity.
 */
package org.ldpbench.audit.sensitivity;
