package org.ldpbench.spec;

import java.util.Map;

/** Reads {@code dominates} claims ({@link DominatesClaim}): labels in {@code over}, an optional tolerance ≥ 0. */
final class DominatesClaimKind implements ClaimKind<DominatesClaim> {

    @Override
    public String check() {
        return "dominates";
    }

    @Override
    public Class<DominatesClaim> claimClass() {
        return DominatesClaim.class;
    }

    @Override
    public DominatesClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.requireOver();
        Map<String, Object> at = block.at(context.sweep());
        block.rejectAlong();
        double tolerance = block.tolerance(false);
        block.rejectSteps();
        double margin = 0.0;
        if (block.has("margin")) {
            YamlNode marginNode = block.node().entries().get("margin");
            margin = SpecNodes.number(marginNode, block.field() + ".margin");
            if (!(margin >= 0) || !Double.isFinite(margin)) {
                throw SpecException.at(marginNode, block.field() + ".margin", "must be a finite number >= 0");
            }
        }
        return new DominatesClaim(block.text(), block.subjects(), block.over(), at, tolerance, block.meta(),
                block.coordinates(context.sweep(), "otherAt"), margin);
    }
}
