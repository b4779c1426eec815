package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Reads {@code peaked} claims ({@link PeakedClaim}): {@code along} a numeric grid parameter with at
 * least 3 values in every method the claim is about, and {@code sides}.
 */
final class PeakedClaimKind implements ClaimKind<PeakedClaim> {

    @Override
    public String check() {
        return "peaked";
    }

    @Override
    public Class<PeakedClaim> claimClass() {
        return PeakedClaim.class;
    }

    @Override
    public PeakedClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectLabelsAndTolerance();
        List<MethodSpec> about = block.about(context.methods());
        Map<String, Object> at = block.at(context.sweep());
        for (String key : List.of("parameter", "steps")) {
            block.reject(key, "check 'peaked' takes no '" + key + "'; 'along' names its grid parameter");
        }
        YamlNode alongNode = required(block.node(), "along", block.field());
        String along = string(alongNode, block.field() + ".along");
        block.gridParameter(alongNode, "along", along, about, 3);
        PeakedClaim.Sides sides = PeakedClaim.Sides.valueOf(optional(block.node(), "sides")
                .map(n -> oneOf(n, block.field() + ".sides", "both", "first", "last")).orElse("both")
                .toUpperCase(Locale.ROOT));
        return new PeakedClaim(block.text(), block.subjects(), along, at, sides, block.meta());
    }
}
