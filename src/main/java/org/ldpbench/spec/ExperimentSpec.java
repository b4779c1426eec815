package org.ldpbench.spec;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.data.Memo;
import org.ldpbench.metric.Metric;
import org.ldpbench.spec.claim.ClaimSpec;
import org.ldpbench.spec.output.CurvesSpec;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.spec.output.PlottedValue;
import org.ldpbench.spec.reference.ReferenceSpec;

/**
 * A validated experiment: what data, which sweep, which methods with which grids, how many
 * replications, and how to report. Read from YAML by {@link SpecParser}; the schema is documented
 * in {@code experiments/README.md}.
 *
 * @param file the spec file as the user named it
 * @param sha256 hash of the spec text (recorded in the manifest)
 * @param name experiment name; results go to {@code results/<name>/}, figures to {@code
 *     <figures>/<name>.png}
 * @param title one-line description
 * @param version spec version; part of every trial key, bump it to invalidate stored trials
 * @param seed root of the seed tree
 * @param replications replications of the full profile
 * @param quick the {@code --quick} profile: its replications and the sweep values it keeps
 * @param dataFactory the data source
 * @param dataParameters fixed data-source parameter values (canonical)
 * @param sweep the sweep axes, in spec order
 * @param methods the method entries, in spec order
 * @param figures the outputs (line charts, tables, heat maps), {@code output.figure} first
 * @param notes deviations from the paper and other remarks, shown in reports
 * @param reference numbers to compare with, if any
 * @param claims the paper's statements to check, in spec order
 * @param metrics the scores recorded for every trial; the first one chooses the best configuration
 * @param budgets how budgets are assigned to the private samples
 * @param gridProfile the grid profile the methods' {@code params}/{@code grid} stand for (default
 *     {@code paper}); other profiles are selected with {@link #withGridProfile}
 * @param isolatedFits {@code fits: isolated}: every fit group gets its own fresh copy of its unit's
 *     data, so no work remembered per data object (partitions, routing, warm starts, trees) is
 *     shared between fits and every stored time is a cold one (for timing tables); the results are
 *     the same as with shared data, only slower to compute
 * @param reuse {@code reuse:} names of other specs whose stored trials this spec shares (same trial
 *     keys): those trials are copied from their results instead of computed again ({@code
 *     store.TrialReuse}); empty for most specs
 * @param bestOf {@code bestOf:} the name of another spec whose stored trials choose, per method
 *     entry and sweep point, the one configuration this spec runs: the best mean of the primary
 *     metric over this spec's replications, read from the named spec's rows with the same trial
 *     keys (Table 3 times only the configurations Table 2 makes best); empty for most specs
 * @param dataMemo where the data sources made from this spec remember what they read from files (a
 *     real data set, encoded): shared by its plans, and by the other specs parsed by the same
 *     command ({@link SpecParser#parse(java.nio.file.Path, Memo)})
 */
