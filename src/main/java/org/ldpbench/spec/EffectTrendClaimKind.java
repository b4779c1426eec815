package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.string;

import java.util.Map;

/**
 * Reads {@code effect-increasing} and {@code effect-decreasing} claims ({@link EffectTrendClaim}):
 * the labels in {@code methods} (one effect each), at most one in {@code over} (the gap), {@code change} an optional
 * sweep axis (the change along it), {@code along} the sweep axis the effect trends along; at least
 * one of {@code over} and {@code change}; {@code at} fixes neither axis to one value.
 */
final class EffectTrendClaimKind implements ClaimKind<EffectTrendClaim> {

    private final boolean increasing;

    /** The kind of {@code effect-increasing} claims if {@code increasing}, else of {@code effect-decreasing}. */
    EffectTrendClaimKind(boolean increasing) {
        this.increasing = increasing;
    }

    @Override
    public String check() {
        return increasing ? "effect-increasing" : "effect-decreasing";
    }

    @Override
    public Class<EffectTrendClaim> claimClass() {
        return EffectTrendClaim.class;
    }

    @Override
    public EffectTrendClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.rejectSteps();
        if (block.over().size() > 1) {
            throw SpecException.at(block.node().entries().get("over"), block.field() + ".over",
                    "check '" + check() + "' takes at most one label: the gap is methods − over");
        }
        String along = block.alongSweepAxis(context.sweep());
        String change = "";
        if (block.has("change")) {
            YamlNode changeNode = block.node().entries().get("change");
            change = string(changeNode, block.field() + ".change");
            String axis = change;
            if (context.sweep().stream().noneMatch(a -> a.name().equals(axis))) {
                throw SpecException.at(changeNode, block.field() + ".change", "'" + axis + "' is not a sweep axis");
            }
            if (axis.equals(along)) {
                throw SpecException.at(changeNode, block.field() + ".change",
                        "the change is taken along another axis than the one the effect trends along");
            }
        }
        if (change.isEmpty() && block.over().isEmpty()) {
            throw SpecException.at(block.node(), block.field() + ".over", "check '" + check()
                    + "' needs an effect: a gap ('over') or a change along an axis ('change'), or both");
        }
        Map<String, Object> at = block.at(context.sweep());
        for (String axis : change.isEmpty() ? java.util.List.of(along) : java.util.List.of(along, change)) {
            if (at.containsKey(axis) && !(at.get(axis) instanceof java.util.List<?> values && values.size() >= 2)) {
                block.rejectFixedAlong(at, axis, block.node().entries().get("at"));
            }
        }
        return new EffectTrendClaim(block.text(), block.subjects(), block.over().isEmpty() ? "" : block.over().get(0),
                change, along, at, block.tolerance(false), increasing, block.meta());
    }
}
