package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.keyNode;

import java.util.Map;

/**
 * Reads {@code increasing} and {@code decreasing} claims ({@link TrendClaim}): {@code along} a sweep
 * axis that {@code at} does not fix, an optional tolerance ≥ 0 and {@code steps}.
 */
final class TrendClaimKind implements ClaimKind<TrendClaim> {

    private final boolean increasing;

    /** The kind of {@code increasing} claims if {@code increasing}, else of {@code decreasing} ones. */
    TrendClaimKind(boolean increasing) {
        this.increasing = increasing;
    }

    @Override
    public String check() {
        return increasing ? "increasing" : "decreasing";
    }

    @Override
    public Class<TrendClaim> claimClass() {
        return TrendClaim.class;
    }

    @Override
    public TrendClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        String along = block.alongSweepAxis(context.sweep());
        Map<String, Object> at = block.at(context.sweep());
        if (at.containsKey(along)) {
            block.rejectFixedAlong(at, along, keyNode((YamlNode.MapNode) block.node().entries().get("at"), along));
        }
        block.rejectOver();
        block.reject("steps", "a trend claim is one test over the whole axis; 'steps' is no longer taken");
        double tolerance = block.tolerance(false);
        return new TrendClaim(block.text(), block.subjects(), along, at, tolerance, increasing, block.meta());
    }
}
