package org.ldpbench.experiment;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.privacy.PrivacyBudget;

/**
 * Reads and validates an experiment spec. Every problem is reported before anything runs, as
 * one {@link SpecException} line "file:line:column: field: what is wrong and what is allowed".
 * The schema is documented in {@code experiments/README.md}.
 */
public final class SpecParser {

    private static final Set<String> TOP_LEVEL = Set.of("name", "title", "version", "seed", "replications", "quick",
            "data", "sweep", "methods", "select", "output", "notes", "reference", "claims");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*");
    private static final Pattern RANGE = Pattern.compile("\\s*(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)\\s*");
    /** Largest number of trials one spec may plan; beyond this a grid is almost surely a typo. */
    static final long MAX_TRIALS = 50_000_000L;

    private final String file;
    private final Path baseDirectory;

    private SpecParser(String file) {
        this.file = file;
        Path parent = Path.of(file).toAbsolutePath().getParent();
        this.baseDirectory = parent == null ? Path.of(".") : parent;
    }

    /** Reads and validates the spec at {@code path}. */
    public static ExperimentSpec parse(Path path) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SpecException(path + ": no such spec file");
        } catch (IOException e) {
            throw new SpecException(path + ": cannot read: " + e.getMessage());
        }
        return parse(text, path.toString());
    }

    /** Validates spec {@code text}; {@code fileName} is used in messages. */
    public static ExperimentSpec parse(String text, String fileName) {
        YamlNode root = YamlReader.read(text, fileName);
        return new SpecParser(fileName).spec(root, sha256(text));
    }

    private ExperimentSpec spec(YamlNode rootNode, String hash) {
        YamlNode.MapNode root = map(rootNode, "(top level)");
        checkKeys(root, "(top level)", TOP_LEVEL);
        String name = string(required(root, "name", "(top level)"), "name");
        if (!NAME.matcher(name).matches() || name.contains("..")) {
            throw SpecException.at(root.entries().get("name"), "name",
                    "'" + name + "' is not allowed; use letters, digits, '.', '_', '-' and '/' (e.g. ma-yang/fig4a)");
        }
        String title = optional(root, "title").map(n -> string(n, "title")).orElse(name);
        int version = optional(root, "version").map(n -> (int) integer(n, "version", 1, Integer.MAX_VALUE)).orElse(1);
        long seed = integer(required(root, "seed", "(top level)"), "seed", Long.MIN_VALUE, Long.MAX_VALUE);
        int replications = (int) integer(required(root, "replications", "(top level)"), "replications", 1, 1_000_000);
        int quickReplications = Math.min(replications, 10);
        Optional<YamlNode> quick = optional(root, "quick");
        if (quick.isPresent()) {
            YamlNode.MapNode quickMap = map(quick.get(), "quick");
            checkKeys(quickMap, "quick", Set.of("replications"));
            quickReplications = (int) integer(required(quickMap, "replications", "quick"), "quick.replications", 1,
                    replications);
        }

        YamlNode.MapNode data = map(required(root, "data", "(top level)"), "data");
        checkKeys(data, "data", Set.of("synthetic", "params"));
        YamlNode sourceNode = required(data, "synthetic", "data");
        String sourceName = string(sourceNode, "data.synthetic");
        DataSourceFactory factory = DataSources.find(sourceName).orElseThrow(() -> SpecException.at(sourceNode,
                "data.synthetic", "unknown data source '" + sourceName + "'; known: "
                        + String.join(", ", DataSources.all().keySet())));
        Map<String, Object> dataParameters = new LinkedHashMap<>();
        optional(data, "params").ifPresent(paramsNode -> {
            YamlNode.MapNode params = map(paramsNode, "data.params");
            params.entries().forEach((key, valueNode) -> {
                String field = "data.params." + key;
                ParameterSpec spec = factory.parameters().find(key).orElseThrow(() -> SpecException.at(
                        keyNode(params, key), field, "unknown parameter of " + sourceName + "; allowed: "
                                + String.join(", ", factory.parameters().names())));
                dataParameters.put(key, coerce(spec, scalar(valueNode, field), field, valueNode));
            });
        });

        List<SweepAxis> sweep = sweep(root, factory, dataParameters);
        checkDataComplete(root, factory, dataParameters, sweep);

        boolean hasEpsilon = sweep.stream().anyMatch(a -> a.kind() == SweepAxis.Kind.EPSILON);
        List<MethodSpec> methods = methods(required(root, "methods", "(top level)"), hasEpsilon);

        optional(root, "select").ifPresent(node -> {
            String select = string(node, "select");
            if (!select.equals("best-mean-over-grid")) {
                throw SpecException.at(node, "select", "'" + select + "' is not supported; allowed: best-mean-over-grid");
            }
        });
        Optional<FigureSpec> figure = optional(root, "output").map(node -> output(node, title, sweep, methods));
        List<String> notes = new ArrayList<>();
        optional(root, "notes").ifPresent(node -> {
            List<YamlNode> items = list(node, "notes").items();
            for (int i = 0; i < items.size(); i++) {
                notes.add(string(items.get(i), "notes[" + i + "]"));
            }
        });

        long trials = (long) replications;
        for (SweepAxis axis : sweep) {
            trials *= axis.values().size();
        }
        long perPoint = methods.stream().mapToLong(MethodSpec::size).sum();
        if (trials * perPoint > MAX_TRIALS) {
            throw SpecException.at(root, "methods", "the spec plans " + trials * perPoint
                    + " trials, more than the limit of " + MAX_TRIALS + "; shrink a grid, the sweep or the replications");
        }
        Optional<ReferenceSpec> reference = optional(root, "reference")
                .map(node -> ReferenceReader.read(node, this, baseDirectory, factory, dataParameters, sweep, methods));
        List<ClaimSpec> claims = new ArrayList<>();
        optional(root, "claims").ifPresent(node -> {
            List<YamlNode> items = list(node, "claims").items();
            for (int i = 0; i < items.size(); i++) {
                claims.add(claim(items.get(i), "claims[" + i + "]", sweep, methods));
            }
        });
        return new ExperimentSpec(file, hash, name, title, version, seed, replications, quickReplications, factory,
                dataParameters, sweep, methods, figure, notes, reference, claims);
    }

    private List<SweepAxis> sweep(YamlNode.MapNode root, DataSourceFactory factory, Map<String, Object> dataParams) {
        List<SweepAxis> axes = new ArrayList<>();
        Optional<YamlNode> sweepNode = optional(root, "sweep");
        if (sweepNode.isEmpty()) {
            return axes;
        }
        YamlNode.MapNode sweep = map(sweepNode.get(), "sweep");
        for (Map.Entry<String, YamlNode> entry : sweep.entries().entrySet()) {
            String axis = entry.getKey();
            String field = "sweep." + axis;
            List<YamlNode> items = nonEmptyList(entry.getValue(), field);
            List<Object> values = new ArrayList<>();
            if (axis.equals(SweepAxis.EPSILON)) {
                for (YamlNode item : expandRanges(items, field)) {
                    Object raw = scalar(item, field);
                    if (!(raw instanceof Number number)) {
                        throw SpecException.at(item, field, "'" + text(item) + "' is not a number; epsilon must be finite and > 0");
                    }
                    try {
                        values.add(PrivacyBudget.validateEpsilon(number.doubleValue()));
                    } catch (IllegalArgumentException e) {
                        throw SpecException.at(item, field, e.getMessage());
                    }
                }
                axes.add(new SweepAxis(axis, SweepAxis.Kind.EPSILON, distinct(values, entry.getValue(), field)));
            } else {
                ParameterSpec spec = factory.parameters().find(axis).orElseThrow(() -> SpecException.at(
                        keyNode(sweep, axis), field, "unknown sweep axis; allowed: epsilon, "
                                + String.join(", ", factory.parameters().names())));
                if (dataParams.containsKey(axis)) {
                    throw SpecException.at(keyNode(sweep, axis), field,
                            "'" + axis + "' is set in data.params too; give it in one place");
                }
                for (YamlNode item : expandRanges(items, field)) {
                    values.add(coerce(spec, scalar(item, field), field, item));
                }
                axes.add(new SweepAxis(axis, SweepAxis.Kind.DATA, distinct(values, entry.getValue(), field)));
            }
        }
        return axes;
    }

    private void checkDataComplete(YamlNode.MapNode root, DataSourceFactory factory, Map<String, Object> fixed,
            List<SweepAxis> sweep) {
        Map<String, Object> probe = new LinkedHashMap<>(fixed);
        for (SweepAxis axis : sweep) {
            if (axis.kind() == SweepAxis.Kind.DATA) {
                probe.put(axis.name(), axis.values().get(0));
            }
        }
        try {
            factory.parameters().complete(probe);
        } catch (IllegalArgumentException e) {
            throw SpecException.at(root.entries().get("data"), "data.params", e.getMessage()
                    + " (give it in data.params or as a sweep axis)");
        }
    }

    private List<MethodSpec> methods(YamlNode node, boolean hasEpsilon) {
        List<YamlNode> items = nonEmptyList(node, "methods");
        List<MethodSpec> methods = new ArrayList<>();
        Set<String> labels = new HashSet<>();
        for (int i = 0; i < items.size(); i++) {
            String field = "methods[" + i + "]";
            YamlNode item = items.get(i);
            YamlNode.MapNode entry;
            if (item instanceof YamlNode.Scalar) {
                entry = new YamlNode.MapNode(Map.of("name", item), Map.of("name", item.location()), item.location());
            } else {
                entry = map(item, field);
            }
            checkKeys(entry, field, Set.of("name", "label", "params", "grid"));
            YamlNode nameNode = required(entry, "name", field);
            String methodName = string(nameNode, field + ".name");
            Method method = Methods.find(methodName).orElseThrow(() -> SpecException.at(nameNode, field + ".name",
                    "unknown method '" + methodName + "'; known: " + String.join(", ", Methods.all().keySet())));
            String label = optional(entry, "label").map(n -> string(n, field + ".label")).orElse(methodName);
            if (!labels.add(label)) {
                throw SpecException.at(entry, field + ".label", "label '" + label
                        + "' is used twice; give each entry of the same method its own label");
            }
            if (!hasEpsilon && method.privacyModel() != PrivacyModel.NONE) {
                throw SpecException.at(nameNode, field + ".name", methodName + " is private and needs a budget; "
                        + "add a sweep axis 'epsilon' (e.g. sweep: {epsilon: [1]})");
            }
            Map<String, Object> fixed = new LinkedHashMap<>();
            optional(entry, "params").ifPresent(paramsNode -> {
                YamlNode.MapNode params = map(paramsNode, field + ".params");
                params.entries().forEach((key, valueNode) -> {
                    String paramField = field + ".params." + key;
                    ParameterSpec spec = methodParameter(method, params, key, paramField);
                    fixed.put(key, coerce(spec, scalar(valueNode, paramField), paramField, valueNode));
                });
            });
            Map<String, List<Object>> grid = new LinkedHashMap<>();
            optional(entry, "grid").ifPresent(gridNode -> {
                YamlNode.MapNode gridMap = map(gridNode, field + ".grid");
                gridMap.entries().forEach((key, valuesNode) -> {
                    String gridField = field + ".grid." + key;
                    ParameterSpec spec = methodParameter(method, gridMap, key, gridField);
                    if (fixed.containsKey(key)) {
                        throw SpecException.at(keyNode(gridMap, key), gridField,
                                "'" + key + "' is in params too; give it in one place");
                    }
                    List<Object> values = new ArrayList<>();
                    for (YamlNode valueNode : expandRanges(nonEmptyList(valuesNode, gridField), gridField)) {
                        values.add(coerce(spec, scalar(valueNode, gridField), gridField, valueNode));
                    }
                    grid.put(key, distinct(values, valuesNode, gridField));
                });
            });
            MethodSpec spec = new MethodSpec(label, method, fixed, grid);
            for (ParameterSpec parameter : method.parameters().specs()) {
                if (parameter.required() && !fixed.containsKey(parameter.name())
                        && !grid.containsKey(parameter.name())) {
                    throw SpecException.at(entry, field, methodName + " needs '" + parameter.name() + "' ("
                            + parameter.type().describe() + "); give it in params or grid");
                }
            }
            methods.add(spec);
        }
        return methods;
    }

    private ParameterSpec methodParameter(Method method, YamlNode.MapNode owner, String key, String field) {
        return method.parameters().find(key).orElseThrow(() -> SpecException.at(keyNode(owner, key), field,
                "unknown parameter of " + method.name() + "; allowed: " + String.join(", ", method.parameters().names())));
    }

    private FigureSpec output(YamlNode node, String specTitle, List<SweepAxis> sweep, List<MethodSpec> methods) {
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

    private ClaimSpec claim(YamlNode node, String field, List<SweepAxis> sweep, List<MethodSpec> methods) {
        YamlNode.MapNode claim = map(node, field);
        checkKeys(claim, field, Set.of("text", "check", "methods", "over", "along", "at", "tolerance"));
        String text = string(required(claim, "text", field), field + ".text");
        String check = oneOf(required(claim, "check", field), field + ".check", "increasing", "dominates", "within",
                "below-bayes");
        Set<String> labels = new LinkedHashSet<>();
        methods.forEach(m -> labels.add(m.label()));
        List<String> subjects = labelList(claim, "methods", field, labels);
        List<String> over = labelList(claim, "over", field, labels);
        if ((check.equals("dominates") || check.equals("within")) && over.isEmpty()) {
            throw SpecException.at(claim, field + ".over", "check '" + check + "' needs the labels to compare with");
        }
        if (check.equals("within") && over.size() != 1) {
            throw SpecException.at(claim.entries().get("over"), field + ".over", "check 'within' takes one label");
        }
        String along = null;
        if (check.equals("increasing")) {
            YamlNode alongNode = required(claim, "along", field);
            along = string(alongNode, field + ".along");
            String axisName = along;
            if (sweep.stream().noneMatch(a -> a.name().equals(axisName))) {
                throw SpecException.at(alongNode, field + ".along", "'" + along + "' is not a sweep axis");
            }
        }
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
        double tolerance = 0.0;
        if (check.equals("within")) {
            YamlNode toleranceNode = required(claim, "tolerance", field);
            tolerance = number(toleranceNode, field + ".tolerance");
            if (tolerance < 0) {
                throw SpecException.at(toleranceNode, field + ".tolerance", "must be >= 0");
            }
        }
        return new ClaimSpec(text, check, subjects, over, along, at, tolerance);
    }

    private List<String> labelList(YamlNode.MapNode owner, String key, String field, Set<String> labels) {
        List<String> out = new ArrayList<>();
        optional(owner, key).ifPresent(node -> {
            for (YamlNode item : list(node, field + "." + key).items()) {
                String label = string(item, field + "." + key);
                if (!labels.contains(label)) {
                    throw SpecException.at(item, field + "." + key, "'" + label + "' is not a method label; allowed: "
                            + String.join(", ", labels));
                }
                out.add(label);
            }
        });
        return out;
    }

    // ---- node helpers: each names the field and the location on failure ----

    YamlNode.MapNode map(YamlNode node, String field) {
        if (node instanceof YamlNode.MapNode m) {
            return m;
        }
        throw SpecException.at(node, field, "expected a mapping (key: value lines), found " + node.kind());
    }

    private YamlNode.ListNode list(YamlNode node, String field) {
        if (node instanceof YamlNode.ListNode l) {
            return l;
        }
        if (node instanceof YamlNode.Scalar s && s.value() != null) {
            return new YamlNode.ListNode(List.of(node), node.location());
        }
        throw SpecException.at(node, field, "expected a list, found " + node.kind());
    }

    private List<YamlNode> nonEmptyList(YamlNode node, String field) {
        List<YamlNode> items = list(node, field).items();
        if (items.isEmpty()) {
            throw SpecException.at(node, field, "empty grid; give at least one value");
        }
        return items;
    }

    YamlNode required(YamlNode.MapNode map, String key, String owner) {
        YamlNode node = map.entries().get(key);
        if (node == null) {
            throw SpecException.at(map, owner.equals("(top level)") ? key : owner + "." + key, "missing required field");
        }
        return node;
    }

    static Optional<YamlNode> optional(YamlNode.MapNode map, String key) {
        return Optional.ofNullable(map.entries().get(key));
    }

    void checkKeys(YamlNode.MapNode map, String owner, Set<String> allowed) {
        for (String key : map.entries().keySet()) {
            if (!allowed.contains(key)) {
                String field = owner.equals("(top level)") ? key : owner + "." + key;
                throw SpecException.at(keyNode(map, key), field, "unknown field; allowed: "
                        + String.join(", ", allowed.stream().sorted().toList()));
            }
        }
    }

    /** A stand-in node located at {@code key} itself (for errors about the key). */
    private static YamlNode keyNode(YamlNode.MapNode map, String key) {
        YamlNode.Location where = map.keyLocations().getOrDefault(key, map.location());
        return new YamlNode.Scalar(key, key, where);
    }

    private Object scalar(YamlNode node, String field) {
        if (node instanceof YamlNode.Scalar s && s.value() != null) {
            return s.value();
        }
        throw SpecException.at(node, field, "expected a single value, found " + node.kind());
    }

    String string(YamlNode node, String field) {
        Object value = scalar(node, field);
        if (value instanceof String s && !s.isBlank()) {
            return s;
        }
        throw SpecException.at(node, field, "expected text, found " + node.kind());
    }

    long integer(YamlNode node, String field, long min, long max) {
        Object value = scalar(node, field);
        if (value instanceof Long l && l >= min && l <= max) {
            return l;
        }
        String allowed = max == Long.MAX_VALUE || max == Integer.MAX_VALUE ? "an integer >= " + min
                : "an integer between " + min + " and " + max;
        throw SpecException.at(node, field, "'" + text(node) + "' is not allowed; must be " + allowed);
    }

    private double number(YamlNode node, String field) {
        Object value = scalar(node, field);
        if (value instanceof Number n && Double.isFinite(n.doubleValue())) {
            return n.doubleValue();
        }
        throw SpecException.at(node, field, "'" + text(node) + "' is not a finite number");
    }

    String oneOf(YamlNode node, String field, String... allowed) {
        String value = string(node, field);
        for (String option : allowed) {
            if (option.equals(value)) {
                return value;
            }
        }
        throw SpecException.at(node, field, "'" + value + "' is not allowed; allowed: " + String.join(", ", allowed));
    }

    private Object coerce(ParameterSpec spec, Object raw, String field, YamlNode at) {
        try {
            return spec.type().coerce(raw);
        } catch (IllegalArgumentException e) {
            throw SpecException.at(at, field,
                    "'" + raw + "' " + e.getMessage().replaceFirst("^must", "is not allowed; must"));
        }
    }

    /** Expands "a..b" items (integers a ≤ b) into a, a+1, ..., b. */
    private List<YamlNode> expandRanges(List<YamlNode> items, String field) {
        List<YamlNode> out = new ArrayList<>();
        for (YamlNode item : items) {
            if (item instanceof YamlNode.Scalar s && s.value() instanceof String text) {
                Matcher m = RANGE.matcher(text);
                if (m.matches()) {
                    long from = Long.parseLong(m.group(1));
                    long to = Long.parseLong(m.group(2));
                    if (from > to || to - from > 10_000) {
                        throw SpecException.at(item, field, "range '" + text
                                + "' must go upwards and hold at most 10001 values");
                    }
                    for (long v = from; v <= to; v++) {
                        out.add(new YamlNode.Scalar(v, Long.toString(v), s.location()));
                    }
                    continue;
                }
            }
            out.add(item);
        }
        return out;
    }

    private List<Object> distinct(List<Object> values, YamlNode node, String field) {
        Set<String> seen = new HashSet<>();
        for (Object value : values) {
            if (!seen.add(ParameterSet.format(value))) {
                throw SpecException.at(node, field, "value " + ParameterSet.format(value) + " appears twice");
            }
        }
        return values;
    }

    private static String text(YamlNode node) {
        return node instanceof YamlNode.Scalar s ? s.text() : node.kind();
    }

    private static String sha256(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
