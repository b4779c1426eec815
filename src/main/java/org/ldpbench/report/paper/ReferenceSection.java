package org.ldpbench.report.paper;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.NumberText;
import org.ldpbench.report.tables.MarkdownTable;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.SweepAxis;

/**
 * The reference part of an experiment's section in {@code REPORT.md} ({@link ReferenceComparison}):
 * the count of values within 2 s.e., merged rows, the differences beyond the reference's tolerance
 * and every row in a collapsed table; and the same rows as {@code reference-comparison.csv}.
 */
final class ReferenceSection {

  private ReferenceSection() {}

  /**
   * The reference section: the count of independent values within 2 s.e. (rows that are one value
   * merged, and named), the chance count, and every row in a collapsed table.
   */
  static String text(ExperimentSpec spec, ReferenceComparison comparison) {
    StringBuilder md = new StringBuilder();
    long rowsCompared = comparison.comparedRows();
    md.append(
        String.format(
            Locale.ROOT,
            "Comparison with %s: **%d of %d** values agree within 2 standard errors of"
                + " the difference (reference s.e. estimated as our s.d./√%d).",
            comparison.reference().label(),
            comparison.compared() - comparison.outside(),
            comparison.compared(),
            comparison.reference().replications()));
    if (rowsCompared != comparison.compared()) {
      md.append(
          String.format(
              Locale.ROOT,
              " The %d rows hold %d independent values: rows whose per-replication"
                  + " scores are identical in every replication are one value of ours and are counted once (outside"
                  + " if any of their rows is).",
              rowsCompared,
              comparison.compared()));
    }
    md.append(
        String.format(
            Locale.ROOT,
            " If both estimate the same means, about %.1f of %d would fall outside by" + " chance",
            comparison.expectedOutside(),
            comparison.compared()));
    if (comparison.outside() > 0) {
      md.append(
          String.format(
              Locale.ROOT,
              "; P(≥ %d outside) = %s",
              comparison.outside(),
              NumberText.p(comparison.chanceProbability())));
    }
    md.append(".\n\n");
    if (!comparison.merged().isEmpty()) {
      md.append(
          "Merged (identical per-replication scores: same release, or no dependence on the coordinate"
              + " that differs):\n\n");
      for (ReferenceComparison.Group group : comparison.merged()) {
        List<String> members = new ArrayList<>();
        group.rows().forEach(r -> members.add(describe(spec, r)));
        md.append("- value ")
            .append(comparison.groupNumber(group.rows().get(0)))
            .append(": ")
            .append(String.join(" = ", members))
            .append("\n");
      }
      md.append("\n");
    }
    if (!Double.isNaN(comparison.reference().tolerance()) && !spec.sweep().isEmpty()) {
      md.append(largeDifferences(spec, comparison));
    }
    List<String> header = new ArrayList<>(List.of("method"));
    spec.sweep().forEach(a -> header.add(AxisText.label(a.name())));
    header.addAll(List.of("parameters", "ours", "reference", "difference", "z", "value"));
    List<List<String>> rows = new ArrayList<>();
    for (ReferenceComparison.Row row : comparison.rows()) {
      List<String> cells = new ArrayList<>(List.of(row.reference().method()));
      spec.sweep()
          .forEach(
              a -> cells.add(ParameterSet.format(row.reference().coordinates().get(a.name()))));
      cells.add(row.parameters());
      if (!row.compared()) {
        cells.addAll(
            List.of(
                "—", String.format(Locale.ROOT, "%.4f", row.reference().accuracy()), "", "", ""));
      } else {
        cells.add(String.format(Locale.ROOT, "%.4f ± %.4f", row.ours().mean(), row.ours().se()));
        cells.add(String.format(Locale.ROOT, "%.4f", row.reference().accuracy()));
        cells.add(String.format(Locale.ROOT, "%+.4f", row.difference()));
        cells.add(String.format(Locale.ROOT, row.agrees() ? "%+.1f" : "**%+.1f**", row.z()));
        cells.add(Integer.toString(comparison.groupNumber(row)));
      }
      rows.add(cells);
    }
    md.append("<details><summary>All ").append(rows.size()).append(" rows</summary>\n\n");
    MarkdownTable.append(md, header, rows);
    md.append("\n</details>\n\n");
    return md.toString();
  }

