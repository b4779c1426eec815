package org.ldpbench.spec;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.list;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
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
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.metric.Metric;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.spec.claim.ClaimsReader;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.spec.reference.ReferenceReader;
import org.ldpbench.spec.reference.ReferenceSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads and validates an experiment spec. Every problem is reported before anything runs, as one
 * {@link SpecException} line "file:line:column: field: what is wrong and what is allowed". The
 * schema is documented in {@code experiments/README.md}. The {@code data}, {@code sweep}, {@code
 * quick}, {@code methods}, {@code output}, {@code claims} and {@code reference} blocks are read by
 * {@link DataBlockReader}, {@link SweepReader}, {@link QuickProfileReader}, {@link MethodsReader},
 * {@link FigureReader}, {@link ClaimsReader} and {@link ReferenceReader}; {@link TrialLimit} bounds
 * the plan.
 */
public final class SpecParser {

  private static final Set<String> TOP_LEVEL =
      Set.of(
          "name",
          "title",
          "version",
          "seed",
          "replications",
          "quick",
          "data",
          "sweep",
          "methods",
          "select",
          "output",
          "notes",
          "reference",
          "claims",
          "metric",
          "metrics",
          "budgets",
          "gridProfile",
          "fits",
          "reuse",
          "bestOf");
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9._-]+(/[A-Za-z0-9._-]+)*");

  private final String file;
  private final Path baseDirectory;
  private final Methods methodRegistry;
  private final DataSources sourceRegistry;

  /**
   * Remembers what data sources read from files, for whoever parses (a spec's plans, a command's
   * specs).
   */
  private final Memo dataMemo;

  private SpecParser(
      String file, Methods methodRegistry, DataSources sourceRegistry, Memo dataMemo) {
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

  /**
   * Validates spec {@code text}, with a data memo of its own; {@code fileName} is used in messages.
   */
  public static ExperimentSpec parse(String text, String fileName) {
    return parse(text, fileName, new Memo());
  }

  /**
   * Validates spec {@code text} against the given registries of methods and data sources instead of
   * the standard ones (tests use it to name their fakes); {@code fileName} is used in messages.
   */
  public static ExperimentSpec parse(
      String text, String fileName, Methods methods, DataSources sources) {
    YamlNode root = SpecYaml.read(text, fileName);
    return new SpecParser(fileName, methods, sources, new Memo()).spec(root, Sha256.hex(text));
  }

  /** Validates spec {@code text}, its data sources remembering file reads in {@code dataMemo}. */
  public static ExperimentSpec parse(String text, String fileName, Memo dataMemo) {
    YamlNode root = SpecYaml.read(text, fileName);
    return new SpecParser(fileName, Methods.standard(), DataSources.standard(), dataMemo)
        .spec(root, Sha256.hex(text));
  }

  private ExperimentSpec spec(YamlNode rootNode, String hash) {
    YamlNode.MapNode root = map(rootNode, "(top level)");
    checkKeys(root, "(top level)", TOP_LEVEL);
    String name = name(root);
    String title = optional(root, "title").map(n -> string(n, "title")).orElse(name);
    int version =
        optional(root, "version")
            .map(n -> (int) integer(n, "version", 1, Integer.MAX_VALUE))
            .orElse(1);
    long seed =
        integer(required(root, "seed", "(top level)"), "seed", Long.MIN_VALUE, Long.MAX_VALUE);
    int replications =
        (int) integer(required(root, "replications", "(top level)"), "replications", 1, 1_000_000);

    YamlNode.MapNode data = map(required(root, "data", "(top level)"), "data");
    DataSourceFactory factory = DataBlockReader.factory(data, sourceRegistry);
    Map<String, Object> dataParameters = DataBlockReader.parameters(data, factory);

    List<SweepAxis> sweep = SweepReader.read(root, factory, dataParameters);
    TrialLimit.checkSweep(root, sweep);
    QuickProfile quick = QuickProfileReader.read(root, replications, sweep);
    SweepReader.checkDataComplete(root, factory, dataParameters, sweep);

    DataSource probe = DataBlockReader.probe(data, factory, dataParameters, sweep, dataMemo);
    BudgetSpec budgets = BudgetsReader.read(root, sweep, probe.privateSampleCount());
    boolean hasBudget = budgets.hasBudget(SweepPoint.first(sweep)); // the same at every point
    DeltaSupply deltaSupply = DeltaSupply.of(root, sweep, budgets);
    // methods may be left out only when every output is drawn from the data source alone (heat
    // maps)
    List<MethodSpec> methods =
        optional(root, "methods")
            .map(n -> MethodsReader.read(n, hasBudget, deltaSupply, factory, methodRegistry))
            .orElse(List.of());
    checkDeltaUsed(deltaSupply, methods);
    PublicDataCheck.check(root, factory, dataParameters, sweep, methods);
    TrialLimit.checkTrials(root, replications, sweep, methods);
    List<Metric> metrics = MetricsReader.read(root, factory, probe);

    checkSelect(root);
    FigureReader.Context figureContext =
        new FigureReader.Context(
            title, metrics.get(0).id(), sweep, methods, factory, dataParameters, baseDirectory);
    List<OutputSpec> figures = outputs(root, figureContext);
    List<String> notes = notes(root);
    Optional<ReferenceSpec> reference =
        optional(root, "reference")
            .map(
                node ->
                    ReferenceReader.read(
                        node, baseDirectory, factory, dataParameters, sweep, methods));
    List<ClaimSpec> claims = ClaimsReader.readAll(root, sweep, methods, figures);
    boolean isolated =
        optional(root, "fits")
            .map(n -> SpecNodes.oneOf(n, "fits", "shared", "isolated"))
            .orElse("shared")
            .equals("isolated");
    return new ExperimentSpec(
        file,
        hash,
        name,
        title,
        version,
        seed,
        replications,
        quick,
        factory,
        dataParameters,
        sweep,
        methods,
        figures,
        notes,
        reference,
        claims,
        metrics,
        budgets,
        optional(root, "gridProfile").map(n -> string(n, "gridProfile")).orElse("paper"),
        isolated,
        reuse(root, name, isolated),
        bestOf(root, name),
        dataMemo);
  }

  /**
   * {@code reuse}: a list of other specs' names (as in their {@code name:}) whose stored trials
   * this spec shares. Not with {@code fits: isolated}: a timing table's times must be its own
   * fits'.
   */
  private static List<String> reuse(YamlNode.MapNode root, String name, boolean isolated) {
    Optional<YamlNode> node = optional(root, "reuse");
    if (node.isEmpty()) {
      return List.of();
    }
    if (isolated) {
      throw SpecException.at(
          node.get(),
          "reuse",
          "not allowed with fits: isolated (the times of a timing table must come from its own"
              + " fits); remove reuse or fits");
    }
    List<String> names = new ArrayList<>();
    for (YamlNode item : list(node.get(), "reuse").items()) {
      String other = string(item, "reuse");
      if (!NAME.matcher(other).matches() || other.contains("..") || other.equals(name)) {
        throw SpecException.at(
            item,
            "reuse",
            "'"
                + other
                + "' is not allowed; give the name of another spec (e.g."
                + " distributed/fig7-heart-accuracy)");
      }
      names.add(other);
    }
    return names;
  }

  /**
   * {@code bestOf}: the name of another spec (as in its {@code name:}) whose stored trials choose
   * the one configuration per method entry and sweep point that this spec runs; empty if absent.
   */
  private static String bestOf(YamlNode.MapNode root, String name) {
    Optional<YamlNode> node = optional(root, "bestOf");
    if (node.isEmpty()) {
      return "";
    }
    String other = string(node.get(), "bestOf");
    if (!NAME.matcher(other).matches() || other.contains("..") || other.equals(name)) {
      throw SpecException.at(
          node.get(),
          "bestOf",
          "'"
              + other
              + "' is not allowed; give the name of another spec (e.g."
              + " ma-yang/table2-real-data)");
    }
    return other;
  }

  /** {@code name}: letters, digits, '.', '_', '-' and '/', no {@code ..}. */
  private static String name(YamlNode.MapNode root) {
    String name = string(required(root, "name", "(top level)"), "name");
    if (!NAME.matcher(name).matches() || name.contains("..")) {
      throw SpecException.at(
          root.entries().get("name"),
          "name",
          "'"
              + name
              + "' is not allowed; use letters, digits, '.', '_', '-' and '/' (e.g. ma-yang/fig4a)");
    }
    return name;
  }

  /**
   * {@code output}, read by {@link FigureReader}; {@code methods} may be left out only when every
   * output is drawn from the data source alone (heat maps).
   */
  private static List<OutputSpec> outputs(YamlNode.MapNode root, FigureReader.Context context) {
    List<OutputSpec> figures =
        optional(root, "output").map(node -> FigureReader.read(node, context)).orElse(List.of());
    if (context.methods().isEmpty()
        && (figures.isEmpty() || figures.stream().anyMatch(OutputSpec::needsTrials))) {
      required(root, "methods", "(top level)");
    }
    return figures;
  }

  /** {@code select}: only the papers' rule, {@code best-mean-over-grid}. */
  private static void checkSelect(YamlNode.MapNode root) {
    optional(root, "select")
        .ifPresent(
            node -> {
              String select = string(node, "select");
              if (!select.equals("best-mean-over-grid")) {
                throw SpecException.at(
                    node,
                    "select",
                    "'" + select + "' is not supported; allowed: best-mean-over-grid");
              }
            });
  }

  /** {@code notes}: a list of text. */
  private static List<String> notes(YamlNode.MapNode root) {
    List<String> notes = new ArrayList<>();
    optional(root, "notes")
        .ifPresent(
            node -> {
              List<YamlNode> items = list(node, "notes").items();
              for (int i = 0; i < items.size(); i++) {
                notes.add(string(items.get(i), "notes[" + i + "]"));
              }
            });
    return notes;
  }

  /**
   * A δ &gt; 0 must be used by some method of the spec: pure ε-DP methods ignore it, so a δ that
   * only they get is a mistake (and would still enter every trial key). A spec that compares an (ε,
   * δ) method with pure ones under one budget (Ma &amp; Yang's Table 2) is fine, and so is a spec
   * of non-private references only, which ignore every budget.
   */
  private static void checkDeltaUsed(DeltaSupply delta, List<MethodSpec> methods) {
    List<String> pure =
        methods.stream()
            .filter(m -> m.method().info().privacyModel() != PrivacyModel.NONE)
            .map(MethodSpec::label)
            .distinct()
            .toList();
    if (delta.positive() == null
        || pure.isEmpty()
        || methods.stream()
            .anyMatch(
                m ->
                    m.method().info().usesDelta()
                        && m.method().info().privacyModel() != PrivacyModel.NONE)) {
      return;
    }
    throw SpecException.at(
        delta.positive(),
        delta.positiveField(),
        "no method of this spec uses delta ("
            + String.join(", ", pure)
            + (pure.size() == 1 ? " is" : " are")
            + " pure epsilon-DP); leave delta out or set it to 0");
  }
}
