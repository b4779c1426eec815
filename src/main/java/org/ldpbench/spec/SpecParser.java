package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.coerce;
import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.keyNode;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.scalar;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.Memo;
import org.ldpbench.hash.Sha256;
import org.ldpbench.method.Methods;
import org.ldpbench.metric.Metric;
import org.ldpbench.param.ParameterSpec;

/**
 * Reads and validates an experiment spec. Every problem is reported before anything runs, as
 * one {@link SpecException} line "file:line:column: field: what is wrong and what is allowed".
 * The schema is documented in {@code experiments/README.md}. The {@code sweep}, {@code methods},
 * {@code output}, {@code claims} and {@code reference} blocks are read by {@link SweepReader},
 * {@link MethodsReader}, {@link FigureReader}, {@link ClaimReader} and {@link ReferenceReader}.
 */
public final class SpecParser {

    private static final Set<String> TOP_LEVEL = Set.of("name", "title", "version", "seed", "replications", "quick",
            "data", "sweep", "methods", "select", "output", "notes", "reference", "claims", "metric", "metrics",
            "budgets", "gridProfile", "fits");
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*");
    /** Largest number of trials one spec may plan; beyond this a grid is almost surely a typo. */
    static final long MAX_TRIALS = 50_000_000L;

    private final String file;
    private final Path baseDirectory;
    private final Methods methodRegistry;
    private final DataSources sourceRegistry;
    /** Remembers what data sources read from files, for whoever parses (a spec's plans, a command's specs). */
    private final Memo dataMemo;

    private SpecParser(String file, Methods methodRegistry, DataSources sourceRegistry, Memo dataMemo) {
        this.file = file;
        this.dataMemo = dataMemo;
        this.methodRegistry = methodRegistry;
        this.sourceRegistry = sourceRegistry;
        Path parent = Path.of(file).toAbsolutePath().getParent();
        this.baseDirectory = parent == null ? Path.of(".") : parent;
    }

    /** Reads and validates the spec at {@code path}, with a data memo of its own. */
    public static ExperimentSpec parse(Path path) {
        return parse(path, new Memo());
    }

