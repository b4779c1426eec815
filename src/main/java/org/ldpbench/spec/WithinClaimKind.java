package org.ldpbench.spec;

import java.util.Map;

/**
 * Reads {@code within} claims ({@link WithinClaim}): one label in {@code over}, a required tolerance
 * ≥ 0, and optionally {@code otherAt}, the coordinates where the {@code over} label is read.
 */
final class WithinClaimKind implements ClaimKind<WithinClaim> {

    @Override
    public String check() {
        return "within";
    }

    @Override
    public Class<WithinClaim> claimClass() {
        return WithinClaim.class;
    }

    @Override
    public WithinClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.requireOver();
        if (block.over().size() != 1) {
            throw SpecException.at(block.node().entries().get("over"), block.field() + ".over",
                    "check 'within' takes one label");
        }
        Map<String, Object> at = block.at(context.sweep());
        Map<String, Object> otherAt = block.coordinates(context.sweep(), "otherAt");
        block.rejectAlong();
        double tolerance = block.tolerance(true);
        block.rejectSteps();
        return new WithinClaim(block.text(), block.subjects(), block.over().get(0), at, otherAt, tolerance,
                block.meta());
    }
}
