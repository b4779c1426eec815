package org.ldpbench.report.tables.nearest;

import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.nonEmptyList;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.report.AxisText;
import org.ldpbench.report.OutputContext;
import org.ldpbench.report.OutputKind;
import org.ldpbench.report.tables.MarkdownTable;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.spec.output.CurvesReader;
import org.ldpbench.spec.output.FigureReader;
import org.ldpbench.spec.output.OutputBlock;
import org.ldpbench.spec.output.OutputReader;
import org.ldpbench.spec.reference.ReferenceSpec;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads {@code type: nearest} outputs ({@link NearestSpec}): {@code candidates} maps a column of
 * the spec's reference file to a non-empty list of the spec's method labels; {@code external} and
 * {@code externalLabel} are optional and go together.
 *
 * <p>It draws {@code type: nearest} outputs ({@link NearestSpec}): one row per reference number of
 * a chosen column (e.g. the paper's LPCT-CART on one data set at one ε), with each candidate's mean
 * (its best configuration) and the candidate nearest to the reference, then a count per candidate.
 * Written as {@code .md} and {@code .csv}; REPORT.md gets the Markdown. Every number comes from the
 * stored trials, the spec's reference file or the output's external file.
 */
public final class NearestKind implements OutputKind<NearestSpec> {

  private static final Set<String> FIELDS =
      OutputReader.withCommonFields("at", "candidates", "external", "externalLabel");

  @Override
  public String type() {
    return "nearest";
  }

  @Override
  public String example() {
    return "{name: out, type: nearest, candidates: {LPCT: [LPCT, LPCT-Q]}}";
  }

  @Override
  public Class<NearestSpec> specClass() {
    return NearestSpec.class;
  }

  @Override
  public Set<String> fields() {
    return FIELDS;
  }

  @Override
  public NearestSpec read(OutputBlock block, FigureReader.Context context) {
    YamlNode.MapNode figure = block.node();
    String f = block.field();
    block.claimFile();
    Set<String> labels = CurvesReader.labels(context);
    Map<String, List<String>> candidates = new LinkedHashMap<>();
    YamlNode.MapNode given = map(required(figure, "candidates", f), f + ".candidates");
    for (Map.Entry<String, YamlNode> entry : given.entries().entrySet()) {
      String field = f + ".candidates." + entry.getKey();
      List<String> ours = new ArrayList<>();
      for (YamlNode item : nonEmptyList(entry.getValue(), field)) {
        String label = string(item, field);
        if (!labels.contains(label)) {
          throw SpecException.at(
              item,
              field,
              "'" + label + "' is not a method label; allowed: " + String.join(", ", labels));
        }
        ours.add(label);
      }
      candidates.put(entry.getKey(), ours);
    }
    String external =
        optional(figure, "external").map(n -> string(n, f + ".external")).orElse(null);
    String externalLabel =
        optional(figure, "externalLabel").map(n -> string(n, f + ".externalLabel")).orElse(null);
    if ((external == null) != (externalLabel == null)) {
      throw SpecException.at(
          figure, f, "external and externalLabel go together; give both or neither");
    }
    return new NearestSpec(
        block.name(),
        block.title(context.specTitle()),
        block.at(),
        candidates,
        external,
        externalLabel,
        context.baseDirectory());
  }

  @Override
  public List<Path> write(NearestSpec output, OutputContext context) throws IOException {
    Path base = context.resolve(output.base(context.spec().name()));
    Files.createDirectories(base.getParent());
    Path md = base.resolveSibling(base.getFileName() + ".md");
    Path csv = base.resolveSibling(base.getFileName() + ".csv");
    Files.writeString(md, markdown(output, context), StandardCharsets.UTF_8);
    Files.writeString(csv, csv(output, context), StandardCharsets.UTF_8);
    return List.of(md, csv);
  }

  @Override
  public void appendToReport(
      NearestSpec output, OutputContext context, Path reportDirectory, StringBuilder md) {
    md.append(markdown(output, context)).append("\n");
  }

  /** One compared reference number. */
  record Line(
      String column,
      Map<String, Object> coordinates,
      double reference,
      List<String> labels,
      List<double[]> candidates,
      String nearest) {}

  static List<Line> lines(NearestSpec output, OutputContext context) {
    ReferenceSpec reference =
        context
            .spec()
            .reference()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        context.spec().name()
                            + ": a nearest output needs the spec's reference: block"));
    Map<String, Double> external = external(output);
    List<Line> lines = new ArrayList<>();
    for (Map.Entry<String, List<String>> entry : output.candidates().entrySet()) {
      for (ReferenceSpec.Row row : reference.rows()) {
        if (!row.method().equals(entry.getKey())) {
          continue;
        }
        List<String> labels = new ArrayList<>(entry.getValue());
        List<double[]> values = new ArrayList<>();
        for (String label : entry.getValue()) {
          values.add(
              context.summary().best().stream()
                  .filter(b -> b.method().equals(label) && row.isAt(b.point()) && b.best() != null)
                  .map(b -> new double[] {b.best().score().mean(), b.best().score().se()})
                  .findFirst()
                  .orElse(new double[] {Double.NaN, Double.NaN}));
        }
        Double theirs = external.get(externalKey(entry.getKey(), row.coordinates()));
        if (output.external() != null) {
          labels.add(output.externalLabel());
          values.add(new double[] {theirs == null ? Double.NaN : theirs, Double.NaN});
        }
        lines.add(
            new Line(
                entry.getKey(),
                row.coordinates(),
                row.accuracy(),
                labels,
                values,
                nearest(labels, values, row.accuracy())));
      }
    }
    return lines;
  }

  /**
   * The label whose value is nearest to {@code reference}; "tie" when another is as near at the
   * printed precision (gaps within 0.0005), "—" when none has a value.
   */
  static String nearest(List<String> labels, List<double[]> values, double reference) {
    int best = -1;
    for (int i = 0; i < labels.size(); i++) {
      double gap = Math.abs(values.get(i)[0] - reference);
      if (!Double.isNaN(gap) && (best < 0 || gap < Math.abs(values.get(best)[0] - reference))) {
        best = i;
      }
    }
    if (best < 0) {
      return "—";
    }
    double bestGap = Math.abs(values.get(best)[0] - reference);
    for (int i = 0; i < labels.size(); i++) {
      if (i != best && Math.abs(Math.abs(values.get(i)[0] - reference) - bestGap) < 0.0005) {
        return "tie";
      }
    }
    return labels.get(best);
  }

  private static String externalKey(String column, Map<String, Object> coordinates) {
    return column
        + "|"
        + ParameterSet.format(coordinates.get("dataset"))
        + "|"
        + ParameterSet.format(coordinates.get(SweepAxis.EPSILON));
  }

  /**
   * The external file's numbers by column, data set and ε ({@code
   * method,dataset,epsilon,accuracy}).
   */
  private static Map<String, Double> external(NearestSpec output) {
    Map<String, Double> numbers = new LinkedHashMap<>();
    if (output.external() == null) {
      return numbers;
    }
    try {
      for (String line : Files.readAllLines(output.baseDirectory().resolve(output.external()))) {
        if (line.isBlank() || line.startsWith("#") || line.startsWith("method,")) {
          continue;
        }
        String[] f = line.split(",");
        numbers.put(
            f[0] + "|" + f[1] + "|" + ParameterSet.format(Double.parseDouble(f[2])),
            Double.parseDouble(f[3]));
      }
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return numbers;
  }

  private static String coordinates(Line line) {
    List<String> parts = new ArrayList<>();
    line.coordinates()
        .forEach(
            (axis, value) -> parts.add(AxisText.label(axis) + " = " + ParameterSet.format(value)));
    return String.join(" · ", parts);
  }

  static String markdown(NearestSpec output, OutputContext context) {
    List<Line> lines = lines(output, context);
    StringBuilder md = new StringBuilder("**").append(output.title()).append("**\n\n");
    for (String column : output.candidates().keySet()) {
      List<Line> mine = lines.stream().filter(l -> l.column().equals(column)).toList();
      if (mine.isEmpty()) {
        continue;
      }
      List<String> header = new ArrayList<>(List.of("reference: " + column, "reference value"));
      header.addAll(mine.get(0).labels());
      header.add("nearest");
      List<List<String>> rows = new ArrayList<>();
      Map<String, Integer> counts = new LinkedHashMap<>();
      mine.get(0).labels().forEach(l -> counts.put(l, 0));
      for (Line line : mine) {
        List<String> cells =
            new ArrayList<>(
                List.of(coordinates(line), String.format(Locale.ROOT, "%.3f", line.reference())));
        for (double[] v : line.candidates()) {
          cells.add(
              Double.isNaN(v[0])
                  ? "—"
                  : Double.isNaN(v[1])
                      ? String.format(Locale.ROOT, "%.3f", v[0])
                      : String.format(Locale.ROOT, "%.3f ± %.3f", v[0], v[1]));
        }
        cells.add(line.nearest());
        counts.computeIfPresent(line.nearest(), (k, n) -> n + 1);
        rows.add(cells);
      }
      MarkdownTable.append(md, header, rows);
      List<String> tally = new ArrayList<>();
      counts.forEach((label, n) -> tally.add(label + ": " + n));
      long ties = mine.stream().filter(l -> l.nearest().equals("tie")).count();
      long missing = mine.stream().filter(l -> l.nearest().equals("—")).count();
      md.append("\n_")
          .append(column)
          .append(": nearest in ")
          .append(String.join(", ", tally))
          .append(" of ")
          .append(mine.size())
          .append(" cells; tie (as near at the printed precision): ")
          .append(ties)
          .append("; not run: ")
          .append(missing)
          .append(
              " (mean of the best grid configuration per cell, ± s.e.;"
                  + " the reference numbers from ")
          .append(context.spec().reference().get().label())
          .append(")_\n\n");
    }
    return md.toString();
  }

  static String csv(NearestSpec output, OutputContext context) {
    StringBuilder csv =
        new StringBuilder("reference_column,coordinates,reference,candidate,mean,se,nearest\n");
    for (Line line : lines(output, context)) {
      for (int i = 0; i < line.labels().size(); i++) {
        double[] v = line.candidates().get(i);
        csv.append(line.column())
            .append(',')
            .append(coordinates(line).replace(',', ';'))
            .append(',')
            .append(line.reference())
            .append(",\"")
            .append(line.labels().get(i))
            .append("\",")
            .append(v[0])
            .append(',')
            .append(v[1])
            .append(',')
            .append(line.labels().get(i).equals(line.nearest()))
            .append('\n');
      }
    }
    return csv.toString();
  }
}
