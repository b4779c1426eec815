package org.ldpbench.spec;

import java.util.Map;

/** Reads {@code below-bayes} claims ({@link BelowBayesClaim}): methods and {@code at} only. */
final class BelowBayesClaimKind implements ClaimKind<BelowBayesClaim> {

    @Override
    public String check() {
        return "below-bayes";
    }

    @Override
    public Class<BelowBayesClaim> claimClass() {
        return BelowBayesClaim.class;
    }

    @Override
    public BelowBayesClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        Map<String, Object> at = block.at(context.sweep());
        block.rejectAlong();
        block.rejectOver();
        block.reject("tolerance", "check 'below-bayes' takes no tolerance;"
                + " allowed for 'within', 'dominates', 'increasing' and 'decreasing'");
        block.rejectSteps();
        return new BelowBayesClaim(block.text(), block.subjects(), at, block.meta());
    }
}
