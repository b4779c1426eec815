package org.ldpbench.spec;

/** Reads {@code not-worse} claims ({@link NotWorseClaim}): labels in {@code over}, a required margin {@code tolerance} ≥ 0, an optional {@code otherAt}. */
final class NotWorseClaimKind implements ClaimKind<NotWorseClaim> {

    @Override
    public String check() {
        return "not-worse";
    }

    @Override
    public Class<NotWorseClaim> claimClass() {
        return NotWorseClaim.class;
    }

    @Override
    public NotWorseClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.requireOver();
        block.rejectAlong();
        block.rejectSteps();
        return new NotWorseClaim(block.text(), block.subjects(), block.over(), block.at(context.sweep()),
                block.coordinates(context.sweep(), "otherAt"), block.tolerance(true), block.meta());
    }
}
