package org.ldpbench.timings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.benchcheck.BenchmarkGate;

/**
 * The section "Machine speed against the reference" of docs/timings.md: the same JMH benchmarks
 * timed on this machine and on a reference machine (committed result files, {@code
 * docs/jmh-reference/}, from the machine on which the timing targets were measured), their ratios,
 * and the whole command's wall time divided by the geometric mean of the ratios. Two-core machines
 * differ by 2–4× in these medians (docs/timings.md's history), so a wall time means little without
 * it: 44 min on a machine whose medians are 2.4× the reference's is about 19 min at the reference's
 * speed.
 *
 * <p>The scaled time is an estimate and is labelled so: the benchmarks are one fit + predict of
 * each heavy method family, a sample of the run's work, and machines differ more on some families
 * than on others. A benchmark is compared only when name, parameters, mode and unit match; the
 * others are listed as not compared.
 */
public final class MachineSpeed {

  /** The section's heading. */
  public static final String HEADING = "## Machine speed against the reference";

  /** One benchmark on both machines. */
  record Ratio(JmhMedians.Row measured, JmhMedians.Row reference) {

    double value() {
      return measured.median() / reference.median();
    }
  }

  private MachineSpeed() {}

  /**
   * The section comparing {@code measured} result files with {@code reference} ones; {@code
   * wallSeconds} is the timed command's wall time. Without files on either side it says what is
   * missing.
   */
  public static String section(List<Path> measured, List<Path> reference, double wallSeconds)
      throws IOException {
    StringBuilder out = new StringBuilder(HEADING).append("\n\n");
    List<JmhMedians.Row> mine = rows(measured);
    List<JmhMedians.Row> theirs = rows(reference);
    if (theirs.isEmpty()) {
      return out.append(
              "No reference: no JMH result files given with --jmh-reference (make timings passes"
                  + " docs/jmh-reference/jmh-*.json).\n")
          .toString();
    }
    if (mine.isEmpty()) {
      return out.append(
              "Not compared: this machine's JMH medians were not measured (run make bench before"
                  + " make timings).\n")
          .toString();
    }
    List<String> notCompared = new ArrayList<>();
    List<Ratio> ratios = ratios(mine, theirs, notCompared);
    out.append("Reference: ")
        .append(String.join("; ", machines(reference)))
        .append(". Ratio: this machine's median / the reference's (above 1: slower).\n\n");
    if (ratios.isEmpty()) {
      return out.append("Not compared: no benchmark of this run is in the reference (")
          .append(String.join(", ", notCompared))
          .append(").\n")
          .toString();
    }
    out.append("| benchmark | reference median | this machine | unit | ratio |\n");
    out.append("|---|---:|---:|---|---:|\n");
    double low = Double.POSITIVE_INFINITY;
    double high = 0.0;
    for (Ratio ratio : ratios) {
      double value = ratio.value();
      low = Math.min(low, value);
      high = Math.max(high, value);
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %s | %.2f |%n",
              name(ratio.measured()),
              JmhMedians.number(ratio.reference().median()),
              JmhMedians.number(ratio.measured().median()),
              ratio.measured().unit(),
              value));
    }
    double geometricMean = geometricMean(ratios);
    out.append(
        String.format(
            Locale.ROOT,
            "%nGeometric mean of the %d ratios: **%.2f** (%.2f to %.2f)."
                + " The whole command at the reference machine's speed: about **%s** (%s / %.2f; an estimate, the"
                + " benchmarks being one fit + predict per heavy method family, not the run's mix).%n",
            ratios.size(),
            geometricMean,
            low,
            high,
            TimingsReport.duration(wallSeconds / geometricMean),
            TimingsReport.duration(wallSeconds),
            geometricMean));
    if (!notCompared.isEmpty()) {
      out.append("Not in the reference, not compared: ")
          .append(String.join(", ", notCompared))
          .append(".\n");
    }
    return out.toString();
  }

  /**
   * This machine's speed against the reference as the section states it: the geometric mean of the
   * ratios {@code measured} median / {@code reference} median over the benchmarks present in both
   * (same name, parameters, mode and unit; positive medians); above 1, this machine is slower. NaN
   * if no benchmark is in both. {@code make bench-check} divides by it ({@link BenchmarkGate}), so
   * that the same code says how fast a machine is.
   */
  public static double speedRatio(List<JmhMedians.Row> measured, List<JmhMedians.Row> reference) {
    List<Ratio> ratios = ratios(measured, reference, new ArrayList<>());
    return ratios.isEmpty() ? Double.NaN : geometricMean(ratios);
  }

  /**
   * The benchmarks of {@code mine} found in {@code theirs}; the others' names are added to {@code
   * notCompared}.
   */
  private static List<Ratio> ratios(
      List<JmhMedians.Row> mine, List<JmhMedians.Row> theirs, List<String> notCompared) {
    Map<String, JmhMedians.Row> byKey = new LinkedHashMap<>();
    for (JmhMedians.Row row : theirs) {
      byKey.put(key(row), row);
    }
    List<Ratio> ratios = new ArrayList<>();
    for (JmhMedians.Row row : mine) {
      JmhMedians.Row match = byKey.get(key(row));
      if (match == null || !(row.median() > 0) || !(match.median() > 0)) {
        notCompared.add(name(row));
      } else {
        ratios.add(new Ratio(row, match));
      }
    }
    return ratios;
  }

  private static double geometricMean(List<Ratio> ratios) {
    double logSum = 0.0;
    for (Ratio ratio : ratios) {
      logSum += Math.log(ratio.value());
    }
    return Math.exp(logSum / ratios.size());
  }

  private static List<JmhMedians.Row> rows(List<Path> files) throws IOException {
    List<JmhMedians.Row> rows = new ArrayList<>();
    for (Path file : files) {
      if (Files.isRegularFile(file)) {
        rows.addAll(JmhMedians.rows(file));
      }
    }
    return rows;
  }

  /** The machine lines beside the reference files, or the files' names if none was recorded. */
  private static List<String> machines(List<Path> files) throws IOException {
    List<String> lines = new ArrayList<>();
    for (Path file : files) {
      String line = JmhMedians.machineLine(file);
      String text =
          file.getFileName()
              + (line == null || line.isEmpty() ? " (machine not recorded)" : " of " + line);
      if (!lines.contains(text)) {
        lines.add(text);
      }
    }
    return lines;
  }

  private static String key(JmhMedians.Row row) {
    return row.comparisonKey();
  }

  private static String name(JmhMedians.Row row) {
    return row.label();
  }
}
