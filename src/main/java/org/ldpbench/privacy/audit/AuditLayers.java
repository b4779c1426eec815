package org.ldpbench.privacy.audit;

import java.util.List;

/** The one place that lists the privacy audit's layers, in the order they run. */
public final class AuditLayers {

    private AuditLayers() {
    }

    /** Every layer: the end-to-end distinguishing audit of each mechanism, then the whole-fit audit of the predictions. */
    public static List<MethodAuditLayer> standard() {
        return List.of(new EndToEndAudit(), new FitOutputAudit());
    }
}
