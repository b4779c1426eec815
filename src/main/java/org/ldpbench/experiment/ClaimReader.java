package org.ldpbench.experiment;

import static org.ldpbench.experiment.SpecNodes.checkKeys;
import static org.ldpbench.experiment.SpecNodes.keyNode;
import static org.ldpbench.experiment.SpecNodes.labelList;
import static org.ldpbench.experiment.SpecNodes.map;
import static org.ldpbench.experiment.SpecNodes.number;
import static org.ldpbench.experiment.SpecNodes.oneOf;
import static org.ldpbench.experiment.SpecNodes.optional;
import static org.ldpbench.experiment.SpecNodes.required;
import static org.ldpbench.experiment.SpecNodes.scalar;
import static org.ldpbench.experiment.SpecNodes.string;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads one {@code claims[i]} entry of a spec: a textual claim with a machine check
 * ({@code increasing}, {@code dominates}, {@code within}, {@code below-bayes}) over method labels and
 * sweep axes, validated against the spec's methods and sweep so the check can run on the results.
 */
final class ClaimReader {

    private ClaimReader() {
    }

    static ClaimSpec read(YamlNode node, String field, List<SweepAxis> sweep, List<MethodSpec> methods,
            List<FigureSpec> figures) {
        YamlNode.MapNode claim = map(node, field);
        checkKeys(claim, field, Set.of("text", "check", "methods", "over", "along", "at", "tolerance", "steps",
                "parameter", "sides", "figure", "expected"));
        String text = string(required(claim, "text", field), field + ".text");
        String check = oneOf(required(claim, "check", field), field + ".check", "increasing", "decreasing", "dominates", "within",
                "below-bayes", "peaked", "optimum-increasing", "optimum-decreasing", "slope");
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        List<String> subjects = labelList(claim, "methods", field, labels);
        List<String> over = labelList(claim, "over", field, labels);
        if (check.equals("slope")) {
            return slope(claim, field, text, subjects, figures);
        }
        for (String key : List.of("figure", "expected")) {
            if (claim.entries().containsKey(key)) {
                throw SpecException.at(claim.entries().get(key), field + "." + key,
                        "only check 'slope' takes '" + key + "'");
            }
        }
        if (check.equals("peaked") || check.startsWith("optimum-")) {
            return ShapeClaimReader.read(claim, field, text, check, subjects, over, sweep, methods);
        }
        for (String key : List.of("parameter", "sides")) {
            if (claim.entries().containsKey(key)) {
                throw SpecException.at(claim.entries().get(key), field + "." + key,
                        "only checks 'peaked', 'optimum-increasing' and 'optimum-decreasing' take '" + key + "'");
            }
        }
        if ((check.equals("dominates") || check.equals("within")) && over.isEmpty()) {
            throw SpecException.at(claim, field + ".over", "check '" + check + "' needs the labels to compare with");
        }
        if (check.equals("within") && over.size() != 1) {
            throw SpecException.at(claim.entries().get("over"), field + ".over", "check 'within' takes one label");
        }
        String along = null;
        if (alongAxis(check)) {
            YamlNode alongNode = required(claim, "along", field);
            along = string(alongNode, field + ".along");
            String axisName = along;
            if (sweep.stream().noneMatch(a -> a.name().equals(axisName))) {
                throw SpecException.at(alongNode, field + ".along", "'" + along + "' is not a sweep axis");
            }
        }
        Map<String, Object> at = at(claim, field, sweep);
        if (along != null && at.containsKey(along)) {
            throw SpecException.at(keyNode((YamlNode.MapNode) claim.entries().get("at"), along), field + ".at." + along,
                    "check '" + check + "' varies '" + along + "'; 'at' can only fix the other sweep axes");
        }
        if (!alongAxis(check) && claim.entries().containsKey("along")) {
            throw SpecException.at(claim.entries().get("along"), field + ".along",
                    "only checks 'increasing' and 'decreasing' take 'along'");
        }
        if ((alongAxis(check) || check.equals("below-bayes")) && claim.entries().containsKey("over")) {
            throw SpecException.at(claim.entries().get("over"), field + ".over",
                    "check '" + check + "' compares no labels; 'over' is for 'dominates' and 'within'");
        }
        // within: |a − b| <= tolerance (required); dominates, increasing: a >= b − tolerance (default 0)
        double tolerance = 0.0;
        YamlNode toleranceNode = check.equals("within") ? required(claim, "tolerance", field)
                : claim.entries().get("tolerance");
        if (toleranceNode != null) {
            if (check.equals("below-bayes")) {
                throw SpecException.at(toleranceNode, field + ".tolerance", "check 'below-bayes' takes no tolerance;"
                        + " allowed for 'within', 'dominates', 'increasing' and 'decreasing'");
            }
            tolerance = number(toleranceNode, field + ".tolerance");
            if (tolerance < 0) {
                throw SpecException.at(toleranceNode, field + ".tolerance", "must be >= 0");
            }
        }
        boolean endsOnly = false;
        java.util.Optional<YamlNode> steps = optional(claim, "steps");
        if (steps.isPresent()) {
            if (!alongAxis(check)) {
                throw SpecException.at(steps.get(), field + ".steps", "only checks 'increasing' and 'decreasing' take"
                        + " 'steps'");
            }
            endsOnly = oneOf(steps.get(), field + ".steps", "each", "ends").equals("ends");
        }
        return new ClaimSpec(text, check, subjects, over, along, at, tolerance, endsOnly);
    }

