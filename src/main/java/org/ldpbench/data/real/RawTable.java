package org.ldpbench.data.real;

import java.util.List;

/**
 * A raw data file read into strings: column names and rows, before any encoding. Cells are trimmed;
 * a missing cell is whatever the file wrote (descriptors name the missing markers).
 *
 * @param columns column names in file order
 * @param rows one array of cells per data row, each as long as {@code columns}
 */
public record RawTable(List<String> columns, List<String[]> rows) {

  public int column(String name, String file) {
    int index = columns.indexOf(name);
    if (index < 0) {
      throw new IllegalArgumentException(
          file + ": no column '" + name + "'; columns are " + columns);
    }
    return index;
  }
}
