package org.ldpbench.run;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ldpbench.UserError;
import org.ldpbench.data.DataSource;
import org.ldpbench.data.SampleStreams;
import org.ldpbench.hash.Sha256;
import org.ldpbench.method.Method;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.spec.BudgetSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.store.ExpectedTrials;
import org.ldpbench.store.TrialKey;

/**
 * Everything one run of a spec computes, expanded: work units (one replication of one data point,
 * sharing one data draw), fit groups inside them (one release each) and trials inside those (one
 * post-processing configuration each, one row of {@code trials.csv}). Readers of the results see it
 * as the {@link ExpectedTrials} of its profile.
 */
public final class ExperimentPlan implements ExpectedTrials {

  private final ExperimentSpec spec;
  private final ExperimentSpec.Profile profile;
  private final PlanSelection selection;
  private final ConfigurationChoice choice;
  private final int replications;
  private final List<SweepPoint> points;
  private final List<MethodSpec> methods;
  private final List<DataPoint> dataPoints;
  private final List<Unit> units;
  private final Map<MethodSpec, List<ParameterSet>> fitConfigurations = new LinkedHashMap<>();
  private final Map<MethodSpec, List<ParameterSet>> postConfigurations = new LinkedHashMap<>();

  /** fit ∪ post per method, computed once and shared by every replication and sweep point. */
  private final Map<MethodSpec, ParameterSet[][]> mergedConfigurations = new LinkedHashMap<>();

  private ExperimentPlan(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      PlanSelection selection,
      ConfigurationChoice choice) {
    this.spec = spec;
    this.profile = profile;
    this.selection = selection;
    this.choice = choice;
    this.replications = spec.replications(profile);
    this.points = selection.points(spec, profilePoints(spec, profile));
    this.methods = selection.methods(spec);
    this.dataPoints = dataPoints(spec, points);
    for (MethodSpec method : methods) {
      fitConfigurations.put(method, method.fitConfigurations());
      postConfigurations.put(method, method.postConfigurations());
      List<ParameterSet> fits = fitConfigurations.get(method);
      List<ParameterSet> posts = postConfigurations.get(method);
      ParameterSet[][] merged = new ParameterSet[fits.size()][posts.size()];
      for (int f = 0; f < fits.size(); f++) {
        for (int q = 0; q < posts.size(); q++) {
          merged[f][q] = fits.get(f).merge(posts.get(q));
        }
      }
      mergedConfigurations.put(method, merged);
    }
    // replication-major, so that a run stopped early holds whole early replications; expanded when
    // asked for, so that planning a spec of millions of trials holds no per-trial objects
    int count = Math.multiplyExact(replications, dataPoints.size());
    this.units =
        new AbstractList<>() {
          @Override
          public Unit get(int index) {
            Objects.checkIndex(index, count);
            return unit(index / dataPoints.size(), dataPoints.get(index % dataPoints.size()));
          }

          @Override
          public int size() {
            return count;
          }
        };
  }

  /**
   * The sweep points {@code profile} runs: all of them, or for the quick profile those whose values
   * are on {@code quick.sweep}'s lists (the same points, keys and seeds as in the full plan).
   */
  private static List<SweepPoint> profilePoints(
      ExperimentSpec spec, ExperimentSpec.Profile profile) {
    List<SweepPoint> all = SweepPoint.all(spec.sweep());
    if (profile != ExperimentSpec.Profile.QUICK || !spec.quick().restrictsSweep()) {
      return all;
    }
    return new PlanSelection(List.of(), spec.quick().sweep()).points(spec, all);
  }

  /** Expands {@code spec} for {@code profile}. */
  public static ExperimentPlan of(ExperimentSpec spec, ExperimentSpec.Profile profile) {
    return new ExperimentPlan(spec, profile, PlanSelection.ALL, ConfigurationChoice.ALL);
  }