public record ExperimentSpec(
    String file,
    String sha256,
    String name,
    String title,
    int version,
    long seed,
    int replications,
    QuickProfile quick,
    DataSourceFactory dataFactory,
    Map<String, Object> dataParameters,
    List<SweepAxis> sweep,
    List<MethodSpec> methods,
    List<OutputSpec> figures,
    List<String> notes,
    Optional<ReferenceSpec> reference,
    List<ClaimSpec> claims,
    List<Metric> metrics,
    BudgetSpec budgets,
    String gridProfile,
    boolean isolatedFits,
    List<String> reuse,
    String bestOf,
    Memo dataMemo) {

  public ExperimentSpec {
    Objects.requireNonNull(dataMemo, "dataMemo");
    dataParameters = Collections.unmodifiableMap(new LinkedHashMap<>(dataParameters));
    sweep = List.copyOf(sweep);
    methods = List.copyOf(methods);
    figures = List.copyOf(figures);
    notes = List.copyOf(notes);
    claims = List.copyOf(claims);
    metrics = List.copyOf(metrics);
    reuse = List.copyOf(reuse);
    Objects.requireNonNull(bestOf, "bestOf");
    if (metrics.isEmpty()) {
      throw new IllegalArgumentException("a spec needs at least one metric");
    }
  }

  /**
   * The names of every grid profile of this spec: the default one first, then those the methods
   * define.
   */
  public Set<String> gridProfiles() {
    Set<String> names = new LinkedHashSet<>();
    names.add(gridProfile);
    methods.forEach(m -> names.addAll(m.profiles().keySet()));
    return names;
  }

  /**
   * This experiment with grid profile {@code profile}: every method takes that profile's params and
   * grid (or keeps its own if it has none). Another profile is another experiment: its name gets
   * the suffix {@code -<profile>} (its own results directory and figure files) and its title says
   * which profile it is; the seed, data and budgets are the same.
   *
   * @throws IllegalArgumentException if no method defines {@code profile}
   */
  public ExperimentSpec withGridProfile(String profile) {
    if (profile.equals(gridProfile)) {
      return this;
    }
    if (!gridProfiles().contains(profile)) {
      throw new IllegalArgumentException(
          file
              + ": no grid profile '"
              + profile
              + "'; profiles: "
              + String.join(", ", gridProfiles()));
    }
    List<MethodSpec> profiled = methods.stream().map(m -> m.inProfile(profile)).toList();
    List<OutputSpec> renamed = figures;
    return new ExperimentSpec(
        file,
        sha256,
        name + "-" + profile,
        title + " [" + profile.toUpperCase(Locale.ROOT) + " grid profile]",
        version,
        seed,
        replications,
        quick,
        dataFactory,
        dataParameters,
        sweep,
        profiled,
        renamed,
        notes,
        reference,
        claims,
        metrics,
        budgets,
        profile,
        isolatedFits,
        List.of(), // the named specs' stores hold their default grid profile's trials
        "", // likewise: their best configurations are of the default grid profile
        dataMemo);
  }

  /**
   * This spec with {@code outputs} instead of its own (the default figure of a spec without {@code
   * output:}).
   */
  public ExperimentSpec withFigures(List<OutputSpec> outputs) {
    return new ExperimentSpec(
        file,
        sha256,
        name,
        title,
        version,
        seed,
        replications,
        quick,
        dataFactory,
        dataParameters,
        sweep,
        methods,
        outputs,
        notes,
        reference,
        claims,
        metrics,
        budgets,
        gridProfile,
        isolatedFits,
        reuse,
        bestOf,
        dataMemo);
  }

  /**
   * The data source at {@code point}: the spec's data parameters with the point's data axes put
   * over them.
   */
  public DataSource dataSource(SweepPoint point) {
    return dataSource(point.dataParameters(dataParameters));
  }

  /**
   * The data source for data parameters {@code parameters} (completed with their defaults), reading
   * files once per data memo.
   */
  public DataSource dataSource(Map<String, Object> parameters) {
    return dataFactory.create(dataFactory.info().parameters().complete(parameters), dataMemo);
  }

  /** The metric that chooses the best configuration and that summaries, figures and claims use. */
  public Metric primaryMetric() {
    return metrics.get(0);
  }

  /**
   * The output whose x axis orders the report's table of results: the first line chart or table
   * whose x is a sweep axis, if any.
   */
  public Optional<CurvesSpec> mainFigure() {
    return curves().filter(f -> !f.xIsParameter()).findFirst();
  }

  /**
   * True if a line chart or table shows running times ({@code value: seconds}), so summaries need
   * them.
   */
  public boolean plotsRunningTimes() {
    return curves().anyMatch(f -> f.value() == PlottedValue.SECONDS);
  }

  /**
   * True if the spec's outputs are running times: a chart or table of {@code value: seconds}, or a
   * claim about seconds. Its summaries then carry the running time of every configuration, and a
   * command running several specs runs it with no report beside its fits.
   */
  public boolean reportsRunningTimes() {
    return plotsRunningTimes() || claims.stream().anyMatch(claim -> claim.meta().aboutSeconds());
  }

  /** The line charts and tables, in order. */
  private Stream<CurvesSpec> curves() {
    return figures.stream().filter(CurvesSpec.class::isInstance).map(CurvesSpec.class::cast);
  }

  /** True if the spec plans trials, i.e. has methods (a spec of heat maps alone has none). */
  public boolean hasTrials() {
    return !methods.isEmpty();
  }

  /** Replications for a profile. */
  public int replications(Profile profile) {
    return profile == Profile.QUICK ? quick.replications() : replications;
  }

  /** Replications of the {@code --quick} profile. */
  public int quickReplications() {
    return quick.replications();
  }

  /** The axis named {@code name}, if the sweep has one. */
  public Optional<SweepAxis> axis(String name) {
    return sweep.stream().filter(a -> a.name().equals(name)).findFirst();
  }

  /** Which replication count to run. */
  public enum Profile {
    /** The paper-size run. */
    FULL,
    /**
     * A scaled-down run (fewer replications, and the sweep values of {@code quick.sweep} only), for
     * smoke tests and quick looks.
     */
    QUICK
  }
}
