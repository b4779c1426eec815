package org.ldpbench.golden;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.ldpbench.data.DataSources;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.KnownTruth;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.real.RawDataUnavailable;
import org.ldpbench.hash.Sha256;
import org.ldpbench.method.Fit;
import org.ldpbench.method.Methods;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.Predictions;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.metric.Metric;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SpecParser;

/**
 * Computes the golden outputs of every method and data source named by the tiny specs under {@code
 * src/test/resources/golden/specs/}, the way the runner computes trials (same plan, seeds, budgets,
 * run memo, fits, post-processing and metrics), but keeping more than the store does:
 *
 * <ul>
 *   <li>a method: per trial its replication, sweep point, parameters, every score as {@link
 *       Double#toString} (exact: it reads back to the same double), its diagnostics, and the
 *       SHA-256 of its predictions on the test points (labels or the bits of every value; the
 *       model's public output, so the privacy boundary stays closed), or its not-applicable reason;
 *   <li>a data source: per draw (data point, replication) the fingerprint the manifest records
 *       ({@link DataSplit#sha256()}: public, private and test samples), the known domain, and the
 *       SHA-256 of the regression function at the test points when a metric of the spec needs it.
 * </ul>
 *
 * Each text is hashed into one {@link GoldenLine}. Specs in {@code specs/raw-data/} read raw data
 * files: they give data fingerprints only (so that no method's line depends on files a machine may
 * lack), and are skipped, with the reason, where the files are missing. Specs in {@code
 * specs/paths/} run the code paths that committed specs take (a {@code noise:}, {@code privatize:}
 * or {@code variant:} value, a grid-size class; coverage parity, {@code make coverage-parity},
 * finds the ones missing): each gives its methods and data source lines of their own, named {@code
 * NAME/SPEC} after the spec's file ({@code PHIST/phist-code}), so that adding such a spec appends
 * lines and changes no recorded one; their methods' texts also hold each private configuration's
 * declared spend per ε (what {@code run} and {@code validate} note when a configuration is not
 * ε-DP). Those of {@code specs/paths/raw-data/} run methods on real data (paths only real data
 * take: exact zeros, features constant on a node) and are skipped where the raw files are missing.
 */
public final class GoldenOutputs {

  /** The golden specs in the source tree. */
  public static final Path SPECS = Path.of("src/test/resources/golden/specs");

  /** The sub-folder of specs whose data sources read raw files. */
  public static final String RAW_DATA = "raw-data";

  /**
   * The sub-folder of specs of committed runs' code paths, each with lines of its own ({@code
   * NAME/SPEC}).
   */
  public static final String PATHS = "paths";

  /**
   * What {@link #compute} found.
   *
   * @param outputs one per method and data source, methods first, each by name
   * @param skipped one line per spec skipped for missing raw data (file and reason)
   * @param skippedSources the data sources of skipped specs
   */
  public record Result(
      List<GoldenOutput> outputs, List<String> skipped, List<String> skippedSources) {

    /** The output of method or data source {@code name} of {@code kind}, if computed. */
    public Optional<GoldenOutput> find(String kind, String name) {
      return outputs.stream()
          .filter(o -> o.line().kind().equals(kind) && o.line().name().equals(name))
          .findFirst();
    }
  }

  private final Map<String, StringBuilder> methodText = new TreeMap<>();
  private final Map<String, TreeSet<String>> methodImplementations = new TreeMap<>();
  private final Map<String, StringBuilder> dataText = new TreeMap<>();
  private final Map<String, TreeSet<String>> dataImplementations = new TreeMap<>();

  private final Predicate<String> fitted;

  private GoldenOutputs(Predicate<String> fitted) {
    this.fitted = fitted;
  }

  /** Every golden spec of {@code specs} (and its raw-data folder), with the given registries. */
  public static Result compute(Path specs, Methods methods, DataSources sources)
      throws IOException {
    return compute(specs, methods, sources, file -> true);
  }

  /**
   * The golden specs of {@code specs} (and its raw-data folder) that {@code which} accepts, in
   * file-name order, parsed with the given registries (a test may replace a method by a variant).
   */
  public static Result compute(
      Path specs, Methods methods, DataSources sources, Predicate<Path> which) throws IOException {
    return compute(specs, methods, sources, which, name -> true);
  }

