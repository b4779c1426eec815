package org.ldpbench.audit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import org.ldpbench.audit.layer.AuditTarget;
import org.ldpbench.data.DataSplit;
import org.ldpbench.data.RunMemo;
import org.ldpbench.data.SampleRows;
import org.ldpbench.data.TaskType;
import org.ldpbench.method.NotApplicable;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.method.PrivateMechanism;
import org.ldpbench.method.PrivateMethod;
import org.ldpbench.method.PublicInput;
import org.ldpbench.method.TrainingInput;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.PrivacyBudget;
import org.ldpbench.run.ExperimentPlan;
import org.ldpbench.spec.ExperimentSpec;

/**
 * What a spec really runs, as audit targets: for every data point of the spec's plan, the split its
 * replication 0 draws (the run's own n, d, public sample and evaluation points), and for every fit
 * group of a private method on it — every fit configuration at every budget of the sweep — the
 * protocol built exactly as the runner builds it ({@link TrainingInput#of} with the group's public
 * seed), each server's mechanism a target held to the budget the configuration declares it spends,
 * with that server's drawn sample as its {@link AuditTarget#actual()}. Nothing is shrunk: the
 * targets have the sizes, grids, bandwidths and variants of the run. Groups that differ only in
 * their noise seed (replications) give one target.
 *
 * <p>A data point whose data cannot be drawn (raw files missing) and a configuration the method
 * refuses (NotApplicable: it does not run either) are reported, not audited.
 */
public final class RunTargets {

  private RunTargets() {}

  /**
   * One target of a spec, or why there is none.
   *
   * @param spec the spec's name
   * @param data the data source's id
   * @param label the method's label in the spec
   * @param budgets the budgets of the group, as text
   * @param configuration the fit configuration, canonical (empty if skipped before one was known)
   * @param target the target, or empty
   * @param skipped why there is no target (empty if there is one)
   * @param epsilon ε of the audited server's budget (NaN if skipped before a budget was known)
   */
  public record RunTarget(
      String spec,
      String data,
      String label,
      String budgets,
      String configuration,
      Optional<AuditTarget> target,
      Optional<String> skipped,
      double epsilon) {

    /** This target, not audited, for {@code reason} (what the outcome line prints). */
    public RunTarget skipped(String reason) {
      return new RunTarget(
          spec,
          data,
          label,
          budgets,
          configuration,
          Optional.empty(),
          Optional.of(reason),
          epsilon);
    }
  }

  /** Which groups to keep. */
  public enum Budgets {
    /** Every data point, fit configuration and budget of the plan. */
    ALL,
    /**
     * The light pass of the test suite: for each method of the spec (entries of one method taken
     * together), the last fit configuration of its last entry (in the plan's order: the largest
     * grid, the finest bandwidth, the deepest tree…), at the first budget, on the first data point.
     */
    FIRST,
    /**
     * Every fit configuration and budget of the first data point (a test of one spec's whole grid,
     * cheaply).
     */
    FIRST_POINT
  }

  /**
   * Hands every target of {@code spec} under {@code profile} to {@code sink}, one data point at a
   * time (the split of a data point is held while its targets are handed out).
   */
  public static void each(
      ExperimentSpec spec,
      ExperimentSpec.Profile profile,
      Budgets budgets,
      Fault fault,
      Consumer<RunTarget> sink) {
    ExperimentPlan plan = ExperimentPlan.of(spec, profile);
    int points =
        budgets != Budgets.ALL ? Math.min(1, plan.dataPoints().size()) : plan.dataPoints().size();
    for (int u = 0; u < points; u++) {
      ExperimentPlan.Unit unit = plan.units().get(u);
      String data = unit.data().source().id();
      List<ExperimentPlan.FitGroup> groups =
          selected(unit.groups().stream().filter(RunTargets::isPrivate).toList(), budgets);
      if (groups.isEmpty()) {
        continue;
      }
      DataSplit split;
      try {
        split = unit.data().source().draw(unit.sampleStreams());
      } catch (RuntimeException e) {
        sink.accept(
            new RunTarget(
                spec.name(),
                data,
                "",
                "",
                "",
                Optional.empty(),
                Optional.of("data not drawn: " + firstLine(e)),
                Double.NaN));
        continue;
      }
      for (ExperimentPlan.FitGroup group : groups) {
        targets(spec, split, data, group, fault, sink);
      }
    }
  }

