package org.ldpbench.spec.reference;

import static org.ldpbench.spec.SpecNodes.checkKeys;
import static org.ldpbench.spec.SpecNodes.integer;
import static org.ldpbench.spec.SpecNodes.map;
import static org.ldpbench.spec.SpecNodes.oneOf;
import static org.ldpbench.spec.SpecNodes.optional;
import static org.ldpbench.spec.SpecNodes.required;
import static org.ldpbench.spec.SpecNodes.string;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.ldpbench.data.DataSourceFactory;
import org.ldpbench.param.ParameterSet;
import org.ldpbench.param.ParameterSpec;
import org.ldpbench.spec.MethodSpec;
import org.ldpbench.spec.SpecException;
import org.ldpbench.spec.SpecNodes;
import org.ldpbench.spec.SweepAxis;
import org.ldpbench.yaml.YamlNode;

/**
 * Reads a spec's {@code reference:} block and its CSV file, checking every row against the spec:
 * columns must be {@code method}, {@code accuracy}, sweep axes, data parameters or method
 * parameters; rows whose data parameters differ from the spec's are for another spec and are
 * dropped; every remaining row must match exactly one configuration (or, for {@code best}, one
 * method and sweep point).
 */
public final class ReferenceReader {

  private ReferenceReader() {}

  public static ReferenceSpec read(
      YamlNode node,
      Path baseDirectory,
      DataSourceFactory factory,
      Map<String, Object> dataParameters,
      List<SweepAxis> sweep,
      List<MethodSpec> methods) {
    YamlNode.MapNode reference = map(node, "reference");
    checkKeys(
        reference, "reference", Set.of("label", "file", "replications", "compare", "tolerance"));
    double tolerance =
        optional(reference, "tolerance")
            .map(
                t -> {
                  double value = SpecNodes.number(t, "reference.tolerance");
                  if (!(value > 0 && value < 1)) {
                    throw SpecException.at(
                        t, "reference.tolerance", "must be in (0, 1), got " + value);
                  }
                  return value;
                })
            .orElse(Double.NaN);
    String label = string(required(reference, "label", "reference"), "reference.label");
    YamlNode fileNode = required(reference, "file", "reference");
    String fileName = string(fileNode, "reference.file");
    int replications =
        (int)
            integer(
                required(reference, "replications", "reference"),
                "reference.replications",
                1,
                1_000_000);
    ReferenceSpec.Compare compare =
        optional(reference, "compare")
            .map(n -> oneOf(n, "reference.compare", ReferenceSpec.Compare.class))
            .orElse(ReferenceSpec.Compare.CONFIGURATIONS);
    Path csv = baseDirectory.resolve(fileName);
    List<ReferenceSpec.Row> rows = new ArrayList<>();
    try (Reader in = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
        CSVParser records =
            CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .setIgnoreSurroundingSpaces(true)
                .setCommentMarker('#')
                .get()
                .parse(in)) {
      List<String> columns = records.getHeaderNames();
      for (String required : List.of("method", "accuracy")) {
        if (!columns.contains(required)) {
          throw new SpecException(csv + ":1: missing column '" + required + "'");
        }
      }
      for (SweepAxis axis : sweep) {
        if (!columns.contains(axis.name())) {
          throw new SpecException(
              csv + ":1: missing column '" + axis.name() + "' (every sweep axis needs a column)");
        }
      }
      for (CSVRecord record : records) {
        ReferenceSpec.Row row =
            row(record, csv, columns, factory, dataParameters, sweep, methods, compare);
        if (row != null) {
          rows.add(row);
        }
      }
    } catch (NoSuchFileException e) {
      throw SpecException.at(fileNode, "reference.file", "no such file " + csv);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw SpecException.at(
          fileNode, "reference.file", "cannot read " + csv + ": " + e.getMessage());
    }
    if (rows.isEmpty()) {
      throw SpecException.at(
          fileNode, "reference.file", csv + " has no row for this spec's data settings");
    }
    return new ReferenceSpec(label, fileName, replications, compare, rows, tolerance);
  }

