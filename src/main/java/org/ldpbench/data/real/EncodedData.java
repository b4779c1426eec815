package org.ldpbench.data.real;

import java.util.List;

/**
 * A real data set after reading, filtering and encoding, before scaling: numeric features, 0/1
 * labels, and which rows are public (the rest are private).
 *
 * @param features row-major, rows × dimension
 * @param labels 0/1 per row
 * @param isPublic per row, by the descriptor's split rule
 * @param featureNames one per feature column (one-hot columns as {@code column=value})
 * @param rowsRead data rows in the files
 * @param rowsDropped rows removed by the filters or for missing values
 */
public record EncodedData(
    double[] features,
    int[] labels,
    boolean[] isPublic,
    List<String> featureNames,
    int rowsRead,
    int rowsDropped) {

  public int rows() {
    return labels.length;
  }

  public int dimension() {
    return featureNames.size();
  }

  public int publicRows() {
    int n = 0;
    for (boolean p : isPublic) {
      n += p ? 1 : 0;
    }
    return n;
  }

  /** Private rows that remain for training after the 20% test split: N − ⌈0.2 N⌉. */
  public int privateTrainRows() {
    int pool = rows() - publicRows();
    return pool - RealDataSource.testSize(pool);
  }
}