  /**
   * As {@link #compute(Path, Methods, DataSources, Predicate)}, fitting only the methods whose
   * names {@code fitted} accepts (a method's output does not depend on the others: {@code make
   * mutation} checks one method at a time).
   */
  public static Result compute(
      Path specs,
      Methods methods,
      DataSources sources,
      Predicate<Path> which,
      Predicate<String> fitted)
      throws IOException {
    GoldenOutputs golden = new GoldenOutputs(fitted);
    List<String> skipped = new ArrayList<>();
    List<String> skippedSources = new ArrayList<>();
    for (Path file : specFiles(specs)) {
      if (!which.test(file)) {
        continue;
      }
      boolean paths =
          file.getParent().equals(specs.resolve(PATHS))
              || file.getParent().equals(specs.resolve(PATHS).resolve(RAW_DATA));
      boolean rawData = !paths && file.getParent().getFileName().toString().equals(RAW_DATA);
      String own = paths ? "/" + file.getFileName().toString().replaceFirst("\\.ya?ml$", "") : "";
      String text = Files.readString(file, StandardCharsets.UTF_8);
      ExperimentSpec spec;
      try {
        spec = SpecParser.parse(text, file.toString(), methods, sources);
      } catch (RawDataUnavailable missing) {
        skipped.add(file + ": " + String.join("; ", missing.problems()));
        skippedSources.add(declaredSource(text));
        continue;
      }
      ExperimentPlan plan = ExperimentPlan.of(spec, ExperimentSpec.Profile.FULL);
      golden.add(plan, !rawData, own);
    }
    return new Result(golden.outputs(), List.copyOf(skipped), List.copyOf(skippedSources));
  }

  /** The spec files of {@code specs} and of its raw-data and paths folders, sorted by path. */
  public static List<Path> specFiles(Path specs) throws IOException {
    List<Path> files = new ArrayList<>();
    for (Path directory :
        List.of(
            specs,
            specs.resolve(RAW_DATA),
            specs.resolve(PATHS),
            specs.resolve(PATHS).resolve(RAW_DATA))) {
      if (Files.isDirectory(directory)) {
        try (Stream<Path> list = Files.list(directory)) {
          list.filter(p -> p.getFileName().toString().endsWith(".yaml"))
              .sorted()
              .forEach(files::add);
        }
      }
    }
    return files;
  }

  /** The data source a spec names (data.source or data.synthetic), read without validating it. */
  static String declaredSource(String specText) throws IOException {
    JsonNode data = new YAMLMapper().readTree(specText).path("data");
    return data.hasNonNull("source")
        ? data.get("source").asText()
        : data.path("synthetic").asText();
  }

  /** Adds a spec's outputs; {@code own} is "" or "/SPEC" for a spec whose lines are its own. */
  private void add(ExperimentPlan plan, boolean runMethods, String own) {
    ExperimentSpec spec = plan.spec();
    String dataName = spec.dataFactory().name() + own;
    String dataImplementation =
        spec.dataFactory().name() + "@" + spec.dataFactory().info().implementationVersion();
    dataImplementations.computeIfAbsent(dataName, k -> new TreeSet<>()).add(dataImplementation);
    StringBuilder data = dataText.computeIfAbsent(dataName, k -> new StringBuilder());
    boolean needsTruth = spec.metrics().stream().anyMatch(Metric::needsTruth);
    RunMemo memo =
        new RunMemo(); // one per spec, as one per run: what a sweep shares is shared here too
    for (ExperimentPlan.Unit unit : plan.units()) {
      DataSplit split = unit.data().source().draw(unit.sampleStreams());
      // as the runner: the regression function only where a metric needs it (not every design has
      // one)
      double[] truth =
          needsTruth
              ? ((KnownTruth) unit.data().source()).regressionFunction(split.test().features())
              : null;
      data.append(spec.name())
          .append('\t')
          .append(unit.data().source().id())
          .append("\trep=")
          .append(unit.replication())
          .append("\tsplit=")
          .append(split.sha256())
          .append("\tknownDomain=")
          .append(split.knownDomain().map(Object::toString).orElse("none"))
          .append("\ttruth=")
          .append(truth == null ? "none" : sha256(null, truth))
          .append('\n');
      if (!runMethods) {
        continue;
      }
      List<Integer> sizes = split.privateSizes();
      for (ExperimentPlan.FitGroup group : unit.groups()) {
        if (!fitted.test(group.method().method().name())) {
          continue;
        }
        String name = group.method().method().name() + own;
        methodImplementations
            .computeIfAbsent(name, k -> new TreeSet<>())
            .add(plan.implementation(group.method()));
        StringBuilder out = methodText.computeIfAbsent(name, k -> new StringBuilder());
        if (!own.isEmpty() && group.method().method() instanceof PrivateMethod declaring) {
          // what a run prints about the configuration (its note when it is not eps-DP): a code
          // path's output too
          out.append(spec.name())
              .append('\t')
              .append(group.method().label())
              .append("\tdeclared spend per eps=")
              .append(declaring.spendFactor(group.fitParameters()))
              .append('\n');
        }
        runGroup(spec, unit, group, split, sizes, truth, memo, out);
      }
    }
  }

