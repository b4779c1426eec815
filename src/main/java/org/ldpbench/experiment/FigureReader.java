package org.ldpbench.experiment;

import static org.ldpbench.experiment.SpecNodes.checkKeys;
import static org.ldpbench.experiment.SpecNodes.list;
import static org.ldpbench.experiment.SpecNodes.map;
import static org.ldpbench.experiment.SpecNodes.number;
import static org.ldpbench.experiment.SpecNodes.oneOf;
import static org.ldpbench.experiment.SpecNodes.optional;
import static org.ldpbench.experiment.SpecNodes.required;
import static org.ldpbench.experiment.SpecNodes.string;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a spec's {@code output:} block (its {@code figure}) into a {@link FigureSpec}: the x axis must
 * be a sweep axis and dashed series must be method labels, so a figure that cannot be drawn is
 * reported when the spec is parsed rather than after the trials have run.
 */
final class FigureReader {

    private FigureReader() {
    }

    static FigureSpec read(YamlNode node, String specTitle, List<SweepAxis> sweep, List<MethodSpec> methods) {
        YamlNode.MapNode output = map(node, "output");
        checkKeys(output, "output", Set.of("figure"));
        YamlNode.MapNode figure = map(required(output, "figure", "output"), "output.figure");
        String f = "output.figure";
        checkKeys(figure, f, Set.of("type", "title", "x", "xAxis", "xLabel", "y", "yLabel", "yRange", "errorBars",
                "series", "references", "dashed"));
        optional(figure, "type").ifPresent(n -> oneOf(n, f + ".type", "line"));
        optional(figure, "y").ifPresent(n -> oneOf(n, f + ".y", "accuracy"));
        optional(figure, "series").ifPresent(n -> oneOf(n, f + ".series", "method"));
        YamlNode xNode = required(figure, "x", f);
        String x = string(xNode, f + ".x");
        if (sweep.stream().noneMatch(a -> a.name().equals(x))) {
            throw SpecException.at(xNode, f + ".x", "'" + x + "' is not a sweep axis; allowed: "
                    + String.join(", ", sweep.stream().map(SweepAxis::name).toList()));
        }
        String xAxis = optional(figure, "xAxis").map(n -> oneOf(n, f + ".xAxis", "category", "linear", "log"))
                .orElse("category");
        double yMin = Double.NaN;
        double yMax = Double.NaN;
        Optional<YamlNode> yRange = optional(figure, "yRange");
        if (yRange.isPresent()) {
            List<YamlNode> bounds = list(yRange.get(), f + ".yRange").items();
            if (bounds.size() != 2) {
                throw SpecException.at(yRange.get(), f + ".yRange", "give [lower, upper]");
            }
            yMin = number(bounds.get(0), f + ".yRange");
            yMax = number(bounds.get(1), f + ".yRange");
            if (!(yMin < yMax)) {
                throw SpecException.at(yRange.get(), f + ".yRange", "lower must be below upper");
            }
        }
        String errorBars = optional(figure, "errorBars").map(n -> oneOf(n, f + ".errorBars", "se", "sd", "none"))
                .orElse("se");
        List<String> references = new ArrayList<>();
        optional(figure, "references").ifPresent(n -> {
            for (YamlNode item : list(n, f + ".references").items()) {
                references.add(oneOf(item, f + ".references", "bayes"));
            }
        });
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        Set<String> dashed = new LinkedHashSet<>();
        optional(figure, "dashed").ifPresent(n -> {
            for (YamlNode item : list(n, f + ".dashed").items()) {
                String label = string(item, f + ".dashed");
                if (!labels.contains(label)) {
                    throw SpecException.at(item, f + ".dashed", "'" + label + "' is not a method label; allowed: "
                            + String.join(", ", labels));
                }
                dashed.add(label);
            }
        });
        String title = optional(figure, "title").map(n -> string(n, f + ".title")).orElse(specTitle);
        String xLabel = optional(figure, "xLabel").map(n -> string(n, f + ".xLabel")).orElse(x);
        String yLabel = optional(figure, "yLabel").map(n -> string(n, f + ".yLabel")).orElse("accuracy");
        return new FigureSpec(title, x, xAxis, xLabel, yLabel, yMin, yMax, errorBars, references, dashed);
    }
}
