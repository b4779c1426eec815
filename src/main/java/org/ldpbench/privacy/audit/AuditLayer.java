package org.ldpbench.privacy.audit;

import org.ldpbench.method.Method;

/**
 * One layer of the privacy audit of DESIGN rule 1 (end to end, sensitivity, calibration): a check
 * that a registered method's mechanisms keep their declared guarantee. The audit command, its
 * report and the tests run every layer of {@link AuditLayers#standard()}; a new layer is one more
 * entry there.
 */
public interface AuditLayer {

    /** A short name, e.g. {@code end-to-end}. */
    String name();

    /** Audits one method with the given options (which may plant a fault to show the layer's power). */
    LayerResult audit(Method method, AuditOptions options);
}
