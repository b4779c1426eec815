package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;
import java.util.Optional;

/**
 * Reads {@code slope} claims ({@link SlopeClaim}): {@code expected} (the theory's exponent) and
 * {@code tolerance} (≥ 0) are required; {@code figure} names a line figure with {@code fit: loglog}
 * (default: the only such figure).
 */
final class SlopeClaimKind implements ClaimKind<SlopeClaim> {

    @Override
    public String check() {
        return "slope";
    }

    @Override
    public Class<SlopeClaim> claimClass() {
        return SlopeClaim.class;
    }

    @Override
    public SlopeClaim read(ClaimBlock block, ClaimReader.Context context) {
        for (String key : List.of("over", "along", "at", "steps", "parameter", "sides", "tolerance")) {
            block.reject(key, "check 'slope' takes no '" + key
                    + "'; allowed: text, check, methods, figure, expected (the band is theory ± 0.1)");
        }
        double expected = number(required(block.node(), "expected", block.field()), block.field() + ".expected");
        LineSpec figure = figure(block, context.figures());
        return new SlopeClaim(block.text(), block.subjects(), figure.name(), expected, block.meta());
    }

    /** The fitted line figure the claim names, or the only one. */
    private static LineSpec figure(ClaimBlock block, List<OutputSpec> figures) {
        List<LineSpec> fitted = figures.stream().filter(f -> f instanceof LineSpec).map(f -> (LineSpec) f)
                .filter(LineSpec::fitLogLog).toList();
        List<String> names = fitted.stream().map(f -> f.name() == null ? "(output.figure)" : f.name()).toList();
        Optional<YamlNode> figureNode = optional(block.node(), "figure");
        String field = block.field() + ".figure";
        if (figureNode.isPresent()) {
            String name = string(figureNode.get(), field);
            return fitted.stream().filter(f -> name.equals(f.name())).findFirst()
                    .orElseThrow(() -> SpecException.at(figureNode.get(), field, "'" + name
                            + "' is not a figure with fit: loglog; allowed: " + (names.isEmpty() ? "none"
                            : String.join(", ", names))));
        }
        if (fitted.size() == 1) {
            return fitted.get(0);
        }
        throw SpecException.at(block.node(), field, fitted.isEmpty()
                ? "check 'slope' needs a line figure with fit: loglog"
                : "several figures have fit: loglog; name one, allowed: " + String.join(", ", names));
    }
}
