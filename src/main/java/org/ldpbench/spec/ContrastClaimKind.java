package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.number;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code contrast} claims ({@link ContrastClaim}): {@code terms}, a list of at least two
 * {@code {method, weight, at}} (method a label of the spec, weight non-zero, at sweep coordinates
 * each of one value); no {@code methods} or {@code over} (the terms name the labels).
 */
final class ContrastClaimKind implements ClaimKind<ContrastClaim> {

    @Override
    public String check() {
        return "contrast";
    }

    @Override
    public Class<ContrastClaim> claimClass() {
        return ContrastClaim.class;
    }

    @Override
    public ContrastClaim read(ClaimBlock block, ClaimReader.Context context) {
        block.rejectSlopeFields();
        block.rejectShapeFields();
        block.rejectAlong();
        block.rejectSteps();
        block.reject("methods", "check 'contrast' names its labels in 'terms'");
        block.rejectOver();
        List<String> labels = context.methods().stream().map(MethodSpec::label).toList();
        List<YamlNode> items = nonEmptyList(required(block.node(), "terms", block.field()), block.field() + ".terms");
        if (items.size() < 2) {
            throw SpecException.at(block.node().entries().get("terms"), block.field() + ".terms",
                    "a contrast weighs at least two scores");
        }
        List<ContrastClaim.Term> terms = new ArrayList<>();
        for (int i = 0; i < items.size(); i++) {
            String field = block.field() + ".terms[" + i + "]";
            YamlNode.MapNode term = map(items.get(i), field);
            checkKeys(term, field, Set.of("method", "weight", "at"));
            YamlNode methodNode = required(term, "method", field);
            String method = string(methodNode, field + ".method");
            if (!labels.contains(method)) {
                throw SpecException.at(methodNode, field + ".method", "'" + method + "' is not a label of the spec;"
                        + " allowed: " + String.join(", ", labels));
            }
            YamlNode weightNode = required(term, "weight", field);
            double weight = number(weightNode, field + ".weight");
            if (weight == 0 || !Double.isFinite(weight)) {
                throw SpecException.at(weightNode, field + ".weight", "must be a non-zero number");
            }
            Map<String, Object> at = new ClaimBlock(term, field, block.check(), block.text(), List.of(), List.of(),
                    block.meta()).at(context.sweep());
            for (Map.Entry<String, Object> entry : at.entrySet()) {
                if (entry.getValue() instanceof List) {
                    throw SpecException.at(term.entries().get("at"), field + ".at." + entry.getKey(),
                            "a term is read at one point: give one value");
                }
            }
            terms.add(new ContrastClaim.Term(method, weight, at));
        }
        return new ContrastClaim(block.text(), terms, block.at(context.sweep()), block.tolerance(false), block.meta());
    }
}
