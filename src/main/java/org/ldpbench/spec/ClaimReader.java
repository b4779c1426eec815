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
            "steps", "parameter", "sides", "figure", "expected");

    /** What a claim is checked against: the spec's sweep, methods and outputs. */
    record Context(List<SweepAxis> sweep, List<MethodSpec> methods, List<OutputSpec> figures) {
    }

    private ClaimReader() {
    }

    static ClaimSpec read(YamlNode node, String field, List<SweepAxis> sweep, List<MethodSpec> methods,
            List<OutputSpec> figures) {
        YamlNode.MapNode claim = map(node, field);
        checkKeys(claim, field, FIELDS);
        String text = string(required(claim, "text", field), field + ".text");
        ClaimKind<?> kind = ClaimKinds.byCheck(oneOf(required(claim, "check", field), field + ".check",
                ClaimKinds.checks())).orElseThrow();
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        List<String> subjects = labelList(claim, "methods", field, labels);
        List<String> over = labelList(claim, "over", field, labels);
        return kind.read(new ClaimBlock(claim, field, kind.check(), text, subjects, over),
                new Context(sweep, methods, figures));
    }
}
