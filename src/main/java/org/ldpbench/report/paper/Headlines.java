package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.ResultTable;
import org.ldpbench.report.tables.table.ExperimentTables;
import org.ldpbench.report.tables.table.TableSpec;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.output.OutputSpec;
import org.ldpbench.stats.Direction;
import org.ldpbench.store.ExpectedTrials;

/**
 * One-sentence summaries an experiment adds to its paper's "What reproduces" section. A ranked
 * table with the paper's No. 1 row (Ma &amp; Yang's Table 2) gives its headline in one sentence:
 * the paper's No. 1 counts of its leader and of ours, our counts of both by bold cells (the paper's
 * way) and by best mean, and both rank sums, per column group.
 */
final class Headlines {

  private Headlines() {}

  /** The headlines of {@code spec}'s results (none for a quick profile, which decides nothing). */
  static List<String> of(
      ExperimentSpec spec,
      ExpectedTrials plan,
      ResultSummary summary,
      ExperimentSpec.Profile profile) {
    List<String> out = new ArrayList<>();
    if (profile == ExperimentSpec.Profile.QUICK) {
      return out;
    }
    for (OutputSpec output : spec.figures()) {
      if (output instanceof TableSpec table
          && table.ranks()
          && !table.paperNumberOnes().isEmpty()
          && table.columnGroups() != null) {
        numberOnes(plan, summary, table, spec.primaryMetric().direction()).ifPresent(out::add);
      }
    }
    return out;
  }

  /**
   * The No. 1 sentence of a ranked table, if its rows are there (enough replications for the
   * marks).
   */
  private static Optional<String> numberOnes(
      ExpectedTrials plan, ResultSummary summary, TableSpec table, Direction direction) {
    ResultTable rendered = ExperimentTables.of(plan, summary, table, direction);
    List<Object> groups = plan.spec().axis(table.columnGroups()).orElseThrow().values();
    List<String> labels = rendered.columns().stream().map(ResultTable.Column::header).toList();
    Map<String, List<String>> rows = new LinkedHashMap<>();
    for (ResultTable.Row row : rendered.rows()) {
      rows.put(
          row.label(), row.cells().stream().map(c -> c.text() == null ? "" : c.text()).toList());
    }
    String paperLeader = null;
    String ourLeader = null;
    int paperBest = -1;
    int ourBest = -1;
    for (int m = 0; m < labels.size(); m++) {
      int paper = sum(rows, groups, table, "No. 1 (paper)", m);
      int ours = sum(rows, groups, table, "No. 1 (bold)", m);
      if (paper > paperBest) {
        paperBest = paper;
        paperLeader = labels.get(m);
      }
      if (ours > ourBest) {
        ourBest = ours;
        ourLeader = labels.get(m);
      }
    }
    if (paperLeader == null || paperBest < 0 || ourBest < 0) {
      return Optional.empty();
    }
    String second = ourLeader;
    if (second.equals(paperLeader)) {
      int runnerUp = -1;
      for (int m = 0; m < labels.size(); m++) {
        int paper = sum(rows, groups, table, "No. 1 (paper)", m);
        if (!labels.get(m).equals(paperLeader) && paper > runnerUp) {
          runnerUp = paper;
          second = labels.get(m);
        }
      }
    }
    String over =
        AxisText.label(table.columnGroups())
            + " = "
            + String.join(" / ", groups.stream().map(ParameterSet::format).toList());
    return Optional.of(
        String.format(
            Locale.ROOT,
            "**%s in one sentence** (%s): the paper"
                + " counts %s No. 1 on %s data sets and %s on %s; counting bold cells the paper's way, ours are %s %s and"
                + " %s %s (by best mean: %s and %s); rank sums, ours: %s %s and %s %s (the paper's, printed: %s and %s;"
                + " smaller is better).",
            title(table),
            over,
            paperLeader,
            row(rows, groups, table, "No. 1 (paper)", labels.indexOf(paperLeader)),
            second,
            row(rows, groups, table, "No. 1 (paper)", labels.indexOf(second)),
            paperLeader,
            row(rows, groups, table, "No. 1 (bold)", labels.indexOf(paperLeader)),
            second,
            row(rows, groups, table, "No. 1 (bold)", labels.indexOf(second)),
            row(rows, groups, table, "No. 1 (best mean)", labels.indexOf(paperLeader)),
            row(rows, groups, table, "No. 1 (best mean)", labels.indexOf(second)),
            paperLeader,
            row(rows, groups, table, "rank sum", labels.indexOf(paperLeader)),
            second,
            row(rows, groups, table, "rank sum", labels.indexOf(second)),
            row(rows, groups, table, "rank sum (paper, printed)", labels.indexOf(paperLeader)),
            row(rows, groups, table, "rank sum (paper, printed)", labels.indexOf(second))));
  }

  private static String title(TableSpec table) {
    String title = table.title() == null ? "The table" : table.title();
    Matcher m = Pattern.compile("Table \\d+").matcher(title);
    return m.find() ? m.group() : "The table";
  }

  /** "10 / 10 / 8": the row's cell of column {@code m} in every group. */
  private static String row(
      Map<String, List<String>> rows, List<Object> groups, TableSpec table, String name, int m) {
    List<String> cells = new ArrayList<>();
    for (Object group : groups) {
      List<String> row =
          rows.get(
              AxisText.label(table.columnGroups())
                  + " = "
                  + ParameterSet.format(group)
                  + " \u00b7 "
                  + name);
      cells.add(row == null || m < 0 || row.get(m).isEmpty() ? "—" : row.get(m));
    }
    return String.join(" / ", cells);
  }

  private static int sum(
      Map<String, List<String>> rows, List<Object> groups, TableSpec table, String name, int m) {
    int total = 0;
    for (Object group : groups) {
      List<String> row =
          rows.get(
              AxisText.label(table.columnGroups())
                  + " = "
                  + ParameterSet.format(group)
                  + " \u00b7 "
                  + name);
      if (row == null || row.get(m).isEmpty() || !row.get(m).matches("\\d+")) {
        return -1;
      }
      total += Integer.parseInt(row.get(m));
    }
    return total;
  }
}