  private static ReferenceSpec.Row row(
      CSVRecord record,
      Path csv,
      List<String> columns,
      DataSourceFactory factory,
      Map<String, Object> dataParameters,
      List<SweepAxis> sweep,
      List<MethodSpec> methods,
      ReferenceSpec.Compare compare) {
    long line = record.getParser().getCurrentLineNumber();
    String where = csv + ":" + line + ": ";
    String label = record.get("method");
    MethodSpec method =
        methods.stream()
            .filter(m -> m.label().equals(label))
            .findFirst()
            .orElseThrow(
                () ->
                    new SpecException(
                        where + "method '" + label + "' is not a method label of the spec"));
    Map<String, Object> coordinates = new LinkedHashMap<>();
    Map<String, Object> parameters = new LinkedHashMap<>();
    for (String column : columns) {
      String text = record.get(column);
      if (column.equals("method") || column.equals("accuracy") || text.isEmpty()) {
        continue;
      }
      Object raw = parseRaw(text);
      Optional<SweepAxis> axis = sweep.stream().filter(a -> a.name().equals(column)).findFirst();
      if (axis.isPresent()) {
        Object value =
            axis.get().values().stream()
                .filter(v -> ParameterSet.format(v).equals(formatNumber(raw)))
                .findFirst()
                .orElseThrow(
                    () ->
                        new SpecException(
                            where + column + " = " + text + " is not a value of the sweep axis"));
        coordinates.put(column, value);
      } else if (factory.info().parameters().find(column).isPresent()) {
        Object value = coerce(factory.info().parameters().find(column).get(), raw, where, column);
        Object ours = dataParameters.get(column);
        if (ours == null || !ParameterSet.format(ours).equals(ParameterSet.format(value))) {
          return null; // a row for another data setting
        }
      } else {
        ParameterSpec spec =
            method
                .method()
                .info()
                .parameters()
                .find(column)
                .orElseThrow(
                    () ->
                        new SpecException(
                            where
                                + "column '"
                                + column
                                + "' is neither a sweep axis, a data parameter nor a parameter of "
                                + method.method().name()));
        parameters.put(column, coerce(spec, raw, where, column));
      }
    }
    double accuracy = accuracy(record, where);
    for (SweepAxis axis : sweep) {
      if (!coordinates.containsKey(axis.name())) {
        throw new SpecException(where + "no value for sweep axis '" + axis.name() + "'");
      }
    }
    ReferenceSpec.Row row =
        new ReferenceSpec.Row((int) line, label, coordinates, parameters, accuracy);
    if (compare == ReferenceSpec.Compare.CONFIGURATIONS) {
      long matches = configurations(method).stream().filter(row::matches).count();
      if (matches != 1) {
        throw new SpecException(
            where
                + "matches "
                + matches
                + " configurations of "
                + label
                + "; give values for every grid parameter, within the grid");
      }
    } else if (!parameters.isEmpty()) {
      throw new SpecException(where + "compare: best takes no parameter columns");
    }
    return row;
  }

  /** The row's {@code accuracy}: a number in [0, 1]. */
  private static double accuracy(CSVRecord record, String where) {
    double accuracy;
    try {
      accuracy = Double.parseDouble(record.get("accuracy"));
    } catch (NumberFormatException e) {
      throw new SpecException(where + "accuracy '" + record.get("accuracy") + "' is not a number");
    }
    if (!(accuracy >= 0 && accuracy <= 1)) {
      throw new SpecException(where + "accuracy " + accuracy + " is not in [0, 1]");
    }
    return accuracy;
  }

  private static List<ParameterSet> configurations(MethodSpec method) {
    List<ParameterSet> out = new ArrayList<>();
    for (ParameterSet fit : method.fitConfigurations()) {
      for (ParameterSet post : method.postConfigurations()) {
        out.add(fit.merge(post));
      }
    }
    return out;
  }

  private static Object coerce(ParameterSpec spec, Object raw, String where, String column) {
    try {
      return spec.type().coerce(raw);
    } catch (IllegalArgumentException e) {
      throw new SpecException(where + column + " = " + raw + ": " + e.getMessage());
    }
  }

  private static String formatNumber(Object raw) {
    return raw instanceof Long l ? ParameterSet.format(l.doubleValue()) : ParameterSet.format(raw);
  }

  /** A CSV cell as a Long, Double, Boolean or String, like a YAML scalar. */
  private static Object parseRaw(String text) {
    try {
      return Long.parseLong(text);
    } catch (NumberFormatException notLong) {
      try {
        return Double.parseDouble(text);
      } catch (NumberFormatException notDouble) {
        if (text.equals("true") || text.equals("false")) {
          return Boolean.parseBoolean(text);
        }
        return text;
      }
    }
  }
}
