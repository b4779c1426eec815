package org.ldpbench.report.tables;

import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.text.translate.CharSequenceTranslator;
import org.apache.commons.text.translate.LookupTranslator;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.figures.CriticalDifferenceDiagram;
import org.ldpbench.stats.Nemenyi;

/**
 * A {@link ResultMatrix} as Markdown, LaTeX or CSV text ({@code compare --format md|tex|csv}): the
 * rows, the (w/t/l) row, and for data-set rows the Friedman tests with average ranks. Every format
 * prints a mean with the same {@value #MEAN_DECIMALS} decimals ({@link #mean(double)}), so the CSV
 * says what the table on screen says, without float noise such as 0.5438000000000001.
 */
public final class ResultMatrixText {

  /** The decimals of a mean in every format. */
  public static final int MEAN_DECIMALS = 4;

  private ResultMatrixText() {}

  /** A mean as every format prints it: {@value #MEAN_DECIMALS} decimals, e.g. {@code 0.5438}. */
  public static String mean(double value) {
    return String.format(Locale.ROOT, "%." + MEAN_DECIMALS + "f", value);
  }

  /** Markdown: caption, table, Friedman lines. */
  public static String markdown(ResultMatrix matrix) {
    StringBuilder md = new StringBuilder(matrix.caption()).append("\n\n");
    md.append("| | ").append(String.join(" | ", matrix.methods())).append(" |\n|---|");
    matrix.methods().forEach(m -> md.append("---:|"));
    md.append('\n');
    for (List<String> row : body(matrix)) {
      md.append("| ").append(String.join(" | ", row)).append(" |\n");
    }
    for (String line : friedmanLines(matrix)) {
      md.append('\n').append(line).append('\n');
    }
    return md.toString();
  }

  /** LaTeX: a tabular in a table with the caption, Friedman lines as a footnote paragraph. */
  public static String latex(ResultMatrix matrix) {
    StringBuilder tex =
        new StringBuilder("\\begin{table}\n\\centering\n\\caption{")
            .append(escape(matrix.caption()))
            .append("}\n\\begin{tabular}{l")
            .append("r".repeat(matrix.methods().size()))
            .append("}\n\\hline\n");
    List<String> header = new ArrayList<>(List.of(""));
    matrix.methods().forEach(m -> header.add(escape(m)));
    tex.append(String.join(" & ", header)).append(" \\\\\n\\hline\n");
    List<List<String>> rows = body(matrix);
    for (int i = 0; i < rows.size(); i++) {
      if (i == rows.size() - 1) {
        tex.append("\\hline\n");
      }
      tex.append(String.join(" & ", rows.get(i).stream().map(ResultMatrixText::escape).toList()))
          .append(" \\\\\n");
    }
    tex.append("\\hline\n\\end{tabular}\n");
    for (String line : friedmanLines(matrix)) {
      tex.append("\n").append(escape(line)).append("\n");
    }
    return tex.append("\\end{table}\n").toString();
  }