  private static void runGroup(
      ExperimentSpec spec,
      ExperimentPlan.Unit unit,
      ExperimentPlan.FitGroup group,
      DataSplit split,
      List<Integer> sizes,
      double[] truth,
      RunMemo memo,
      StringBuilder out) {
    String prefix =
        spec.name()
            + "\t"
            + group.method().label()
            + "\trep="
            + unit.replication()
            + "\t"
            + group.point().describe()
            + "\t";
    Fit fit;
    try {
      List<PrivacyBudget> budgets = spec.budgets().resolve(group.point(), sizes);
      TrainingInput input = TrainingInput.of(split, budgets, group.publicSeed(), memo);
      fit =
          group
              .method()
              .method()
              .fit(input, group.fitParameters(), new SplittableRandom(group.noiseSeed()));
    } catch (NotApplicable e) {
      for (ExperimentPlan.Trial trial : group.trials()) {
        out.append(prefix)
            .append(trial.parameters().canonical())
            .append("\tnot applicable: ")
            .append(e.getMessage())
            .append('\n');
      }
      return;
    } catch (RuntimeException e) {
      throw new IllegalStateException(prefix.replace('\t', ' ') + "failed to fit: " + e, e);
    }
    for (ExperimentPlan.Trial trial : group.trials()) {
      out.append(prefix).append(trial.parameters().canonical()).append('\t');
      try {
        Predictions predictions =
            fit.model(trial.postParameters()).predict(split.test().features());
        for (Metric metric : spec.metrics()) {
          out.append(metric.id())
              .append('=')
              .append(Double.toString(metric.score(split.test(), predictions, truth)))
              .append(' ');
        }
        out.append("diagnostics=")
            .append(predictions.diagnostics())
            .append("\tpredictions=")
            .append(sha256(predictions.labels(), predictions.values()))
            .append('\n');
      } catch (NotApplicable e) {
        out.append("not applicable: ").append(e.getMessage()).append('\n');
      } catch (RuntimeException e) {
        throw new IllegalStateException(
            prefix.replace('\t', ' ') + trial.parameters().canonical() + " failed: " + e, e);
      }
    }
  }

  /** SHA-256 of labels (as big-endian ints) or values (as the bits of each double). */
  static String sha256(int[] labels, double[] values) {
    MessageDigest digest = Sha256.newDigest();
    ByteBuffer buffer = ByteBuffer.allocate(Long.BYTES);
    if (labels != null) {
      for (int label : labels) {
        buffer.clear();
        buffer.putInt(label);
        digest.update(buffer.array(), 0, Integer.BYTES);
      }
    } else {
      for (double value : values) {
        buffer.clear();
        buffer.putLong(Double.doubleToLongBits(value));
        digest.update(buffer.array(), 0, Long.BYTES);
      }
    }
    return Sha256.hex(digest);
  }

  private List<GoldenOutput> outputs() {
    List<GoldenOutput> outputs = new ArrayList<>();
    methodText.forEach(
        (name, text) ->
            outputs.add(
                output(
                    GoldenLine.METHOD,
                    name,
                    String.join(",", methodImplementations.get(name)),
                    text.toString())));
    dataText.forEach(
        (name, text) ->
            outputs.add(
                output(
                    GoldenLine.DATA,
                    name,
                    String.join(",", dataImplementations.get(name)),
                    text.toString())));
    return List.copyOf(outputs);
  }

  private static GoldenOutput output(String kind, String name, String implementation, String text) {
    return new GoldenOutput(new GoldenLine(kind, name, implementation, Sha256.hex(text)), text);
  }
}
