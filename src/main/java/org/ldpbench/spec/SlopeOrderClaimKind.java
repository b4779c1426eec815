package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;

/**
 * Reads {@code slope-order} claims ({@link SlopeOrderClaim}): one label in {@code methods}, one in
 * {@code over}, and {@code figure} naming a line figure with {@code fit: loglog} (default: the only one).
 */
final class SlopeOrderClaimKind implements ClaimKind<SlopeOrderClaim> {

    @Override
    public String check() {
        return "slope-order";
    }

    @Override
    public Class<SlopeOrderClaim> claimClass() {
        return SlopeOrderClaim.class;
    }

    @Override
    public SlopeOrderClaim read(ClaimBlock block, ClaimReader.Context context) {
        for (String key : List.of("along", "at", "steps", "parameter", "sides", "tolerance", "expected")) {
            block.reject(key, "check 'slope-order' takes no '" + key + "'; allowed: text, check, methods, over, figure");
        }
        if (block.subjects().size() != 1 || block.over().size() != 1) {
            throw SpecException.at(block.node(), block.field() + ".methods",
                    "check 'slope-order' compares one label in 'methods' with one in 'over'");
        }
        List<LineSpec> fitted = context.figures().stream().filter(f -> f instanceof LineSpec).map(f -> (LineSpec) f)
                .filter(LineSpec::fitLogLog).toList();
        String name = optional(block.node(), "figure").map(n -> string(n, block.field() + ".figure")).orElse(null);
        LineSpec figure = fitted.stream().filter(f -> name == null ? fitted.size() == 1 : name.equals(f.name()))
                .findFirst().orElseThrow(() -> SpecException.at(block.node(), block.field() + ".figure",
                        "check 'slope-order' needs 'figure' naming one line figure with fit: loglog; allowed: "
                                + fitted.stream().map(f -> String.valueOf(f.name())).toList()));
        return new SlopeOrderClaim(block.text(), block.subjects(), block.over().get(0), figure.name(), block.meta());
    }
}