    /**
     * Reads and validates the spec at {@code path}; its data sources remember what they read from
     * files in {@code dataMemo} (a command passes one memo to all the specs it parses).
     */
    public static ExperimentSpec parse(Path path, Memo dataMemo) {
        String text;
        try {
            text = Files.readString(path, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new SpecException(path + ": no such spec file");
        } catch (IOException e) {
            throw new SpecException(path + ": cannot read: " + e.getMessage());
        }
        return parse(text, path.toString(), dataMemo);
    }

    /** Validates spec {@code text}, with a data memo of its own; {@code fileName} is used in messages. */
    public static ExperimentSpec parse(String text, String fileName) {
        return parse(text, fileName, new Memo());
    }

    /**
     * Validates spec {@code text} against the given registries of methods and data sources instead of
     * the standard ones (tests use it to name their fakes); {@code fileName} is used in messages.
     */
    public static ExperimentSpec parse(String text, String fileName, Methods methods, DataSources sources) {
        YamlNode root = YamlReader.read(text, fileName);
        return new SpecParser(fileName, methods, sources, new Memo()).spec(root, Sha256.hex(text));
    }

    /** Validates spec {@code text}, its data sources remembering file reads in {@code dataMemo}. */
    public static ExperimentSpec parse(String text, String fileName, Memo dataMemo) {
        YamlNode root = YamlReader.read(text, fileName);
        return new SpecParser(fileName, Methods.standard(), DataSources.standard(), dataMemo).spec(root,
                Sha256.hex(text));
    }

    private ExperimentSpec spec(YamlNode rootNode, String hash) {
        YamlNode.MapNode root = map(rootNode, "(top level)");
        checkKeys(root, "(top level)", TOP_LEVEL);
        String name = name(root);
        String title = optional(root, "title").map(n -> string(n, "title")).orElse(name);
        int version = optional(root, "version").map(n -> (int) integer(n, "version", 1, Integer.MAX_VALUE)).orElse(1);
        long seed = integer(required(root, "seed", "(top level)"), "seed", Long.MIN_VALUE, Long.MAX_VALUE);
        int replications = (int) integer(required(root, "replications", "(top level)"), "replications", 1, 1_000_000);
        int quickReplications = quickReplications(root, replications);

        YamlNode.MapNode data = map(required(root, "data", "(top level)"), "data");
        checkKeys(data, "data", Set.of("synthetic", "source", "params"));
        // 'synthetic' for generators, 'source' for any data source (e.g. source: real); one of them
        String sourceKey = data.entries().containsKey("source") ? "source" : "synthetic";
        if (data.entries().containsKey("source") && data.entries().containsKey("synthetic")) {
            throw SpecException.at(data.entries().get("source"), "data.source", "give either 'synthetic' or 'source', not both");
        }
        YamlNode sourceNode = required(data, sourceKey, "data");
        String sourceName = string(sourceNode, "data." + sourceKey);
        DataSourceFactory factory = sourceRegistry.factory(sourceName).orElseThrow(() -> SpecException.at(sourceNode,
                "data." + sourceKey, "unknown data source '" + sourceName + "'; known: "
                        + String.join(", ", sourceRegistry.factories().keySet())));
        Map<String, Object> dataParameters = new LinkedHashMap<>();
        optional(data, "params").ifPresent(paramsNode -> {
            YamlNode.MapNode params = map(paramsNode, "data.params");
            params.entries().forEach((key, valueNode) -> {
                String field = "data.params." + key;
                ParameterSpec spec = factory.info().parameters().find(key).orElseThrow(() -> SpecException.at(
                        keyNode(params, key), field, "unknown parameter of " + sourceName + "; allowed: "
                                + String.join(", ", factory.info().parameters().names())));
                dataParameters.put(key, coerce(spec, scalar(valueNode, field), field, valueNode));
            });
        });

        List<SweepAxis> sweep = SweepReader.read(root, factory, dataParameters);
        SweepReader.checkDataComplete(root, factory, dataParameters, sweep);

        DataSource probe = probe(factory, dataParameters, sweep);
        BudgetSpec budgets = BudgetsReader.read(root, sweep, probe.privateSampleCount());
        boolean hasBudget = budgets.hasBudget(firstBudgetPoint(sweep));
        // methods may be left out only when every output is drawn from the data source alone (heat maps)
        List<MethodSpec> methods = optional(root, "methods")
                .map(n -> MethodsReader.read(n, hasBudget, factory, methodRegistry)).orElse(List.of());
        List<Metric> metrics = MetricsReader.read(root, factory, probe);

        checkSelect(root);
        FigureReader.Context figureContext = new FigureReader.Context(title, metrics.get(0).id(), sweep,
                methods, factory, dataParameters, baseDirectory);
        List<OutputSpec> figures = outputs(root, figureContext);
        List<String> notes = notes(root);
        checkTrialCount(root, replications, sweep, methods);
        Optional<ReferenceSpec> reference = optional(root, "reference")
                .map(node -> ReferenceReader.read(node, baseDirectory, factory, dataParameters, sweep, methods));
        List<ClaimSpec> claims = claims(root, sweep, methods, figures);
        return new ExperimentSpec(file, hash, name, title, version, seed, replications, quickReplications, factory,
                dataParameters, sweep, methods, figures, notes, reference, claims, metrics, budgets,
                optional(root, "gridProfile").map(n -> string(n, "gridProfile")).orElse("paper"),
                optional(root, "fits").map(n -> SpecNodes.oneOf(n, "fits", "shared", "isolated")).orElse("shared")
                        .equals("isolated"), dataMemo);
    }

    /** {@code name}: letters, digits, '.', '_', '-' and '/', no {@code ..}. */
    private static String name(YamlNode.MapNode root) {
        String name = string(required(root, "name", "(top level)"), "name");
        if (!NAME.matcher(name).matches() || name.contains("..")) {
            throw SpecException.at(root.entries().get("name"), "name",
                    "'" + name + "' is not allowed; use letters, digits, '.', '_', '-' and '/' (e.g. ma-yang/fig4a)");
        }
        return name;
    }

    /**
     * {@code output}, read by {@link FigureReader}; {@code methods} may be left out only when every
     * output is drawn from the data source alone (heat maps).
     */
    private static List<OutputSpec> outputs(YamlNode.MapNode root, FigureReader.Context context) {
        List<OutputSpec> figures = optional(root, "output").map(node -> FigureReader.read(node, context))
                .orElse(List.of());
        if (context.methods().isEmpty()
                && (figures.isEmpty() || figures.stream().anyMatch(OutputSpec::needsTrials))) {
            required(root, "methods", "(top level)");
        }
        return figures;
    }

    /** {@code quick.replications}: 1 … {@code replications}, default min(10, {@code replications}). */
    private static int quickReplications(YamlNode.MapNode root, int replications) {
        Optional<YamlNode> quick = optional(root, "quick");
        if (quick.isEmpty()) {
            return Math.min(replications, 10);
        }
        YamlNode.MapNode quickMap = map(quick.get(), "quick");
        checkKeys(quickMap, "quick", Set.of("replications"));
        return (int) integer(required(quickMap, "replications", "quick"), "quick.replications", 1, replications);
    }

    /** {@code select}: only the papers' rule, {@code best-mean-over-grid}. */
    private static void checkSelect(YamlNode.MapNode root) {
        optional(root, "select").ifPresent(node -> {
            String select = string(node, "select");
            if (!select.equals("best-mean-over-grid")) {
                throw SpecException.at(node, "select", "'" + select + "' is not supported; allowed: best-mean-over-grid");
            }
        });
    }

    /** {@code notes}: a list of text. */
    private static List<String> notes(YamlNode.MapNode root) {
        List<String> notes = new ArrayList<>();
        optional(root, "notes").ifPresent(node -> {
            List<YamlNode> items = list(node, "notes").items();
            for (int i = 0; i < items.size(); i++) {
                notes.add(string(items.get(i), "notes[" + i + "]"));
            }
        });
        return notes;
    }

    /** At most {@link #MAX_TRIALS} trials: beyond this a grid is almost surely a typo. */
    private static void checkTrialCount(YamlNode.MapNode root, int replications, List<SweepAxis> sweep,
            List<MethodSpec> methods) {
        long trials = (long) replications;
        for (SweepAxis axis : sweep) {
            trials *= axis.values().size();
        }
        long perPoint = methods.stream().mapToLong(MethodSpec::size).sum();
        if (trials * perPoint > MAX_TRIALS) {
            throw SpecException.at(root, "methods", "the spec plans " + trials * perPoint
                    + " trials, more than the limit of " + MAX_TRIALS + "; shrink a grid, the sweep or the replications");
        }
    }

    /** {@code claims}: each entry read by {@link ClaimReader}. */
    private static List<ClaimSpec> claims(YamlNode.MapNode root, List<SweepAxis> sweep, List<MethodSpec> methods,
            List<OutputSpec> figures) {
        List<ClaimSpec> claims = new ArrayList<>();
        optional(root, "claims").ifPresent(node -> {
            List<YamlNode> items = list(node, "claims").items();
            for (int i = 0; i < items.size(); i++) {
                claims.add(ClaimReader.read(items.get(i), "claims[" + i + "]", sweep, methods, figures));
            }
        });
        return claims;
    }

    /** A sweep point with the first value of the budget axes (whether a budget exists is the same at every point). */
    private static SweepPoint firstBudgetPoint(List<SweepAxis> sweep) {
        Map<String, Object> coordinates = new LinkedHashMap<>();
        for (SweepAxis axis : sweep) {
            if (axis.kind() != SweepAxis.Kind.DATA) {
                coordinates.put(axis.name(), axis.values().get(0));
            }
        }
        return new SweepPoint(coordinates);
    }

    /**
     * The data source at the sweep's first point (its sample sizes check budgets and metrics), made
     * only after every raw data file of the sweep is found and checked.
     */
    private DataSource probe(DataSourceFactory factory, Map<String, Object> dataParameters, List<SweepAxis> sweep) {
        requireRawFiles(factory, dataParameters, sweep);
        return factory.create(factory.info().parameters().complete(SweepReader.firstPoint(dataParameters, sweep)), dataMemo);
    }

    /**
     * Checks, before anything reads them, the raw data files of every data point of the sweep (none
     * for synthetic sources): one {@link org.ldpbench.data.real.RawDataUnavailable} names every file
     * that is missing or corrupted, so {@code reproduce} can skip the spec and list them all.
     */
    private static void requireRawFiles(DataSourceFactory factory, Map<String, Object> dataParameters,
            List<SweepAxis> sweep) {
        List<SweepAxis> dataAxes = sweep.stream().filter(a -> a.kind() == SweepAxis.Kind.DATA).toList();
        java.util.Set<org.ldpbench.data.real.RawFile> files = new java.util.LinkedHashSet<>();
        for (Map<String, Object> point : Grids.cartesian(dataAxes)) {
            Map<String, Object> parameters = new LinkedHashMap<>(dataParameters);
            parameters.putAll(point);
            files.addAll(factory.rawFiles(factory.info().parameters().complete(parameters)));
        }
        if (files.isEmpty()) {
            return;
        }
        try {
            org.ldpbench.data.real.RawDataLocator.standard().requireAll(files);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
