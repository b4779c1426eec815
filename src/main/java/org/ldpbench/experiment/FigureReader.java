package org.ldpbench.experiment;

import static org.ldpbench.experiment.SpecNodes.checkKeys;
import static org.ldpbench.experiment.SpecNodes.integer;
import static org.ldpbench.experiment.SpecNodes.keyNode;
import static org.ldpbench.experiment.SpecNodes.list;
import static org.ldpbench.experiment.SpecNodes.map;
import static org.ldpbench.experiment.SpecNodes.number;
import static org.ldpbench.experiment.SpecNodes.oneOf;
import static org.ldpbench.experiment.SpecNodes.optional;
import static org.ldpbench.experiment.SpecNodes.required;
import static org.ldpbench.experiment.SpecNodes.scalar;
import static org.ldpbench.experiment.SpecNodes.string;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.PlottableFunctions;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;

/**
 * Reads a spec's {@code output:} block, a single {@code figure} and/or a list of {@code figures},
 * into {@link FigureSpec}s: line charts, tables and heat maps. Everything a renderer needs is
 * checked here (x is a sweep axis or grid parameter, every sweep axis is drawn, split or fixed,
 * log axes have positive values, heat-map functions exist), so a figure that cannot be drawn is
 * reported when the spec is parsed rather than after the trials have run.
 */
