package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code type: nearest} outputs ({@link NearestSpec}): {@code candidates} maps a column of
 * the spec's reference file to a non-empty list of the spec's method labels; {@code external} and
 * {@code externalLabel} are optional and go together.
 */
final class NearestKind implements OutputKind<NearestSpec> {

    private static final Set<String> FIELDS = OutputKind.withCommonFields("at", "candidates", "external",
            "externalLabel");

    @Override
    public String type() {
        return "nearest";
    }

    @Override
    public Class<NearestSpec> specClass() {
        return NearestSpec.class;
    }

    @Override
    public Set<String> fields() {
        return FIELDS;
    }

    @Override
    public NearestSpec read(OutputBlock block, FigureReader.Context context) {
        YamlNode.MapNode figure = block.node();
        String f = block.field();
        block.claimFile();
        Set<String> labels = CurvesReader.labels(context);
        Map<String, List<String>> candidates = new LinkedHashMap<>();
        YamlNode.MapNode given = map(required(figure, "candidates", f), f + ".candidates");
        for (Map.Entry<String, YamlNode> entry : given.entries().entrySet()) {
            String field = f + ".candidates." + entry.getKey();
            List<String> ours = new ArrayList<>();
            for (YamlNode item : nonEmptyList(entry.getValue(), field)) {
                String label = string(item, field);
                if (!labels.contains(label)) {
                    throw SpecException.at(item, field, "'" + label + "' is not a method label; allowed: "
                            + String.join(", ", labels));
                }
                ours.add(label);
            }
            candidates.put(entry.getKey(), ours);
        }
        String external = optional(figure, "external").map(n -> string(n, f + ".external")).orElse(null);
        String externalLabel = optional(figure, "externalLabel").map(n -> string(n, f + ".externalLabel"))
                .orElse(null);
        if ((external == null) != (externalLabel == null)) {
            throw SpecException.at(figure, f, "external and externalLabel go together; give both or neither");
        }
        return new NearestSpec(block.name(), block.title(context.specTitle()), block.at(), candidates, external,
                externalLabel, context.baseDirectory());
    }
}
