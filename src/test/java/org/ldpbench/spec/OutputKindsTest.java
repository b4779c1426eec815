package org.ldpbench.spec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The registry of output kinds: complete over the sealed {@link OutputSpec} hierarchy, and every kind reads. */
class OutputKindsTest {

    /** One valid output of each kind, by type name (a new kind needs an example here). */
    private static final Map<String, String> EXAMPLES = Map.of(
            "line", "{name: out, type: line, x: epsilon}",
            "table", "{name: out, type: table, x: epsilon, bold: best}",
            "heatmap", "{name: out, type: heatmap, functions: [etaPrivate], at: {gamma: 5}}",
            "nearest", "{name: out, type: nearest, candidates: {LPCT: [LPCT, LPCT-Q]}}");

    private static String spec(String output) {
        return FigureReaderTest.VALID.substring(0, FigureReaderTest.VALID.indexOf("output:"))
                + "output:\n  figures:\n    - " + output + "\n";
    }

    /** The records a sealed type permits, through sealed sub-interfaces. */
    static Set<Class<?>> leaves(Class<?> sealed) {
        return Arrays.stream(sealed.getPermittedSubclasses())
                .flatMap(c -> c.isSealed() && c.isInterface() ? leaves(c).stream() : Stream.of(c))
                .collect(Collectors.toSet());
    }

    @Test
    void everyRecordOfTheSealedHierarchyHasExactlyOneKind() {
        List<Class<?>> read = OutputKinds.all().stream().<Class<?>>map(OutputKind::specClass).toList();
        assertThat(read).doesNotHaveDuplicates();
        assertThat(read).containsExactlyInAnyOrderElementsOf(leaves(OutputSpec.class));
        assertThat(OutputKinds.types()).doesNotHaveDuplicates();
        assertThat(OutputKinds.defaultKind().type()).as("an output without type").isEqualTo("line");
    }

    @Test
    void everyKindReadsItsExampleIntoItsRecord() {
        assertThat(EXAMPLES.keySet()).containsExactlyInAnyOrder(OutputKinds.types());
        for (OutputKind<?> kind : OutputKinds.all()) {
            ExperimentSpec spec = SpecParser.parse(spec(EXAMPLES.get(kind.type())), "kinds.yaml");
            assertThat(spec.figures()).as(kind.type()).singleElement().isInstanceOf(kind.specClass())
                    .satisfies(f -> assertThat(f.base("e")).isEqualTo("e-out"));
            assertThat(kind.fields()).as(kind.type() + " allows the common fields")
                    .containsAll(OutputKind.COMMON_FIELDS);
        }
    }

    @Test
    void anUnknownTypeListsTheRegisteredOnes() {
        assertThatThrownBy(() -> SpecParser.parse(spec("{name: out, type: bar, x: epsilon}"), "kinds.yaml"))
                .isInstanceOf(SpecException.class)
                .hasMessageEndingWith("output.figures[0].type: 'bar' is not allowed; allowed: "
                        + String.join(", ", OutputKinds.types()));
    }

    @Test
    void aFieldOfAnotherKindIsRejectedWithTheKindsOwnFields() {
        assertThatThrownBy(() -> SpecParser.parse(spec("{name: out, type: heatmap, functions: [etaPrivate],"
                + " at: {gamma: 5}, x: epsilon}"), "kinds.yaml"))
                .isInstanceOf(SpecException.class)
                .hasMessageEndingWith("output.figures[0].x: unknown field; allowed: "
                        + String.join(", ", new HeatMapKind().fields().stream().sorted().toList()));
    }
}
