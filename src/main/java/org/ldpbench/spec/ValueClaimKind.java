package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.required;

/**
 * Reads {@code above}, {@code below} and {@code near} claims ({@link ValueClaim}): {@code value} a
 * finite number; {@code tolerance} required (≥ 0) for {@code near}, optional for the others.
 */
final class ValueClaimKind implements ClaimKind<ValueClaim> {

    private final ValueClaim.Relation relation;

    /** The kind of claims with {@code relation}. */
    ValueClaimKind(ValueClaim.Relation relation) {
        this.relation = relation;
    }

    @Override
    public String check() {
        return relation.check();
    }

    @Override
    public Class<ValueClaim> claimClass() {
        return ValueClaim.class;
    }

    @Override
    public ValueClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.rejectAlong();
        block.rejectSteps();
        block.rejectOver();
        YamlNode valueNode = required(block.node(), "value", block.field());
        double value = number(valueNode, block.field() + ".value");
        if (!Double.isFinite(value)) {
            throw SpecException.at(valueNode, block.field() + ".value", "must be a finite number");
        }
        return new ValueClaim(block.text(), block.subjects(), block.at(context.sweep()), value,
                block.tolerance(relation == ValueClaim.Relation.NEAR), relation, block.meta());
    }
}