  /**
   * Expands the part of {@code spec} that {@code selection} keeps: the same trials, keys and seeds
   * as in the full plan, fewer of them.
   *
   * @throws UserError if the selection names a method label, axis or value the spec has not
   */
  public static ExperimentPlan of(
      ExperimentSpec spec, ExperimentSpec.Profile profile, PlanSelection selection) {
    return new ExperimentPlan(spec, profile, selection, ConfigurationChoice.ALL);
  }

  /**
   * This plan keeping only the configurations {@code choice} keeps (a spec with {@code bestOf:}):
   * the same keys and seeds for those, no trial for the others, and a fit group only where one of
   * its trials is kept.
   */
  public ExperimentPlan choosing(ConfigurationChoice choice) {
    return new ExperimentPlan(spec, profile, selection, choice);
  }

  @Override
  public ExperimentSpec spec() {
    return spec;
  }

  @Override
  public ExperimentSpec.Profile profile() {
    return profile;
  }

  @Override
  public int replications() {
    return replications;
  }

  /** All sweep points (of the selection), first axis outermost. */
  @Override
  public List<SweepPoint> points() {
    return points;
  }

  public List<DataPoint> dataPoints() {
    return dataPoints;
  }

  @Override
  public List<DataSource> dataSources() {
    return dataPoints.stream().map(DataPoint::source).toList();
  }

  @Override
  public void forEachTrial(TrialVisitor visitor) {
    for (Unit unit : units) {
      for (FitGroup group : unit.groups()) {
        for (Trial trial : group.trials()) {
          visitor.visit(
              unit.replication(), group.method(), group.point(), trial.key(), trial.parameters());
        }
      }
    }
  }

  /**
   * The work units, replication-major. The list is not stored: each {@link List#get} expands its
   * unit (groups, trial keys) anew, so callers that walk the plan hold one unit at a time.
   */
  public List<Unit> units() {
    return units;
  }

  /**
   * The implementation versions behind the trials of {@code method}: the method's and the data
   * source's, e.g. {@code LPCT@2+ma-yang-2d@2} ({@link Method#implementationIdentity}). Stored with
   * every row; a row of other versions is stale.
   */
  @Override
  public String implementation(MethodSpec method) {
    return method.method().implementationIdentity()
        + "+"
        + spec.dataFactory().name()
        + "@"
        + spec.dataFactory().info().implementationVersion();
  }

  /** Number of trials (rows) planned. */
  @Override
  public long trialCount() {
    long perReplication = 0;
    for (DataPoint dataPoint : dataPoints) {
      for (MethodSpec method : methods) {
        if (choice != ConfigurationChoice.ALL) {
          perReplication = Math.addExact(perReplication, chosen(dataPoint, method));
          continue;
        }
        perReplication =
            Math.addExact(
                perReplication,
                Math.multiplyExact(
                    Math.multiplyExact(
                        (long) dataPoint.points().size(), fitConfigurations.get(method).size()),
                    postConfigurations.get(method).size()));
      }
    }
    return Math.multiplyExact(perReplication, replications);
  }

  /** Configurations of {@code method} that {@link #choice} keeps at the points of {@code data}. */
  private long chosen(DataPoint data, MethodSpec method) {
    long count = 0;
    for (SweepPoint point : data.points()) {
      for (ParameterSet[] byPost : mergedConfigurations.get(method)) {
        for (ParameterSet parameters : byPost) {
          count += choice.keeps(method, point, parameters) ? 1 : 0;
        }
      }
    }
    return count;
  }

  /**
   * SHA-256 (hex) of every trial key with its fit group's noise and public seeds, in plan order:
   * two plans with the same digest run the same trials on the same random streams. {@code ldpbench
   * validate --keys} prints it, so a refactoring can show that no key or seed moved.
   */
  public String keysDigest() {
    java.security.MessageDigest digest = Sha256.newDigest();
    java.nio.ByteBuffer seeds = java.nio.ByteBuffer.allocate(2 * Long.BYTES);
    for (Unit unit : units) {
      for (FitGroup group : unit.groups()) {
        seeds.clear();
        seeds.putLong(group.noiseSeed()).putLong(group.publicSeed());
        digest.update(seeds.array());
        for (Trial trial : group.trials()) {
          digest.update(trial.key().getBytes(java.nio.charset.StandardCharsets.UTF_8));
          digest.update((byte) '\n');
        }
      }
    }
    return Sha256.hex(digest);
  }

