package org.ldpbench.benchcheck;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The conditions of a JMH run as its machine line says them ({@code jmh-machine.txt}, written by
 * {@code make bench} and {@code make bench-check}: "2 cores, openjdk version "17.0.15" …, load
 * average (1, 5, 15 min) 0.42 0.51 0.60 before the run, …"), so that {@code make bench-check} can
 * warn where its verdicts mean less: a machine busy with other work (its medians measure the load,
 * and unevenly: a benchmark that runs on every core suffers most) or a different JDK than the
 * reference's (a JDK changes medians too). A warning does not change a verdict.
 *
 * @param cores the machine's cores, 0 if unknown
 * @param jdk the JDK's version line, empty if unknown
 * @param load the one-minute load average before the run, NaN if unknown
 */
public record RunConditions(int cores, String jdk, double load) {

  private static final Pattern CORES = Pattern.compile("(\\d+) cores");
  private static final Pattern JDK = Pattern.compile("(\\w+ version \"[^\"]*\")");
  private static final Pattern LOAD = Pattern.compile("load average \\(1, 5, 15 min\\) ([0-9.]+)");

  /** The conditions a machine line states; what it does not state is unknown. */
  public static RunConditions of(String machineLine) {
    Matcher cores = CORES.matcher(machineLine);
    Matcher jdk = JDK.matcher(machineLine);
    Matcher load = LOAD.matcher(machineLine);
    return new RunConditions(
        cores.find() ? Integer.parseInt(cores.group(1)) : 0,
        jdk.find() ? jdk.group(1) : "",
        load.find() ? Double.parseDouble(load.group(1)) : Double.NaN);
  }

  /**
   * True if the load average before the run was at least the number of cores: other work held every
   * core.
   */
  public boolean busy() {
    return cores > 0 && load >= cores;
  }

  /**
   * What a reader of the verdicts of a run under {@code measured} against {@code reference} should
   * know.
   */
  public static List<String> warnings(RunConditions reference, RunConditions measured) {
    List<String> warnings = new ArrayList<>();
    if (measured.busy()) {
      warnings.add(
          String.format(
              Locale.ROOT,
              "this machine was busy (load average %.2f on %d cores before the"
                  + " run): its medians measure the load as much as the code; check again on a quiet machine",
              measured.load(),
              measured.cores()));
    }
    if (reference.busy()) {
      warnings.add(
          String.format(
              Locale.ROOT,
              "the reference was measured on a busy machine (load average %.2f"
                  + " on %d cores): record it again on a quiet one",
              reference.load(),
              reference.cores()));
    }
    if (!reference.jdk().isEmpty()
        && !measured.jdk().isEmpty()
        && !reference.jdk().equals(measured.jdk())) {
      warnings.add(
          "the JDKs differ (reference: "
              + reference.jdk()
              + ", this run: "
              + measured.jdk()
              + "), which changes medians too");
    }
    return warnings;
  }
}
