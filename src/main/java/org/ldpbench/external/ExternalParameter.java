package org.ldpbench.external;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import org.ldpbench.UserError;
import org.ldpbench.param.Keyword;
import org.ldpbench.param.Param;
import org.ldpbench.param.ParameterSpec;

/**
 * One parameter of an external method, as its descriptor declares it: an integer or real range, a
 * default, and whether it is a fit parameter (new releases) or post-processing (the same releases).
 *
 * @param key the typed key built from the declaration
 * @param spec the declaration with its default and help line
 * @param postProcessing whether the parameter is post-processing
 */
public record ExternalParameter(Param<?> key, ParameterSpec spec, boolean postProcessing) {

    /** The types a descriptor may declare ({@code type:}), by their words. */
    private enum Kind implements Keyword {
        INTEGER, REAL
    }

    /** The parameter {@code name} declared by {@code node} in {@code file}. */
    static ExternalParameter read(Path file, String name, JsonNode node) {
        String where = file + ": parameter '" + name + "'";
        if (!node.isObject()) {
            throw new UserError(where + " must be a mapping {type, min, max, default, stage, help}");
        }
        String type = ExternalDescriptor.text(file, node, "type");
        String stage = ExternalDescriptor.text(file, node, "stage");
        if (!stage.equals("fit") && !stage.equals("post")) {
            throw new UserError(where + ": stage '" + stage + "' is not one of fit, post");
        }
        boolean post = stage.equals("post");
        String help = node.has("help") ? node.get("help").asText() : name;
        JsonNode min = node.get("min");
        JsonNode max = node.get("max");
        JsonNode defaultValue = node.get("default");
        if (min == null || max == null || defaultValue == null || !min.isNumber() || !max.isNumber()
                || !defaultValue.isNumber()) {
            throw new UserError(where + ": min, max and default must be numbers");
        }
        Kind kind = Keyword.parse(Kind.class, type).orElseThrow(() -> new UserError(where + ": type '" + type
                + "' is not one of " + String.join(", ", Keyword.keywords(Kind.class))));
        try {
            return switch (kind) {
                case INTEGER -> {
                    Param<Integer> key = Param.integer(name, min.asInt(), max.asInt());
                    yield new ExternalParameter(key,
                            post ? key.postProcessing(defaultValue.asInt(), help) : key.fit(defaultValue.asInt(), help),
                            post);
                }
                case REAL -> {
                    Param<Double> key = Param.real(name, min.asDouble(), true, max.asDouble());
                    yield new ExternalParameter(key, post ? key.postProcessing(defaultValue.asDouble(), help)
                            : key.fit(defaultValue.asDouble(), help), post);
                }
            };
        } catch (IllegalArgumentException e) {
            throw new UserError(where + ": " + e.getMessage());
        }
    }
}
