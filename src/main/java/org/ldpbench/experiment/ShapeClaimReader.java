package org.ldpbench.experiment;

import static org.ldpbench.experiment.SpecNodes.oneOf;
import static org.ldpbench.experiment.SpecNodes.optional;
import static org.ldpbench.experiment.SpecNodes.required;
import static org.ldpbench.experiment.SpecNodes.string;

import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the claims about the shape of a curve over a grid parameter: {@code peaked} (the best
 * interior value of the parameter beats the ends, an inverted U) and {@code optimum-increasing}
 * (the best value of the parameter grows along a sweep axis). The parameter must be in the grid of
 * every method the claim is about, with enough values for the shape to mean something.
 */
final class ShapeClaimReader {

    private ShapeClaimReader() {
    }

    static ClaimSpec read(YamlNode.MapNode claim, String field, String text, String check, List<String> subjects,
            List<String> over, List<SweepAxis> sweep, List<MethodSpec> methods) {
        if (!over.isEmpty()) {
            throw SpecException.at(claim.entries().get("over"), field + ".over",
                    "check '" + check + "' compares no labels; 'over' is for 'dominates' and 'within'");
        }
        if (claim.entries().containsKey("tolerance")) {
            throw SpecException.at(claim.entries().get("tolerance"), field + ".tolerance",
                    "check '" + check + "' takes no tolerance");
        }
        List<MethodSpec> about = methods.stream()
                .filter(m -> subjects.isEmpty() || subjects.contains(m.label())).toList();
        Map<String, Object> at = ClaimReader.at(claim, field, sweep);
        if (check.equals("peaked")) {
            for (String key : List.of("parameter", "steps")) {
                if (claim.entries().containsKey(key)) {
                    throw SpecException.at(claim.entries().get(key), field + "." + key,
                            "check 'peaked' takes no '" + key + "'; 'along' names its grid parameter");
                }
            }
            YamlNode alongNode = required(claim, "along", field);
            String along = string(alongNode, field + ".along");
            gridParameter(alongNode, field + ".along", along, about, 3);
            String sides = optional(claim, "sides").map(n -> oneOf(n, field + ".sides", "both", "first", "last"))
                    .orElse("both");
            return new ClaimSpec(text, check, subjects, List.of(), along, at, 0.0, false, null, sides);
        }
        if (claim.entries().containsKey("sides")) {
            throw SpecException.at(claim.entries().get("sides"), field + ".sides", "only check 'peaked' takes 'sides'");
        }
        YamlNode parameterNode = required(claim, "parameter", field);
        String parameter = string(parameterNode, field + ".parameter");
        gridParameter(parameterNode, field + ".parameter", parameter, about, 2);
        YamlNode alongNode = required(claim, "along", field);
        String along = string(alongNode, field + ".along");
        if (sweep.stream().noneMatch(a -> a.name().equals(along))) {
            throw SpecException.at(alongNode, field + ".along", "'" + along + "' is not a sweep axis");
        }
        if (at.containsKey(along)) {
            throw SpecException.at(claim.entries().get("at"), field + ".at." + along,
                    "check '" + check + "' varies '" + along + "'; 'at' can only fix the other sweep axes");
        }
        boolean endsOnly = optional(claim, "steps").map(n -> oneOf(n, field + ".steps", "each", "ends"))
                .orElse("each").equals("ends");
        return new ClaimSpec(text, check, subjects, List.of(), along, at, 0.0, endsOnly, parameter, null);
    }

    /** Checks that {@code name} is a numeric grid parameter with at least {@code minValues} values in every method. */
    private static void gridParameter(YamlNode node, String field, String name, List<MethodSpec> methods,
            int minValues) {
        for (MethodSpec method : methods) {
            List<Object> values = method.grid().get(name);
            if (values == null) {
                throw SpecException.at(node, field, "'" + name + "' is not a grid parameter of " + method.label()
                        + "; its grid has " + (method.grid().isEmpty() ? "no parameters" : String.join(", ",
                        Set.copyOf(method.grid().keySet()).stream().sorted().toList())));
            }
            if (values.size() < minValues || !values.stream().allMatch(v -> v instanceof Number)) {
                throw SpecException.at(node, field, "'" + name + "' of " + method.label() + " needs at least "
                        + minValues + " numeric values in the grid, has " + values.stream()
                        .map(org.ldpbench.param.ParameterSet::format).toList());
            }
        }
    }
}
