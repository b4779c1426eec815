package org.ldpbench.data.real;

import org.ldpbench.param.Keyword;

/**
 * How a real data set's raw files are laid out ({@code format:} in {@code datasets/<name>.yaml}).
 */
public enum TableFormat implements Keyword {
  /** {@code csv}: comma-separated, the first record the header. */
  CSV,
  /**
   * {@code csv-headerless}: comma-separated without a header; the descriptor's {@code columns} name
   * them.
   */
  CSV_HEADERLESS,
  /** {@code arff}: Weka's attribute-relation file format. */
  ARFF,
  /** {@code xlsx}: an Excel workbook (the descriptor's {@code sheet}, or the first). */
  XLSX
}
