package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.List;

/** Reads {@code pending} claims ({@link PendingClaim}): only {@code reason} besides the shared fields. */
final class PendingClaimKind implements ClaimKind<PendingClaim> {

    @Override
    public String check() {
        return "pending";
    }

    @Override
    public Class<PendingClaim> claimClass() {
        return PendingClaim.class;
    }

    @Override
    public PendingClaim read(ClaimBlock block, ClaimReader.Context context) {
        for (String key : List.of("over", "along", "at", "steps", "parameter", "sides", "tolerance", "figure",
                "expected")) {
            block.reject(key, "check 'pending' takes no '" + key + "'; it needs 'reason'");
        }
        String reason = string(required(block.node(), "reason", block.field()), block.field() + ".reason");
        return new PendingClaim(block.text(), block.subjects(), reason, block.meta());
    }
}
