package org.ldpbench.cli.audit;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.audit.AuditLayers;
import org.ldpbench.audit.RunAudit;
import org.ldpbench.audit.RunTargets;
import org.ldpbench.audit.endtoend.EndToEndAudit;
import org.ldpbench.audit.endtoend.FitOutputAudit;
import org.ldpbench.audit.layer.AuditFinding;
import org.ldpbench.audit.layer.AuditOptions;
import org.ldpbench.audit.layer.MethodAuditLayer;
import org.ldpbench.audit.layer.MethodAuditResult;
import org.ldpbench.audit.report.AuditReport;
import org.ldpbench.hash.SourceDigest;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench audit NAME|SPEC...}: runs every layer of the privacy audit ({@link AuditLayers})
 * on a registered method (plugins included: methods come from every {@code MethodProvider} on the
 * class path) and prints per mechanism the declared (ε, δ), the empirical lower bound with its
 * confidence and pass/fail. Given spec files, it audits what each spec runs at the run's own scale
 * first ({@link RunAudit}: the sensitivity and calibration layers on every private mechanism, fit
 * configuration and budget, on the data the run draws), then runs the end-to-end and whole-fit
 * layers on the spec's fit configurations. Exit code 1 when anything fails. {@code --report FILE}
 * writes the power table (faults planted on purpose; the only way a fault is ever set outside the
 * tests).
 *
 * <p>Progress goes to stderr, one line as each layer of each method starts and one as it ends, with
 * its verdict, its wall time and its summary (a layer can take minutes: an external method's
 * whole-fit layer fits it thousands of times). A method's audit stops at its first failed layer,
 * since the later ones cost more and cannot undo a failure; {@code --all-layers} runs them all.
 */
@Command(
    name = "audit",
    mixinStandardHelpOptions = true,
    description =
        "Audit the privacy of a method, or of everything one or more specs run (at the run's own scale),"
            + " against the declared (epsilon, delta); exit code 1 if anything fails.")
public final class AuditCommand implements Callable<Integer> {

  @Parameters(
      paramLabel = "NAME|SPEC",
      arity = "0..*",
      description = "A registered method name, or spec files.")
  List<String> names = List.of();

  @Option(
      names = "--quick",
      description =
          "Audit the specs' quick profiles (fewer sweep values for some) instead of"
              + " their full profiles.")
  boolean quick;

  @Option(
      names = "--verbose",
      description = "Print every audited target of a spec, not only the failed ones.")
  boolean verbose;

  @Option(
      names = "--light",
      description =
          "For specs: the test suite's light pass at the run's scale (quick profile;"
              + " per method its last configuration at the first budget on the first data point; fewer neighbours).")
  boolean light;

  @Option(
      names = "--scale-only",
      description =
          "For specs: only the audit at the run's scale (sensitivity and"
              + " calibration of every target), not the end-to-end and whole-fit layers.")
  boolean scaleOnly;

  @Option(names = "--all", description = "Audit every registered method.")
  boolean all;

  @Option(
      names = "--epsilon",
      paramLabel = "E",
      split = ",",
      description = "Budget(s) epsilon to audit (default 0.5,1,4).")
  List<Double> epsilons = List.of(0.5, 1.0, 4.0);

  @Option(
      names = "--draws",
      paramLabel = "N",
      description = "Releases drawn per input and pair (default 20000).")
  int draws = 20_000;

  @Option(
      names = "--all-layers",
      description =
          "Run every layer even after one failed (by default a method's audit"
              + " stops at its first failed layer: the later ones take longer and cannot undo a failure).")
  boolean allLayers;

  @Option(
      names = "--report",
      paramLabel = "FILE",
      description =
          "Write the power table (clean and planted"
              + " faults at epsilon 1) as Markdown to FILE instead of printing findings.")
  Path report;

  @Spec picocli.CommandLine.Model.CommandSpec command;

  /**
   * The digest of the audited sources when run in the project directory (where {@code make
   * audit-report} runs), else null: a table written elsewhere (a plugin's) says so instead of
   * recording a digest of nothing.
   */
  private static String sources() throws IOException {
    Path project = Path.of("");
    return Files.isDirectory(project.resolve(SourceDigest.METHODS))
        ? SourceDigest.of(project, SourceDigest.Scope.AUDIT_TABLE).hex()
        : null;
  }

