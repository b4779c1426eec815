package org.ldpbench.method.baseline.psgd;

import java.util.Arrays;
import org.ldpbench.data.Features;

/**
 * The non-zero columns and values of each row of a feature matrix, for the PSGD passes over sparse
 * data (Email's word counts: about 170 non-zeros of 3000 per row). Skipping zero terms leaves every
 * sum as it was, so the sparse passes compute the same numbers as the dense ones.
 *
 * @param columns per row, the columns with a non-zero value, ascending
 * @param values per row, those values
 */
record SparseRows(int[][] columns, double[][] values) {

  static SparseRows of(Features x) {
    int n = x.rows();
    int d = x.columns();
    int[][] columns = new int[n][];
    double[][] values = new double[n][];
    int[] cols = new int[d];
    double[] vals = new double[d];
    for (int i = 0; i < n; i++) {
      int k = 0;
      for (int b = 0; b < d; b++) {
        double v = x.get(i, b);
        if (v != 0.0) {
          cols[k] = b;
          vals[k++] = v;
        }
      }
      columns[i] = Arrays.copyOf(cols, k);
      values[i] = Arrays.copyOf(vals, k);
    }
    return new SparseRows(columns, values);
  }
}
