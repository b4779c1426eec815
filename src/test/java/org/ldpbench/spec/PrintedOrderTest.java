package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ldpbench.report.claims.dominates.DominatesClaim;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.spec.claim.ClaimMeta;
import org.ldpbench.spec.reference.ReferenceSpec;

/**
 * Collections a report prints keep the spec's order: an immutable {@code Set.copyOf} iterates in an
 * order salted per JVM, which made the Table 2 note "not marked or ranked: …" differ between two
 * renders of the same stored results (committed outputs must regenerate byte for byte).
 */
class PrintedOrderTest {

  @Test
  void unrankedLabelsKeepTheSpecsOrder() {
    ExperimentSpec spec = SpecParser.parse(Path.of("experiments/ma-yang/table2-real-data.yaml"));
    TableSpec table =
        spec.figures().stream()
            .filter(TableSpec.class::isInstance)
            .map(TableSpec.class::cast)
            .filter(t -> !t.unranked().isEmpty())
            .findFirst()
            .orElseThrow();
    assertThat(List.copyOf(table.unranked()))
        .startsWith(
            "CT-W",
            "LPCT-prune-Maxedge (C0: full ε, no fallback)",
            "LPCT-prune-CART (C0: full ε, no fallback)");
  }

  /**
   * A reference row's coordinates and a claim's {@code at} keep the order they were written in (the
   * nearest table printed "ε = 0.5 · dataset = anonymity" in one render and "dataset = anonymity ·
   * ε = 0.5" in the next from {@code Map.copyOf}); many keys, so a salted order would show.
   */
  @Test
  void referenceCoordinatesAndClaimCoordinatesKeepTheirOrder() {
    Map<String, Object> written = new LinkedHashMap<>();
    for (String key : List.of("z", "dataset", "epsilon", "a", "nPublic", "m", "gamma", "b")) {
      written.put(key, 1);
    }
    ReferenceSpec.Row row = new ReferenceSpec.Row(1, "LPCT", written, written, 0.5);
    assertThat(List.copyOf(row.coordinates().keySet())).isEqualTo(List.copyOf(written.keySet()));
    assertThat(List.copyOf(row.parameters().keySet())).isEqualTo(List.copyOf(written.keySet()));
    DominatesClaim claim =
        new DominatesClaim("t", List.of("A"), List.of("B"), written, 0, ClaimMeta.OURS);
    assertThat(List.copyOf(claim.at().keySet())).isEqualTo(List.copyOf(written.keySet()));
  }
}
