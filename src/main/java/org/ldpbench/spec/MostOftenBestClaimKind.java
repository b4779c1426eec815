package org.ldpbench.spec;

import java.util.List;
import java.util.Map;

/**
 * Reads {@code most-often-best} claims ({@link MostOftenBestClaim}): one label in {@code methods}, the
 * labels to beat in {@code over}, {@code along} a sweep axis that {@code at} does not fix.
 */
final class MostOftenBestClaimKind implements ClaimKind<MostOftenBestClaim> {

    @Override
    public String check() {
        return "most-often-best";
    }

    @Override
    public Class<MostOftenBestClaim> claimClass() {
        return MostOftenBestClaim.class;
    }

    @Override
    public MostOftenBestClaim read(ClaimBlock block, ClaimReader.Context context) {
        for (String key : List.of("steps", "parameter", "sides", "tolerance", "figure", "expected")) {
            block.reject(key, "check 'most-often-best' takes no '" + key
                    + "'; allowed: text, check, methods, over, along, at, count");
        }
        if (block.subjects().size() != 1) {
            throw SpecException.at(block.node(), block.field() + ".methods",
                    "check 'most-often-best' needs exactly one label in 'methods'");
        }
        block.requireOver();
        String along = block.alongSweepAxis(context.sweep());
        Map<String, Object> at = block.at(context.sweep());
        if (at.containsKey(along)) {
            throw SpecException.at(block.node(), block.field() + ".at." + along,
                    "check 'most-often-best' counts the values of '" + along + "'; 'at' cannot fix it");
        }
        MostOftenBestClaim.Count count = SpecNodes.optional(block.node(), "count").map(n -> SpecNodes.oneOf(n,
                block.field() + ".count", "best-mean", "bold")).orElse("best-mean").equals("bold")
                ? MostOftenBestClaim.Count.BOLD : MostOftenBestClaim.Count.BEST_MEAN;
        return new MostOftenBestClaim(block.text(), block.subjects(), block.over(), along, at, block.meta(), count);
    }
}
