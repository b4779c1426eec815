package org.ldpbench.spec;

import java.util.List;
import java.util.Optional;

/**
 * The registry of output kinds, in the order error messages list them; the first is the default
 * when an output gives no {@code type}.
 *
 * <p><b>Adding a kind of output.</b> Spec reading ({@code experiment}) must not depend on drawing
 * ({@code report}), so a kind is split at the package boundary, one class and one registry line on
 * each side: here, a record implementing {@link OutputSpec} (added to its {@code permits} clause)
 * and an {@link OutputKind} that reads it, listed below; in {@code report}, an {@code OutputWriter}
 * that writes its files and its part of {@code REPORT.md}, listed in {@code OutputWriters}. The
 * compiler asks each for all its methods; {@code OutputKindsTest} and {@code OutputWritersTest}
 * fail if a record of the sealed hierarchy has no kind or no writer.
 */
final class OutputKinds {

    private static final List<OutputKind<?>> ALL = List.of(new LineKind(), new TableKind(), new HeatMapKind(),
            new NearestKind());

    private OutputKinds() {
    }

    /** Every kind, the default first. */
    static List<OutputKind<?>> all() {
        return ALL;
    }

    /** The kind of an output without {@code type}. */
    static OutputKind<?> defaultKind() {
        return ALL.get(0);
    }

    /** The names used in specs, in registry order. */
    static String[] types() {
        return ALL.stream().map(OutputKind::type).toArray(String[]::new);
    }

    /** The kind named {@code type}, if any. */
    static Optional<OutputKind<?>> byType(String type) {
        return ALL.stream().<OutputKind<?>>map(k -> k).filter(k -> k.type().equals(type)).findFirst();
    }
}