  /**
   * The groups to audit: distinct (entry, configuration, budgets); under FIRST, one per method (see
   * {@link Budgets#FIRST}).
   */
  private static List<ExperimentPlan.FitGroup> selected(
      List<ExperimentPlan.FitGroup> groups, Budgets budgets) {
    Map<String, ExperimentPlan.FitGroup> distinct = new LinkedHashMap<>();
    for (ExperimentPlan.FitGroup group : groups) {
      distinct.putIfAbsent(
          group.method().label() + "|" + group.fitParameters().canonical() + "|" + group.budgets(),
          group);
    }
    if (budgets != Budgets.FIRST) {
      return List.copyOf(distinct.values());
    }
    Map<String, ExperimentPlan.FitGroup> last = new LinkedHashMap<>();
    Map<String, String> firstBudget = new HashMap<>();
    for (ExperimentPlan.FitGroup group : distinct.values()) {
      String method = group.method().method().name();
      firstBudget.putIfAbsent(method, group.budgets());
      if (group.budgets().equals(firstBudget.get(method))) {
        last.put(method, group);
      }
    }
    List<ExperimentPlan.FitGroup> out = new ArrayList<>(last.values());
    return out;
  }

  /** Every target of {@code spec} under {@code profile}, in a list (small specs and tests). */
  public static List<RunTarget> of(
      ExperimentSpec spec, ExperimentSpec.Profile profile, Budgets budgets, Fault fault) {
    List<RunTarget> out = new ArrayList<>();
    each(spec, profile, budgets, fault, out::add);
    return out;
  }

  private static boolean isPrivate(ExperimentPlan.FitGroup group) {
    return group.method().method() instanceof PrivateMethod
        && group.method().method().privacyModel(group.fitParameters()) != PrivacyModel.NONE;
  }

  private static void targets(
      ExperimentSpec spec,
      DataSplit split,
      String data,
      ExperimentPlan.FitGroup group,
      Fault fault,
      Consumer<RunTarget> sink) {
    PrivateMethod method = (PrivateMethod) group.method().method();
    String label = group.method().label();
    List<Integer> sizes = split.privateSizes();
    List<PrivacyBudget> given = spec.budgets().resolve(group.point(), sizes);
    double epsilon = given.isEmpty() ? Double.NaN : given.get(0).epsilon();
    PublicInput input =
        TrainingInput.of(
                split,
                given.stream().map(fault::calibrated).toList(),
                group.publicSeed(),
                new RunMemo())
            .publicInput()
            .withFault(fault);
    RunTarget unaudited =
        new RunTarget(
            spec.name(),
            data,
            label,
            group.budgets(),
            group.fitParameters().canonical(),
            Optional.empty(),
            Optional.empty(),
            epsilon);
    List<? extends PrivateMechanism<?>> mechanisms;
    try {
      mechanisms = method.protocol(input, group.fitParameters()).mechanisms();
    } catch (NotApplicable e) {
      sink.accept(unaudited.skipped("not applicable, so not run either: " + firstLine(e)));
      return;
    }
    if (mechanisms.isEmpty()) {
      sink.accept(unaudited.skipped("uses no private data"));
      return;
    }
    for (int server = 0; server < mechanisms.size(); server++) {
      SampleRows rows = split.privateRows().get(server);
      if (rows.size() == 0) {
        sink.accept(unaudited.skipped("server " + server + " holds no private record"));
        continue;
      }
      PrivacyBudget held = method.declaredSpend(group.fitParameters(), given.get(server));
      int classes = rows.task() == TaskType.CLASSIFICATION ? Math.max(2, rows.classes()) : 2;
      AuditTarget target =
          new AuditTarget(
              method.name(),
              group.fitParameters().canonical() + " at " + group.budgets() + " on " + data,
              server,
              mechanisms.get(server),
              held,
              method.info().task(),
              rows.dimension(),
              rows.size(),
              classes,
              Optional.of(rows),
              fault,
              AuditTarget.landmarks(input, 2));
      sink.accept(
          new RunTarget(
              spec.name(),
              data,
              label,
              group.budgets(),
              group.fitParameters().canonical(),
              Optional.of(target),
              Optional.empty(),
              given.get(server).epsilon()));
    }
  }

  private static String firstLine(RuntimeException e) {
    String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    return message.lines().findFirst().orElse(message);
  }
}
