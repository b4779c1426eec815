package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

/** Reads {@code plateau} claims ({@link PlateauClaim}): {@code parameter} a numeric grid parameter with at least 2 values, a required tolerance. */
final class PlateauClaimKind implements ClaimKind<PlateauClaim> {

    @Override
    public String check() {
        return "plateau";
    }

    @Override
    public Class<PlateauClaim> claimClass() {
        return PlateauClaim.class;
    }

    @Override
    public PlateauClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.reject("sides", "only check 'peaked' takes 'sides'");
        block.rejectAlong();
        block.rejectSteps();
        block.rejectOver();
        YamlNode parameterNode = required(block.node(), "parameter", block.field());
        String parameter = string(parameterNode, block.field() + ".parameter");
        block.gridParameter(parameterNode, "parameter", parameter, block.about(context.methods()), 2);
        return new PlateauClaim(block.text(), block.subjects(), parameter, block.at(context.sweep()),
                block.tolerance(true), block.meta());
    }
}
