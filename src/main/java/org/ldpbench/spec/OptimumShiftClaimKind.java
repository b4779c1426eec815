package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;
import java.util.Map;

/**
 * Reads {@code optimum-increasing} and {@code optimum-decreasing} claims ({@link
 * OptimumShiftClaim}): {@code parameter} a numeric grid parameter with at least 2 values in every
 * method the claim is about, {@code along} a sweep axis that {@code at} does not fix, and {@code steps}.
 */
final class OptimumShiftClaimKind implements ClaimKind<OptimumShiftClaim> {

    private final boolean increasing;

    /** The kind of {@code optimum-increasing} claims if {@code increasing}, else of {@code optimum-decreasing}. */
    OptimumShiftClaimKind(boolean increasing) {
        this.increasing = increasing;
    }

    @Override
    public String check() {
        return increasing ? "optimum-increasing" : "optimum-decreasing";
    }

    @Override
    public Class<OptimumShiftClaim> claimClass() {
        return OptimumShiftClaim.class;
    }

    @Override
    public OptimumShiftClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectLabelsAndTolerance();
        List<MethodSpec> about = block.about(context.methods());
        Map<String, Object> at = block.at(context.sweep());
        block.reject("sides", "only check 'peaked' takes 'sides'");
        YamlNode parameterNode = required(block.node(), "parameter", block.field());
        String parameter = string(parameterNode, block.field() + ".parameter");
        block.gridParameter(parameterNode, "parameter", parameter, about, 2);
        String along = block.alongSweepAxis(context.sweep());
        block.rejectFixedAlong(at, along, block.node().entries().get("at"));
        return new OptimumShiftClaim(block.text(), block.subjects(), parameter, along, at, block.endsOnly(),
                increasing, block.meta());
    }
}
