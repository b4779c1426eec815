package org.ldpbench.report.tables;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import org.ldpbench.report.figures.LineFigure;

/**
 * A table of results as papers print them: one row per method (or data set), one column per value
 * of a swept quantity, optionally grouped under column-group headings, each cell a mean ± standard
 * error, a piece of text, or empty. A plain description, like {@link LineFigure}: the renderers
 * {@link ResultTableRenderer#MARKDOWN}, {@link ResultTableRenderer#LATEX} and {@link
 * ResultTableRenderer#CSV} turn it into text.
 *
 * <p>Cells carry optional {@link Emphasis} marks (bold for the best value of a column, a star for a
 * significant difference, ...) and an optional short annotation such as "incomplete".
 *
 * @param title one line above the table; {@code null} or blank for none
 * @param stubHeader heading of the row-label column, e.g. "method"
 * @param columns the value columns, in order; columns of one group must be adjacent
 * @param rows the rows; each has one cell per column
 * @param decimals digits after the decimal point for means and standard errors (0–12)
 * @param note one line under the table (what the numbers are); {@code null} or blank for none
 */
public record ResultTable(
    String title,
    String stubHeader,
    List<Column> columns,
    List<Row> rows,
    int decimals,
    String note) {

  public ResultTable {
    title = title == null || title.isBlank() ? null : title;
    note = note == null || note.isBlank() ? null : note;
    Objects.requireNonNull(stubHeader, "stubHeader");
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    if (columns.isEmpty()) {
      throw new IllegalArgumentException("a table needs at least one column");
    }
    if (decimals < 0 || decimals > 12) {
      throw new IllegalArgumentException("decimals must be in 0..12, got " + decimals);
    }
    List<String> closed = new ArrayList<>();
    String current = null;
    for (int c = 0; c < columns.size(); c++) {
      String group = columns.get(c).group();
      if (c > 0 && !Objects.equals(group, current)) {
        if (current != null) {
          closed.add(current);
        }
        if (group != null && closed.contains(group)) {
          throw new IllegalArgumentException("columns of group '" + group + "' are not adjacent");
        }
      }
      current = group;
    }
    for (Row row : rows) {
      if (row.cells().size() != columns.size()) {
        throw new IllegalArgumentException(
            "row '"
                + row.label()
                + "' has "
                + row.cells().size()
                + " cells but the table has "
                + columns.size()
                + " columns");
      }
    }
  }

  /** True if some column has a group heading. */
  public boolean grouped() {
    return columns.stream().anyMatch(c -> c.group() != null);
  }

  /** Consecutive columns under one heading: [first, first + size). */
  record Span(String group, int first, int size) {}

  /**
   * The column groups in order (a column without a group is a span of its own with a null group).
   */
  List<Span> spans() {
    List<Span> spans = new ArrayList<>();
    int first = 0;
    for (int c = 1; c <= columns.size(); c++) {
      if (c == columns.size()
          || columns.get(c).group() == null
          || !columns.get(c).group().equals(columns.get(first).group())) {
        spans.add(new Span(columns.get(first).group(), first, c - first));
        first = c;
      }
    }
    return spans;
  }

  /**
   * A value column.
   *
   * @param group heading shared by adjacent columns (e.g. "γ = 0.5"), {@code null} for none
   * @param header the column heading (e.g. "ε = 1")
   */
  public record Column(String group, String header) {
    public Column {
      group = group == null || group.isBlank() ? null : group;
      Objects.requireNonNull(header, "header");
    }

    public static Column of(String header) {
      return new Column(null, header);
    }
  }

  /**
   * A row.
   *
   * @param label the row heading (a method label)
   * @param cells one cell per column
   */
  public record Row(String label, List<Cell> cells) {
    public Row {
      Objects.requireNonNull(label, "label");
      cells = List.copyOf(cells);
    }
  }

  /** Marks a cell can carry. */
  public enum Emphasis {
    /** Typeset in bold (e.g. the best value of a column). */
    BOLD,
    /** Followed by a star (e.g. a significant difference). */
    STAR
  }

  /** What a cell holds. */
  public enum Kind {
    /** No value (not run, not applicable). */
    EMPTY,
    /** A mean, with a standard error unless {@code se} is NaN. */
    ESTIMATE,
    /** Free text. */
    TEXT
  }

  /**
   * One cell.
   *
   * @param kind what it holds
   * @param mean the mean (ESTIMATE), else NaN
   * @param se the standard error (ESTIMATE; NaN for a mean without one), else NaN
   * @param text the text (TEXT), else null
   * @param emphasis marks
   * @param annotation a short remark shown after the value (e.g. "incomplete"), or null
   * @param extraDigits digits printed beyond the table's decimals, so that this mean does not print
   *     like a different one it is ranked against ({@link PrintedTies}); 0 for most cells
   */
  public record Cell(
      Kind kind,
      double mean,
      double se,
      String text,
      Set<Emphasis> emphasis,
      String annotation,
      int extraDigits) {

    public Cell {
      Objects.requireNonNull(kind, "kind");
      emphasis = emphasis.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(emphasis));
      annotation = annotation == null || annotation.isBlank() ? null : annotation;
      if (kind == Kind.ESTIMATE && !Double.isFinite(mean)) {
        throw new IllegalArgumentException("an estimate needs a finite mean, got " + mean);
      }
      if (kind == Kind.TEXT) {
        Objects.requireNonNull(text, "text");
      }
      if (extraDigits < 0 || extraDigits > 6) {
        throw new IllegalArgumentException("extraDigits must be in 0..6, got " + extraDigits);
      }
    }

    public static Cell empty() {
      return new Cell(Kind.EMPTY, Double.NaN, Double.NaN, null, Set.of(), null, 0);
    }

    /** A mean ± standard error; {@code se} NaN for a mean alone. */
    public static Cell estimate(double mean, double se) {
      return new Cell(Kind.ESTIMATE, mean, se, null, Set.of(), null, 0);
    }

    public static Cell text(String text) {
      return new Cell(Kind.TEXT, Double.NaN, Double.NaN, text, Set.of(), null, 0);
    }

    /** This cell with {@code mark} added. */
    public Cell with(Emphasis mark) {
      Set<Emphasis> marks =
          emphasis.isEmpty() ? EnumSet.noneOf(Emphasis.class) : EnumSet.copyOf(emphasis);
      marks.add(mark);
      return new Cell(kind, mean, se, text, marks, annotation, extraDigits);
    }

    /** This cell with an annotation. */
    public Cell annotated(String remark) {
      return new Cell(kind, mean, se, text, emphasis, remark, extraDigits);
    }

    /** This cell printed with {@code digits} more decimals than the table's. */
    public Cell withExtraDigits(int digits) {
      return new Cell(kind, mean, se, text, emphasis, annotation, digits);
    }

    public boolean bold() {
      return emphasis.contains(Emphasis.BOLD);
    }

    public boolean star() {
      return emphasis.contains(Emphasis.STAR);
    }

    /** "0.7012" with {@code decimals} digits (ESTIMATE only). */
    String meanText(int decimals) {
      return number(mean, decimals + extraDigits);
    }

    /** "0.0031", or null when there is no standard error (ESTIMATE only). */
    public String seText(int decimals) {
      return Double.isNaN(se) ? null : number(se, decimals + extraDigits);
    }

    static String number(double value, int decimals) {
      return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
  }
}
