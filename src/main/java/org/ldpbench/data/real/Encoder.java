package org.ldpbench.data.real;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.ldpbench.UserError;

/**
 * Turns a data set's raw files into {@link EncodedData} as its descriptor says: concatenates the
 * files, keeps and excludes rows by value, drops rows with a missing cell in a used column, maps
 * the label to 0/1, encodes categorical columns (one-hot or ordinal, categories sorted), and marks
 * the public rows by the split rule.
 */
public final class Encoder {

  private Encoder() {}

  public static EncodedData encode(DatasetDescriptor d, RawDataLocator locator) throws IOException {
    List<String[]> rows = new ArrayList<>();
    List<Integer> fileOfRow = new ArrayList<>();
    List<String> columns = null;
    for (int f = 0; f < d.files().size(); f++) {
      Path path = locator.locate(d.files().get(f));
      RawTable table = TableReaders.read(path, d);
      if (columns == null) {
        columns = table.columns();
      } else if (!columns.equals(table.columns())) {
        throw new UserError(
            path + ": columns " + table.columns() + " differ from the first file's " + columns);
      }
      for (String[] row : table.rows()) {
        rows.add(row);
        fileOfRow.add(f);
      }
    }
    String source = d.files().get(0).path();
    RawTable all = new RawTable(columns, rows);
    int label = all.column(d.labelColumn(), source);
    int split = d.publicColumn() == null ? -1 : all.column(d.publicColumn(), source);
    List<Integer> featureColumns = new ArrayList<>();
    for (int c = 0; c < columns.size(); c++) {
      String name = columns.get(c);
      if (c != label && c != split && !d.drop().contains(name)) {
        featureColumns.add(c);
      }
    }
    for (String name : d.drop()) {
      all.column(name, source);
    }
    for (String name : d.categorical().keySet()) {
      all.column(name, source);
    }
    // filters and missing values
    List<Integer> kept = new ArrayList<>();
    int dropped = 0;
    for (int r = 0; r < rows.size(); r++) {
      String[] row = rows.get(r);
      boolean ok = keeps(all, row, d.keep(), source) && !excludes(all, row, d.exclude(), source);
      if (ok
          && (d.missing().contains(row[label])
              || (split >= 0 && d.missing().contains(row[split])))) {
        ok = false;
      }
      for (int c : featureColumns) {
        ok &= !d.missing().contains(row[c]);
      }
      if (ok) {
        kept.add(r);
      } else {
        dropped++;
      }
    }
    // categories per categorical column, over the kept rows
    List<String> names = new ArrayList<>();
    List<List<String>> categories = new ArrayList<>();
    for (int c : featureColumns) {
      String name = columns.get(c);
      String encoding = d.categorical().get(name);
      if (encoding == null) {
        names.add(name);
        categories.add(null);
        continue;
      }
      TreeSet<String> values = new TreeSet<>();
      for (int r : kept) {
        values.add(rows.get(r)[c]);
      }
      List<String> sorted = List.copyOf(values);
      categories.add(sorted);
      if (encoding.equals("onehot")) {
        sorted.forEach(v -> names.add(name + "=" + v));
      } else {
        names.add(name);
      }
    }
    int dim = names.size();
    double[] x = new double[kept.size() * dim];
    int[] y = new int[kept.size()];
    boolean[] isPublic = new boolean[kept.size()];
    for (int i = 0; i < kept.size(); i++) {
      String[] row = rows.get(kept.get(i));
      int out = i * dim;
      for (int k = 0; k < featureColumns.size(); k++) {
        int c = featureColumns.get(k);
        List<String> cats = categories.get(k);
        if (cats == null) {
          x[out++] = number(row[c], columns.get(c), source);
        } else if ("onehot".equals(d.categorical().get(columns.get(c)))) {
          int index = cats.indexOf(row[c]);
          for (int v = 0; v < cats.size(); v++) {
            x[out++] = v == index ? 1.0 : 0.0;
          }
        } else {
          x[out++] = cats.indexOf(row[c]);
        }
      }
      y[i] = d.positive().contains(row[label]) ? 1 : 0;
      isPublic[i] =
          switch (d.publicRule()) {
            case COLUMN ->
                d.publicMaxValue() != null
                    ? number(row[split], d.publicColumn(), source) <= d.publicMaxValue()
                    : d.publicValues().contains(row[split]);
            case FILE -> fileOfRow.get(kept.get(i)) == d.publicFile();
            case FIRST -> i < d.publicRows();
            case RANDOM -> false; // drawn below, once every row is read
          };
    }
    if (d.publicRule() == PublicRule.RANDOM) {
      if (d.publicRows() >= kept.size()) {
        throw new UserError(
            source
                + ": public.rows "
                + d.publicRows()
                + " leaves no private rows ("
                + kept.size()
                + " complete rows)");
      }
      int[] order = permutation(kept.size(), d.publicSeed());
      for (int i = 0; i < d.publicRows(); i++) {
        isPublic[order[i]] = true;
      }
    }
    return new EncodedData(x, y, isPublic, List.copyOf(names), rows.size(), dropped);
  }

  /** A uniformly random permutation of 0..n−1 (Fisher–Yates) from {@code seed}. */
  static int[] permutation(int n, long seed) {
    int[] order = new int[n];
    for (int i = 0; i < n; i++) {
      order[i] = i;
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = n - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = order[i];
      order[i] = order[j];
      order[j] = t;
    }
    return order;
  }

  /** Every column of {@code keep} has one of its listed values (true without filters). */
  private static boolean keeps(
      RawTable table, String[] row, Map<String, List<String>> keep, String source) {
    for (Map.Entry<String, List<String>> e : keep.entrySet()) {
      if (!e.getValue().contains(row[table.column(e.getKey(), source)])) {
        return false;
      }
    }
    return true;
  }

  /** Some column of {@code exclude} has one of its listed values. */
  private static boolean excludes(
      RawTable table, String[] row, Map<String, List<String>> exclude, String source) {
    for (Map.Entry<String, List<String>> e : exclude.entrySet()) {
      if (e.getValue().contains(row[table.column(e.getKey(), source)])) {
        return true;
      }
    }
    return false;
  }

  private static double number(String cell, String column, String source) {
    try {
      double v = Double.parseDouble(cell);
      if (!Double.isFinite(v)) {
        throw new NumberFormatException();
      }
      return v;
    } catch (NumberFormatException e) {
      throw new UserError(
          source
              + ": column "
              + column
              + ": '"
              + cell
              + "' is not a number; list the column"
              + " under categorical (onehot or ordinal) or drop it in the descriptor");
    }
  }
}
