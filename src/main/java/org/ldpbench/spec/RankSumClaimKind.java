package org.ldpbench.spec;

/** Reads {@code best-rank-sum} claims ({@link RankSumClaim}): one label in {@code methods}, its competitors in {@code over}, {@code along} a sweep axis. */
final class RankSumClaimKind implements ClaimKind<RankSumClaim> {

    @Override
    public String check() {
        return "best-rank-sum";
    }

    @Override
    public Class<RankSumClaim> claimClass() {
        return RankSumClaim.class;
    }

    @Override
    public RankSumClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.rejectSteps();
        block.requireOver();
        block.reject("tolerance", "check 'best-rank-sum' takes no tolerance");
        if (block.subjects().size() != 1) {
            throw SpecException.at(block.node(), block.field() + ".methods", "check 'best-rank-sum' is about one label");
        }
        String along = block.alongSweepAxis(context.sweep());
        java.util.Map<String, Object> at = block.at(context.sweep());
        block.rejectFixedAlong(at, along, block.node().entries().get("at"));
        return new RankSumClaim(block.text(), block.subjects(), block.over(), along, at, block.meta());
    }
}
