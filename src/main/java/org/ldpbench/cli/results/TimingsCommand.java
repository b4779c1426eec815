package org.ldpbench.cli.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.ldpbench.UserError;
import org.ldpbench.store.StoreTimes;
import org.ldpbench.store.TidyExport;
import org.ldpbench.store.manifest.ManifestDocument;
import org.ldpbench.store.manifest.StoredManifest;
import org.ldpbench.timings.JmhMedians;
import org.ldpbench.timings.MachineSpeed;
import org.ldpbench.timings.TimingsReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ldpbench timings RESULTS_ROOT --out docs/timings.md ...}: the timings page of a
 * from-scratch run ({@link TimingsReport}), from the manifests and stores under a results root and
 * the whole command's wall and CPU times that {@code make timings} measured around it, followed by
 * the JMH medians of the {@code --jmh} result files ({@link JmhMedians}; {@code make timings}
 * passes the {@code target/jmh-*.json} files that {@code make bench} left), and this machine's
 * speed against the reference machine's {@code --jmh-reference} files ({@link MachineSpeed}).
 */
@Command(
    name = "timings",
    mixinStandardHelpOptions = true,
    description =
        "Write the timings page (per spec: wall, trials, trial time, slowest method x data set cells) of"
            + " a from-scratch run stored under RESULTS_ROOT, and the JMH medians of --jmh files; make timings"
            + " calls it.")
public final class TimingsCommand implements Callable<Integer> {

  @Parameters(paramLabel = "RESULTS_ROOT", description = "The results root of the timed run.")
  Path results;

  @Option(
      names = "--out",
      paramLabel = "FILE",
      required = true,
      description = "Markdown file to write.")
  Path out;

  @Option(
      names = "--command",
      paramLabel = "TEXT",
      defaultValue = "make reproduce",
      description = "What was timed (default: ${DEFAULT-VALUE}).")
  String command;

  @Option(
      names = "--wall-seconds",
      paramLabel = "S",
      required = true,
      description = "Wall time of the command.")
  double wallSeconds;

  @Option(
      names = "--cpu-seconds",
      paramLabel = "S",
      required = true,
      description = "User + system time of the command and its children.")
  double cpuSeconds;

  @Option(
      names = "--machine",
      paramLabel = "TEXT",
      required = true,
      description = "Cores, JVM and load average before and after the run, as text.")
  String machine;

  @Option(
      names = "--jmh",
      paramLabel = "FILE",
      arity = "1..*",
      description =
          "JMH JSON result files of make bench (target/jmh-*.json): their medians become the section"
              + " 'JMH medians (make bench)'; without any, or for a missing file, it says they were not measured.")
  List<Path> jmh = new ArrayList<>();

  @Option(
      names = "--jmh-reference",
      paramLabel = "FILE",
      arity = "1..*",
      description =
          "JMH JSON result files of the reference machine (make timings passes docs/jmh-reference/jmh-*.json):"
              + " the section 'Machine speed against the reference' compares the --jmh medians with them.")
  List<Path> jmhReference = new ArrayList<>();

  @Spec picocli.CommandLine.Model.CommandSpec spec;

  @Override
  public Integer call() throws IOException {
    if (!(wallSeconds >= 0) || !(cpuSeconds >= 0)) {
      throw new UserError(
          "--wall-seconds and --cpu-seconds must be numbers >= 0, got "
              + wallSeconds
              + " and "
              + cpuSeconds);
    }
    List<TimingsReport.Spec> specs = new ArrayList<>();
    for (TidyExport.Source source : ResultDirectories.find(results)) {
      Path manifest = source.directory().resolve(StoredManifest.FILE);
      if (!Files.exists(manifest)) {
        throw new UserError(manifest + ": missing; timings need each experiment's manifest");
      }
      ManifestDocument document = StoredManifest.load(manifest);
      specs.add(new TimingsReport.Spec(document, List.copyOf(StoreTimes.of(source).values())));
    }
    String page =
        TimingsReport.markdown(
            new TimingsReport.Command(command, wallSeconds, cpuSeconds, machine),
            specs,
            JmhMedians.section(jmh) + "\n" + MachineSpeed.section(jmh, jmhReference, wallSeconds));
    if (out.toAbsolutePath().getParent() != null) {
      Files.createDirectories(out.toAbsolutePath().getParent());
    }
    Files.writeString(out, page, StandardCharsets.UTF_8);
    spec.commandLine().getErr().printf("wrote the timings of %d specs to %s%n", specs.size(), out);
    return 0;
  }
}
