package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Collections a report prints keep the spec's order: an immutable {@code Set.copyOf} iterates in an
 * order salted per JVM, which made the Table 2 note "not marked or ranked: …" differ between two
 * renders of the same stored results (committed outputs must regenerate byte for byte).
 */
class PrintedOrderTest {

    @Test
    void unrankedLabelsKeepTheSpecsOrder() {
        ExperimentSpec spec = SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"));
        TableSpec table = spec.figures().stream().filter(TableSpec.class::isInstance).map(TableSpec.class::cast)
                .filter(t -> !t.unranked().isEmpty()).findFirst().orElseThrow();
        assertThat(List.copyOf(table.unranked())).startsWith("CT-W", "LPCT-prune-Maxedge (C0: full ε, no fallback)",
                "LPCT-prune-CART (C0: full ε, no fallback)");
    }
}