  private Unit unit(int replication, DataPoint dataPoint) {
    long replicationSeed =
        Seeds.replicationSeed(spec.seed(), spec.dataFactory().name(), replication);
    String dataId = dataPoint.source().id();
    List<FitGroup> groups = new ArrayList<>();
    for (SweepPoint point : dataPoint.points()) {
      String budgets = spec.budgets().canonical(point);
      for (MethodSpec method : methods) {
        List<ParameterSet> posts = postConfigurations.get(method);
        String stream = method.method().info().noiseStream();
        List<ParameterSet> fits = fitConfigurations.get(method);
        ParameterSet[][] merged = mergedConfigurations.get(method);
        for (int f = 0; f < fits.size(); f++) {
          ParameterSet fit = fits.get(f);
          List<Trial> trials = new ArrayList<>(posts.size());
          for (int q = 0; q < posts.size(); q++) {
            ParameterSet post = posts.get(q);
            ParameterSet all = merged[f][q];
            if (!choice.keeps(method, point, all)) {
              continue;
            }
            String key =
                TrialKey.of(
                    spec.version(),
                    spec.seed(),
                    dataId,
                    replication,
                    method.label(),
                    method.method().name(),
                    all,
                    budgets);
            trials.add(new Trial(key, post, all));
          }
          if (trials.isEmpty()) {
            continue;
          }
          groups.add(
              new FitGroup(
                  method,
                  point,
                  budgets,
                  fit,
                  Seeds.noiseSeed(replicationSeed, dataId, stream, fit, budgets),
                  Seeds.publicSeed(
                      replicationSeed,
                      dataId,
                      stream,
                      method.method().publicRandomnessConfiguration(fit)),
                  trials));
        }
      }
    }
    return new Unit(replication, dataPoint, replicationSeed, groups);
  }

  private static List<DataPoint> dataPoints(ExperimentSpec spec, List<SweepPoint> points) {
    Map<String, DataPoint> byId = new LinkedHashMap<>();
    Map<String, List<SweepPoint>> pointsById = new LinkedHashMap<>();
    Map<String, DataSource> sources = new LinkedHashMap<>();
    for (SweepPoint point : points) {
      DataSource source = spec.dataSource(point);
      sources.putIfAbsent(source.id(), source);
      pointsById.computeIfAbsent(source.id(), id -> new ArrayList<>()).add(point);
    }
    sources.forEach(
        (id, source) -> byId.put(id, new DataPoint(source, List.copyOf(pointsById.get(id)))));
    return List.copyOf(byId.values());
  }

  /**
   * A data source at one combination of the data axes, with the sweep points that use it (the ε
   * values, when ε is swept).
   */
  public record DataPoint(DataSource source, List<SweepPoint> points) {}

  /**
   * One replication of one data point: one data draw shared by all its groups.
   *
   * @param replicationSeed root of the replication's seeds; the samples' streams derive from it
   */
  public record Unit(int replication, DataPoint data, long replicationSeed, List<FitGroup> groups) {

    /** The streams the data source draws this unit's samples from. */
    public SampleStreams sampleStreams() {
      return Seeds.sampleStreams(replicationSeed);
    }
  }

  /**
   * One release: a method entry with fit-time parameters at a sweep point.
   *
   * @param budgets canonical text of the budgets at this point ({@link BudgetSpec#canonical});
   *     "none" without a budget
   * @param noiseSeed seed of the release's privacy noise
   * @param publicSeed seed of the fit's public randomness (the same at every budget)
   */
  public record FitGroup(
      MethodSpec method,
      SweepPoint point,
      String budgets,
      ParameterSet fitParameters,
      long noiseSeed,
      long publicSeed,
      List<Trial> trials) {}

  /** One row: a post-processing configuration of a fit group. */
  public record Trial(String key, ParameterSet postParameters, ParameterSet parameters) {}
}