    /**
     * {@code check: slope}: {@code expected} (the theory's exponent) and {@code tolerance} (≥ 0) are
     * required; {@code figure} names a line figure with {@code fit: loglog} (default: the only such figure).
     */
    private static ClaimSpec slope(YamlNode.MapNode claim, String field, String text, List<String> subjects,
            List<FigureSpec> figures) {
        for (String key : List.of("over", "along", "at", "steps", "parameter", "sides")) {
            if (claim.entries().containsKey(key)) {
                throw SpecException.at(claim.entries().get(key), field + "." + key, "check 'slope' takes no '" + key
                        + "'; allowed: text, check, methods, figure, expected, tolerance");
            }
        }
        double expected = number(required(claim, "expected", field), field + ".expected");
        YamlNode toleranceNode = required(claim, "tolerance", field);
        double tolerance = number(toleranceNode, field + ".tolerance");
        if (tolerance < 0) {
            throw SpecException.at(toleranceNode, field + ".tolerance", "must be >= 0");
        }
        List<FigureSpec> fitted = figures.stream().filter(FigureSpec::fitLogLog).toList();
        List<String> names = fitted.stream().map(f -> f.name() == null ? "(output.figure)" : f.name()).toList();
        java.util.Optional<YamlNode> figureNode = optional(claim, "figure");
        FigureSpec figure;
        if (figureNode.isPresent()) {
            String name = string(figureNode.get(), field + ".figure");
            figure = fitted.stream().filter(f -> name.equals(f.name())).findFirst()
                    .orElseThrow(() -> SpecException.at(figureNode.get(), field + ".figure", "'" + name
                            + "' is not a figure with fit: loglog; allowed: " + (names.isEmpty() ? "none"
                            : String.join(", ", names))));
        } else if (fitted.size() == 1) {
            figure = fitted.get(0);
        } else {
            throw SpecException.at(claim, field + ".figure", fitted.isEmpty()
                    ? "check 'slope' needs a line figure with fit: loglog"
                    : "several figures have fit: loglog; name one, allowed: " + String.join(", ", names));
        }
        return new ClaimSpec(text, "slope", subjects, List.of(), null, Map.of(), tolerance, false, null, null,
                figure.name(), expected);
    }

    /** The fixed sweep coordinates of {@code at}, each matched to the axis' own value. */
    static Map<String, Object> at(YamlNode.MapNode claim, String field, List<SweepAxis> sweep) {
        Map<String, Object> at = new LinkedHashMap<>();
        optional(claim, "at").ifPresent(atNode -> {
            YamlNode.MapNode atMap = map(atNode, field + ".at");
            atMap.entries().forEach((axisName, valueNode) -> {
                SweepAxis axis = sweep.stream().filter(a -> a.name().equals(axisName)).findFirst()
                        .orElseThrow(() -> SpecException.at(keyNode(atMap, axisName), field + ".at." + axisName,
                                "not a sweep axis"));
                Object value = scalar(valueNode, field + ".at." + axisName);
                Object match = axis.values().stream()
                        .filter(v -> v instanceof Number && value instanceof Number
                                ? ((Number) v).doubleValue() == ((Number) value).doubleValue() : v.equals(value))
                        .findFirst().orElseThrow(() -> SpecException.at(valueNode, field + ".at." + axisName,
                                "'" + value + "' is not a value of the sweep axis"));
                at.put(axisName, match);
            });
        });
        return at;
    }

    /** Checks that compare consecutive points along a sweep axis. */
    private static boolean alongAxis(String check) {
        return check.equals("increasing") || check.equals("decreasing");
    }
}
