package org.ldpbench.privacy.audit;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.privacy.Fault;

@Tag("probe")
class AuditProbe {
    @Test
    void probe() {
        String only = System.getProperty("probe.methods", "");
        int draws = Integer.getInteger("probe.draws", 20000);
        for (Method m : Methods.all().values()) {
            if (!only.isEmpty() && !List.of(only.split(",")).contains(m.name())) continue;
            for (Fault f : Fault.values()) {
                long t0 = System.nanoTime();
                LayerResult r = new EndToEndAudit().audit(m, new AuditOptions(List.of(1.0), draws, 1e-6, f, 1));
                if (r.findings().isEmpty()) break;
                for (AuditFinding x : r.findings()) {
                    System.out.printf("PROBE %-12s %-22s %s %s %s %s | %s%n", m.name(), f, x.configuration(), x.mechanism(), x.status(), x.boundText(), x.detail());
                }
                System.out.printf("PROBE %-12s %-22s time %.1fs%n", m.name(), f, (System.nanoTime() - t0) / 1e9);
            }
        }
    }
}
