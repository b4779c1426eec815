package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.required;

/**
 * Reads {@code applicable} and {@code not-applicable} claims ({@link ApplicabilityClaim}): {@code
 * along} a sweep axis; {@code not-applicable} needs {@code expected}, the number of its values where
 * the method is NA (0 to the number of values).
 */
final class ApplicabilityClaimKind implements ClaimKind<ApplicabilityClaim> {

    private final boolean applicable;

    /** The kind of {@code applicable} claims if {@code applicable}, else of {@code not-applicable}. */
    ApplicabilityClaimKind(boolean applicable) {
        this.applicable = applicable;
    }

    @Override
    public String check() {
        return applicable ? "applicable" : "not-applicable";
    }

    @Override
    public Class<ApplicabilityClaim> claimClass() {
        return ApplicabilityClaim.class;
    }

    @Override
    public ApplicabilityClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.reject("figure", "only check 'slope' takes 'figure'");
        block.rejectShapeFields();
        block.rejectSteps();
        block.rejectOver();
        block.reject("tolerance", "check '" + check() + "' is a count, not a test: it takes no tolerance");
        String along = block.alongSweepAxis(context.sweep());
        int count = -1;
        if (applicable) {
            block.reject("expected", "check 'applicable' needs results at every value; 'expected' is for 'not-applicable'");
        } else {
            int values = context.sweep().stream().filter(a -> a.name().equals(along)).findFirst().orElseThrow()
                    .values().size();
            count = (int) integer(required(block.node(), "expected", block.field()), block.field() + ".expected", 0,
                    values);
        }
        return new ApplicabilityClaim(block.text(), block.subjects(), along, block.at(context.sweep()), count,
                block.meta());
    }
}