final class FigureReader {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]+");
    private static final String METHOD = "method";

    private static final Set<String> COMMON = Set.of("type", "name", "title");
    private static final Set<String> LINE = union(COMMON, Set.of("x", "xAxis", "yAxis", "xLabel", "y", "yLabel",
            "yRange", "errorBars", "series", "at", "references", "dashed", "fit", "fitBelow", "value"));
    private static final Set<String> TABLE = union(COMMON, Set.of("x", "y", "errorBars", "series", "at",
            "columnGroups", "decimals", "bold", "layout", "ranks", "unranked", "value"));
    private static final Set<String> HEATMAP = union(COMMON, Set.of("functions", "at", "resolution", "zRange",
            "xLabel", "yLabel"));

    /** What the figures of one spec are drawn from. */
    record Context(String specTitle, String metric, List<SweepAxis> sweep, List<MethodSpec> methods,
            DataSourceFactory factory, Map<String, Object> dataParameters, java.nio.file.Path baseDirectory) {
    }

    private FigureReader() {
    }

    /** Every output of the spec, {@code figure} first, then {@code figures} in order. */
    static List<FigureSpec> read(YamlNode node, Context context) {
        YamlNode.MapNode output = map(node, "output");
        checkKeys(output, "output", Set.of("figure", "figures"));
        if (output.entries().isEmpty()) {
            throw SpecException.at(output, "output", "give a figure or a list of figures");
        }
        List<FigureSpec> figures = new ArrayList<>();
        Map<String, YamlNode> files = new LinkedHashMap<>();
        optional(output, "figure").ifPresent(n -> figures.add(figure(n, "output.figure", false, context, files)));
        optional(output, "figures").ifPresent(n -> {
            List<YamlNode> items = list(n, "output.figures").items();
            if (items.isEmpty()) {
                throw SpecException.at(n, "output.figures", "empty list; give at least one figure");
            }
            for (int i = 0; i < items.size(); i++) {
                figures.add(figure(items.get(i), "output.figures[" + i + "]", true, context, files));
            }
        });
        return figures;
    }

    private static FigureSpec figure(YamlNode node, String f, boolean nameRequired, Context context,
            Map<String, YamlNode> files) {
        YamlNode.MapNode figure = map(node, f);
        FigureSpec.Type type = optional(figure, "type")
                .map(n -> FigureSpec.Type.valueOf(oneOf(n, f + ".type", "line", "table", "heatmap")
                        .toUpperCase(java.util.Locale.ROOT)))
                .orElse(FigureSpec.Type.LINE);
        checkKeys(figure, f, switch (type) {
            case LINE -> LINE;
            case TABLE -> TABLE;
            case HEATMAP -> HEATMAP;
        });
        String name = null;
        if (nameRequired) {
            required(figure, "name", f);
        }
        Optional<YamlNode> nameNode = optional(figure, "name");
        if (nameNode.isPresent()) {
            name = string(nameNode.get(), f + ".name");
            if (!NAME.matcher(name).matches()) {
                throw SpecException.at(nameNode.get(), f + ".name", "'" + name
                        + "' is not allowed; use letters, digits, '.', '_' and '-' (it becomes part of a file name)");
            }
        }
        YamlNode where = nameNode.orElse(figure);
        Map<String, Object> at = at(figure, f, context.sweep());
        if (type == FigureSpec.Type.HEATMAP) {
            return heatMap(figure, f, name, at, context, files, where);
        }
        claimFile(files, name == null ? "" : name, where, f);

        YamlNode xNode = required(figure, "x", f);
        String x = string(xNode, f + ".x");
        Optional<SweepAxis> sweepX = axis(context.sweep(), x);
        List<Object> xValues;
        if (sweepX.isPresent()) {
            xValues = sweepX.get().values();
        } else {
            xValues = parameterValues(x, context.methods());
            if (xValues == null) {
                Set<String> allowed = new LinkedHashSet<>();
                context.sweep().forEach(a -> allowed.add(a.name()));
                context.methods().forEach(m -> allowed.addAll(m.grid().keySet()));
                throw SpecException.at(xNode, f + ".x", "'" + x + "' is neither a sweep axis nor a grid parameter of"
                        + " the methods; allowed: " + String.join(", ", allowed));
            }
        }
        if (at.containsKey(x)) {
            throw SpecException.at(keyNode(map(figure.entries().get("at"), f + ".at"), x), f + ".at." + x,
                    "'" + x + "' is the x axis; it cannot also be fixed");
        }
        optional(figure, "y").ifPresent(n -> oneOf(n, f + ".y", context.metric()));
        String errorBars = optional(figure, "errorBars").map(n -> oneOf(n, f + ".errorBars", "se", "sd", "none"))
                .orElse("se");

        String columnGroups = null;
        Optional<YamlNode> groupsNode = optional(figure, "columnGroups");
        if (groupsNode.isPresent()) {
            columnGroups = string(groupsNode.get(), f + ".columnGroups");
            String group = columnGroups;
            if (axis(context.sweep(), group).isEmpty()) {
                throw SpecException.at(groupsNode.get(), f + ".columnGroups", "'" + group
                        + "' is not a sweep axis; allowed: " + String.join(", ", axisNames(context.sweep())));
            }
            if (group.equals(x) || at.containsKey(group)) {
                throw SpecException.at(groupsNode.get(), f + ".columnGroups", "'" + group + "' is "
                        + (group.equals(x) ? "the x axis" : "fixed by at") + "; choose another sweep axis");
            }
        }
        List<String> series = series(figure, f, x, at, columnGroups, context.sweep());

        if (type == FigureSpec.Type.TABLE) {
            int decimals = optional(figure, "decimals").map(n -> (int) integer(n, f + ".decimals", 0, 12)).orElse(4);
            String boldMode = optional(figure, "bold").map(n -> oneOf(n, f + ".bold", "best", "wilcoxon", "none"))
                    .orElse("none");
            boolean bold = boldMode.equals("best");
            String title = optional(figure, "title").map(n -> string(n, f + ".title")).orElse(context.specTitle());
            TableStyle style = tableStyle(figure, f, boldMode, context);
            return new FigureSpec(name, type, title, x, sweepX.isEmpty(), xValues, "category", "linear",
                    x, context.metric(), Double.NaN, Double.NaN, errorBars, series, at,
                    List.of(), Set.of(), false, Double.NaN, columnGroups, decimals, bold, List.of(), 0, Double.NaN, Double.NaN,
                    boldMode.equals("wilcoxon"), style);
        }

        String xAxis = optional(figure, "xAxis").map(n -> oneOf(n, f + ".xAxis", "category", "linear", "log"))
                .orElse("category");
        if (!xAxis.equals("category")) {
            for (Object value : xValues) {
                if (!(value instanceof Number number) || xAxis.equals("log") && !(number.doubleValue() > 0)) {
                    throw SpecException.at(figure.entries().get("xAxis"), f + ".xAxis", "'" + xAxis + "' needs "
                            + (xAxis.equals("log") ? "positive numbers" : "numbers") + " on the x axis, but " + x
                            + " has " + ParameterSet.format(value) + "; use xAxis: category");
                }
            }
            // a numeric axis draws the values in ascending order, whatever the sweep's order
            xValues = new ArrayList<>(xValues);
            xValues.sort(Comparator.comparingDouble(v -> ((Number) v).doubleValue()));
        }
        String yAxis = optional(figure, "yAxis").map(n -> oneOf(n, f + ".yAxis", "linear", "log")).orElse("linear");
        double yMin = Double.NaN;
        double yMax = Double.NaN;
        Optional<YamlNode> yRange = optional(figure, "yRange");
        if (yRange.isPresent()) {
            double[] bounds = range(yRange.get(), f + ".yRange");
            yMin = bounds[0];
            yMax = bounds[1];
            if (yAxis.equals("log") && !(yMin > 0)) {
                throw SpecException.at(yRange.get(), f + ".yRange", "a log y axis needs a lower bound > 0, got "
                        + ParameterSet.format(yMin));
            }
        }
        boolean fit = optional(figure, "fit").map(n -> oneOf(n, f + ".fit", "loglog", "none")).orElse("none")
                .equals("loglog");
        if (fit && !(xAxis.equals("log") && yAxis.equals("log"))) {
            throw SpecException.at(figure.entries().get("fit"), f + ".fit",
                    "'loglog' fits a line on log-log axes; set xAxis: log and yAxis: log");
        }
        double fitBelow = fitBelow(figure, f, fit);
        List<String> references = new ArrayList<>();
        List<Object> axisValues = xValues;
        optional(figure, "references").ifPresent(n -> {
            for (YamlNode item : list(n, f + ".references").items()) {
                String reference = string(item, f + ".references");
                references.add(reference.endsWith(".csv")
                        ? referenceSeries(item, f, reference, x, axisValues, xAxis, context)
                        : oneOf(item, f + ".references", "bayes"));
            }
        });
        Set<String> labels = new LinkedHashSet<>();
        context.methods().forEach(m -> labels.add(m.label()));
        Set<String> dashed = new LinkedHashSet<>(SpecNodes.labelList(figure, "dashed", f, labels));
        String title = optional(figure, "title").map(n -> string(n, f + ".title")).orElse(context.specTitle());
        String xLabel = optional(figure, "xLabel").map(n -> string(n, f + ".xLabel")).orElse(x);
        TableStyle.CellValue value = cellValue(figure, f);
        String yLabel = optional(figure, "yLabel").map(n -> string(n, f + ".yLabel"))
                .orElse(value == TableStyle.CellValue.SECONDS ? "seconds per fit + predict" : context.metric());
        if (value == TableStyle.CellValue.SECONDS && fit) {
            throw SpecException.at(figure.entries().get("fit"), f + ".fit", "slopes are fitted to the metric's"
                    + " replications, not to running times; leave fit out of a value: seconds figure");
        }
        TableStyle style = value == TableStyle.CellValue.SECONDS
                ? new TableStyle(false, false, Set.of(), value) : TableStyle.DEFAULT;
        return new FigureSpec(name, type, title, x, sweepX.isEmpty(), xValues, xAxis, yAxis, xLabel, yLabel, yMin,
                yMax, errorBars, series, at, references, dashed, fit, fitBelow, null, 4, false, List.of(), 0,
                Double.NaN, Double.NaN, false, style);
    }

    /** {@code value}: {@code metric} (default) or {@code seconds}. */
    private static TableStyle.CellValue cellValue(YamlNode.MapNode figure, String f) {
        return optional(figure, "value").map(n -> oneOf(n, f + ".value", "metric", "seconds")).orElse("metric")
                .equals("seconds") ? TableStyle.CellValue.SECONDS : TableStyle.CellValue.METRIC;
    }

    /**
     * A reference-series CSV ({@link ReferenceSeries}), checked now: it must exist, be well formed and
     * give values only at x values the figure has (numeric x axes). Returns its absolute path.
     */
    private static String referenceSeries(YamlNode item, String f, String file, String x, List<Object> xValues,
            String xAxis, Context context) {
        java.nio.file.Path path = context.baseDirectory().resolve(file).normalize();
        if (xAxis.equals("category")) {
            throw SpecException.at(item, f + ".references", "a reference series needs a numeric x axis;"
                    + " set xAxis: linear or log");
        }
        ReferenceSeries series;
        try {
            series = ReferenceSeries.read(path, x);
        } catch (IllegalArgumentException e) {
            throw SpecException.at(item, f + ".references", e.getMessage());
        }
        Set<Double> allowed = new java.util.TreeSet<>();
        xValues.forEach(v -> allowed.add(((Number) v).doubleValue()));
        series.curves().forEach((name, points) -> points.keySet().forEach(at -> {
            if (!allowed.contains(at)) {
                throw SpecException.at(item, f + ".references", file + ": series '" + name + "' has " + x + " = "
                        + ParameterSet.format(at) + ", which the figure does not have; allowed: "
                        + allowed.stream().map(ParameterSet::format).collect(java.util.stream.Collectors.joining(", ")));
            }
        }));
        return path.toString();
    }

    /** {@code fitBelow}: the upper end of the fitting window of {@code fit: loglog}, NaN when not given. */
    private static double fitBelow(YamlNode.MapNode figure, String f, boolean fit) {
        Optional<YamlNode> node = optional(figure, "fitBelow");
        if (node.isEmpty()) {
            return Double.NaN;
        }
        if (!fit) {
            throw SpecException.at(node.get(), f + ".fitBelow", "the fitting window needs a fit; set fit: loglog");
        }
        double value = SpecNodes.number(node.get(), f + ".fitBelow");
        if (!(value > 0) || Double.isInfinite(value)) {
            throw SpecException.at(node.get(), f + ".fitBelow", "'" + ParameterSet.format(value)
                    + "' is not allowed; must be a finite number > 0 (points with a mean below it are fitted)");
        }
        return value;
    }

    /** The layout options of a table: {@code layout}, {@code ranks}, {@code unranked}, {@code value}. */
    private static TableStyle tableStyle(YamlNode.MapNode figure, String f, String boldMode, Context context) {
        boolean methodsInColumns = optional(figure, "layout")
                .map(n -> oneOf(n, f + ".layout", "methods-in-rows", "methods-in-columns"))
                .orElse("methods-in-rows").equals("methods-in-columns");
        Optional<YamlNode> ranksNode = optional(figure, "ranks");
        boolean ranks = ranksNode.map(n -> SpecNodes.bool(n, f + ".ranks")).orElse(false);
        if (ranks && !boldMode.equals("wilcoxon")) {
            throw SpecException.at(ranksNode.get(), f + ".ranks", "rank rows count the Wilcoxon marks;"
                    + " set bold: wilcoxon");
        }
        if (ranks && !methodsInColumns) {
            throw SpecException.at(ranksNode.get(), f + ".ranks", "rank rows need methods as columns;"
                    + " set layout: methods-in-columns");
        }
        Set<String> labels = new LinkedHashSet<>();
        context.methods().forEach(m -> labels.add(m.label()));
        Set<String> unranked = new LinkedHashSet<>(SpecNodes.labelList(figure, "unranked", f, labels));
        TableStyle.CellValue value = optional(figure, "value")
                .map(n -> oneOf(n, f + ".value", "metric", "seconds")).orElse("metric").equals("seconds")
                        ? TableStyle.CellValue.SECONDS : TableStyle.CellValue.METRIC;
        if (value == TableStyle.CellValue.SECONDS && !boldMode.equals("none")) {
            throw SpecException.at(figure.entries().get("bold"), f + ".bold", "a table of running times has no"
                    + " marks; leave bold out or set bold: none");
        }
        return new TableStyle(methodsInColumns, ranks, unranked, value);
    }

    private static FigureSpec heatMap(YamlNode.MapNode figure, String f, String name, Map<String, Object> at,
            Context context, Map<String, YamlNode> files, YamlNode where) {
        if (at.containsKey(SweepAxis.EPSILON)) {
            throw SpecException.at(keyNode(map(figure.entries().get("at"), f + ".at"), SweepAxis.EPSILON),
                    f + ".at." + SweepAxis.EPSILON, "a heat map draws the data source, which epsilon does not change;"
                            + " fix data axes only");
        }
        Map<String, Object> parameters = new LinkedHashMap<>(context.dataParameters());
        for (SweepAxis axis : context.sweep()) {
            if (axis.kind() == SweepAxis.Kind.DATA) {
                if (!at.containsKey(axis.name())) {
                    throw SpecException.at(figure.entries().getOrDefault("at", figure), f + ".at",
                            "sweep axis '" + axis.name() + "' changes the data source; fix it, e.g. at: {"
                                    + axis.name() + ": " + ParameterSet.format(axis.values().get(0)) + "}");
                }
                parameters.put(axis.name(), at.get(axis.name()));
            }
        }
        DataSource source = context.factory().create(context.factory().parameters().complete(parameters));
        if (!(source instanceof PlottableFunctions plottable)) {
            throw SpecException.at(figure.entries().get("type"), f + ".type", "data source "
                    + context.factory().name() + " has no functions to draw as a heat map");
        }
        YamlNode functionsNode = required(figure, "functions", f);
        List<YamlNode> items = list(functionsNode, f + ".functions").items();
        if (items.isEmpty()) {
            throw SpecException.at(functionsNode, f + ".functions", "empty list; give at least one function");
        }
        List<String> functions = new ArrayList<>();
        for (YamlNode item : items) {
            String function = string(item, f + ".functions");
            if (!plottable.functions().containsKey(function)) {
                throw SpecException.at(item, f + ".functions", "'" + function + "' is not a function of "
                        + context.factory().name() + "; allowed: " + String.join(", ", plottable.functions().keySet()));
            }
            if (functions.contains(function)) {
                throw SpecException.at(item, f + ".functions", "'" + function + "' appears twice");
            }
            functions.add(function);
            claimFile(files, (name == null ? "" : name) + "\u0000" + function, where, f);
        }
        int resolution = optional(figure, "resolution").map(n -> (int) integer(n, f + ".resolution", 2, 500))
                .orElse(64);
        double zMin = Double.NaN;
        double zMax = Double.NaN;
        Optional<YamlNode> zRange = optional(figure, "zRange");
        if (zRange.isPresent()) {
            double[] bounds = range(zRange.get(), f + ".zRange");
            zMin = bounds[0];
            zMax = bounds[1];
        }
        String title = optional(figure, "title").map(n -> string(n, f + ".title")).orElse(null);
        String xLabel = optional(figure, "xLabel").map(n -> string(n, f + ".xLabel")).orElse("x\u2081");
        String yLabel = optional(figure, "yLabel").map(n -> string(n, f + ".yLabel")).orElse("x\u2082");
        return new FigureSpec(name, FigureSpec.Type.HEATMAP, title, null, false, List.of(), "linear", "linear",
                xLabel, yLabel, Double.NaN, Double.NaN, "none", List.of(), at, List.of(), Set.of(), false, Double.NaN, null,
                4, false, functions, resolution, zMin, zMax, false, TableStyle.DEFAULT);
    }

    /** Two outputs must not write the same file. */
    private static void claimFile(Map<String, YamlNode> files, String key, YamlNode where, String f) {
        if (files.putIfAbsent(key, where) != null) {
            throw SpecException.at(where, f + ".name", key.isEmpty()
                    ? "a second figure without a name would overwrite the first; give it a name"
                    : "'" + key.replace("\u0000", "' with function '") + "' is used by another figure; names must differ");
        }
    }

    /** The {@code at} block: sweep axes with one of their values each. */
    private static Map<String, Object> at(YamlNode.MapNode figure, String f, List<SweepAxis> sweep) {
        Map<String, Object> at = new LinkedHashMap<>();
        optional(figure, "at").ifPresent(atNode -> {
            YamlNode.MapNode atMap = map(atNode, f + ".at");
            atMap.entries().forEach((axisName, valueNode) -> {
                String field = f + ".at." + axisName;
                SweepAxis axis = axis(sweep, axisName).orElseThrow(() -> SpecException.at(keyNode(atMap, axisName),
                        field, "not a sweep axis; allowed: " + String.join(", ", axisNames(sweep))));
                Object value = scalar(valueNode, field);
                Object match = axis.values().stream().filter(v -> sameValue(v, value)).findFirst()
                        .orElseThrow(() -> SpecException.at(valueNode, field, "'" + ParameterSet.format(value)
                                + "' is not a value of the sweep axis; allowed: " + String.join(", ",
                                axis.values().stream().map(ParameterSet::format).toList())));
                at.put(axisName, match);
            });
        });
        return at;
    }

    /**
     * The axes that split curves: {@code series} as given (which must name {@code method} and may
     * name sweep axes), or by default every sweep axis that is not x, fixed or a column group.
     * Either way every sweep axis ends up as x, a series axis, a column group or fixed.
     */
    private static List<String> series(YamlNode.MapNode figure, String f, String x, Map<String, Object> at,
            String columnGroups, List<SweepAxis> sweep) {
        Optional<YamlNode> node = optional(figure, "series");
        if (node.isEmpty()) {
            List<String> split = new ArrayList<>();
            for (SweepAxis axis : sweep) {
                String a = axis.name();
                if (!a.equals(x) && !at.containsKey(a) && !a.equals(columnGroups)) {
                    split.add(a);
                }
            }
            return split;
        }
        String field = f + ".series";
        List<String> split = new ArrayList<>();
        boolean method = false;
        Set<String> seen = new HashSet<>();
        for (YamlNode item : list(node.get(), field).items()) {
            String entry = string(item, field);
            if (!seen.add(entry)) {
                throw SpecException.at(item, field, "'" + entry + "' appears twice");
            }
            if (entry.equals(METHOD)) {
                method = true;
                continue;
            }
            if (axis(sweep, entry).isEmpty()) {
                List<String> allowed = new ArrayList<>(List.of(METHOD));
                allowed.addAll(axisNames(sweep));
                throw SpecException.at(item, field, "'" + entry + "' is not a sweep axis; allowed: "
                        + String.join(", ", allowed));
            }
            if (entry.equals(x) || at.containsKey(entry) || entry.equals(columnGroups)) {
                throw SpecException.at(item, field, "'" + entry + "' is " + (entry.equals(x) ? "the x axis"
                        : at.containsKey(entry) ? "fixed by at" : "the column groups") + "; it cannot also split curves");
            }
            split.add(entry);
        }
        if (!method) {
            throw SpecException.at(node.get(), field, "curves are always split by method; start the list with"
                    + " method, e.g. series: [method" + (split.isEmpty() ? "" : ", " + split.get(0)) + "]");
        }
        for (SweepAxis axis : sweep) {
            String a = axis.name();
            if (!a.equals(x) && !at.containsKey(a) && !a.equals(columnGroups) && !split.contains(a)) {
                throw SpecException.at(node.get(), field, "sweep axis '" + a + "' is neither x, in series nor"
                        + " fixed; add it to series or fix it, e.g. at: {" + a + ": "
                        + ParameterSet.format(axis.values().get(0)) + "}");
            }
        }
        return split;
    }

    /**
     * The values a grid parameter takes over all methods that have it (their grid, fixed value or
     * default), numbers ascending; null if no method varies it in its grid.
     */
    private static List<Object> parameterValues(String parameter, List<MethodSpec> methods) {
        if (methods.stream().noneMatch(m -> m.grid().containsKey(parameter))) {
            return null;
        }
        Map<String, Object> byText = new LinkedHashMap<>();
        for (MethodSpec method : methods) {
            Optional<ParameterSpec> spec = method.method().parameters().find(parameter);
            if (spec.isEmpty()) {
                continue;
            }
            List<Object> values = method.grid().containsKey(parameter) ? method.grid().get(parameter)
                    : method.fixed().containsKey(parameter) ? List.of(method.fixed().get(parameter))
                    : spec.get().defaultValue() == null ? List.of() : List.of(spec.get().defaultValue());
            values.forEach(v -> byText.putIfAbsent(ParameterSet.format(v), v));
        }
        List<Object> values = new ArrayList<>(byText.values());
        if (values.stream().allMatch(v -> v instanceof Number)) {
            values.sort(Comparator.comparingDouble(v -> ((Number) v).doubleValue()));
        }
        return values;
    }

    private static double[] range(YamlNode node, String field) {
        List<YamlNode> bounds = list(node, field).items();
        if (bounds.size() != 2) {
            throw SpecException.at(node, field, "give [lower, upper]");
        }
        double lower = number(bounds.get(0), field);
        double upper = number(bounds.get(1), field);
        if (!(lower < upper)) {
            throw SpecException.at(node, field, "lower must be below upper");
        }
        return new double[] {lower, upper};
    }

    private static Optional<SweepAxis> axis(List<SweepAxis> sweep, String name) {
        return sweep.stream().filter(a -> a.name().equals(name)).findFirst();
    }

    private static List<String> axisNames(List<SweepAxis> sweep) {
        return sweep.stream().map(SweepAxis::name).toList();
    }

    private static boolean sameValue(Object a, Object b) {
        return a instanceof Number x && b instanceof Number y ? x.doubleValue() == y.doubleValue()
                : ParameterSet.format(a).equals(ParameterSet.format(b));
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> out = new TreeSet<>(a);
        out.addAll(b);
        return Set.copyOf(out);
    }

}