  @Override
  public Integer call() throws IOException {
    if (draws < 20) {
      throw new UserError("--draws must be at least 20, got " + draws);
    }
    for (double e : epsilons) {
      if (!(e >= 1e-6 && e <= 1e6)) {
        throw new UserError("--epsilon must lie in [1e-6, 1e6], got " + e);
      }
    }
    AuditOptions options = new AuditOptions(epsilons, draws, 1e-6, Fault.NONE, 1);
    PrintWriter out = command.commandLine().getOut();
    if (!all && !names.isEmpty() && names.stream().allMatch(AuditCommand::isSpecFile)) {
      return specs(options, out);
    }
    List<Target> targets = targets();
    if (report != null) {
      String table =
          new AuditReport(options, 1.0, sources())
              .markdown(
                  targets.stream().map(Target::method).toList(),
                  name -> command.commandLine().getErr().println("auditing " + name));
      Path parent = report.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      Files.writeString(report, table);
      out.println("wrote " + report);
      out.flush();
      return 0;
    }
    boolean failed = false;
    for (Target t : targets) {
      failed |= layers(t, AuditLayers.standard(), options, out);
    }
    out.flush();
    return failed ? 1 : 0;
  }

  /**
   * Runs {@code layers} on one target in order, its findings on stdout and on stderr one line as
   * each layer starts and one as it ends (verdict, wall time, summary); stops after the first
   * failed layer unless {@code --all-layers}. Returns whether a layer failed.
   */
  private boolean layers(
      Target t, List<MethodAuditLayer> layers, AuditOptions options, PrintWriter out) {
    PrintWriter err = command.commandLine().getErr();
    String name = t.method().name();
    boolean failed = false;
    for (int i = 0; i < layers.size(); i++) {
      MethodAuditLayer layer = layers.get(i);
      err.printf(
          Locale.ROOT,
          "%s: layer %d of %d, %s: started%n",
          name,
          i + 1,
          layers.size(),
          layer.name());
      err.flush();
      long start = System.nanoTime();
      MethodAuditResult result = layer.audit(t.method(), t.configurations(), options);
      err.printf(
          Locale.ROOT,
          "%s: layer %d of %d, %s: %s in %.1f s (%s)%n",
          name,
          i + 1,
          layers.size(),
          layer.name(),
          result.failed() ? "FAILED" : result.passed() ? "passed" : "nothing audited",
          (System.nanoTime() - start) / 1e9,
          result.summary());
      err.flush();
      print(out, result);
      out.flush();
      failed |= result.failed();
      if (result.failed() && !allLayers && i + 1 < layers.size()) {
        err.printf(
            Locale.ROOT,
            "%s: stopped after the failed %s layer (--all-layers runs the %s layer%s too)%n",
            name,
            layer.name(),
            String.join(
                ", ",
                layers.subList(i + 1, layers.size()).stream().map(MethodAuditLayer::name).toList()),
            layers.size() - i - 1 > 1 ? "s" : "");
        err.flush();
        break;
      }
    }
    return failed;
  }

  private static boolean isSpecFile(String name) {
    return (name.endsWith(".yaml") || name.endsWith(".yml")) && Methods.find(name).isEmpty();
  }

