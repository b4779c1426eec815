package org.ldpbench.spec;

/** Reads {@code varies} claims ({@link VariesClaim}): {@code along} a sweep axis that {@code at} does not fix to one value, an optional tolerance ≥ 0. */
final class VariesClaimKind implements ClaimKind<VariesClaim> {

    @Override
    public String check() {
        return "varies";
    }

    @Override
    public Class<VariesClaim> claimClass() {
        return VariesClaim.class;
    }

    @Override
    public VariesClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.rejectSteps();
        block.rejectOver();
        String along = block.alongSweepAxis(context.sweep());
        java.util.Map<String, Object> at = block.at(context.sweep());
        if (at.containsKey(along) && !(at.get(along) instanceof java.util.List<?> values && values.size() >= 2)) {
            block.rejectFixedAlong(at, along, block.node().entries().get("at"));
        }
        return new VariesClaim(block.text(), block.subjects(), along, at, block.tolerance(false), block.meta());
    }
}
