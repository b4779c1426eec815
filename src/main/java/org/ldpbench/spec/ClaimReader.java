package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.labelList;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads one {@code claims[i]} entry of a spec: it checks what every claim shares (allowed keys, the
 * text, the check's name, the labels of {@code methods} and {@code over}) and hands the rest to the
 * {@link ClaimKind} of its {@code check} ({@link ClaimKinds}).
 */
final class ClaimReader {

    private static final Set<String> FIELDS = Set.of("text", "check", "methods", "over", "along", "at", "tolerance",
            "steps", "parameter", "sides", "figure", "expected", "quote", "location", "role", "effect", "reason", "otherAt");

    /** What a claim is checked against: the spec's sweep, methods and outputs. */
    record Context(List<SweepAxis> sweep, List<MethodSpec> methods, List<OutputSpec> figures) {
    }

    private ClaimReader() {
    }

    /**
     * The claim's {@link ClaimMeta}: {@code quote} needs {@code location}; {@code role} is {@code
     * paper} (the default with a quote, which it needs) or {@code exploratory} (the default without);
     * {@code effect} &gt; 0.
     */
    static ClaimMeta meta(YamlNode.MapNode claim, String field) {
        String quote = SpecNodes.optional(claim, "quote").map(n -> string(n, field + ".quote").strip()).orElse("");
        String location = SpecNodes.optional(claim, "location").map(n -> string(n, field + ".location").strip())
                .orElse("");
        if (!quote.isEmpty() && location.isEmpty()) {
            throw SpecException.at(claim, field + ".location", "a quoted claim needs its location (section, figure or"
                    + " table of the paper)");
        }
        String role = SpecNodes.optional(claim, "role").map(n -> oneOf(n, field + ".role", "paper", "exploratory"))
                .orElse(quote.isEmpty() ? "exploratory" : "paper");
        if (role.equals("paper") && quote.isEmpty()) {
            throw SpecException.at(claim.entries().get("role"), field + ".role",
                    "a paper claim needs 'quote' (the paper's words, verbatim) and 'location'");
        }
        double effect = SpecNodes.optional(claim, "effect").map(n -> SpecNodes.number(n, field + ".effect"))
                .orElse(Double.NaN);
        if (effect <= 0) {
            throw SpecException.at(claim.entries().get("effect"), field + ".effect", "must be > 0");
        }
        return new ClaimMeta(quote, location, role.equals("exploratory"), effect);
    }

    static ClaimSpec read(YamlNode node, String field, List<SweepAxis> sweep, List<MethodSpec> methods,
            List<OutputSpec> figures) {
        YamlNode.MapNode claim = map(node, field);
        checkKeys(claim, field, FIELDS);
        String text = string(required(claim, "text", field), field + ".text");
        ClaimKind<?> kind = ClaimKinds.byCheck(oneOf(required(claim, "check", field), field + ".check",
                ClaimKinds.checks())).orElseThrow();
        if (!kind.check().equals("within") && claim.entries().containsKey("otherAt")) {
            throw SpecException.at(claim.entries().get("otherAt"), field + ".otherAt",
                    "only check 'within' takes 'otherAt' (the sweep coordinates where its 'over' label is read)");
        }
        if (!kind.check().equals("pending") && claim.entries().containsKey("reason")) {
            throw SpecException.at(claim.entries().get("reason"), field + ".reason", "only check 'pending' takes 'reason'");
        }
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        List<String> subjects = labelList(claim, "methods", field, labels);
        List<String> over = labelList(claim, "over", field, labels);
        return kind.read(new ClaimBlock(claim, field, kind.check(), text, subjects, over, meta(claim, field)),
                new Context(sweep, methods, figures));
    }
}