  /**
   * CSV: a header row, one row per sweep point (mean and mark columns per method), the w/t/l row. A
   * mean has the decimals of the Markdown and LaTeX tables; a missing one is empty.
   */
  public static String csv(ResultMatrix matrix) {
    StringWriter out = new StringWriter();
    try (CSVPrinter printer =
        new CSVPrinter(out, CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get())) {
      List<String> header = new ArrayList<>(List.of("row"));
      matrix.methods().forEach(m -> header.addAll(List.of(m, m + " mark")));
      printer.printRecord(header);
      for (ResultMatrix.Row row : matrix.rows()) {
        List<String> fields = new ArrayList<>(List.of(row.label()));
        for (int m = 0; m < matrix.methods().size(); m++) {
          fields.add(Double.isNaN(row.means()[m]) ? "" : mean(row.means()[m]));
          fields.add(row.marks()[m]);
        }
        printer.printRecord(fields);
      }
      List<String> wtl = new ArrayList<>(List.of("(w/t/l)"));
      for (String text : winTieLoss(matrix)) {
        wtl.addAll(List.of(text, ""));
      }
      printer.printRecord(wtl);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return out.toString();
  }

  private static List<List<String>> body(ResultMatrix matrix) {
    List<List<String>> rows = new ArrayList<>();
    for (ResultMatrix.Row row : matrix.rows()) {
      List<String> cells = new ArrayList<>(List.of(row.label()));
      for (int m = 0; m < matrix.methods().size(); m++) {
        cells.add(
            Double.isNaN(row.means()[m])
                ? "–"
                : mean(row.means()[m]) + (row.marks()[m].isEmpty() ? "" : " " + row.marks()[m]));
      }
      rows.add(cells);
    }
    List<String> wtl = new ArrayList<>(List.of("(w/t/l)"));
    wtl.addAll(winTieLoss(matrix));
    rows.add(wtl);
    return rows;
  }

  private static List<String> winTieLoss(ResultMatrix matrix) {
    int[][] counts = matrix.winTieLoss();
    List<String> out = new ArrayList<>();
    for (int m = 0; m < counts.length; m++) {
      out.add(
          matrix.methods().get(m).equals(matrix.baseline())
              ? "(baseline)"
              : "(" + counts[m][0] + "/" + counts[m][1] + "/" + counts[m][2] + ")");
    }
    return out;
  }

  /**
   * One line per Friedman test: statistic, p, average ranks and Holm post-hoc p against the
   * baseline.
   */
  static List<String> friedmanLines(ResultMatrix matrix) {
    List<String> lines = new ArrayList<>();
    for (ResultMatrix.FriedmanGroup group : matrix.friedman()) {
      StringBuilder line =
          new StringBuilder(
              "Friedman test over "
                  + group.result().blocks()
                  + " data sets"
                  + (group.label().isEmpty() ? "" : " at " + group.label())
                  + String.format(
                      Locale.ROOT,
                      ": chi2 = %.4f, df = %d, p = %.4g; average ranks (1 = best):",
                      group.result().statistic(),
                      group.result().df(),
                      group.result().p()));
      for (int m = 0; m < matrix.methods().size(); m++) {
        line.append(m == 0 ? " " : ", ")
            .append(matrix.methods().get(m))
            .append(String.format(Locale.ROOT, " %.3f", group.result().averageRanks()[m]));
        if (!Double.isNaN(group.holm()[m])) {
          line.append(
              String.format(
                  Locale.ROOT, " (Holm p vs %s = %.4g)", matrix.baseline(), group.holm()[m]));
        }
      }
      Nemenyi nemenyi =
          Nemenyi.of(matrix.methods().size(), group.result().blocks(), ResultMatrix.ALPHA);
      line.append(
          String.format(
              Locale.ROOT,
              "; Nemenyi critical difference %.3f at %s: no significant" + " difference within ",
              nemenyi.criticalDifference(),
              ParameterSet.format(ResultMatrix.ALPHA)));
      List<String> groups = new ArrayList<>();
      for (List<String> members :
          CriticalDifferenceDiagram.groups(
              matrix.methods(), group.result().averageRanks(), nemenyi)) {
        groups.add("{" + String.join(", ", members) + "}");
      }
      line.append(groups.isEmpty() ? "none (every pair differs)" : String.join(", ", groups));
      lines.add(line.append(" (Demšar 2006).").toString());
    }
    return lines;
  }

  /** LaTeX's special characters of method and data-set names, and the en dash. */
  private static final CharSequenceTranslator LATEX =
      new LookupTranslator(
          Map.of(
              "\\",
              "\\textbackslash{}",
              "&",
              "\\&",
              "%",
              "\\%",
              "_",
              "\\_",
              "#",
              "\\#",
              "–",
              "--"));

  private static String escape(String text) {
    return LATEX.translate(text);
  }
}
