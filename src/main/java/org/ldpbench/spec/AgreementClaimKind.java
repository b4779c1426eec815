package org.ldpbench.spec;

import java.util.Map;

/**
 * Reads {@code agreement} claims ({@link AgreementClaim}): one label in {@code over} (the other
 * implementation), an optional {@code at}, and the margin {@code tolerance} &gt; 0, required because
 * an equivalence test means nothing without a margin fixed before the run.
 */
final class AgreementClaimKind implements ClaimKind<AgreementClaim> {

    @Override
    public String check() {
        return "agreement";
    }

    @Override
    public Class<AgreementClaim> claimClass() {
        return AgreementClaim.class;
    }

    @Override
    public AgreementClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.requireOver();
        if (block.over().size() != 1) {
            throw SpecException.at(block.node().entries().get("over"), block.field() + ".over",
                    "check 'agreement' takes one label (the other implementation)");
        }
        Map<String, Object> at = block.at(context.sweep());
        block.rejectAlong();
        double tolerance = block.tolerance(true);
        if (tolerance <= 0) {
            throw SpecException.at(block.node().entries().get("tolerance"), block.field() + ".tolerance",
                    "check 'agreement' needs a margin > 0, got " + tolerance);
        }
        block.rejectSteps();
        return new AgreementClaim(block.text(), block.subjects(), block.over().get(0), at, tolerance, block.meta());
    }
}