  /**
   * The differences beyond the reference's tolerance, per value of the first sweep axis (a data
   * set), and per method the number of those values at which every compared cell is within it.
   */
  static String largeDifferences(ExperimentSpec spec, ReferenceComparison comparison) {
    double tolerance = comparison.reference().tolerance();
    String by = spec.sweep().get(0).name();
    List<String> others =
        spec.sweep().stream().map(SweepAxis::name).filter(a -> !a.equals(by)).toList();
    StringBuilder md = new StringBuilder();
    md.append(
        String.format(
            Locale.ROOT,
            "Differences larger than %s from the reference, by %s (ours vs reference):\n\n",
            ParameterSet.format(tolerance),
            AxisText.label(by)));
    Map<String, int[]> perMethod =
        new java.util
            .LinkedHashMap<>(); // method -> {values all within, values, cells within, cells}
    for (Object value : spec.sweep().get(0).values()) {
      String v = ParameterSet.format(value);
      Map<String, List<String>> far = new LinkedHashMap<>();
      Map<String, boolean[]> within = new LinkedHashMap<>();
      for (ReferenceComparison.Row row : comparison.rows()) {
        if (!row.compared()
            || !v.equals(ParameterSet.format(row.reference().coordinates().get(by)))) {
          continue;
        }
        String method = row.reference().method();
        int[] counts = perMethod.computeIfAbsent(method, m -> new int[4]);
        boolean close = Math.abs(row.difference()) <= tolerance;
        counts[3]++;
        counts[2] += close ? 1 : 0;
        within.computeIfAbsent(method, m -> new boolean[] {true})[0] &= close;
        if (!close) {
          List<String> where = new ArrayList<>();
          others.forEach(
              a ->
                  where.add(
                      AxisText.label(a)
                          + "="
                          + ParameterSet.format(row.reference().coordinates().get(a))));
          far.computeIfAbsent(method, m -> new ArrayList<>())
              .add(
                  String.format(
                      Locale.ROOT,
                      "%s%.3f vs %.3f",
                      where.isEmpty() ? "" : String.join(", ", where) + ": ",
                      row.ours().mean(),
                      row.reference().accuracy()));
        }
      }
      within.forEach(
          (method, all) -> {
            int[] counts = perMethod.get(method);
            counts[1]++;
            counts[0] += all[0] ? 1 : 0;
          });
      if (within.isEmpty()) {
        continue;
      }
      List<String> parts = new ArrayList<>();
      far.forEach((method, cells) -> parts.add(method + " (" + String.join("; ", cells) + ")"));
      md.append("- **")
          .append(v)
          .append("**: ")
          .append(parts.isEmpty() ? "none" : String.join(", ", parts))
          .append("\n");
    }
    md.append("\n");
    List<List<String>> rows = new ArrayList<>();
    perMethod.forEach(
        (method, c) -> rows.add(List.of(method, c[0] + " of " + c[1], c[2] + " of " + c[3])));
    MarkdownTable.append(
        md,
        List.of(
            "method",
            AxisText.label(by) + " values with every cell within " + ParameterSet.format(tolerance),
            "cells within " + ParameterSet.format(tolerance)),
        rows);
    md.append("\n");
    return md.toString();
  }

  /** "LPCT-P (ε=1, depth=2)": a reference row's method, coordinates and parameters. */
  private static String describe(ExperimentSpec spec, ReferenceComparison.Row row) {
    List<String> parts = new ArrayList<>();
    spec.sweep()
        .forEach(
            a ->
                parts.add(
                    AxisText.label(a.name())
                        + "="
                        + ParameterSet.format(row.reference().coordinates().get(a.name()))));
    if (!row.parameters().isEmpty()) {
      parts.add(row.parameters());
    }
    return row.reference().method()
        + (parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")");
  }

  static void writeCsv(ReferenceComparison comparison, ExperimentSpec spec, Path file)
      throws IOException {
    List<String> header = new ArrayList<>(List.of("method"));
    spec.sweep().forEach(a -> header.add(a.name()));
    header.addAll(
        List.of(
            "parameters",
            "ours_mean",
            "ours_se",
            "ours_replications",
            "reference",
            "reference_se_estimate",
            "difference",
            "z",
            "within_2se",
            "value"));
    try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
        CSVPrinter printer =
            new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
      printer.printRecord(header);
      for (ReferenceComparison.Row row : comparison.rows()) {
        List<Object> cells = new ArrayList<>(List.of(row.reference().method()));
        spec.sweep()
            .forEach(
                a -> cells.add(ParameterSet.format(row.reference().coordinates().get(a.name()))));
        cells.add(row.parameters());
        if (!row.compared()) {
          cells.addAll(List.of("", "", "", row.reference().accuracy(), "", "", "", "", ""));
        } else {
          cells.addAll(
              List.of(
                  row.ours().mean(),
                  row.ours().se(),
                  row.ours().n(),
                  row.reference().accuracy(),
                  row.referenceSe(),
                  row.difference(),
                  row.z(),
                  row.agrees(),
                  comparison.groupNumber(row)));
        }
        printer.printRecord(cells);
      }
    }
  }
}
