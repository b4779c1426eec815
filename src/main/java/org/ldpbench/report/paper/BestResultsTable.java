package org.ldpbench.report.paper;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.ResultSummary;
import org.ldpbench.report.tables.MarkdownTable;
import org.ldpbench.spec.ExperimentSpec;
import org.ldpbench.spec.Grids;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.SweepPoint;
import org.ldpbench.spec.output.CurvesSpec;
import org.ldpbench.stats.SampleSummary;

/**
 * The table of results in an experiment's section of {@code REPORT.md}: mean ± s.e. of each
 * method's best configuration, one row per method (and combination of the other sweep axes), one
 * column per value of the main figure's x axis, and the best configuration's grid parameters.
 */
final class BestResultsTable {

  private BestResultsTable() {}

  /**
   * Mean ± s.e. of the best configuration: one row per method, one column per value of the x axis.
   */
  @SuppressWarnings("ReferenceEquality") // the sweep's own axis object, by identity
  static void append(StringBuilder md, ExperimentSpec spec, ResultSummary summary) {
    if (spec.sweep().isEmpty()) {
      return;
    }
    String xName = spec.mainFigure().map(CurvesSpec::x).orElse(spec.sweep().get(0).name());
    SweepAxis x = spec.axis(xName).orElseThrow();
    List<SweepAxis> others = spec.sweep().stream().filter(a -> a != x).toList();
    List<String> header = new ArrayList<>(List.of("method"));
    x.values().forEach(v -> header.add(AxisText.label(x.name()) + " = " + ParameterSet.format(v)));
    List<List<String>> rows = new ArrayList<>();
    List<List<String>> parameterRows = new ArrayList<>();
    for (MethodSpec method : spec.methods()) {
      for (Map<String, Object> rest : Grids.cartesian(others)) {
        String label = method.label() + AxisText.suffix(rest);
        List<String> row = new ArrayList<>(List.of(label));
        List<String> parameterRow = new ArrayList<>(List.of(label));
        for (Object value : x.values()) {
          Map<String, Object> coordinates = new LinkedHashMap<>(rest);
          coordinates.put(x.name(), value);
          ResultSummary.BestResult best =
              summary.best(method.label(), SweepPoint.of(spec.sweep(), coordinates)).orElse(null);
          if (best == null || best.best() == null) {
            String mark = best != null && best.notApplicable() ? "NA" : "—";
            row.add(mark);
            parameterRow.add(mark);
            continue;
          }
          SampleSummary stats = best.best().score();
          String se = stats.n() < 2 ? "n/a" : String.format(Locale.ROOT, "%.4f", stats.se());
          row.add(
              String.format(
                  Locale.ROOT,
                  "%.4f ± %s%s",
                  stats.mean(),
                  se,
                  best.complete()
                      ? ""
                      : best.bestIncomplete()
                          ? " (incomplete: no configuration has every" + " replication)"
                          : " (incomplete)"));
          parameterRow.add(varying(method, best.best().parameters()));
        }
        rows.add(row);
        parameterRows.add(parameterRow);
      }
    }
    // named after the spec's metric: a rate check reports excess risk, not accuracy
    md.append("Metric ")
        .append(spec.primaryMetric().id())
        .append(
            " (mean ± s.e. over replications) of each"
                + " method's best grid configuration, chosen on the test set as in the paper:\n\n");
    MarkdownTable.append(md, header, rows);
    if (parameterRows.stream()
        .anyMatch(r -> r.stream().skip(1).anyMatch(c -> !c.isEmpty() && !c.equals("—")))) {
      md.append("\nBest configuration (grid parameters only):\n\n");
      MarkdownTable.append(md, header, parameterRows);
    }
    md.append("\n");
  }

  /** The grid parameters of {@code method} in {@code parameters}, e.g. "depth=3, lambda=10". */
  private static String varying(MethodSpec method, ParameterSet parameters) {
    List<String> parts = new ArrayList<>();
    for (String name : method.grid().keySet()) {
      parts.add(name + "=" + ParameterSet.format(parameters.get(name)));
    }
    return String.join(", ", parts);
  }
}
