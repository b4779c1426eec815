package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.keyNode;

import java.util.List;
import java.util.Map;

/**
 * Reads {@code increasing} and {@code decreasing} claims ({@link TrendClaim}): {@code along} a sweep
 * axis that {@code at} does not fix to one value (a list of its values is a sub-range), or {@code
 * parameter} a numeric grid parameter; an optional tolerance ≥ 0.
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
        block.reject("sides", "only check 'peaked' takes 'sides'");
        if (block.has("parameter")) {
            block.reject("along", "a trend is along a sweep axis ('along') or a grid parameter ('parameter'), not both");
            YamlNode parameterNode = block.node().entries().get("parameter");
            String parameter = SpecNodes.string(parameterNode, block.field() + ".parameter");
            block.gridParameter(parameterNode, "parameter", parameter, block.about(context.methods()), 2);
            block.rejectOver();
            block.reject("steps", "a trend claim is one test over the whole axis; 'steps' is no longer taken");
            return new TrendClaim(block.text(), block.subjects(), "", block.at(context.sweep()), block.tolerance(false),
                    increasing, block.meta(), parameter);
        }
        String along = block.alongSweepAxis(context.sweep());
        Map<String, Object> at = block.at(context.sweep());
        if (at.containsKey(along) && !(at.get(along) instanceof List<?> values && values.size() >= 2)) {
            // a list of at least two values of the axis is a sub-range to step along; one value fixes it
            block.rejectFixedAlong(at, along, keyNode((YamlNode.MapNode) block.node().entries().get("at"), along));
        }
        block.rejectOver();
        block.reject("steps", "a trend claim is one test over the whole axis; 'steps' is no longer taken");
        double tolerance = block.tolerance(false);
        return new TrendClaim(block.text(), block.subjects(), along, at, tolerance, increasing, block.meta());
    }
}
