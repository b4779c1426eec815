package org.ldpbench.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.hash.SourceDigest;
import org.ldpbench.method.Method;
import org.ldpbench.method.Methods;
import org.ldpbench.method.PrivacyModel;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.privacy.Fault;
import org.ldpbench.privacy.audit.AuditFinding;
import org.ldpbench.privacy.audit.MethodAuditLayer;
import org.ldpbench.privacy.audit.AuditLayers;
import org.ldpbench.privacy.audit.AuditOptions;
import org.ldpbench.privacy.audit.AuditReport;
import org.ldpbench.privacy.audit.MethodAuditResult;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecParser;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench audit NAME|SPEC}: runs every layer of the privacy audit ({@link AuditLayers}) on a
 * registered method (plugins included: methods come from every {@code MethodProvider} on the class
 * path) or on every private method of a spec, in the spec's own fit settings, and prints per
 * mechanism the declared (ε, δ), the empirical lower bound with its confidence and pass/fail. Exit
 * code 1 when any mechanism fails. {@code --report FILE} writes the power table (faults planted
 * on purpose; the only way a fault is ever set outside the tests).
 */
@Command(name = "audit", mixinStandardHelpOptions = true,
        description = "Audit the privacy of a method (or of every private method of a spec) against its declared"
                + " (epsilon, delta); exit code 1 if any mechanism fails.")
final class AuditCommand implements Callable<Integer> {

    @Parameters(paramLabel = "NAME|SPEC", arity = "0..1", description = "A registered method name or a spec file.")
    String target;

    @Option(names = "--all", description = "Audit every registered method.")
    boolean all;

    @Option(names = "--epsilon", paramLabel = "E", split = ",",
            description = "Budget(s) epsilon to audit (default 0.5,1,4).")
    List<Double> epsilons = List.of(0.5, 1.0, 4.0);

    @Option(names = "--draws", paramLabel = "N", description = "Releases drawn per input and pair (default 20000).")
    int draws = 20_000;

    @Option(names = "--report", paramLabel = "FILE", description = "Write the power table (clean and planted"
            + " faults at epsilon 1) as Markdown to FILE instead of printing findings.")
    Path report;

    @Spec
    picocli.CommandLine.Model.CommandSpec command;

    /**
     * The digest of the audited sources when run in the project directory (where {@code make audit-report} runs),
     * else null: a table written elsewhere (a plugin's) says so instead of recording a digest of nothing.
     */
    private static String sources() throws IOException {
        Path project = Path.of("");
        return Files.isDirectory(project.resolve(SourceDigest.ROOTS.get(0))) ? SourceDigest.of(project).hex() : null;
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
        List<Target> targets = targets();
        AuditOptions options = new AuditOptions(epsilons, draws, 1e-6, Fault.NONE, 1);
        PrintWriter out = command.commandLine().getOut();
        if (report != null) {
            String table = new AuditReport(options, 1.0, sources()).markdown(targets.stream().map(Target::method).toList(),
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
            for (MethodAuditLayer layer : AuditLayers.standard()) {
                MethodAuditResult result = layer.audit(t.method(), t.configurations(), options);
                print(out, result);
                failed |= result.failed();
            }
        }
        out.flush();
        return failed ? 1 : 0;
    }

    /** A method and the configurations to audit it in. */
    private record Target(Method method, List<Map<String, Object>> configurations) {
    }

    private List<Target> targets() {
        if (all == (target != null)) {
            throw new UserError("give one method name or spec file, or --all");
        }
        if (all) {
            return Methods.all().values().stream().filter(m -> m.info().privacyModel() != PrivacyModel.NONE)
                    .map(m -> new Target(m, m.auditConfigurations())).toList();
        }
        if (Methods.find(target).isPresent()) {
            Method method = Methods.find(target).orElseThrow();
            return List.of(new Target(method, method.auditConfigurations()));
        }
        Path file = Path.of(target);
        if (!target.endsWith(".yaml") && !target.endsWith(".yml") || !Files.isRegularFile(file)) {
            throw new UserError("unknown method or spec file: " + target + " (methods: "
                    + String.join(", ", Methods.all().keySet()) + ")");
        }
        ExperimentSpec spec = SpecParser.parse(file);
        List<Target> out = new ArrayList<>();
        for (MethodSpec m : spec.methods()) {
            if (m.method().info().privacyModel() != PrivacyModel.NONE) {
                List<Map<String, Object>> configurations = m.fitConfigurations().stream().map(ParameterSet::asMap)
                        .distinct().toList();
                out.add(new Target(m.method(), configurations));
            }
        }
        if (out.isEmpty()) {
            throw new UserError(file + ": the spec has no private method to audit");
        }
        return out;
    }

    private static void print(PrintWriter out, MethodAuditResult result) {
        out.printf("%s [%s]: %s%n", result.method(), result.layer(), result.summary());
        for (AuditFinding f : result.findings()) {
            String claim = Double.isNaN(f.claimedEpsilon()) ? "no claim"
                    : String.format(Locale.ROOT, "declared (eps %.4g, delta %.2g)", f.claimedEpsilon(), f.claimedDelta());
            String bound = f.audited() && !Double.isNaN(f.bound()) ? String.format(Locale.ROOT,
                    "lower bound %s at confidence %.6f", f.boundText().replace("ε", "eps").replace("δ", "delta").replace("≥", ">="),
                    f.confidence()) : f.detail();
            out.printf("  %-4s %s eps=%.3g %s: %s; %s%n", f.status() == AuditFinding.Status.PASS ? "PASS"
                    : f.status() == AuditFinding.Status.FAIL ? "FAIL" : "-", f.configuration(), f.epsilon(),
                    f.mechanism(), claim, bound);
        }
    }
}