  /**
   * Every spec at its run's scale, then (unless --scale-only) the method-level layers on its
   * configurations.
   */
  private Integer specs(AuditOptions options, PrintWriter out) {
    if (report != null) {
      throw new UserError(
          "--report writes the method-level power table; give --all, not spec files");
    }
    List<ExperimentSpec> specs = new ArrayList<>();
    for (String name : names) {
      Path file = Path.of(name);
      if (!Files.isRegularFile(file)) {
        throw new UserError("spec file not found: " + name);
      }
      specs.add(SpecParser.parse(file));
    }
    RunAudit audit = light ? RunAudit.light() : RunAudit.heavy();
    ExperimentSpec.Profile profile =
        quick || light ? ExperimentSpec.Profile.QUICK : ExperimentSpec.Profile.FULL;
    PrintWriter err = command.commandLine().getErr();
    boolean failed = false;
    int audited = 0;
    int failures = 0;
    for (ExperimentSpec spec : specs) {
      err.println(
          "auditing "
              + spec.name()
              + " at the run's scale"
              + (light ? " (light pass)" : quick ? " (quick profile)" : ""));
      err.flush();
      RunAudit.Summary summary =
          audit.audit(
              spec,
              profile,
              light ? RunTargets.Budgets.FIRST : RunTargets.Budgets.ALL,
              Fault.NONE,
              outcome -> {
                if (verbose || outcome.failed() || !outcome.audited()) {
                  out.println(outcome.line());
                  out.flush();
                }
              });
      out.printf(
          Locale.ROOT,
          "%s at the run's scale: %d mechanism targets audited, %d failed, %d not audited%n",
          spec.name(),
          summary.audited(),
          summary.failed(),
          summary.skipped());
      out.flush();
      audited += summary.audited();
      failures += summary.failed();
      failed |= summary.failed() > 0;
    }
    if (specs.size() > 1) {
      out.printf(
          Locale.ROOT,
          "%d specs at their runs' scale: %d targets audited, %d failed%n",
          specs.size(),
          audited,
          failures);
    }
    if (!scaleOnly && failed && !allLayers) {
      err.println(
          "stopped after the failed audit at the run's scale (--all-layers runs the end-to-end and"
              + " whole-fit layers too)");
      err.flush();
    } else if (!scaleOnly) {
      for (Target t : specTargets(specs)) {
        failed |= layers(t, List.of(new EndToEndAudit(), new FitOutputAudit()), options, out);
      }
    }
    out.flush();
    return failed ? 1 : 0;
  }

  /** A method and the configurations to audit it in. */
  private record Target(Method method, List<Map<String, Object>> configurations) {}

  /** Every private method entry of the specs with its fit configurations (distinct per method). */
  private static List<Target> specTargets(List<ExperimentSpec> specs) {
    Map<String, Target> out = new LinkedHashMap<>();
    for (ExperimentSpec spec : specs) {
      for (MethodSpec m : spec.methods()) {
        if (m.method().info().privacyModel() == PrivacyModel.NONE) {
          continue;
        }
        Target known = out.get(m.method().name());
        List<Map<String, Object>> configurations =
            new ArrayList<>(known == null ? List.of() : known.configurations());
        m.fitConfigurations().stream()
            .map(ParameterSet::asMap)
            .filter(c -> !configurations.contains(c))
            .forEach(configurations::add);
        out.put(m.method().name(), new Target(m.method(), configurations));
      }
    }
    return List.copyOf(out.values());
  }

  private List<Target> targets() {
    if (all == !names.isEmpty()) {
      throw new UserError("give one method name or spec files, or --all");
    }
    if (names.size() > 1) {
      throw new UserError(
          "give one method name (or spec files only), got " + String.join(" ", names));
    }
    String target = all ? null : names.get(0);
    if (all) {
      return Methods.all().values().stream()
          .filter(m -> m.info().privacyModel() != PrivacyModel.NONE)
          .map(m -> new Target(m, m.auditConfigurations()))
          .toList();
    }
    if (Methods.find(target).isPresent()) {
      Method method = Methods.find(target).orElseThrow();
      return List.of(new Target(method, method.auditConfigurations()));
    }
    throw new UserError(
        "unknown method or spec file: "
            + target
            + " (methods: "
            + String.join(", ", Methods.all().keySet())
            + ")");
  }

  private static void print(PrintWriter out, MethodAuditResult result) {
    out.printf("%s [%s]: %s%n", result.method(), result.layer(), result.summary());
    for (AuditFinding f : result.findings()) {
      String claim =
          Double.isNaN(f.claimedEpsilon())
              ? "no claim"
              : String.format(
                  Locale.ROOT,
                  "declared (eps %.4g, delta %.2g)",
                  f.claimedEpsilon(),
                  f.claimedDelta());
      String bound =
          f.audited() && !Double.isNaN(f.bound())
              ? String.format(
                  Locale.ROOT,
                  "lower bound %s at confidence %.6f",
                  f.boundText().replace("ε", "eps").replace("δ", "delta").replace("≥", ">="),
                  f.confidence())
              : f.detail();
      out.printf(
          "  %-4s %s eps=%.3g %s: %s; %s%n",
          f.status() == AuditFinding.Status.PASS
              ? "PASS"
              : f.status() == AuditFinding.Status.FAIL ? "FAIL" : "-",
          f.configuration(),
          f.epsilon(),
          f.mechanism(),
          claim,
          bound);
    }
  }
}
